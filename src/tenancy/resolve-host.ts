// Pure host → site resolution, used by the proxy (and tested on its own).

export type HostResolution = { slug: string } | { slug: null };

/** The shape of a site slug (as site-config.ts validates it): what `{slug}.localhost` may name. */
const SLUG = /^[a-z0-9-]+$/;

export function resolveHost(
  hostHeader: string | null,
  hosts: {
    hostMap: ReadonlyMap<string, string>;
    /** The sites there are; null before they are known, when any slug and the default are taken on trust. */
    slugs: ReadonlySet<string> | null;
    defaultSite: string;
  },
): HostResolution {
  const host = hostName(hostHeader);
  const exact = hosts.hostMap.get(host);
  if (exact) return { slug: exact };
  const isSite = (slug: string) => (hosts.slugs ? hosts.slugs.has(slug) : SLUG.test(slug));
  const sub = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : null;
  if (sub && isSite(sub)) return { slug: sub };
  if (hosts.defaultSite && isSite(hosts.defaultSite)) return { slug: hosts.defaultSite };
  return { slug: null };
}

/** Whether a Host header names the dealer console (one of CONSOLE_HOSTS), whatever its port. */
export function isConsoleHost(hostHeader: string | null, consoleHosts: readonly string[]): boolean {
  return consoleHosts.includes(hostName(hostHeader));
}

/** A Host header's name: lower case, without its port or a trailing dot. */
function hostName(hostHeader: string | null): string {
  return (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}
