import { isLocalHost } from '../lib/local-host';
import type { SiteConfig } from './site-config';

/**
 * The public origin of a site, for canonical URLs, sitemaps and structured data: its first hostname
 * over https; a site without one (a new tenant before its domain is live) answers on {slug}.localhost,
 * where the proxy finds it.
 */
export function siteOrigin(config: Pick<SiteConfig, 'hostnames' | 'slug'>): string {
  const host = config.hostnames[0];
  return host ? `https://${host}` : `http://${config.slug}.localhost`;
}

/**
 * Where a link built for the shopper's own browser leads (a payment provider's return, its card page):
 * back to the host they came in on when this instance serves the site there, so http://localhost:3000
 * (the default site by fallback) returns to localhost:3000, not to a public domain that may not point
 * here. Served there: one of the site's host names, or a local host (localhost, 127.0.0.1, *.localhost),
 * which reaches this site only as {slug}.localhost or by the fallback. Any other host is one the request
 * made up: the site's public origin instead.
 */
export function shopperOrigin(
  request: { host: string | null; protocol: string },
  config: Pick<SiteConfig, 'hostnames' | 'slug'>,
): string {
  const host = (request.host ?? '').toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  if (isLocalHost(host)) return `http://${host}`;
  if (config.hostnames.includes(hostname)) return `${request.protocol}//${host}`;
  return siteOrigin(config);
}

/** `shopperOrigin` of a request: its Host header (which the proxy passes on), else its URL's host. */
export function requestShopperOrigin(
  request: Request,
  config: Pick<SiteConfig, 'hostnames' | 'slug'>,
): string {
  const url = new URL(request.url);
  return shopperOrigin({ host: request.headers.get('host') ?? url.host, protocol: url.protocol }, config);
}

/**
 * Where the links in a message to the shopper lead: the origin they made its subject on (a reservation,
 * a valuation, a saved search), stored then from `shopperOrigin` and checked again here against the hosts
 * the site has now; the site's public origin when none was stored (rows from before origins were kept).
 */
export function messageOrigin(stored: string | null, config: Pick<SiteConfig, 'hostnames' | 'slug'>): string {
  if (!stored || !URL.canParse(stored)) return siteOrigin(config);
  const url = new URL(stored);
  return shopperOrigin({ host: url.host, protocol: url.protocol }, config);
}
