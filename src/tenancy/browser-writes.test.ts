import { describe, expect, it } from 'vitest';
import {
  CROSS_SITE_REFUSED,
  JSON_ONLY,
  PAYMENT_FORM_ORIGIN_REQUIRED,
  refuseBrowserWrite,
  UPLOAD_ORIGIN_REQUIRED,
} from './browser-writes';

const siteHosts = ['carzone.com.au', 'www.carzone.com.au', 'carzone.localhost'];
const check = (method: string, headers: Record<string, string>) =>
  refuseBrowserWrite({ method, headers: new Headers(headers), siteHosts });
const json = { 'content-type': 'application/json' };
const host = { host: 'carzone.localhost:3000' };

describe('refuseBrowserWrite', () => {
  it.each([
    ['GET from anywhere', 'GET', { origin: 'https://evil.example', ...host }],
    ['HEAD', 'HEAD', { origin: 'https://evil.example', ...host }],
    ['OPTIONS', 'OPTIONS', { origin: 'https://evil.example', ...host }],
    ['POST JSON from the same origin', 'POST', { origin: 'http://carzone.localhost:3000', ...host, ...json }],
    [
      'POST JSON, media type any case, with charset',
      'POST',
      { ...host, 'content-type': 'Application/JSON; charset=utf-8' },
    ],
    [
      'POST JSON from www on the bare domain',
      'POST',
      { origin: 'https://www.carzone.com.au', host: 'carzone.com.au', ...json },
    ],
    [
      'POST JSON over https to the same host',
      'POST',
      { origin: 'https://carzone.com.au', host: 'carzone.com.au', ...json },
    ],
    ['POST JSON without Origin', 'POST', { ...host, ...json }],
    ['POST with no body and no content type', 'POST', { ...host }],
    ['DELETE with an empty body and no content type', 'DELETE', { ...host, 'content-length': '0' }],
    [
      'POST JSON from another of the site’s names on the same port',
      'POST',
      { origin: 'http://www.carzone.com.au:3000', host: 'carzone.com.au:3000', ...json },
    ],
    [
      'DELETE JSON from the site',
      'DELETE',
      { origin: 'https://carzone.com.au', host: 'carzone.com.au', ...json },
    ],
  ])('lets through %s', (_label, method, headers) => {
    expect(check(method, headers)).toBeNull();
  });

  it.each([
    [
      'text/plain from another website',
      'POST',
      { origin: 'https://evil.example', ...host, 'content-type': 'text/plain' },
      403,
    ],
    ['JSON from another website', 'POST', { origin: 'https://evil.example', ...host, ...json }, 403],
    [
      'JSON from another tenant',
      'PUT',
      { origin: 'http://outback-rv.localhost:3000', ...host, ...json },
      403,
    ],
    ['Origin null', 'POST', { origin: 'null', ...host, ...json }, 403],
    ['JSON from plain localhost', 'PATCH', { origin: 'http://localhost:3000', ...host, ...json }, 403],
    ['an Origin that is not http(s)', 'POST', { origin: 'file://carzone.localhost', ...host, ...json }, 403],
    [
      'a look-alike host name',
      'POST',
      { origin: 'https://carzone.com.au.evil.example', host: 'carzone.com.au', ...json },
      403,
    ],
    [
      'text/plain from the site',
      'POST',
      { origin: 'http://carzone.localhost:3000', ...host, 'content-type': 'text/plain' },
      415,
    ],
    ['a form post', 'POST', { ...host, 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['multipart without Origin', 'PUT', { ...host, 'content-type': 'multipart/form-data; boundary=x' }, 415],
    [
      'a file upload from another website',
      'POST',
      { origin: 'https://evil.example', ...host, 'content-type': 'multipart/form-data; boundary=x' },
      403,
    ],
    ['a body with no content type', 'POST', { ...host, 'content-length': '2' }, 415],
    ['a chunked body with no content type', 'DELETE', { ...host, 'transfer-encoding': 'chunked' }, 415],
    [
      'an alias of the site on another port',
      'POST',
      { origin: 'http://www.carzone.com.au:4444', host: 'carzone.com.au', ...json },
      403,
    ],
    [
      'the site on another port of this machine',
      'POST',
      { origin: 'http://carzone.localhost:4444', ...host, ...json },
      403,
    ],
    ['the site on the default port', 'POST', { origin: 'http://carzone.localhost', ...host, ...json }, 403],
    ['a JSON look-alike', 'POST', { ...host, 'content-type': 'application/jsonx' }, 415],
  ])('refuses %s', (_label, method, headers, status) => {
    expect(check(method, headers)).toEqual({
      status,
      error: status === 403 ? CROSS_SITE_REFUSED : JSON_ONLY,
    });
  });
});

describe('uploads', () => {
  const photos = '/api/trade-in/valuations/6f1c1f57-0c39-4bd8-9f0e-2c1d8e4a5b11/photos';
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
  const upload = (path: string, headers: Record<string, string>) =>
    refuseBrowserWrite({ method: 'POST', headers: new Headers(headers), siteHosts, path });

  it.each([
    [
      'from the site, to the photos',
      photos,
      { origin: 'http://carzone.localhost:3000', ...host, ...multipart },
      null,
    ],
    ['without an Origin', photos, { ...host, ...multipart }, UPLOAD_ORIGIN_REQUIRED],
    [
      'from another website',
      photos,
      { origin: 'https://evil.example', ...host, ...multipart },
      CROSS_SITE_REFUSED,
    ],
    [
      'from the console, to a car’s photos',
      '/api/console/sites/carzone/stock/42/photos',
      { origin: 'http://console.localhost:3000', host: 'console.localhost:3000', ...multipart },
      null,
    ],
    [
      'from the console, to a page’s images',
      '/api/console/sites/carzone/content/images',
      { origin: 'http://console.localhost:3000', host: 'console.localhost:3000', ...multipart },
      null,
    ],
    [
      'to a page’s other calls',
      '/api/console/sites/carzone/content/preview',
      { origin: 'http://console.localhost:3000', host: 'console.localhost:3000', ...multipart },
      JSON_ONLY,
    ],
    [
      'to a car’s other calls',
      '/api/console/sites/carzone/stock/42',
      { origin: 'http://console.localhost:3000', host: 'console.localhost:3000', ...multipart },
      JSON_ONLY,
    ],
    [
      'to any other call',
      '/api/leads',
      { origin: 'http://carzone.localhost:3000', ...host, ...multipart },
      JSON_ONLY,
    ],
    [
      'below the photos path',
      `${photos}/1`,
      { origin: 'http://carzone.localhost:3000', ...host, ...multipart },
      JSON_ONLY,
    ],
  ])('multipart %s → %s', (_label, path, headers, error) => {
    expect(upload(path, headers)?.error ?? null).toBe(error);
  });
});

describe('the test payment page form', () => {
  const page = '/api/test-payments/tps_0123456789abcdef01234567';
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const sameOrigin = { origin: 'http://carzone.localhost:3000', ...host };
  const post = (method: string, path: string, headers: Record<string, string>) =>
    refuseBrowserWrite({ method, headers: new Headers(headers), siteHosts, path });

  it.each([
    ['POST from the page itself', 'POST', page, { ...sameOrigin, ...form }, null],
    [
      'POST from the page, with a charset',
      'POST',
      page,
      { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      null,
    ],
    ['POST without an Origin', 'POST', page, { ...host, ...form }, PAYMENT_FORM_ORIGIN_REQUIRED],
    [
      'POST from another website',
      'POST',
      page,
      { origin: 'https://evil.example', ...host, ...form },
      CROSS_SITE_REFUSED,
    ],
    ['POST with Origin null', 'POST', page, { origin: 'null', ...host, ...form }, CROSS_SITE_REFUSED],
    ['PUT from the page', 'PUT', page, { ...sameOrigin, ...form }, JSON_ONLY],
    ['POST to the payments webhook', 'POST', '/api/payments/webhook', { ...sameOrigin, ...form }, JSON_ONLY],
    [
      'POST to a malformed session id',
      'POST',
      '/api/test-payments/tps_XYZ',
      { ...sameOrigin, ...form },
      JSON_ONLY,
    ],
    ['POST below the page', 'POST', `${page}/pay`, { ...sameOrigin, ...form }, JSON_ONLY],
    [
      'multipart to the page',
      'POST',
      page,
      { ...sameOrigin, 'content-type': 'multipart/form-data; boundary=x' },
      JSON_ONLY,
    ],
    ['text/plain to the page', 'POST', page, { ...sameOrigin, 'content-type': 'text/plain' }, JSON_ONLY],
  ])('%s → %s', (_label, method, path, headers, error) => {
    expect(post(method, path, headers)?.error ?? null).toBe(error);
  });

  it('still takes JSON at the page path like any call', () => {
    expect(post('POST', page, { ...sameOrigin, ...json })).toBeNull();
  });
});
