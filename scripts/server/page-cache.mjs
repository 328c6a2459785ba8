// A shared page cache in front of Next.js, doing what a CDN does for a cacheable page: a response whose
// Cache-Control allows shared caches (`s-maxage`, e.g. a vehicle page's ISR) is kept in memory for that
// long and served again without entering Next.js's request pipeline, which costs a few milliseconds of CPU
// per request even for a cache hit. Anything private, personal or uncacheable always goes to Next.js.

/** Request headers Next.js varies its pages on (App Router navigations ask for RSC payloads). */
export const VARY_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];

/** Next.js compresses with gzip or deflate; one cached copy per encoding it would choose. */
export function encodingBucket(acceptEncoding) {
  const value = String(acceptEncoding ?? '').toLowerCase();
  if (/\bgzip\b/.test(value)) return 'gzip';
  if (/\bdeflate\b/.test(value)) return 'deflate';
  return 'identity';
}

/**
 * The cache key of a request, or null when it must not be served from cache: only GET, and never with
 * credentials (a cookie or an Authorization header), so nothing cached can be personal. The site is part
 * of the key through the Host header.
 */
export function cacheKey(request) {
  if (request.method !== 'GET') return null;
  const headers = request.headers;
  if (headers.cookie || headers.authorization) return null;
  const vary = VARY_HEADERS.map((name) => headers[name] ?? '').join('\u0000');
  return `${headers.host ?? ''}\u0000${request.url}\u0000${encodingBucket(headers['accept-encoding'])}\u0000${vary}`;
}

/**
 * How long a response may be shared, in seconds, or 0: status 200, no Set-Cookie, and a Cache-Control
 * with s-maxage above 0 and neither private nor no-store. E.g. 's-maxage=60, stale-while-revalidate' → 60;
 * 'private, no-cache, no-store, max-age=0, must-revalidate' → 0.
 */
export function sharedMaxAge(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  const control = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store)\b/.test(control)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(control);
  return match ? Number(match[1]) : 0;
}

/** Least recently used entries go first once the cache holds more than `maxBytes` of bodies. */
export function createPageCache({ maxBytes, maxEntryBytes = 2 * 1024 * 1024, now = () => Date.now() }) {
  const entries = new Map();
  let bytes = 0;
  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        drop(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, { status, headers, body, maxAge }) {
      if (maxAge <= 0 || body.length > maxEntryBytes || body.length > maxBytes) return false;
      drop(key);
      entries.set(key, { status, headers, body, stored: now(), expires: now() + maxAge * 1000 });
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * Wraps a Node.js request handler (Next.js's) with the cache: a fresh entry is answered at once (with
 * Age and X-Page-Cache: HIT); otherwise the handler answers and its body is captured on the way out and
 * kept when sharedMaxAge allows.
 */
export function withPageCache(handler, cache) {
  return (request, response) => {
    const key = cacheKey(request);
    if (key === null) return handler(request, response);
    const hit = cache.get(key);
    if (hit) {
      const age = Math.floor((Date.now() - hit.stored) / 1000);
      response.writeHead(hit.status, { ...hit.headers, age: String(age), 'x-page-cache': 'HIT' });
      response.end(hit.body);
      return undefined;
    }
    const chunks = [];
    const write = response.write;
    const end = response.end;
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
      );
    };
    response.write = function captureWrite(chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function captureEnd(chunk, encoding, callback) {
      keep(chunk, encoding);
      const headers = response.getHeaders();
      const maxAge = sharedMaxAge(response.statusCode, headers);
      if (maxAge > 0)
        cache.set(key, { status: response.statusCode, headers, body: Buffer.concat(chunks), maxAge });
      return end.call(this, chunk, encoding, callback);
    };
    return handler(request, response);
  };
}
