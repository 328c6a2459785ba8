// Whether the TLS terminator in front (Caddy's on-demand TLS) may get a certificate for a host name
// (GET /tls-ask?domain=…): only for a name the platform serves, so a stranger pointing any name at us
// costs no certificate and shows no page. Pure: the names the sites hold come in.

/** The longest host name DNS admits (RFC 1035), without its trailing dot. */
export const MAX_HOST_NAME_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const LOCALHOST_SUFFIX = '.localhost';

export type AskedName = { ok: true; name: string } | { ok: false; error: string };

/** The `domain` asked about, as a host name in lower case without a trailing dot, or why it is none. */
export function askedName(domain: string | null): AskedName {
  if (domain === null || domain === '') return { ok: false, error: 'Give the host name as ?domain=' };
  const name = domain.toLowerCase().replace(/\.$/, '');
  if (name.length > MAX_HOST_NAME_LENGTH)
    return { ok: false, error: `A host name has at most ${MAX_HOST_NAME_LENGTH} characters` };
  // Dotted digits are an address, which no site is served on and no certificate names here.
  if (!name.split('.').every((label) => LABEL.test(label)) || /^[\d.]+$/.test(name))
    return { ok: false, error: 'Not a host name: letters, digits and hyphens in dot-separated labels' };
  return { ok: true, name };
}

export type ServedNames = {
  /** The sites the name could belong to (its owner, if any), as the `sites` table holds them. */
  sites: readonly { slug: string; hostnames: readonly string[] }[];
  /** The dealer console's host names. */
  consoleHosts: readonly string[];
};

/** The slug a `{slug}.localhost` name names (whether or not the site exists), else null. */
export function localhostSlug(name: string): string | null {
  if (!name.endsWith(LOCALHOST_SUFFIX)) return null;
  const slug = name.slice(0, -LOCALHOST_SUFFIX.length);
  return slug.includes('.') ? null : slug;
}

/**
 * Whether `name` (from askedName) is served: a site's own host name, {slug}.localhost of a site that
 * exists, or the console's. A name of no site is refused, though over plain HTTP the default site would
 * answer it: without a certificate it gets no page over HTTPS.
 */
export function certificateAllowed(name: string, served: ServedNames): boolean {
  if (served.consoleHosts.includes(name)) return true;
  const slug = localhostSlug(name);
  return served.sites.some(
    (site) => site.slug === slug || site.hostnames.some((host) => host.toLowerCase() === name),
  );
}
