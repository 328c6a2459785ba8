import type { CSSProperties } from 'react';
import { readableOnAll } from '@/lib/colour';
import type { SiteConfig } from './site-config';

const radius = { none: '0px', small: '6px', large: '14px' } as const;
const fonts = {
  sans: 'var(--font-sans-stack)',
  condensed: '"Roboto Condensed", "Arial Narrow", var(--font-sans-stack)',
  rounded: '"Nunito", "Segoe UI Rounded", var(--font-sans-stack)',
} as const;

/** The light backgrounds the site writes text on: the page (white) and its surface panels. */
export function textBackgrounds(theme: SiteConfig['theme']): string[] {
  return ['#ffffff', theme.surface];
}

/**
 * Brand-coloured text (links, headings, icons), darkened as far as AA contrast (4.5:1) needs on every
 * background the site writes text on, so a link reads the same on the page and on a surface panel.
 */
export function brandInk(theme: SiteConfig['theme']): string {
  return readableOnAll(theme.brand, textBackgrounds(theme));
}

/** The site's theme as CSS variables; Tailwind's theme reads them (see app/globals.css). */
export function themeStyle(theme: SiteConfig['theme']): CSSProperties {
  return {
    '--brand': theme.brand,
    '--brand-ink': brandInk(theme),
    '--brand-contrast': theme.brandContrast,
    '--accent': theme.accent,
    '--accent-contrast': theme.accentContrast,
    '--surface': theme.surface,
    '--ink': theme.ink,
    '--hero-from': theme.heroFrom,
    '--hero-to': theme.heroTo,
    '--tag-default': theme.tagDefault,
    '--radius-site': radius[theme.radius],
    '--font-site': fonts[theme.font],
  } as CSSProperties;
}
