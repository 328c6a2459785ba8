import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { config, proxy } from './proxy';
import { forgetSiteHosts, publishSiteHosts } from './tenancy/host-registry';
import { loadSiteConfigs } from './tenancy/site-files';

// The proxy reads the host names the site change follower publishes; here, the shipped sites'.
const published = () => publishSiteHosts(loadSiteConfigs());
beforeEach(published);
afterAll(forgetSiteHosts);

describe('proxy matcher', () => {
  it.each([
    ['/api/admin/stock', false], // its body must reach the route whole, not cut at the proxy's buffer
    ['/api/leads', true],
    ['/api/events', true],
    ['/cars/2021-toyota-hilux', true],
    ['/', true],
    ['/_next/static/chunks/a.js', false],
    ['/healthz', false], // the operations endpoints answer on any host, as themselves
    ['/readyz', false],
    ['/metrics', false],
    ['/tls-ask?domain=carzone.com.au', false],
    ['/healthz/more', true],
    ['/metrics-and-more', true],
  ])('%s runs through the proxy: %s', (url, matches) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(matches);
  });
});

describe('proxy: state-changing API requests from browsers', () => {
  const lead = (headers: Record<string, string>) =>
    proxy(
      new NextRequest('http://carzone.localhost:3000/api/leads', {
        method: 'POST',
        headers: { host: 'carzone.localhost:3000', ...headers },
        body: '{"form":"contact"}',
      }),
    );

  it.each([
    [
      'text/plain from another website',
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      403,
    ],
    [
      'JSON from another website',
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      403,
    ],
    [
      'JSON from another tenant',
      { origin: 'http://outback-rv.localhost:3000', 'content-type': 'application/json' },
      403,
    ],
    [
      'text/plain from the site itself',
      { origin: 'http://carzone.localhost:3000', 'content-type': 'text/plain' },
      415,
    ],
    ['a form post without Origin', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    [
      'JSON from the site’s name on another port',
      { origin: 'http://carzone.localhost:4444', 'content-type': 'application/json' },
      403,
    ],
  ])('%s → %s', async (_label, headers, status) => {
    const response = await lead(headers);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toMatch(status === 415 ? /Content-Type/ : /Origin/);
  });

  it.each([
    ['JSON from the site', { origin: 'http://carzone.localhost:3000', 'content-type': 'application/json' }],
    [
      'JSON from a configured host name',
      { origin: 'https://www.carzone.com.au', host: 'carzone.com.au', 'content-type': 'application/json' },
    ],
    ['JSON without Origin (a server-side client)', { 'content-type': 'application/json; charset=utf-8' }],
  ])('%s goes on to the route with the site header', async (_label, headers) => {
    const response = await lead(headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it.each([
    ['POST', '/api/auth/sign-out'],
    ['DELETE', '/api/account'],
    ['POST', '/api/checkout/reservations/6f1c1f57-0c39-4bd8-9f0e-2c1d8e4a5b11/cancel'],
  ])('%s %s with no body and no content type goes on to the route', async (method, path) => {
    const response = proxy(
      new NextRequest(`http://carzone.localhost:3000${path}`, {
        method,
        headers: { host: 'carzone.localhost:3000', origin: 'http://carzone.localhost:3000' },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('proxy: the finance calls refuse other websites like every write', () => {
  const write = (path: string, headers: Record<string, string>) =>
    proxy(
      new NextRequest(`http://coastal-toyota.localhost:3000${path}`, {
        method: 'POST',
        headers: { host: 'coastal-toyota.localhost:3000', ...headers },
        body: '{}',
      }),
    );

  it.each(['/api/youx/create-customer', '/api/youx/quote'])('%s', async (path) => {
    const evil = write(path, { origin: 'https://evil.example', 'content-type': 'application/json' });
    expect(evil.status).toBe(403);
    expect((await evil.json()).error).toMatch(/Origin/);
    const form = write(path, {
      origin: 'http://coastal-toyota.localhost:3000',
      'content-type': 'text/plain',
    });
    expect(form.status).toBe(415);
    const own = write(path, {
      origin: 'http://coastal-toyota.localhost:3000',
      'content-type': 'application/json',
    });
    expect(own.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('proxy: cache tags of tenant pages', () => {
  const tagsOf = (path: string) =>
    proxy(
      new NextRequest(`http://carzone.localhost:3000${path}`, {
        headers: { host: 'carzone.localhost:3000' },
      }),
    ).headers.get('x-cache-tags');

  it.each([
    ['/', 'site:carzone site:carzone:stock'],
    ['/cars/2022-toyota-hilux-a1', 'site:carzone car:2022-toyota-hilux-a1'],
    ['/book-test-drive', null],
    ['/sites/carzone/cars/x', null],
    ['/api/search', null],
    ['/api/cars/2022-toyota-hilux-a1/similar', 'site:carzone site:carzone:stock'],
    ['/api/cars/2022-toyota-hilux-a1/autogauge', 'site:carzone car:2022-toyota-hilux-a1'],
    ['/api/cars/2022-toyota-hilux-a1/view.json', null],
  ])('%s → %s', (path, tags) => {
    expect(tagsOf(path)).toBe(tags);
  });

  it('names no API read that is not a GET, but the search, which is asked by POST', () => {
    const request = new NextRequest('http://carzone.localhost:3000/api/cars/a1/similar', {
      method: 'HEAD',
      headers: { host: 'carzone.localhost:3000' },
    });
    expect(proxy(request).headers.get('x-cache-tags')).toBeNull();
    const search = new NextRequest('http://carzone.localhost:3000/api/search', {
      method: 'POST',
      headers: { host: 'carzone.localhost:3000', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(proxy(search).headers.get('x-cache-tags')).toBe('site:carzone site:carzone:stock');
  });
});

describe('proxy: a NUL in a page path is bad input', () => {
  const statusOf = (path: string) =>
    proxy(
      new NextRequest(`http://carzone.localhost:3000${path}`, {
        headers: { host: 'carzone.localhost:3000' },
      }),
    ).status;

  it.each([
    ['/locations/carzone-rocklea%00', 400],
    ['/locations/%00', 400],
    ['/our-location/a%00b', 400],
    ['/locations/carzone-rocklea', 200],
  ])('%s → %i', (path, status) => {
    expect(statusOf(path)).toBe(status);
  });
});

describe('proxy: the internal prefix', () => {
  it('sends a direct /sites/... request to a path no content page can have: the site’s 404', () => {
    const rewritten = proxy(
      new NextRequest('http://carzone.localhost:3000/sites/carzone/about-us', {
        headers: { host: 'carzone.localhost:3000' },
      }),
    ).headers.get('x-middleware-rewrite');
    expect(new URL(rewritten ?? '').pathname).toBe('/sites/carzone/_not-found');
  });
});

describe('proxy: host → site', () => {
  const rewrittenTo = (host: string) =>
    proxy(new NextRequest(`http://${host}/`, { headers: { host } })).headers.get('x-middleware-rewrite');

  it('follows the host names published last', () => {
    expect(rewrittenTo('newdealer.example.test')).toContain('/sites/coastal-toyota');
    publishSiteHosts([...loadSiteConfigs(), { slug: 'new-dealer', hostnames: ['newdealer.example.test'] }]);
    expect(rewrittenTo('newdealer.example.test')).toContain('/sites/new-dealer');
    expect(rewrittenTo('new-dealer.localhost:3000')).toContain('/sites/new-dealer');
  });

  it('before the first read, takes {slug}.localhost on trust and sends other hosts to the default', () => {
    forgetSiteHosts();
    expect(rewrittenTo('not-yet-read.localhost:3000')).toContain('/sites/not-yet-read');
    expect(rewrittenTo('www.carzone.com.au')).toContain('/sites/coastal-toyota');
  });

  it('before the first read, accepts a write from the site’s {slug}.localhost only', async () => {
    forgetSiteHosts();
    const write = (origin: string) =>
      proxy(
        new NextRequest('http://carzone.localhost:3000/api/leads', {
          method: 'POST',
          headers: { host: 'carzone.localhost:3000', origin, 'content-type': 'application/json' },
          body: '{}',
        }),
      ).status;
    expect(write('http://carzone.localhost:3000')).toBe(200);
    expect(write('http://carzone.localhost:4444')).toBe(403);
    expect(write('https://www.carzone.com.au')).toBe(403);
  });
});

describe('proxy: the Content-Security-Policy of a page', () => {
  const page = (host: string, path = '/') =>
    proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }));
  const nonceOf = (policy: string | null) => policy?.match(/'nonce-([^']+)'/)?.[1];

  it('gives each page a fresh nonce, the same to Next.js (on the request) and to the browser', () => {
    const first = page('coastal-toyota.localhost:3000');
    const second = page('coastal-toyota.localhost:3000');
    const policy = first.headers.get('content-security-policy');
    expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonceOf(policy));
    // Next.js passes a rewritten request's headers on as x-middleware-request-*.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  });

  it('lets a site with a tile service load its tiles, and no other site', () => {
    const withTiles = loadSiteConfigs().map((site) =>
      site.slug === 'summit-motor-group'
        ? { ...site, tileUrl: 'https://tiles.example.com.au/{z}/{x}/{y}.png?key={key}' }
        : site,
    );
    publishSiteHosts(withTiles);
    expect(page('summit-motor-group.localhost:3000').headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://tiles.example.com.au;",
    );
    expect(page('carzone.localhost:3000').headers.get('content-security-policy')).not.toContain(
      'tiles.example.com.au',
    );
  });

  it('covers the page for an unknown host too, and leaves API answers (JSON, no scripts) alone', () => {
    expect(page('nobody.example.com').headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    );
    expect(page('carzone.localhost:3000', '/api/search').headers.get('content-security-policy')).toBeNull();
  });
});

describe('proxy: the dealer console has its own host and serves no site', () => {
  const request = (
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) => {
    const { host } = new URL(url);
    return proxy(new NextRequest(url, { ...init, headers: { host, ...init.headers } }));
  };
  const rewrite = (response: Response) => response.headers.get('x-middleware-rewrite');

  it.each([
    ['http://console.localhost:3000/', '/console'],
    ['http://console.localhost:3000/sign-in?next=%2F', '/console/sign-in'],
    ['http://console.localhost:3000/carzone/staff', '/console/carzone/staff'],
    ['http://CONSOLE.localhost.:3000/security', '/console/security'],
    // The internal prefix from outside names no page.
    ['http://console.localhost:3000/console/security', '/console/_not-found'],
    ['http://console.localhost:3000/sites/carzone', '/console/sites/carzone'],
  ])('%s is the console page %s, never cached', (url, path) => {
    const response = request(url);
    expect(new URL(rewrite(response) ?? '').pathname).toBe(path);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-cache-tags')).toBeNull();
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
    );
  });

  it.each([
    ['http://console.localhost:3000/api/search', 404],
    ['http://console.localhost:3000/api/leads', 404],
    ['http://carzone.localhost:3000/api/console/sessions', 404],
    ['http://localhost:3000/api/console/sign-in', 404],
  ])('%s answers %i: each host keeps to its own API', async (url, status) => {
    const response = request(url);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('the console API goes on, with no site named, and refuses a write from another origin', () => {
    const passed = request('http://console.localhost:3000/api/console/sessions', {
      headers: { 'x-site-slug': 'carzone' },
    });
    expect(passed.headers.get('x-middleware-next')).toBe('1');
    expect(passed.headers.get('x-middleware-request-x-site-slug')).toBeNull();
    const post = (origin: string) =>
      request('http://console.localhost:3000/api/console/sign-in', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: '{}',
      });
    expect(post('http://console.localhost:3000').headers.get('x-middleware-next')).toBe('1');
    expect(post('http://carzone.localhost:3000').status).toBe(403);
  });

  it('a site host never serves a console page: its /console is the site’s own 404', () => {
    const response = request('http://carzone.localhost:3000/console/sign-in');
    expect(new URL(rewrite(response) ?? '').pathname).toBe('/sites/carzone/console/sign-in');
  });
});

describe('proxy: a draft preview', () => {
  const TOKEN = 'A'.repeat(43);
  const visit = (path: string, cookie?: string) =>
    proxy(
      new NextRequest(`http://carzone.localhost:3000${path}`, {
        headers: { host: 'carzone.localhost:3000', ...(cookie ? { cookie } : {}) },
      }),
    );

  it('starts from the console’s link: the token becomes the site host’s own cookie, and home opens', () => {
    const response = visit(`/_preview?token=${TOKEN}`);
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location') as string).pathname).toBe('/');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`site_preview=${TOKEN}`);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');
  });

  it.each([
    ['a token of the wrong shape', `/_preview?token=${'A'.repeat(42)}`],
    ['the end of a preview', '/_preview/end'],
  ])('sets no preview for %s, and forgets one', (_case, path) => {
    const response = visit(path, `site_preview=${TOKEN}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie') ?? '').toMatch(
      /site_preview=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i,
    );
  });

  it('names the preview to the pages and keeps it out of the page cache', () => {
    const response = visit('/search', `site_preview=${TOKEN}`);
    expect(new URL(response.headers.get('x-middleware-rewrite') as string).pathname).toBe(
      `/sites/carzone~${TOKEN}/search`,
    );
    expect(response.headers.get('x-cache-tags')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('ignores a cookie of the wrong shape: the live site, cached as usual', () => {
    const response = visit('/search', 'site_preview=../../x');
    expect(new URL(response.headers.get('x-middleware-rewrite') as string).pathname).toBe(
      '/sites/carzone/search',
    );
    expect(response.headers.get('x-cache-tags')).not.toBeNull();
  });
});
