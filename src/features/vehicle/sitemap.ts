// The per-site sitemap and robots.txt: every available car of the site (in stock or coming soon, within
// the site's own stock filter) plus its main pages. Pure text builders; the routes read the stock.

import { absoluteUrl, paths } from '@/lib/paths';
import { escapeXml } from '@/lib/xml';
import type { SiteConfig } from '@/tenancy/site-config';

/** One sitemap holds at most 50,000 URLs (sitemaps.org); a site beyond that needs a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = { path: string; lastModified?: string };

/** The site's own pages that every shopper can open (the Brands page only where the site presents one). */
export function sitePagePaths(config: Pick<SiteConfig, 'features'>): string[] {
  return [
    paths.home(),
    paths.search(),
    paths.specialOffers(),
    ...(config.features.brandsPage ? [paths.brands()] : []),
    paths.directory(),
    paths.dealerLocator(),
    paths.contact(),
    paths.bookTestDrive(),
    paths.careers(),
  ];
}

/** A car's entry: its page, last modified when the car last changed. */
export function carSitemapEntry(car: { path: string; updatedAt: Date }): SitemapEntry {
  return { path: car.path, lastModified: car.updatedAt.toISOString() };
}

/** A urlset of absolute URLs: origin + path, with lastmod where known, capped at SITEMAP_MAX_URLS. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return `<url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Crawlers may read everything but the print views and the API; the sitemap is named. The Disallow lines
 * come first: parsers that take the first matching rule (rather than the longest) must meet them before
 * `Allow: /`.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /print\nDisallow: /api/\nAllow: /\n\nSitemap: ${absoluteUrl(origin, paths.sitemap())}\n`;
}
