import 'server-only';
import sharp from 'sharp';
import { escapeXml } from '@/lib/xml';
import type { SiteConfig } from '@/tenancy/site-config';

// Each site's favicon: its logo monogram on its brand colour, as on the header logo, drawn once per
// process and site.

const SIZE = 64;

type FaviconSite = {
  slug: string;
  logo: Pick<SiteConfig['logo'], 'mark'>;
  theme: Pick<SiteConfig['theme'], 'brand' | 'brandContrast' | 'radius'>;
};
const drawn = new Map<string, Promise<Buffer>>();

/** The monogram tile as SVG: 'CZ' in white on CarZone's orange, with the site's corner radius. */
export function faviconSvg(config: Omit<FaviconSite, 'slug'>): string {
  const radius = { none: 0, small: 12, large: 20 }[config.theme.radius];
  const fontSize = config.logo.mark.length > 1 ? 28 : 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" rx="${radius}" fill="${config.theme.brand}"/><text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="${config.theme.brandContrast}">${escapeXml(config.logo.mark)}</text></svg>`;
}

/** The favicon as PNG (every browser takes a PNG at /favicon.ico). */
export function faviconPng(config: FaviconSite): Promise<Buffer> {
  const key = `${config.slug}:${config.theme.brand}:${config.theme.brandContrast}:${config.logo.mark}`;
  let png = drawn.get(key);
  if (!png) {
    png = sharp(Buffer.from(faviconSvg(config)))
      .png()
      .toBuffer();
    drawn.set(key, png);
  }
  return png;
}
