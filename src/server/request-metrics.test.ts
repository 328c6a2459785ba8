import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry } from './prometheus.ts';
import { hitObserver, methodLabel, routeKind, statusClass, withRequestMetrics } from './request-metrics.ts';

describe('routeKind', () => {
  it.each([
    ['/', 'page'],
    ['/cars/2021-toyota-hilux-sr5', 'page'],
    ['/search/toyota?price=:30000', 'page'],
    ['/cars/2019-mazda-3-2.0?_rsc=abc', 'page'],
    ['/api/leads', 'api'],
    ['/api/cars/abc/view.json?x=1', 'api'],
    ['/api/admin/stock', 'api'],
    ['/healthz', 'operations'],
    ['/readyz', 'operations'],
    ['/metrics', 'operations'],
    ['/tls-ask?domain=carzone.com.au', 'operations'],
    ['/_next/static/chunks/main.js', 'asset'],
    ['/_next/image?url=%2Fmedia%2Fa.webp&w=640&q=75', 'asset'],
    ['/media/cars/a-1.webp', 'asset'],
    ['/robots.txt', 'asset'],
    ['/sitemap.xml', 'asset'],
    ['/share-image.png', 'asset'],
    ['/favicon.ico', 'asset'],
  ])('%s → %s', (url, kind) => {
    expect(routeKind(url)).toBe(kind);
  });
});

describe('labels', () => {
  it.each([
    ['GET', 'GET'],
    ['POST', 'POST'],
    ['PROPFIND', 'other'],
    ['get', 'other'],
    [undefined, 'other'],
  ])('method %s → %s', (method, label) => {
    expect(methodLabel(method)).toBe(label);
  });

  it.each([
    [200, true, '2xx'],
    [304, true, '3xx'],
    [404, true, '4xx'],
    [503, true, '5xx'],
    [200, false, 'aborted'],
  ])('status %i (finished %s) → %s', (status, finished, label) => {
    expect(statusClass(status, finished)).toBe(label);
  });
});

describe('withRequestMetrics', () => {
  const registry = createRegistry();
  const histogram = registry.histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests.',
    labelNames: ['method', 'kind', 'status'],
    buckets: [0.1, 1],
  });
  let clock = 0;
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer(
      withRequestMetrics(
        (request, response) => {
          clock += 50;
          response.statusCode = request.url === '/api/missing' ? 404 : 200;
          response.end('ok');
        },
        histogram,
        () => clock,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('observes each request once, by method, route kind and status class, never by path', async () => {
    await (await fetch(`${base}/cars/a`)).text();
    await (await fetch(`${base}/cars/b`)).text();
    await (await fetch(`${base}/api/missing`, { method: 'POST' })).text();
    const text = registry.render();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",kind="page",status="2xx"} 2');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{method="GET",kind="page",status="2xx",le="0.1"} 2',
    );
    expect(text).toContain('http_request_duration_seconds_sum{method="GET",kind="page",status="2xx"} 0.1');
    expect(text).toContain('http_request_duration_seconds_count{method="POST",kind="api",status="4xx"} 1');
    expect(text).not.toContain('/cars');
  });
});

describe('hitObserver', () => {
  it('observes a page-cache hit as a sent response of its method and route kind', () => {
    const registry = createRegistry();
    const histogram = registry.histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests.',
      labelNames: ['method', 'kind', 'status'],
      buckets: [0.001],
    });
    const observe = hitObserver(histogram);
    observe({ method: 'GET', url: '/cars/a' } as http.IncomingMessage, 0.0002);
    observe({ method: 'POST', url: '/api/search' } as http.IncomingMessage, 0.0004);
    observe({ method: 'GET', url: '/cars/b' } as http.IncomingMessage, 0.002);
    const text = registry.render();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",kind="page",status="2xx"} 2');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{method="GET",kind="page",status="2xx",le="0.001"} 1',
    );
    expect(text).toContain('http_request_duration_seconds_count{method="POST",kind="api",status="2xx"} 1');
  });
});
