import type { CSSProperties } from 'react';
import { readableOn } from '@/lib/colour';
import type { SiteConfig } from './site-config';

const radius = { none: '0px', small: '6px', large: '14px' } as const;
const fonts = {
  sans: 'var(--font-sans-stack)',
  condensed: '"Roboto Condensed", "Arial Narrow", var(--font-sans-stack)',
  rounded: '"Nunito", "Segoe UI Rounded", var(--font-sans-stack)',
} as const;

/** The site's theme as CSS variables; Tailwind's theme reads them (see app/globals.css). */
export function themeStyle(theme: SiteConfig['theme']): CSSProperties {
  return {
    '--brand': theme.brand,
    // Brand-coloured text on white (links, headings) darkened as far as AA contrast needs.
    '--brand-ink': readableOn(theme.brand, '#ffffff'),
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
