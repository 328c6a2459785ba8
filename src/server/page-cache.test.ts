import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateTags } from '../lib/cache-tags';
import {
  CACHE_TAGS_HEADER,
  cacheKey,
  createPageCache,
  encodingBucket,
  followTagInvalidations,
  parseTags,
  REVALIDATE_HEADER,
  SHARED_POST_MAX_BYTES,
  sharedMaxAge,
  sharedPost,
  storedInBrotli,
  TAGGED_MAX_AGE,
  TAGGED_STALE_S,
  upgradeToBrotli,
  withFreshHits,
  withPageCache,
} from './page-cache.ts';
import { withRequestId } from './request-id.ts';

describe('sharedMaxAge', () => {
  it.each([
    [200, { 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' }, 60],
    [200, { 'cache-control': 'public, max-age=300' }, 0],
    [200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, 0],
    [200, { 'cache-control': 'private, s-maxage=60' }, 0],
    [200, { 'cache-control': 's-maxage=0' }, 0],
    [200, { 'cache-control': 's-maxage=60', 'set-cookie': 'a=b' }, 0],
    [404, { 'cache-control': 's-maxage=60' }, 0],
    [200, {}, 0],
  ])('%i %j → %i', (status, headers, expected) => {
    expect(sharedMaxAge(status, headers)).toBe(expected);
  });
  it.each([
    [200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, TAGGED_MAX_AGE],
    [200, { 'cache-control': 's-maxage=60' }, TAGGED_MAX_AGE],
    [200, { 'set-cookie': 'a=b' }, 0],
    [404, {}, 0],
  ])('a tagged page: %i %j → %i', (status, headers, expected) => {
    expect(sharedMaxAge(status, headers, ['site:a'])).toBe(expected);
  });
  it.each([
    ['site:a site:a:stock', ['site:a', 'site:a:stock']],
    ['  car:x ', ['car:x']],
    ['', []],
    [undefined, []],
  ])('parseTags(%j) → %j', (value, tags) => {
    expect(parseTags(value)).toEqual(tags);
  });
});

describe('cacheKey', () => {
  const request = (method: string, headers: Record<string, string>, url = '/cars/a') => ({
    method,
    url,
    headers,
  });
  it('keys on the host, the path, the encoding and the navigation headers', () => {
    const base = request('GET', { host: 'carzone.localhost', 'accept-encoding': 'gzip, deflate' });
    expect(cacheKey(base)).toBe(
      cacheKey(request('GET', { host: 'carzone.localhost', 'accept-encoding': 'gzip' })),
    );
    expect(cacheKey(base)).not.toBe(
      cacheKey(request('GET', { host: 'carzone.localhost', 'accept-encoding': 'gzip, br' })),
    );
    expect(cacheKey(base)).not.toBe(
      cacheKey(request('GET', { host: 'coastal-toyota.localhost', 'accept-encoding': 'gzip' })),
    );
    expect(cacheKey(base)).not.toBe(cacheKey({ ...base, url: '/cars/b' }));
    expect(cacheKey(base)).not.toBe(cacheKey(request('GET', { host: 'carzone.localhost' })));
    expect(cacheKey(base)).not.toBe(
      cacheKey(request('GET', { host: 'carzone.localhost', 'accept-encoding': 'gzip', rsc: '1' })),
    );
  });
  it.each([
    ['POST', {}],
    ['GET', { cookie: 'session=1' }],
    ['GET', { authorization: 'Bearer x' }],
  ])('never caches %s with %j', (method, headers) => {
    expect(cacheKey(request(method, { host: 'x', ...headers }))).toBeNull();
  });
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0.0, deflate', 'deflate'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'deflate'],
    ['zstd', 'identity'],
    [undefined, 'identity'],
  ])('encoding %s → %s', (header, bucket) => {
    expect(encodingBucket(header)).toBe(bucket);
  });
});

describe('sharedPost', () => {
  const json = { host: 'x', 'content-type': 'application/json' };
  it.each([
    ['POST', '/api/search', { ...json, 'content-length': '1' }, true],
    ['POST', '/api/search', { ...json, 'content-length': String(SHARED_POST_MAX_BYTES) }, true],
    ['POST', '/api/search?x=1', { ...json, 'content-length': '20' }, true],
    ['POST', '/api/search', { ...json, 'content-length': String(SHARED_POST_MAX_BYTES + 1) }, false],
    ['POST', '/api/search', { ...json, 'content-length': '0' }, false],
    ['POST', '/api/search', { ...json, 'transfer-encoding': 'chunked' }, false],
    ['POST', '/api/search', { ...json, 'content-length': '20', cookie: 'session=1' }, false],
    ['POST', '/api/search', { ...json, 'content-length': '20', authorization: 'Bearer x' }, false],
    ['POST', '/api/leads', { ...json, 'content-length': '20' }, false],
    ['POST', '/api/search/x', { ...json, 'content-length': '20' }, false],
    ['GET', '/api/search', { ...json, 'content-length': '20' }, false],
  ])('%s %s %j → %s', (method, url, headers, shared) => {
    expect(sharedPost({ method, url, headers })).toBe(shared);
  });
  it('leaves a POST uncached until its body is read', () => {
    expect(cacheKey({ method: 'POST', url: '/api/search', headers: { 'content-length': '20' } })).toBeNull();
  });
});

describe('createPageCache', () => {
  it('expires entries after their shared max age', () => {
    let t = 0;
    const cache = createPageCache({ maxBytes: 1000, now: () => t });
    cache.set('a', { status: 200, headers: {}, body: Buffer.alloc(10), maxAge: 60 });
    t = 59_999;
    expect(cache.get('a')).not.toBeNull();
    t = 60_000;
    expect(cache.get('a')).toBeNull();
    expect(cache.bytes).toBe(0);
  });
  it.each([
    [TAGGED_MAX_AGE * 1000 - 1, 'fresh'],
    [TAGGED_MAX_AGE * 1000, 'stale'],
    [(TAGGED_MAX_AGE + TAGGED_STALE_S) * 1000 - 1, 'stale'],
    [(TAGGED_MAX_AGE + TAGGED_STALE_S) * 1000, 'gone'],
  ])('holds a tagged page at %i ms: %s', (at, state) => {
    let t = 0;
    const cache = createPageCache({ maxBytes: 1000, now: () => t });
    cache.set('a', {
      status: 200,
      headers: {},
      body: Buffer.alloc(10),
      maxAge: TAGGED_MAX_AGE,
      tags: ['car:a'],
    });
    t = at;
    const entry = cache.get('a');
    expect(entry === null ? 'gone' : entry.stale ? 'stale' : 'fresh').toBe(state);
  });
  it('drops the least recently used entries beyond its size', () => {
    const cache = createPageCache({ maxBytes: 100 });
    const body = Buffer.alloc(40);
    cache.set('a', { status: 200, headers: {}, body, maxAge: 60 });
    cache.set('b', { status: 200, headers: {}, body, maxAge: 60 });
    cache.get('a');
    cache.set('c', { status: 200, headers: {}, body, maxAge: 60 });
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('c')).not.toBeNull();
    expect(cache.bytes).toBe(80);
  });
  it('drops the entries under an invalidated tag, and only those', () => {
    const cache = createPageCache({ maxBytes: 1000 });
    const page = (tags: string[]) => ({ status: 200, headers: {}, body: Buffer.alloc(10), maxAge: 60, tags });
    cache.set('home', page(['site:a', 'site:a:stock']));
    cache.set('car', page(['site:a', 'car:x']));
    cache.set('other', page(['site:b', 'site:b:stock']));
    expect(cache.invalidate(['site:a:stock'])).toBe(1);
    expect(cache.get('home')).toBeNull();
    expect(cache.get('car')).not.toBeNull();
    expect(cache.invalidate(['site:a'])).toBe(1);
    expect(cache.get('car')).toBeNull();
    expect(cache.get('other')).not.toBeNull();
    expect(cache.bytes).toBe(10);
    expect(cache.invalidate(['site:a'])).toBe(0);
  });
  it('does not keep a page whose render began before an invalidation of its tags', () => {
    const cache = createPageCache({ maxBytes: 1000 });
    const since = cache.generation;
    cache.invalidate(['car:x']);
    const page = { status: 200, headers: {}, body: Buffer.alloc(10), maxAge: 60, since };
    expect(cache.set('car', { ...page, tags: ['car:x'] })).toBe(false);
    expect(cache.set('other', { ...page, tags: ['car:y'] })).toBe(true);
    expect(cache.set('car', { ...page, tags: ['car:x'], since: cache.generation })).toBe(true);
  });
  it("follows the app's invalidations in this process", () => {
    const cache = createPageCache({ maxBytes: 1000 });
    const stop = followTagInvalidations(cache);
    cache.set('car', { status: 200, headers: {}, body: Buffer.alloc(10), maxAge: 60, tags: ['car:x'] });
    invalidateTags(['car:x']);
    stop();
    expect(cache.get('car')).toBeNull();
  });
  it('refuses bodies larger than an entry may be', () => {
    const cache = createPageCache({ maxBytes: 1000, maxEntryBytes: 10 });
    expect(cache.set('a', { status: 200, headers: {}, body: Buffer.alloc(11), maxAge: 60 })).toBe(false);
  });
});

describe('withPageCache in front of a server', () => {
  let calls = 0;
  let server: http.Server;
  let base = '';
  const cache = createPageCache({ maxBytes: 1024 * 1024 });
  beforeAll(async () => {
    server = http.createServer(
      withPageCache(async (request, response) => {
        calls += 1;
        const call = calls;
        const shared = request.url?.startsWith('/shared');
        const tagged = request.url?.startsWith('/tagged');
        // As Next.js renders a page per request: private, with the proxy's tags header.
        response.setHeader('cache-control', shared ? 's-maxage=60' : 'private, no-store');
        if (tagged) response.setHeader(CACHE_TAGS_HEADER, `site:a car:${request.url?.split('/')[2]}`);
        response.setHeader('content-type', 'text/html');
        if (tagged) await new Promise((resolve) => setTimeout(resolve, 50));
        response.write(`<p>${request.headers.host} `);
        response.end(`call ${call}</p>`);
      }, cache),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ body, headers: response.headers }));
        })
        .on('error', reject);
    });

  it('answers a shared page again from memory, per site, and never a private one', async () => {
    const first = await get('/shared/page', { host: 'a.localhost' });
    const again = await get('/shared/page', { host: 'a.localhost' });
    expect(again.body).toBe(first.body);
    expect(again.headers['x-page-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toBe('s-maxage=60');
    const other = await get('/shared/page', { host: 'b.localhost' });
    expect(other.body).toContain('b.localhost');
    const withCookie = await get('/shared/page', { host: 'a.localhost', cookie: 'x=1' });
    expect(withCookie.body).not.toBe(first.body);
    const p1 = await get('/private', { host: 'a.localhost' });
    const p2 = await get('/private', { host: 'a.localhost' });
    expect(p2.body).not.toBe(p1.body);
    expect(p2.headers['x-page-cache']).toBeUndefined();
  });

  it('keeps a tagged page until its tag is invalidated, and never sends the tags on', async () => {
    const first = await get('/tagged/x', { host: 'a.localhost' });
    expect(first.headers[CACHE_TAGS_HEADER]).toBeUndefined();
    const again = await get('/tagged/x', { host: 'a.localhost' });
    expect(again.body).toBe(first.body);
    expect(again.headers['x-page-cache']).toBe('HIT');
    expect(again.headers[CACHE_TAGS_HEADER]).toBeUndefined();
    const withCookie = await get('/tagged/x', { host: 'a.localhost', cookie: 'x=1' });
    expect(withCookie.headers[CACHE_TAGS_HEADER]).toBeUndefined();
    cache.invalidate(['car:y']);
    expect((await get('/tagged/x', { host: 'a.localhost' })).body).toBe(first.body);
    cache.invalidate(['car:x']);
    const after = await get('/tagged/x', { host: 'a.localhost' });
    expect(after.body).not.toBe(first.body);
    expect(after.headers['x-page-cache']).toBeUndefined();
  });

  it('renders a known shared page once for many concurrent requests after an invalidation', async () => {
    await get('/tagged/z', { host: 'a.localhost' });
    cache.invalidate(['car:z']);
    const before = calls;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get('/tagged/z', { host: 'a.localhost' })),
    );
    expect(calls - before).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    // Known shared in one encoding, the page's first render in another is shared as well.
    const gzip = { host: 'a.localhost', 'accept-encoding': 'gzip' };
    await Promise.all(Array.from({ length: 20 }, () => get('/tagged/z', gzip)));
    expect(calls - before).toBe(2);
  });
});

describe('withPageCache and Brotli', () => {
  // As Next.js answers a client that accepts gzip: the page gzipped. Its stylesheet comes twice, 40 KB
  // apart, as a page's inlined stylesheet does in its payload.
  const style = Array.from({ length: 1500 }, (_, i) => `.c${i}{margin:${i}px}`).join('');
  const page = `<style>${style}</style><main>${'x'.repeat(30_000)}</main><script>${style}</script>`;
  let calls = 0;
  let server: http.Server;
  let base = '';
  const cache = createPageCache({ maxBytes: 4 * 1024 * 1024 });
  beforeAll(async () => {
    server = http.createServer(
      withPageCache((request, response) => {
        calls += 1;
        response.setHeader('cache-control', 's-maxage=60');
        response.setHeader('content-type', 'text/html');
        response.setHeader('etag', '"abc"');
        response.setHeader('vary', 'Accept-Encoding');
        if (/\bgzip\b/.test(String(request.headers['accept-encoding']))) {
          response.setHeader('content-encoding', 'gzip');
          response.end(zlib.gzipSync(page));
        } else {
          response.end(page);
        }
      }, cache),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
        })
        .on('error', reject);
    });
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 20));
  };

  it('answers as Next.js did until the page is asked for again, then in Brotli, well under gzip', async () => {
    const accepts = { host: 'a.localhost', 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await get('/page', accepts);
    expect(first.headers['content-encoding']).toBe('gzip');
    const second = await get('/page', accepts);
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.body.equals(first.body)).toBe(true);
    let hit = second;
    await until(async () => {
      hit = await get('/page', accepts);
      return hit.headers['content-encoding'] === 'br';
    });
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(hit.body).toString()).toBe(page);
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    expect(hit.body.length).toBeLessThan(first.body.length * 0.7);
    expect(hit.headers.etag).toBe('W/"abc"');
    expect(hit.headers.vary).toBe('Accept-Encoding');
    expect(calls).toBe(1);
  });

  it('keeps gzip for a client without Brotli, and the page as it is for one that accepts neither', async () => {
    const gzip = await get('/other', { host: 'a.localhost', 'accept-encoding': 'gzip' });
    const gzipAgain = await get('/other', { host: 'a.localhost', 'accept-encoding': 'gzip' });
    expect(gzipAgain.headers['x-page-cache']).toBe('HIT');
    expect(gzipAgain.headers['content-encoding']).toBe('gzip');
    expect(gzipAgain.headers.etag).toBe('"abc"');
    expect(zlib.gunzipSync(gzipAgain.body).toString()).toBe(page);
    expect(gzipAgain.body.equals(gzip.body)).toBe(true);
    await get('/other', { host: 'a.localhost', 'accept-encoding': 'br' });
    await get('/other', { host: 'a.localhost', 'accept-encoding': 'br' });
    const brOnly = await get('/other', { host: 'a.localhost', 'accept-encoding': 'br' });
    expect(brOnly.headers['x-page-cache']).toBe('HIT');
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.body.toString()).toBe(page);
  });

  it('keeps the stored answer when its gzip body cannot be read, and counts a copy’s bytes', async () => {
    const store = createPageCache({ maxBytes: 1024 });
    const key = 'a\u0000/x\u0000br';
    const headers = { 'content-encoding': 'gzip' };
    store.set(key, { status: 200, headers, body: Buffer.from('not gzip'), maxAge: 60 });
    const entry = store.get(key);
    if (!entry) throw new Error('not stored');
    upgradeToBrotli(store, key, entry);
    await expect(storedInBrotli(headers, entry.body)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.get(key)?.body.toString()).toBe('not gzip');
    expect(store.replace(key, entry, { headers, body: Buffer.alloc(100) })).toBe(true);
    expect(store.bytes).toBe(100);
    store.delete(key);
    expect(store.replace(key, entry, { headers, body: Buffer.alloc(5) })).toBe(false);
  });
});

describe('withPageCache past a tagged page’s backstop', () => {
  let clock = 0;
  let calls = 0;
  let gone = false;
  let server: http.Server;
  let base = '';
  const cache = createPageCache({ maxBytes: 1024 * 1024, now: () => clock });
  beforeAll(async () => {
    server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    const app = async (request: http.IncomingMessage, response: http.ServerResponse) => {
      calls += 1;
      const call = calls;
      await new Promise((resolve) => setTimeout(resolve, 30));
      response.statusCode = gone && request.url === '/tagged/gone' ? 404 : 200;
      response.setHeader(CACHE_TAGS_HEADER, `site:a car:${request.url?.split('/')[2]}`);
      response.end(`call ${call}`);
    };
    server.on('request', withPageCache(app, cache, { port }));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; state: string | undefined }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers: { host: 'a.localhost', ...headers } }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body,
              state: response.headers['x-page-cache'] as string | undefined,
            }),
          );
        })
        .on('error', reject);
    });
  const rendersTo = async (n: number) => {
    for (let i = 0; i < 100 && calls < n; i += 1) await new Promise((r) => setTimeout(r, 10));
    // The background answer is stored as its response ends, just after the render is counted.
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(n);
  };

  it('answers the stale page at once, renders it anew once in the background, then answers the new one', async () => {
    clock = 0;
    const first = await get('/tagged/s');
    const before = calls;
    clock += TAGGED_MAX_AGE * 1000;
    const stale = await Promise.all(Array.from({ length: 10 }, () => get('/tagged/s')));
    expect(stale.map((a) => [a.state, a.body])).toEqual(stale.map(() => ['STALE', first.body]));
    await rendersTo(before + 1);
    const fresh = await get('/tagged/s');
    expect(fresh).toEqual({ status: 200, body: `call ${before + 1}`, state: 'HIT' });
  });

  it('renders in line once the stale window is over too', async () => {
    clock = 0;
    await get('/tagged/t');
    clock += (TAGGED_MAX_AGE + TAGGED_STALE_S) * 1000;
    const before = calls;
    const answer = await get('/tagged/t');
    expect(answer.state).toBeUndefined();
    expect(answer.body).toBe(`call ${before + 1}`);
  });

  it('drops a stale page whose new render cannot be kept', async () => {
    clock = 0;
    gone = false;
    await get('/tagged/gone');
    gone = true;
    clock += TAGGED_MAX_AGE * 1000;
    const before = calls;
    expect((await get('/tagged/gone')).state).toBe('STALE');
    await rendersTo(before + 1);
    expect(await get('/tagged/gone')).toMatchObject({ status: 404, state: undefined });
  });

  it('ignores a revalidation header it did not send', async () => {
    clock = 0;
    const first = await get('/tagged/u');
    const before = calls;
    const forged = await get('/tagged/u', { [REVALIDATE_HEADER]: 'a-guess' });
    expect(forged).toEqual({ ...first, state: 'HIT' });
    expect(calls).toBe(before);
  });
});

describe('withPageCache behind withRequestId', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    server = http.createServer(
      withRequestId(
        withPageCache((_request, response) => {
          response.setHeader('cache-control', 's-maxage=60');
          response.end('<p>shared</p>');
        }, cache),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a hit with the request’s own id, never the id of the request that filled the cache', async () => {
    const first = await fetch(`${base}/page`, { headers: { 'x-request-id': 'first' } });
    expect(first.headers.get('x-request-id')).toBe('first');
    const second = await fetch(`${base}/page`, { headers: { 'x-request-id': 'second' } });
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.headers.get('x-request-id')).toBe('second');
  });
});

describe('withFreshHits in front of the whole server', () => {
  let server: http.Server;
  let base = '';
  let passedOn = 0;
  let renders = 0;
  const bodies: string[] = [];
  const hits: string[] = [];
  const cache = createPageCache({ maxBytes: 1024 * 1024 });
  beforeAll(async () => {
    const app = withRequestId(
      withPageCache(async (request, response) => {
        renders += 1;
        let body = '';
        for await (const chunk of request) body += chunk;
        bodies.push(body);
        response.setHeader('content-type', 'application/json');
        response.setHeader('x-frame-options', 'DENY');
        response.setHeader(CACHE_TAGS_HEADER, 'site:a site:a:stock');
        response.end(JSON.stringify({ render: renders, body }));
      }, cache),
    );
    server = http.createServer(
      withFreshHits(
        (request, response) => {
          passedOn += 1;
          return app(request, response);
        },
        cache,
        { onHit: (request) => hits.push(`${request.method} ${request.url}`) },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const search = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/search`, {
      method: 'POST',
      headers: { host: 'a.localhost', 'content-type': 'application/json', ...headers },
      body,
    });

  it('answers a fresh page with every header it was stored with and its own id, passing nothing on', async () => {
    const first = await fetch(`${base}/tagged/p`, { headers: { 'x-request-id': 'one' } });
    const before = passedOn;
    const again = await fetch(`${base}/tagged/p`, { headers: { 'x-request-id': 'two' } });
    expect(passedOn).toBe(before);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('x-page-cache')).toBe('HIT');
    expect(again.headers.get('x-request-id')).toBe('two');
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(again.headers.get('age')).toBe('0');
    expect(again.headers.get(CACHE_TAGS_HEADER)).toBeNull();
    expect((await fetch(`${base}/tagged/p`)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(hits).toContain('GET /tagged/p');
  });

  it('answers a repeated search from its body, which the app read whole when it was asked first', async () => {
    const question = JSON.stringify({ filters: { make: ['Toyota'] }, pad: 'x'.repeat(1500) });
    const first = await (await search(question)).json();
    expect(bodies.at(-1)).toBe(question);
    const before = renders;
    const again = await search(question);
    expect(again.headers.get('x-page-cache')).toBe('HIT');
    expect(await again.json()).toEqual(first);
    expect(renders).toBe(before);
    expect(hits).toContain('POST /api/search');
  });

  it('reads a body that arrives in parts, and the app still reads it whole', async () => {
    const question = JSON.stringify({ filters: { body: ['SUV'] }, sort: 'price_asc' });
    const send = () =>
      new Promise<{ state: string | undefined; body: string }>((resolve, reject) => {
        const request = http.request(
          `${base}/api/search`,
          {
            method: 'POST',
            headers: {
              host: 'a.localhost',
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(question),
            },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () => resolve({ state: response.headers['x-page-cache'] as string, body }));
          },
        );
        request.on('error', reject);
        request.write(question.slice(0, 10));
        setTimeout(() => request.end(question.slice(10)), 30);
      });
    const first = await send();
    expect(bodies.at(-1)).toBe(question);
    expect(first.state).toBeUndefined();
    expect(await send()).toEqual({ state: 'HIT', body: first.body });
  });

  it('asks the app again for another body, Origin or Content-Type, and for a body too large to key', async () => {
    await search('{"a":1}');
    const before = renders;
    await search('{"a":2}');
    await search('{"a":1}', { origin: 'http://elsewhere.test' });
    await search('{"a":1}', { 'content-type': 'text/plain' });
    const large = JSON.stringify({ pad: 'x'.repeat(SHARED_POST_MAX_BYTES) });
    await search(large);
    const answer = await search(large);
    expect(answer.headers.get('x-page-cache')).toBeNull();
    expect(bodies.at(-1)).toBe(large);
    expect(renders).toBe(before + 5);
  });

  it('drops a search under its tags, as any shared read', async () => {
    await search('{"b":1}');
    cache.invalidate(['site:a:stock']);
    const before = renders;
    expect((await search('{"b":1}')).headers.get('x-page-cache')).toBeNull();
    expect(renders).toBe(before + 1);
  });
});
