// The per-site sitemap and robots.txt: every available car of the site (in stock or coming soon, within
// the site's own stock filter) plus its main pages. Pure text builders; the routes read the stock.

import { escapeXml } from '@/lib/xml';

/** One sitemap holds at most 50,000 URLs (sitemaps.org); a site beyond that needs a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = { path: string; lastModified?: string };

/** A urlset of absolute URLs: origin + path, with lastmod where known, capped at SITEMAP_MAX_URLS. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read everything but the print views and the API; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /print\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
