// Cache tags: every cached page and read names what it shows, so a change drops exactly what showed it
// (decision 013). A tag is `site:{slug}` (the site's config: every page of the site), `site:{slug}:stock`
// (pages listing the site's stock: home, results, offers, brands, the outbound feeds) or `car:{car slug}`
// (its vehicle page).

import { OUTBOUND_FEEDS, paths } from './paths';
import { isCatchAllPath } from './served-routes';

/** The response header by which the proxy tells the page cache what a page shows; the cache strips it. */
export const CACHE_TAGS_HEADER = 'x-cache-tags';

export const siteTag = (site: string) => `site:${site}`;
export const stockTag = (site: string) => `site:${site}:stock`;
/** By slug, the one key a vehicle page's URL carries (/cars/{slug}). */
export const carTag = (carSlug: string) => `car:${carSlug}`;

/**
 * Pages that list the site's stock, and its outbound feeds (which read only the URL too);
 * `/{brand}/overview` is matched separately.
 */
const STOCK_PAGES = [
  paths.home(),
  paths.search(),
  paths.usedCar(),
  paths.specialOffers(),
  paths.brands(),
  ...OUTBOUND_FEEDS.map(paths.outboundFeed),
];
/** Pages drawn from the site's config alone. */
const CONFIG_PAGES = [paths.contact(), paths.contactUs(), paths.careers(), paths.directory()];
/**
 * The routes drawn from the dealers' content pages, the models page and the blog: a change to a page
 * rewrites its site's row, which drops the site's tag. The content pages themselves are whatever paths the
 * catch-all serves (below).
 */
const CONTENT_PAGES = [paths.models(), paths.blog()];
/**
 * Content the catch-all serves that is never shared: sale pages (/pages/…) end on the second of their
 * expiry, and a page behind sign-in (GATED_CONTENT of src/content/rules.ts: /spin-to-win) reads the
 * session. A test of that feature checks each gated page is here.
 */
const UNSHARED_CONTENT = ['/pages', paths.spinToWin()];

const under = (pathname: string, page: string) => pathname === page || pathname.startsWith(`${page}/`);
/** The path as the route reads it ('/%70ages/x' is '/pages/x'). */
const decoded = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/**
 * The tags a tenant page is shared under in the page cache, or null when it must not be shared: e.g.
 * ('carzone', '/cars/2022-toyota-hilux-sr5-a1') → ['site:carzone', 'car:2022-toyota-hilux-sr5-a1'].
 * Every page listed here is the same for every shopper: it reads only the URL, never cookies or headers.
 * Checkout, sign-in, booking (free times), print and success pages are left out, as are the shopper's own
 * (watchlist, garage): they read the session cookie.
 */
export function pageTags(site: string, pathname: string): string[] | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 2 && segments[0] === 'cars') return [siteTag(site), carTag(segments[1])];
  const listsStock =
    STOCK_PAGES.some((page) => (page === '/' ? pathname === '/' : under(pathname, page))) ||
    (segments.length === 2 && segments[1] === 'overview');
  if (listsStock) return [siteTag(site), stockTag(site)];
  if (CONFIG_PAGES.some((page) => under(pathname, page))) return [siteTag(site)];
  if (CONTENT_PAGES.some((page) => under(pathname, page))) return [siteTag(site)];
  // Any other path no route serves is the catch-all's: the site's stored page there, read from the URL
  // alone, or its 404 (never kept: only a 200 is).
  if (isCatchAllPath(pathname) && !UNSHARED_CONTENT.some((page) => under(decoded(pathname), page))) {
    return [siteTag(site)];
  }
  return null;
}

/**
 * The tags a tenant's API read is shared under in the page cache, or null: the calls every vehicle page
 * makes that read only their URL, and the stock search, which reads only its JSON body (a POST, keyed by
 * that body in the page cache). Similar cars and the search come from the site's stock and config; the
 * price comparison from the car itself and the market on every site, which no one site's change names, so
 * that part waits for the page cache's backstop (TAGGED_MAX_AGE, five minutes). The view count is a write
 * and never shared.
 */
export function apiTags(site: string, method: string, pathname: string): string[] | null {
  if (method === 'POST') return pathname === '/api/search' ? [siteTag(site), stockTag(site)] : null;
  if (method !== 'GET') return null;
  const match = /^\/api\/cars\/([^/]+)\/(similar|autogauge)$/.exec(pathname);
  if (!match) return null;
  return match[2] === 'similar' ? [siteTag(site), stockTag(site)] : [siteTag(site), carTag(match[1])];
}

// Invalidation within one process: cached reads here and the page cache in front of Next.js
// (src/server/page-cache.ts, loaded outside the app's bundles) subscribe to one set of listeners,
// found through a global symbol because each bundle holds its own copy of this module.
type Listener = (tags: readonly string[]) => void;
const LISTENERS = Symbol.for('dealer-platform.cache-tag-listeners');
const registry = globalThis as unknown as { [LISTENERS]?: Set<Listener> };

function listeners(): Set<Listener> {
  registry[LISTENERS] ??= new Set();
  return registry[LISTENERS];
}

/** Calls `listener` with the tags of every invalidation in this process; returns the unsubscribe. */
export function onTagsInvalidated(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Drops everything cached under any of `tags` in this process (other processes follow the database). */
export function invalidateTags(tags: readonly string[]): void {
  if (tags.length === 0) return;
  for (const listener of listeners()) listener(tags);
}
