import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiRoutes } from './api-methods.ts';
import { createPageCache, withPageCache } from './page-cache.ts';
import { answerClientError, refusal, refuseConnect, withRequestGuard } from './request-guard.ts';

const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

describe('refusal', () => {
  it.each([
    ['GET', '/cars/2021-toyota-hilux-sr5-t1'],
    ['HEAD', '/'],
    ['POST', '/api/leads'],
    ['OPTIONS', '/api/leads'],
    ['DELETE', '/api/x'],
    ['GET', '/search/land%20rover?q=%E0%A4%A'], // the query string is the app's to read
    ['GET', '/cars/caf%C3%A9'],
  ])('%s %s goes on to the app', (method, url) => {
    expect(refusal({ method, url })).toBeNull();
  });

  it.each(['TRACE', 'TRACK', 'PROPFIND', 'CONNECT', 'get'])('%s is 405 with Allow', (method) => {
    expect(refusal({ method, url: '/' })).toEqual({
      status: 405,
      headers: { allow: ALLOW },
      error: `Method ${method} is not allowed`,
    });
  });

  it.each([
    '/cars/%E0%A4%A',
    '/api/cars/%/view.json',
    '/api/cars/%zz/similar',
    '/%',
    '/blog/buyer-advice/a%00b',
    '/about-us%00',
  ])('GET %s is 400', (url) => {
    expect(refusal({ method: 'GET', url })).toMatchObject({ status: 400 });
  });
});

describe('a method an API route does not serve', () => {
  const routes = readApiRoutes();

  it.each([
    ['PATCH', '/api/leads', 'OPTIONS, POST'],
    ['GET', '/api/auth/sign-out', 'OPTIONS, POST'],
    ['PUT', '/api/account', 'DELETE, GET, HEAD, OPTIONS'],
    ['DELETE', '/api/cars/a1/pdf', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/saved-searches/unsubscribe', 'OPTIONS, POST'],
    ['POST', '/api/saved-searches/12', 'DELETE, OPTIONS'],
    ['POST', '/api/admin/sites/carzone/content/pages/summer-sale', 'DELETE, GET, HEAD, OPTIONS, PUT'],
    ['DELETE', '/api/openapi.json?x=1', 'GET, HEAD, OPTIONS'],
  ])('%s %s is 405 with Allow: %s', (method, url, allow) => {
    expect(refusal({ method, url }, routes)).toEqual({
      status: 405,
      headers: { allow },
      error: `Method ${method} is not allowed`,
    });
  });

  it.each([
    ['POST', '/api/leads'],
    ['OPTIONS', '/api/leads'],
    ['HEAD', '/api/cars/a1/pdf'],
    ['POST', '/api/saved-searches/unsubscribe'],
    ['DELETE', '/api/saved-searches/12'],
    ['PATCH', '/api/no-such-call'],
    ['PATCH', '/search'],
  ])('%s %s goes on to the app', (method, url) => {
    expect(refusal({ method, url }, routes)).toBeNull();
  });
});

describe('the guarded server', () => {
  let server: http.Server;
  let port = 0;
  let reachedApp = 0;

  beforeAll(async () => {
    // Stands in for Next.js: a rewritten page with its internal path in a header, set both ways.
    const app = (request: http.IncomingMessage, response: http.ServerResponse) => {
      reachedApp++;
      response.setHeader('x-middleware-rewrite', '/sites/carzone/cars/a');
      response.setHeader('cache-control', 's-maxage=60');
      if (request.url === '/head') {
        response.writeHead(200, { 'X-Middleware-Rewrite': '/sites/carzone', 'content-type': 'text/html' });
      }
      response.end('<p>page</p>');
    };
    server = http.createServer(withRequestGuard(withPageCache(app, createPageCache({ maxBytes: 1e6 }))));
    server.on('connect', refuseConnect);
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw HTTP exchange, so that any method and any path bytes reach the server unchanged. */
  function raw(requestLine: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`${requestLine}\r\nHost: carzone.localhost\r\nConnection: close\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
  }

  it.each([
    ['TRACE / HTTP/1.1', 405],
    ['PROPFIND /cars HTTP/1.1', 405],
    ['TRACK / HTTP/1.1', 405], // a method Node's parser does not know
    ['GET / HTTP/9.9', 400],
    ['CONNECT carzone.localhost:443 HTTP/1.1', 405],
    ['GET /cars/%E0%A4%A HTTP/1.1', 400],
    ['GET /api/cars/%/view.json HTTP/1.1', 400],
  ])('%s → %i, never reaching the app', async (line, status) => {
    const before = reachedApp;
    const answer = await raw(line);
    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    if (status === 405) expect(answer.toLowerCase()).toContain(`allow: ${ALLOW}`.toLowerCase());
    expect(answer).toMatch(/"error":"/);
    expect(reachedApp).toBe(before);
  });

  it.each(['/cars/a', '/head'])('GET %s carries no internal rewrite path, cached or not', async (path) => {
    for (const cache of ['MISS', 'HIT']) {
      const answer = await raw(`GET ${path} HTTP/1.1`);
      expect(answer).toMatch(/^HTTP\/1.1 200 /);
      expect(answer.toLowerCase()).not.toContain('x-middleware-rewrite');
      expect(answer.toLowerCase()).toContain('cache-control: s-maxage=60');
      if (cache === 'HIT') expect(answer).toContain('x-page-cache: HIT');
    }
  });
});
