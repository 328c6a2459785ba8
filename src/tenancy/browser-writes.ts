// Pure rule for state-changing API requests a browser may send (the proxy applies it to every /api route;
// the stock API, authenticated by a bearer key, is outside the proxy). A page on another website can make
// its visitors' browsers POST here, but only with an `Origin` naming that website, and, without a CORS
// preflight, only with a form or text/plain body: so writes take JSON only, from the site's own origins.
// A file upload (multipart/form-data, e.g. a trade-in photo) is the one form body taken, and only with an
// Origin naming the site: browsers name the page's website on every POST, so another website's form is
// refused by its Origin, and a request naming none cannot be told apart from one.

export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type BrowserWrite = {
  method: string;
  /** The request's headers: host, origin and content-type are read. */
  headers: { get(name: string): string | null };
  /** Host names (no port) that belong to the site the request came to. */
  siteHosts: readonly string[];
};

export type Refusal = { status: 403 | 415; error: string };

export const CROSS_SITE_REFUSED = 'Cross-site request refused: the Origin is not this website';
export const JSON_ONLY = 'Content-Type must be application/json';

/** Null when the request may go on; otherwise the status and error to answer with. */
export function refuseBrowserWrite({ method, headers, siteHosts }: BrowserWrite): Refusal | null {
  if (!STATE_CHANGING_METHODS.has(method.toUpperCase())) return null;
  const origin = headers.get('origin');
  if (origin !== null && !isSameSite(origin, headers.get('host'), siteHosts)) {
    return { status: 403, error: CROSS_SITE_REFUSED };
  }
  const mediaType = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType === 'multipart/form-data' && origin !== null) return null;
  if (mediaType !== 'application/json') return { status: 415, error: JSON_ONLY };
  return null;
}

/** The Origin's host is the one the request came to, or one of the site's own host names. */
function isSameSite(origin: string, host: string | null, siteHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin); // 'null' (a sandboxed or privacy-restricted page) does not parse: refused
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (host !== null && url.host === host.toLowerCase()) return true;
  return siteHosts.includes(url.hostname);
}
