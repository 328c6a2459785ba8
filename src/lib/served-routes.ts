// The routes the product serves and how a link's path matches them: for the server (the page cache's
// tags) and the link tests, kept apart from paths.ts so no page's script carries them.

/**
 * The routes the product serves, as Next.js patterns of `src/app` (tenant pages without their internal
 * `/sites/[site]` prefix): `[x]` is one segment, `[...x]` one or more, `[[...x]]` none or more. A test
 * checks this list against the app folder tree both ways. The dealers' content pages are not here: they are
 * data (decision 025), served at whatever path a site's content gives them by the tenant catch-all, which
 * takes every path no route here serves.
 */
export const SERVED_ROUTES = [
  '/',
  '/[brandslug]/my-garage',
  '/[brandslug]/overview',
  '/book-test-drive',
  '/brands',
  '/compare',
  '/careers',
  '/cars/[slug]',
  '/cars/[slug]/buy-online',
  '/cars/[slug]/checkout',
  '/checkout-journey',
  '/contact',
  '/contact-us',
  '/contact-us/[locationSlug]',
  '/dealer-locator',
  '/directory',
  '/locations/[slug]',
  '/our-location/[locationSlug]',
  '/favicon.ico',
  '/feeds/google-stores.xml',
  '/feeds/google-vehicles.xml',
  '/feeds/meta-vehicles.xml',
  '/feeds/stock.csv',
  '/feeds/stock.json',
  '/my-garage',
  '/online-payment',
  '/print',
  '/reservations/[id]',
  '/robots.txt',
  '/search/[[...segments]]',
  '/share-image.png',
  '/sign-in',
  '/sitemap.xml',
  '/special-offers',
  '/success',
  '/unsubscribe',
  '/used-car/[[...segments]]',
  '/watchlist',
  '/account',
  '/apply-for-finance',
  '/finance',
  '/finance-enquiry',
  '/finance/pre-approval',
  '/personalised/finance',
  '/trade-in',
  '/cars/trade-in',
  '/sell-my-car',
  '/sell-your-car',
  '/api/account',
  '/api/admin/site-templates/[name]',
  '/api/admin/sites',
  '/api/admin/sites/[slug]',
  '/api/admin/sites/[slug]/compliance',
  '/api/admin/sites/[slug]/rollback',
  '/api/admin/sites/[slug]/versions',
  '/api/admin/stock',
  '/api/auth/send-code',
  '/api/auth/session',
  '/api/auth/sign-out',
  '/api/auth/verify-code',
  '/api/cars/[slug]/autogauge',
  '/api/cars/[slug]/pdf',
  '/api/cars/[slug]/similar',
  '/api/cars/[slug]/view.json',
  '/api/catalogue/search',
  '/api/checkout/reservations',
  '/api/checkout/reservations/[id]',
  '/api/checkout/reservations/[id]/cancel',
  '/api/checkout/reservations/[id]/handover',
  '/api/check-if-contact-exists',
  '/api/delivery-price',
  '/api/events',
  '/api/finance/car',
  '/api/finance/disclaimer',
  '/api/garage/add-vehicle',
  '/api/garage/remove-vehicle',
  '/api/leads',
  '/api/miscellaneous',
  '/api/openapi.json',
  '/api/online-payments',
  '/api/online-payments/[id]',
  '/api/partner/stock',
  '/api/payments/webhook',
  '/api/phone-reveal',
  '/api/rate-limit',
  '/api/saved-searches',
  '/api/saved-searches/[id]',
  '/api/saved-searches/unsubscribe',
  '/api/search',
  '/api/search/multi',
  '/api/search/secondary',
  '/api/special-offers',
  '/api/test-drive/availability',
  '/api/test-payments/[sessionId]',
  '/api/trade-in/rego',
  '/api/trade-in/valuations',
  '/api/trade-in/valuations/[id]',
  '/api/trade-in/valuations/[id]/accept',
  '/api/trade-in/valuations/[id]/adjustments',
  '/api/trade-in/valuations/[id]/photos',
  '/api/trade-in/valuations/[id]/photos/[photoId]',
  '/api/trade-in/variants',
  '/api/watchlist/ids',
  '/api/watchlist/remove-car',
  '/api/watchlist/save-car',
  '/api/youx/create-customer',
  '/api/youx/quote',
  '/media/[...path]',
  '/media/car-photos/[car]/[file]',
  '/media/content-images/[site]/[file]',
  '/blog',
  '/blog/[category]',
  '/blog/[category]/[slug]',
  '/blog/rss.xml',
  '/models',
  '/api/admin/sites/[slug]/content',
  '/api/admin/sites/[slug]/content/[...path]',
  '/api/admin/staff',
  '/api/admin/staff/disable',
  '/api/admin/staff/invitations',
  '/api/console/away',
  '/api/console/invitations/accept',
  '/api/console/password/forgot',
  '/api/console/password/reset',
  '/api/console/sessions',
  '/api/console/sessions/sign-out-everywhere',
  '/api/console/sign-in',
  '/api/console/sign-in/second-factor',
  '/api/console/sign-out',
  '/api/console/sites/[site]/assignment-rules',
  '/api/console/sites/[site]/assignment-rules/[rule]',
  '/api/console/sites/[site]/content',
  '/api/console/sites/[site]/content/images',
  '/api/console/sites/[site]/content/page/[...path]',
  '/api/console/sites/[site]/content/preview',
  '/api/console/sites/[site]/content/unpublished/[...path]',
  '/api/console/sites/[site]/dealerships/[dealership]/feed-key',
  '/api/console/sites/[site]/feed-runs',
  '/api/console/sites/[site]/feed-runs/[run]',
  '/api/console/sites/[site]/leads',
  '/api/console/sites/[site]/leads/[id]',
  '/api/console/sites/[site]/leads/[id]/assignee',
  '/api/console/sites/[site]/leads/[id]/deliveries/[delivery]/retry',
  '/api/console/sites/[site]/leads/[id]/notes',
  '/api/console/sites/[site]/leads/[id]/replies',
  '/api/console/sites/[site]/leads/[id]/status',
  '/api/console/sites/[site]/leads/events',
  '/api/console/sites/[site]/leads/export',
  '/api/console/sites/[site]/payments',
  '/api/console/sites/[site]/payments/online/[payment]/refund',
  '/api/console/sites/[site]/payments/reservations/[reservation]/cancel',
  '/api/console/sites/[site]/payments/reservations/[reservation]/convert',
  '/api/console/sites/[site]/payments/reservations/[reservation]/extend',
  '/api/console/sites/[site]/reports/[report]',
  '/api/console/sites',
  '/api/console/sites/[site]/reviews',
  '/api/console/sites/[site]/reviews/[review]/hidden',
  '/api/console/sites/[site]/reviews/[review]/reply',
  '/api/console/sites/[site]/settings',
  '/api/console/sites/[site]/settings/draft',
  '/api/console/sites/[site]/settings/history',
  '/api/console/sites/[site]/settings/images',
  '/api/console/sites/[site]/settings/publish',
  '/api/console/sites/[site]/settings/rollback',
  '/api/console/sites/[site]/reply-templates',
  '/api/console/sites/[site]/reply-templates/[template]',
  '/api/console/sites/[site]/staff',
  '/api/console/sites/[site]/stock',
  '/api/console/sites/[site]/stock/[car]',
  '/api/console/sites/[site]/stock/bulk',
  '/api/console/sites/[site]/stock/bulk/preview',
  '/api/console/sites/[site]/stock/[car]/photos',
  '/api/console/sites/[site]/stock/[car]/market',
  '/api/console/sites/[site]/staff/[member]/dealerships',
  '/api/console/sites/[site]/staff/[member]/disabled',
  '/api/console/sites/[site]/staff/[member]/remove',
  '/api/console/sites/[site]/staff/[member]/role',
  '/api/console/sites/[site]/staff/[member]/two-factor-reset',
  '/api/console/sites/[site]/staff/invitations',
  '/api/console/two-factor/confirm',
  '/api/console/two-factor/enable',
  '/api/console/weekly-summary',
] as const;

/**
 * The dealer console's pages, under the internal prefix `/console` the proxy rewrites its host's paths
 * to (decision 038). No site serves them: a site's link to one is a link to nothing.
 */
export const CONSOLE_ROUTES = [
  '/console',
  '/console/[site]/assignment',
  '/console/[site]/audit',
  '/console/[site]/compliance',
  '/console/[site]/content',
  '/console/[site]/content/edit/[...path]',
  '/console/[site]/content/new',
  '/console/[site]/feeds',
  '/console/[site]/feeds/[run]',
  '/console/[site]/leads',
  '/console/[site]/leads/[id]',
  '/console/[site]/locations',
  '/console/[site]/locations/[location]',
  '/console/[site]/payments',
  '/console/[site]/reports',
  '/console/[site]/reviews',
  '/console/[site]/settings',
  '/console/[site]/settings/[group]',
  '/console/[site]/settings/history',
  '/console/[site]/staff',
  '/console/[site]/stock',
  '/console/[site]/stock/[car]',
  '/console/[site]/templates',
  '/console/forgot-password',
  '/console/new-site',
  '/console/invitation/[token]',
  '/console/reset-password/[token]',
  '/console/security',
  '/console/sign-in',
  '/console/two-factor',
] as const;

/** Served routes a site has only with one of its features on; without it they answer its 404 page. */
export const FEATURE_ROUTES: Partial<Record<(typeof SERVED_ROUTES)[number], RouteFeature>> = {
  '/brands': 'brandsPage',
  '/[brandslug]/overview': 'brandsPage',
  '/used-car/[[...segments]]': 'usedCarRoutes',
};
export type RouteFeature = 'brandsPage' | 'usedCarRoutes';

export type RouteMatch =
  | { kind: 'served'; pattern: string }
  | { kind: 'content'; path: string }
  | { kind: 'missing'; path: string; feature?: RouteFeature }
  | { kind: 'external' }
  | { kind: 'same-page' };

/**
 * What an href on a site's page leads to. A served static route wins over a dynamic one
 * ('/cars/trade-in' is not the car 'trade-in').
 * '/book-test-drive/' counts as '/book-test-drive' (Next.js redirects the trailing slash). Given the site's
 * features, a route it has switched off is missing ('/brands' without features.brandsPage). A path no route
 * serves falls to the tenant catch-all: given the paths of the site's content pages, one of them is
 * 'content' (a route still wins over a page stored at its path), any other path 'missing' (the site's 404).
 */
export function matchRoute(
  href: string,
  features?: Record<RouteFeature, boolean>,
  contentPaths?: ReadonlySet<string>,
): RouteMatch {
  if (href.startsWith('#')) return { kind: 'same-page' };
  if (!href.startsWith('/') || href.startsWith('//')) return { kind: 'external' };
  const path = href.split(/[?#]/, 1)[0];
  const parts = path.split('/').filter(Boolean).map(decodePart);
  const served = servedRoute(parts);
  if (!served) {
    const content = `/${parts.join('/')}`;
    return contentPaths?.has(content) ? { kind: 'content', path: content } : { kind: 'missing', path };
  }
  const feature = FEATURE_ROUTES[served];
  if (features && feature && !features[feature]) return { kind: 'missing', path, feature };
  return { kind: 'served', pattern: served };
}

// As Next.js routes, a static segment wins over a dynamic one: '/cars/trade-in' before '/cars/[slug]'.
const dynamicSegments = (pattern: string) => pattern.split('/').filter((p) => p.startsWith('[')).length;

function servedRoute(parts: readonly string[]): (typeof SERVED_ROUTES)[number] | undefined {
  return SERVED_ROUTES.filter((pattern) => patternMatches(pattern, parts)).sort(
    (a, b) => dynamicSegments(a) - dynamicSegments(b),
  )[0];
}

/**
 * Whether a tenant page's path is left to the catch-all (no route of SERVED_ROUTES serves it): the site's
 * stored page at that path, or its 404. '/about-us' and '/hilux/accessories' are; '/cars/x' is not.
 */
export function isCatchAllPath(pathname: string): boolean {
  return servedRoute(pathname.split('/').filter(Boolean).map(decodePart)) === undefined;
}

function patternMatches(pattern: string, parts: readonly string[]): boolean {
  const want = pattern.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    const piece = want[i];
    if (piece.startsWith('[[...')) return true;
    if (piece.startsWith('[...')) return parts.length > i;
    if (i >= parts.length) return false;
    if (!piece.startsWith('[') && piece !== parts[i]) return false;
  }
  return parts.length === want.length;
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
