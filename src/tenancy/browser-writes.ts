// Pure rule for state-changing API requests a browser may send (the proxy applies it to every /api route;
// the stock API, authenticated by a bearer key, is outside the proxy). A page on another website can make
// its visitors' browsers POST here, but only with an `Origin` naming that website, and, without a CORS
// preflight, only with a form or text/plain body: so writes take JSON only, from the site's own origins,
// except a file upload, which takes multipart only with the site's own Origin, and the embedded test
// payment provider's card page, a plain HTML form, which posts form-encoded only with its own Origin.

export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type BrowserWrite = {
  method: string;
  /** The request's headers: host, origin and content-type are read. */
  headers: { get(name: string): string | null };
  /** Host names (no port) that belong to the site the request came to. */
  siteHosts: readonly string[];
  /** The request's path: an upload path (UPLOAD_PATHS) also takes multipart/form-data. */
  path?: string;
};

/**
 * The calls that take a file: a shopper's photos of the car they trade in, a dealer's of a car for sale,
 * an image for one of the dealer's pages, a site's logo or a location's photo.
 */
export const UPLOAD_PATHS: readonly RegExp[] = [
  /^\/api\/trade-in\/valuations\/[^/]+\/photos$/,
  /^\/api\/console\/sites\/[^/]+\/stock\/[^/]+\/photos$/,
  /^\/api\/console\/sites\/[^/]+\/content\/images$/,
  /^\/api\/console\/sites\/[^/]+\/settings\/images$/,
];

/**
 * The embedded test payment provider's hosted page (src/lib/payments): a script-free HTML form that posts
 * back to its own path, form-encoded. Only this path, only POST, only with the page's own Origin.
 */
export const PAYMENT_FORM_PATHS: readonly RegExp[] = [/^\/api\/test-payments\/tps_[0-9a-f]{24}$/];

export type Refusal = { status: 403 | 415; error: string };

export const CROSS_SITE_REFUSED = 'Cross-site request refused: the Origin is not this website';
export const JSON_ONLY = 'Content-Type must be application/json';
export const UPLOAD_ORIGIN_REQUIRED = 'An upload must come from a page of this website';
export const PAYMENT_FORM_ORIGIN_REQUIRED = 'A payment form must be sent from its own page';

/** Null when the request may go on; otherwise the status and error to answer with. */
export function refuseBrowserWrite({ method, headers, siteHosts, path = '' }: BrowserWrite): Refusal | null {
  if (!STATE_CHANGING_METHODS.has(method.toUpperCase())) return null;
  const origin = headers.get('origin');
  if (origin !== null && !isSameSite(origin, headers.get('host'), siteHosts)) {
    return { status: 403, error: CROSS_SITE_REFUSED };
  }
  const mediaType = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  // A form can post multipart without a preflight, so an upload is taken only with the site's own Origin
  // (checked above), which every browser sends with a cross-origin or multipart POST.
  if (mediaType === 'multipart/form-data' && UPLOAD_PATHS.some((p) => p.test(path))) {
    return origin === null ? { status: 403, error: UPLOAD_ORIGIN_REQUIRED } : null;
  }
  // A same-origin form post carries its Origin in every current browser (the page's referrer policy is
  // same-origin), so a form without one is not the provider's page.
  if (
    mediaType === 'application/x-www-form-urlencoded' &&
    method.toUpperCase() === 'POST' &&
    PAYMENT_FORM_PATHS.some((p) => p.test(path))
  ) {
    return origin === null ? { status: 403, error: PAYMENT_FORM_ORIGIN_REQUIRED } : null;
  }
  // A call that sends nothing (sign-out, a cancel) needs no content type: an empty body carries no data.
  if (mediaType === '' && bodyless(headers)) return null;
  if (mediaType !== 'application/json') return { status: 415, error: JSON_ONLY };
  return null;
}

/** No body follows: no Transfer-Encoding, and no Content-Length or 0. */
function bodyless(headers: BrowserWrite['headers']): boolean {
  const length = headers.get('content-length');
  return headers.get('transfer-encoding') === null && (length === null || length.trim() === '0');
}

/**
 * The Origin's host is the one the request came to, or one of the site's own host names on the same port
 * as the request (http://www.carzone.localhost:3000 for carzone.localhost:3000, never :4444: another
 * server on the same machine is another website).
 */
function isSameSite(origin: string, host: string | null, siteHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin); // 'null' (a sandboxed or privacy-restricted page) does not parse: refused
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (host !== null && url.host === host.toLowerCase()) return true;
  return siteHosts.includes(url.hostname) && url.port === portOf(host);
}

/** The port a Host header names, '' when none: 'carzone.localhost:3000' → '3000', '[::1]:80' → '80'. */
function portOf(host: string | null): string {
  const port = /:(\d+)$/.exec(host ?? '')?.[1] ?? '';
  return port === '80' || port === '443' ? '' : port;
}
