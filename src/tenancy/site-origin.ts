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
