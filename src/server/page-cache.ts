// A shared page cache in front of Next.js, doing what a CDN does for a cacheable page: a page the app
// names by cache tags (the proxy's `x-cache-tags` header, src/lib/cache-tags.ts) is kept in memory until a
// change invalidates one of its tags (decision 013), and any other response whose Cache-Control allows
// shared caches (`s-maxage`) for that long. Either is served again without entering Next.js's request
// pipeline, which costs milliseconds of CPU per request even for a cache hit. Anything private, personal
// or uncacheable always goes to Next.js.

import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptedRequestId, REQUEST_ID_HEADER } from './request-id.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

/** Set by the proxy on pages the same for every shopper: their tags, space separated. Never sent on. */
export const CACHE_TAGS_HEADER = 'x-cache-tags';
/** The backstop for a tagged page, in seconds: for what no change feed reports (dates, promotions). */
export const TAGGED_MAX_AGE: number = 300;
/**
 * Past its backstop a tagged page is still answered for this long, in seconds, while one request in the
 * background renders it anew (a CDN's stale-while-revalidate): a page shoppers visit stays warm, and no
 * shopper waits for its render. A change to what it shows drops it at once, stale or not.
 */
export const TAGGED_STALE_S: number = 300;
/** Marks the page cache's own background render of a stale page; honoured only with this process's secret. */
export const REVALIDATE_HEADER = 'x-page-cache-revalidate';
/** The app's invalidations reach this cache through the same listeners (src/lib/cache-tags.ts). */
const LISTENERS = Symbol.for('dealer-platform.cache-tag-listeners');

/** Request headers Next.js varies its pages on (App Router navigations ask for RSC payloads). */
export const VARY_HEADERS: readonly string[] = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];

export type CacheEntry = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  tags: readonly string[];
  stored: number;
  expires: number;
  /** Set by get(): past its max age, answered while it is rendered anew. */
  stale?: boolean;
  /** Set while its Brotli copy is being made (upgradeToBrotli). */
  upgrading?: boolean;
  /** Its headers as one flat list, made when a fresh hit first answers it (withFreshHits). */
  head?: string[];
};

export type PageCache = {
  get(key: string): CacheEntry | null;
  set(
    key: string,
    entry: {
      status: number;
      headers: OutgoingHttpHeaders;
      body: Buffer;
      maxAge: number;
      tags?: readonly string[];
      since?: number;
    },
  ): boolean;
  replace(key: string, entry: CacheEntry, copy: { headers: OutgoingHttpHeaders; body: Buffer }): boolean;
  delete(key: string): void;
  invalidate(tags: readonly string[]): number;
  readonly generation: number;
  readonly size: number;
  readonly bytes: number;
};

/**
 * One cached copy per encoding a client is answered in. Next.js compresses with gzip or deflate; a client
 * that accepts Brotli gets a page it has asked for before in Brotli (upgradeToBrotli).
 */
export function encodingBucket(
  acceptEncoding: string | string[] | undefined,
): 'br' | 'gzip' | 'deflate' | 'identity' {
  if (acceptEncoding === undefined) return 'identity';
  const value = String(acceptEncoding);
  if (/\bbr\b(?!\s*;\s*q=0(\.0*)?\s*(,|$))/i.test(value)) return 'br';
  if (/\bgzip\b/i.test(value)) return 'gzip';
  if (/\bdeflate\b/i.test(value)) return 'deflate';
  return 'identity';
}

/**
 * Reads that are sent as POST because their question is a JSON body, yet read only that body and the
 * site (decision 031): their answers are shared as a GET's are, keyed by the body too. Each names its
 * answer by tags in the proxy, as any shared read does.
 */
export const SHARED_POST_PATHS: ReadonlySet<string> = new Set(['/api/search']);
/** A search's body is a few hundred bytes; a larger one is not worth a key that size. */
export const SHARED_POST_MAX_BYTES: number = 2048;
/** The key of a shared POST, set on the request once its body has been read (withFreshHits). */
const POST_KEY = Symbol('page-cache.post-key');
type KeyedRequest = { [POST_KEY]?: string };
type RequestHead = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/**
 * The cache key of a request, or null when it must not be served from cache: only GET (and a shared
 * POST whose body withFreshHits has read), and never with credentials (a cookie or an Authorization
 * header), so nothing cached can be personal. The site is part of the key through the Host header.
 */
export function cacheKey(request: RequestHead): string | null {
  if (request.method !== 'GET') return (request as RequestHead & KeyedRequest)[POST_KEY] ?? null;
  const headers = request.headers;
  if (headers.cookie || headers.authorization) return null;
  // Written out rather than mapped over VARY_HEADERS: this runs for every request.
  return `${headers.host ?? ''}\u0000${request.url}\u0000${headers.rsc ?? ''}\u0000${headers['next-router-state-tree'] ?? ''}\u0000${headers['next-router-prefetch'] ?? ''}\u0000${headers['next-router-segment-prefetch'] ?? ''}\u0000${headers['next-url'] ?? ''}\u0000${encodingBucket(headers['accept-encoding'])}`;
}

/**
 * Whether a POST may be answered from the cache: a shared read's path, a JSON body of known length
 * within SHARED_POST_MAX_BYTES, no credentials. Its key holds what the proxy decides a write on (Origin,
 * Content-Type), so a request it would refuse never meets an answer cached for one it let through.
 */
export function sharedPost(request: RequestHead): boolean {
  if (request.method !== 'POST') return false;
  const headers = request.headers;
  if (headers.cookie || headers.authorization || headers['transfer-encoding'] !== undefined) return false;
  const length = Number(headers['content-length']);
  if (!(length > 0 && length <= SHARED_POST_MAX_BYTES)) return false;
  const url = request.url ?? '';
  const query = url.indexOf('?');
  return SHARED_POST_PATHS.has(query < 0 ? url : url.slice(0, query));
}

/** A shared POST's key: like a GET's, with its body, Origin and Content-Type; the encoding stays last. */
export function postKey(request: Pick<IncomingMessage, 'url' | 'headers'>, body: Buffer): string {
  const headers = request.headers;
  return `${headers.host ?? ''}\u0000${request.url}\u0000POST\u0000${headers.origin ?? ''}\u0000${headers['content-type'] ?? ''}\u0000${body.toString('latin1')}\u0000${encodingBucket(headers['accept-encoding'])}`;
}

/**
 * Reads a request's body of `length` bytes and puts it back, so the handler behind reads it whole as if
 * untouched; null when the request ends or fails first. The body goes back in the same tick as its last
 * byte is read, before the stream could announce its end.
 */
export function peekBody(request: IncomingMessage, length: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let read = 0;
    const settle = (body: Buffer | null) => {
      request.off('readable', onReadable);
      request.off('end', onEnd);
      request.off('error', onEnd);
      resolve(body);
    };
    const onEnd = () => settle(null);
    const onReadable = () => {
      let chunk: Buffer | null = request.read();
      while (chunk !== null) {
        chunks.push(chunk);
        read += chunk.length;
        if (read >= length) {
          const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
          request.unshift(body);
          settle(body);
          return;
        }
        chunk = request.read();
      }
    };
    request.on('readable', onReadable);
    request.on('end', onEnd);
    request.on('error', onEnd);
  });
}

/** The tags of a response's header value: 'site:a site:a:stock' → ['site:a', 'site:a:stock']. */
export function parseTags(value: unknown): string[] {
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
export function sharedMaxAge(
  status: number,
  headers: OutgoingHttpHeaders,
  tags: readonly string[] = [],
): number {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  if (tags.length > 0) return TAGGED_MAX_AGE;
  const control = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store)\b/.test(control)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(control);
  return match ? Number(match[1]) : 0;
}

/** The encoding bucket a cache key ends with. */
const bucketOf = (key: string) => key.slice(key.lastIndexOf('\u0000') + 1);
const gunzip = promisify(zlib.gunzip);
const brotliCompress = promisify(zlib.brotliCompress);
/**
 * A page's payload repeats its text further on than gzip's 32 KB window reaches, so Brotli's larger window
 * makes a vehicle page about two thirds of gzip's size (52 → 36 KB). Quality 5 costs ~20 ms of a zlib
 * worker for that page, once per page kept, never on the event loop.
 */
const BROTLI_QUALITY = 5;

/**
 * The Brotli copy of a gzip answer Next.js gave: the same body, re-encoded. The ETag becomes weak, as it
 * now names the content, not these bytes.
 */
export async function storedInBrotli(
  headers: OutgoingHttpHeaders,
  body: Buffer,
): Promise<{ headers: OutgoingHttpHeaders; body: Buffer }> {
  const plain = await gunzip(body);
  const compressed = await brotliCompress(plain, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
  const { 'content-length': _length, etag, ...rest } = headers;
  const weak = etag === undefined || String(etag).startsWith('W/') ? etag : `W/${etag}`;
  return {
    headers: {
      ...rest,
      'content-encoding': 'br',
      'content-length': String(compressed.length),
      ...(weak === undefined ? {} : { etag: weak }),
    },
    body: compressed,
  };
}

/**
 * A page asked for again by a client that accepts Brotli, stored as Next.js gave it (gzip): its Brotli
 * copy takes its place, made once, off the event loop. A page asked for only once costs no Brotli.
 */
export function upgradeToBrotli(cache: PageCache, key: string, entry: CacheEntry): void {
  if (entry.upgrading || entry.headers['content-encoding'] !== 'gzip' || bucketOf(key) !== 'br') return;
  entry.upgrading = true;
  storedInBrotli(entry.headers, entry.body).then(
    (copy) => cache.replace(key, entry, copy),
    () => {},
  );
}

/**
 * Least recently used entries go first once the cache holds more than `maxBytes` of bodies. An entry is
 * dropped when one of its tags is invalidated; a response whose render began before an invalidation of
 * one of its tags (`since`, from `generation`) is not stored, so a render racing a change cannot outlive it.
 */
export function createPageCache({
  maxBytes,
  maxEntryBytes = 2 * 1024 * 1024,
  now = () => Date.now(),
}: {
  maxBytes: number;
  maxEntryBytes?: number;
  now?: () => number;
}): PageCache {
  const entries = new Map<string, CacheEntry>();
  const byTag = new Map<string, Set<string>>();
  const invalidatedAt = new Map<string, number>();
  let generation = 0;
  let bytes = 0;
  const drop = (key: string) => {
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
        let keys = byTag.get(tag);
        if (!keys) {
          keys = new Set();
          byTag.set(tag, keys);
        }
        keys.add(key);
      }
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },
    /** Puts another copy of the same answer in `entry`'s place, if it is still the one stored under `key`. */
    replace(key, entry, { headers, body }) {
      if (entries.get(key) !== entry) return false;
      bytes += body.length - entry.body.length;
      entry.headers = headers;
      entry.body = body;
      delete entry.head;
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

type TagListener = (tags: readonly string[]) => void;
const shared = globalThis as unknown as { [LISTENERS]?: Set<TagListener> };

/** Subscribes the cache to the app's invalidations in this process; answers the unsubscribe. */
export function followTagInvalidations(cache: PageCache): () => void {
  shared[LISTENERS] ??= new Set();
  const listeners = shared[LISTENERS];
  const listener: TagListener = (tags) => cache.invalidate(tags);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads and removes the tags header before anything is sent: it is for this cache only. */
function takeTagsHeader(response: ServerResponse): () => string[] {
  let tags: string[] = [];
  const writeHead = response.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  const take = () => {
    const value = response.getHeader(CACHE_TAGS_HEADER);
    if (value !== undefined) {
      tags = parseTags(value);
      response.removeHeader(CACHE_TAGS_HEADER);
    }
    return tags;
  };
  response.writeHead = function stripTags(this: ServerResponse, ...args: unknown[]) {
    take();
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
  return take;
}

/** Pages whose responses were stored before, in any encoding: concurrent misses on them wait for one render. */
const SHAREABLE_PAGES_LIMIT = 50_000;
/** A cache key without its encoding (the key's last part): the page, however it is compressed. */
const pageOf = (key: string) => key.slice(0, key.lastIndexOf('\u0000'));

/**
 * Wraps a Node.js request handler (Next.js's) with the cache: a fresh entry is answered at once (with
 * Age and X-Page-Cache: HIT); otherwise the handler answers and its body is captured on the way out and
 * kept when sharedMaxAge allows. While a page known to be shareable renders, other requests for it wait
 * for that one render instead of starting their own (after an invalidation, 200 shoppers on the home
 * page cost one render, not 200). With `port` (this server's own), a stale tagged page is answered and
 * rendered anew in the background.
 */
export function withPageCache(handler: Handler, cache: PageCache, { port }: { port?: number } = {}): Handler {
  const rendering = new Map<string, Promise<void>>();
  const shareable = new Set<string>();
  const revalidating = new Set<string>();
  const secret = randomUUID();
  const answer = (response: ServerResponse, key: string, hit: CacheEntry) => {
    upgradeToBrotli(cache, key, hit);
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
  const revalidate = (request: IncomingMessage, key: string) => {
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
  const render = (
    request: IncomingMessage,
    response: ServerResponse,
    key: string | null,
    { revalidation = false } = {},
  ) => {
    const take = takeTagsHeader(response);
    if (key === null) return handler(request, response);
    const since = cache.generation;
    if (shareable.has(pageOf(key)) && !rendering.has(key)) {
      let finished = () => {};
      rendering.set(
        key,
        new Promise<void>((resolve) => {
          finished = resolve;
        }),
      );
      response.once('close', () => {
        rendering.delete(key);
        finished();
      });
    }
    const chunks: Buffer[] = [];
    const write = response.write as (this: ServerResponse, ...args: unknown[]) => boolean;
    const end = response.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk as string,
              typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
            ),
      );
    };
    response.write = function captureWrite(
      this: ServerResponse,
      chunk: unknown,
      encoding?: unknown,
      callback?: unknown,
    ) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    } as ServerResponse['write'];
    response.end = function captureEnd(
      this: ServerResponse,
      chunk?: unknown,
      encoding?: unknown,
      callback?: unknown,
    ) {
      keep(chunk, encoding);
      const tags = take();
      // The request id belongs to this request only (request-id.ts): a hit answers with its own.
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
    } as ServerResponse['end'];
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
      // A POST's question is its body, which the background GET could not ask: it renders in line.
      if (port === undefined || request.method !== 'GET') hit = null;
      else revalidate(request, key);
    }
    if (!hit && rendering.has(key)) {
      await rendering.get(key);
      hit = cache.get(key);
    }
    if (hit) return answer(response, key, hit);
    return render(request, response, key);
  };
}

/** The headers of an entry as one flat list, with the three a hit sets last (age, state, request id). */
function hitHead(entry: CacheEntry): string[] {
  const head: string[] = [];
  for (const [name, value] of Object.entries(entry.headers)) {
    if (Array.isArray(value)) for (const one of value) head.push(name, one);
    else head.push(name, String(value));
  }
  // Known in full, so sent with its length rather than in chunks.
  if (entry.headers['content-length'] === undefined && entry.headers['transfer-encoding'] === undefined) {
    head.push('content-length', String(entry.body.length));
  }
  head.push('age', '', 'x-page-cache', 'HIT', REQUEST_ID_HEADER, '');
  return head;
}

/**
 * In front of the whole server (request id, metrics, the request guard, withPageCache, Next.js): a fresh
 * entry is answered here and nothing else runs, its headers written from one list made when the entry is
 * first answered. A hit is a URL the whole path once answered with 200 (so the guard let it through), it
 * is logged by no one, and it carries its own request id. Anything else, a stale entry included, goes on
 * to `handler`. `onHit(request, seconds)` times each hit for the request metrics.
 */
export function withFreshHits(
  handler: Handler,
  cache: PageCache,
  {
    onHit = () => {},
    newId = randomUUID,
  }: { onHit?: (request: IncomingMessage, seconds: number) => void; newId?: () => string } = {},
): Handler {
  const tryHit = (
    request: IncomingMessage,
    response: ServerResponse,
    key: string | null,
    started: number,
  ) => {
    const hit = key === null ? null : cache.get(key);
    if (key === null || hit === null || hit.stale) return handler(request, response);
    upgradeToBrotli(cache, key, hit);
    hit.head ??= hitHead(hit);
    const head = hit.head;
    // The list is filled in and handed to writeHead in one synchronous step: sharing it costs nothing.
    head[head.length - 5] = String(Math.floor((Date.now() - hit.stored) / 1000));
    head[head.length - 1] = acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? newId();
    response.writeHead(hit.status, head);
    response.end(hit.body);
    onHit(request, (performance.now() - started) / 1000);
    return undefined;
  };
  return (request, response) => {
    const started = performance.now();
    if (!sharedPost(request)) return tryHit(request, response, cacheKey(request), started);
    return peekBody(request, Number(request.headers['content-length'])).then((body) => {
      if (body === null) return handler(request, response);
      const key = postKey(request, body);
      (request as IncomingMessage & KeyedRequest)[POST_KEY] = key;
      return tryHit(request, response, key, started);
    });
  };
}
