import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheKey, createPageCache, encodingBucket, sharedMaxAge, withPageCache } from './page-cache.mjs';

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
});

describe('cacheKey', () => {
  const request = (method: string, headers: Record<string, string>, url = '/cars/a') => ({
    method,
    url,
    headers,
  });
  it('keys on the host, the path, the encoding and the navigation headers', () => {
    const base = request('GET', { host: 'carzone.localhost', 'accept-encoding': 'gzip, br' });
    expect(cacheKey(base)).toBe(
      cacheKey(request('GET', { host: 'carzone.localhost', 'accept-encoding': 'gzip' })),
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
    ['gzip, deflate, br', 'gzip'],
    ['deflate', 'deflate'],
    ['br', 'identity'],
    [undefined, 'identity'],
  ])('encoding %s → %s', (header, bucket) => {
    expect(encodingBucket(header)).toBe(bucket);
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
  it('refuses bodies larger than an entry may be', () => {
    const cache = createPageCache({ maxBytes: 1000, maxEntryBytes: 10 });
    expect(cache.set('a', { status: 200, headers: {}, body: Buffer.alloc(11), maxAge: 60 })).toBe(false);
  });
});

describe('withPageCache in front of a server', () => {
  let calls = 0;
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024 });
    server = http.createServer(
      withPageCache((request, response) => {
        calls += 1;
        const shared = request.url?.startsWith('/shared');
        response.setHeader('cache-control', shared ? 's-maxage=60' : 'private, no-store');
        response.setHeader('content-type', 'text/html');
        response.write(`<p>${request.headers.host} `);
        response.end(`call ${calls}</p>`);
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
});
