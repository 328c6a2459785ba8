// The per-site sitemap and robots.txt: every available car of the site (in stock or coming soon, within
// the site's own stock filter) plus its main pages. Pure text builders; the routes read the stock.

import { absoluteUrl, paths } from '@/lib/paths';
import { matchRoute } from '@/lib/served-routes';
import { escapeXml } from '@/lib/xml';
import { needsSignIn } from '@/session/gates';
import type { SiteConfig } from '@/tenancy/site-config';

/** One sitemap holds at most 50,000 URLs (sitemaps.org); a site beyond that needs a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = { path: string; lastModified?: string };

type PagesConfig = Pick<SiteConfig, 'features' | 'header' | 'footer'>;

/**
 * Served routes a menu may link to that are no page for a search engine (the shopper's own, sign-in,
 * checkout and payment steps, print views, files) or are listed from elsewhere: cars from the stock, the
 * blog from the content (only where the site has one).
 */
const NOT_INDEXED = new Set([
  '/[brandslug]/my-garage',
  '/account',
  '/blog',
  '/blog/[category]',
  '/blog/[category]/[slug]',
  '/cars/[slug]',
  '/cars/[slug]/buy-online',
  '/cars/[slug]/checkout',
  '/checkout-journey',
  '/compare',
  '/finance/pre-approval',
  '/my-garage',
  '/online-payment',
  '/personalised/finance',
  '/print',
  '/reservations/[id]',
  '/sign-in',
  '/success',
  '/unsubscribe',
  '/watchlist',
]);

/** Pages behind sign-in where the site gates them (features.gatedRoutes): a crawler would meet sign-in. */
const GATED_PAGES: Record<string, 'trade-in' | 'sell-my-car'> = {
  '/trade-in': 'trade-in',
  '/cars/trade-in': 'trade-in',
  '/sell-my-car': 'sell-my-car',
  '/sell-your-car': 'sell-my-car',
};

/**
 * Whether a path the site links to is one of its product pages a search engine should index; its
 * content pages (the catch-all's) are listed from the content itself. E.g. '/finance' yes, '/watchlist'
 * no, '/brands' only with features.brandsPage, '/trade-in' not where the site gates it behind sign-in.
 */
function isIndexedPage(config: PagesConfig, path: string): boolean {
  const match = matchRoute(path, config.features);
  if (match.kind !== 'served') return false;
  const pattern = match.pattern;
  if (NOT_INDEXED.has(pattern) || /^\/(api|media|feeds)\//.test(pattern) || /\.\w+$/.test(pattern))
    return false;
  const gate = GATED_PAGES[pattern];
  return !gate || !needsSignIn(config.features, gate);
}

/** Every internal link of the header's menu and the footer's columns, as a path without query. */
function menuPaths(config: PagesConfig): string[] {
  const links = [
    ...config.header.menu.flatMap((item) => [item, ...item.children]),
    ...config.footer.columns.flatMap((column) => column.links),
    ...config.footer.groupLinks,
  ];
  return links
    .map((link) => link.href.split(/[?#]/, 1)[0])
    .filter((path) => path.startsWith('/'))
    .map((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path));
}

/**
 * The site's own pages that every shopper can open: its main pages, the used-car results, finance and
 * trade-in, then every other product page its header and footer link to. Each once, in that order.
 */
export function sitePagePaths(config: PagesConfig): string[] {
  const main = [
    paths.home(),
    paths.search(),
    paths.search('used-cars'),
    paths.specialOffers(),
    paths.brands(),
    paths.directory(),
    paths.dealerLocator(),
    paths.contact(),
    paths.bookTestDrive(),
    paths.careers(),
    paths.finance(),
    paths.tradeIn(),
  ];
  return [...new Set([...main, ...menuPaths(config)])].filter((path) => isIndexedPage(config, path));
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
