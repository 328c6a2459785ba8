// The host names of every site, as this process last read them from the `sites` table: the proxy turns a
// Host header into a site slug from here on every request, with no I/O. The site change follower
// (site-changes.ts) publishes them at its first read and whenever a row changes (decision 016).
// Next.js bundles the proxy and instrumentation separately, each with its own copy of this module, into one
// process: the hosts live on globalThis under a symbol every copy finds.
import { env } from '../lib/env';
import { templateOrigin } from '../lib/security-headers';

export type SiteHostNames = {
  slug: string;
  hostnames: readonly string[];
  /** The site's tile service's URL template (location.tiles.url), whose origin its pages load images from. */
  tileUrl?: string | null;
};

export type SiteHosts = {
  /** Host name (lower case, no port) → site slug. */
  hostMap: ReadonlyMap<string, string>;
  slugs: ReadonlySet<string>;
  /** Each site's own host names: its configured ones and {slug}.localhost. */
  ownHosts: ReadonlyMap<string, readonly string[]>;
  /** Each site's image origins beyond its own: its tile service's. */
  imageOrigins: ReadonlyMap<string, readonly string[]>;
};

/** The site served for hosts that match no site; empty for none (those hosts get a 404 page). */
export const defaultSite = env.DEFAULT_SITE;

const SITE_HOSTS = Symbol.for('dealer-platform.site-hosts');
const registry = globalThis as unknown as { [SITE_HOSTS]?: SiteHosts };

/**
 * The hosts of a set of sites. A host name claimed by two sites (for a moment, while it moves from one to
 * the other) goes to the first by slug, whatever order the rows came in.
 */
export function siteHostsOf(sites: readonly SiteHostNames[]): SiteHosts {
  const sorted = [...sites].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const hostMap = new Map<string, string>();
  for (const { slug, hostnames } of sorted) {
    for (const host of hostnames.map((name) => name.toLowerCase())) {
      if (!hostMap.has(host)) hostMap.set(host, slug);
    }
  }
  const ownHosts = new Map<string, string[]>(sorted.map(({ slug }) => [slug, []]));
  for (const [host, slug] of hostMap) ownHosts.get(slug)?.push(host);
  for (const [slug, hosts] of ownHosts) hosts.push(`${slug}.localhost`);
  const imageOrigins = new Map<string, string[]>();
  for (const { slug, tileUrl } of sorted) {
    const origin = templateOrigin(tileUrl);
    if (origin) imageOrigins.set(slug, [origin]);
  }
  return { hostMap, slugs: new Set(ownHosts.keys()), ownHosts, imageOrigins };
}

/** Makes `sites` the hosts this process serves; returns them. */
export function publishSiteHosts(sites: readonly SiteHostNames[]): SiteHosts {
  const hosts = siteHostsOf(sites);
  registry[SITE_HOSTS] = hosts;
  return hosts;
}

/** The hosts this process serves, or null before the sites were first read. */
export function currentSiteHosts(): SiteHosts | null {
  return registry[SITE_HOSTS] ?? null;
}

/** Back to before the first read (for tests of what the proxy does then). */
export function forgetSiteHosts(): void {
  delete registry[SITE_HOSTS];
}
