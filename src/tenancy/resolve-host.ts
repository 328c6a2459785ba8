// Pure host → site resolution, used by the proxy (and tested on its own).

export type HostResolution = { slug: string } | { slug: null };

export function resolveHost(
  hostHeader: string | null,
  hosts: { hostMap: Record<string, string>; slugs: readonly string[]; defaultSite: string },
): HostResolution {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const exact = hosts.hostMap[host];
  if (exact) return { slug: exact };
  const sub = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : null;
  if (sub && hosts.slugs.includes(sub)) return { slug: sub };
  if (hosts.defaultSite && hosts.slugs.includes(hosts.defaultSite)) return { slug: hosts.defaultSite };
  return { slug: null };
}
