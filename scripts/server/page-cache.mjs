// A shared page cache in front of Next.js, doing what a CDN does for a cacheable page: a page the app
// names by cache tags (the proxy's `x-cache-tags` header, src/lib/cache-tags.ts) is kept in memory until a
// change invalidates one of its tags (decision 013), and any other response whose Cache-Control allows
// shared caches (`s-maxage`) for that long. Either is served again without entering Next.js's request
// pipeline, which costs milliseconds of CPU per request even for a cache hit. Anything private, personal
// or uncacheable always goes to Next.js.

import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { REQUEST_ID_HEADER } from './request-id.mjs';

/** Set by the proxy on pages the same for every shopper: their tags, space separated. Never sent on. */
export const CACHE_TAGS_HEADER = 'x-cache-tags';
/** The backstop for a tagged page, in seconds: for what no change feed reports (dates, promotions). */
export const TAGGED_MAX_AGE = 300;
/**
 * Past its backstop a tagged page is still answered for this long, in seconds, while one request in the
 * background renders it anew (a CDN's stale-while-revalidate): a page shoppers visit stays warm, and no
 * shopper waits for its render. A change to what it shows drops it at once, stale or not.
 */
export const TAGGED_STALE_S = 300;
/** Marks the page cache's own background render of a stale page; honoured only with this process's secret. */
export const REVALIDATE_HEADER = 'x-page-cache-revalidate';
/** The app's invalidations reach this cache through the same listeners (src/lib/cache-tags.ts). */
const LISTENERS = Symbol.for('dealer-platform.cache-tag-listeners');

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
  return `${headers.host ?? ''}\u0000${request.url}\u0000${vary}\u0000${encodingBucket(headers['accept-encoding'])}`;
}

/** The tags of a response's header value: 'site:a site:a:stock' → ['site:a', 'site:a:stock']. */
export function parseTags(value) {
  return String(value ?? '')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * How long a response may be shared, in seconds, or 0: status 200 and no Set-Cookie; then a tagged page
 * for TAGGED_MAX_AGE whatever its Cache-Control (Next.js marks a page rendered per request `private`, but a
 * tagged page reads only its URL, and the request carried no credentials), else a Cache-Control
 * with s-maxage above 0 and neither private nor no-store. E.g. 's-maxage=60, stale-while-revalidate' → 60;
 * 'private, no-cache, no-store, max-age=0, must-revalidate' → 0.
 */
export function sharedMaxAge(status, headers, tags = []) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  if (tags.length > 0) return TAGGED_MAX_AGE;
  const control = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store)\b/.test(control)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(control);
  return match ? Number(match[1]) : 0;
}

/**
 * Least recently used entries go first once the cache holds more than `maxBytes` of bodies. An entry is
 * dropped when one of its tags is invalidated; a response whose render began before an invalidation of
 * one of its tags (`since`, from `generation`) is not stored, so a render racing a change cannot outlive it.
 */
export function createPageCache({ maxBytes, maxEntryBytes = 2 * 1024 * 1024, now = () => Date.now() }) {
  const entries = new Map();
  const byTag = new Map();
  const invalidatedAt = new Map();
  let generation = 0;
  let bytes = 0;
  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  return {
    /** The entry, `stale` once past its max age (a tagged page, for TAGGED_STALE_S more); else null. */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      const at = now();
      const staleUntil = entry.tags.length > 0 ? entry.expires + TAGGED_STALE_S * 1000 : entry.expires;
      if (staleUntil <= at) {
        drop(key);
        return null;
      }
      entry.stale = entry.expires <= at;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, { status, headers, body, maxAge, tags = [], since = generation }) {
      if (maxAge <= 0 || body.length > maxEntryBytes || body.length > maxBytes) return false;
      if (tags.some((tag) => (invalidatedAt.get(tag) ?? 0) > since)) return false;
      drop(key);
      entries.set(key, { status, headers, body, tags, stored: now(), expires: now() + maxAge * 1000 });
      for (const tag of tags) {
        if (!byTag.has(tag)) byTag.set(tag, new Set());
        byTag.get(tag).add(key);
      }
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },
    /** Drops one entry: a stale page whose render anew could not be kept. */
    delete(key) {
      drop(key);
    },
    /** Drops every entry under any of `tags`; answers how many went. */
    invalidate(tags) {
      generation += 1;
      let dropped = 0;
      for (const tag of tags) {
        invalidatedAt.set(tag, generation);
        for (const key of byTag.get(tag) ?? []) {
          drop(key);
          dropped += 1;
        }
      }
      return dropped;
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** Subscribes the cache to the app's invalidations in this process; answers the unsubscribe. */
export function followTagInvalidations(cache) {
  globalThis[LISTENERS] ??= new Set();
  const listener = (tags) => cache.invalidate(tags);
  globalThis[LISTENERS].add(listener);
  return () => globalThis[LISTENERS].delete(listener);
}

/** Reads and removes the tags header before anything is sent: it is for this cache only. */
function takeTagsHeader(response) {
  let tags = [];
  const writeHead = response.writeHead;
  const take = () => {
    const value = response.getHeader(CACHE_TAGS_HEADER);
    if (value !== undefined) {
      tags = parseTags(value);
      response.removeHeader(CACHE_TAGS_HEADER);
    }
    return tags;
  };
  response.writeHead = function stripTags(...args) {
    take();
    return writeHead.apply(this, args);
  };
  return take;
}

/** Pages whose responses were stored before, in any encoding: concurrent misses on them wait for one render. */
const SHAREABLE_PAGES_LIMIT = 50_000;
/** A cache key without its encoding (the key's last part): the page, however it is compressed. */
const pageOf = (key) => key.slice(0, key.lastIndexOf('\u0000'));

/**
 * Wraps a Node.js request handler (Next.js's) with the cache: a fresh entry is answered at once (with
 * Age and X-Page-Cache: HIT); otherwise the handler answers and its body is captured on the way out and
 * kept when sharedMaxAge allows. While a page known to be shareable renders, other requests for it wait
 * for that one render instead of starting their own (after an invalidation, 200 shoppers on the home
 * page cost one render, not 200).
 */
export function withPageCache(handler, cache, { port } = {}) {
  const rendering = new Map();
  const shareable = new Set();
  const revalidating = new Set();
  const secret = randomUUID();
  const answer = (response, hit) => {
    const age = Math.floor((Date.now() - hit.stored) / 1000);
    response.writeHead(hit.status, {
      ...hit.headers,
      age: String(age),
      'x-page-cache': hit.stale ? 'STALE' : 'HIT',
    });
    response.end(hit.body);
  };
  // The stale page's request again, from this process to itself, so it takes the whole path a shopper's
  // does (request id, metrics, Next.js) and its answer is kept as any render's is.
  const revalidate = (request, key) => {
    if (revalidating.has(key) || rendering.has(key)) return;
    revalidating.add(key);
    const { connection: _connection, ...headers } = request.headers;
    const done = () => revalidating.delete(key);
    http
      .get({
        host: '127.0.0.1',
        port,
        path: request.url,
        headers: { ...headers, [REVALIDATE_HEADER]: secret },
      })
      .on('response', (answered) => answered.resume().on('end', done).on('error', done))
      .on('error', done);
  };
  const render = (request, response, key, { revalidation = false } = {}) => {
    const take = takeTagsHeader(response);
    if (key === null) return handler(request, response);
    const since = cache.generation;
    if (shareable.has(pageOf(key)) && !rendering.has(key)) {
      let finished;
      rendering.set(
        key,
        new Promise((resolve) => {
          finished = resolve;
        }),
      );
      response.once('close', () => {
        rendering.delete(key);
        finished();
      });
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
      const tags = take();
      // The request id belongs to this request only (request-id.mjs): a hit answers with its own.
      const { [REQUEST_ID_HEADER]: _requestId, ...headers } = response.getHeaders();
      const maxAge = sharedMaxAge(response.statusCode, headers, tags);
      const body = Buffer.concat(chunks);
      if (maxAge > 0 && cache.set(key, { status: response.statusCode, headers, body, maxAge, tags, since })) {
        if (shareable.size >= SHAREABLE_PAGES_LIMIT) shareable.clear();
        shareable.add(pageOf(key));
      } else if (revalidation) {
        cache.delete(key);
      }
      return end.call(this, chunk, encoding, callback);
    };
    return handler(request, response);
  };
  return async (request, response) => {
    const key = cacheKey(request);
    if (key === null) return render(request, response, null);
    if (request.headers[REVALIDATE_HEADER] !== undefined) {
      const ours = request.headers[REVALIDATE_HEADER] === secret;
      delete request.headers[REVALIDATE_HEADER];
      if (ours) return render(request, response, key, { revalidation: true });
    }
    let hit = cache.get(key);
    if (hit?.stale) {
      if (port === undefined) hit = null;
      else revalidate(request, key);
    }
    if (!hit && rendering.has(key)) {
      await rendering.get(key);
      hit = cache.get(key);
    }
    if (hit) return answer(response, hit);
    return render(request, response, key);
  };
}
