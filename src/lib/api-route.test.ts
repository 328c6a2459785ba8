import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { logLinesOf } from '../../tests/helpers/log-lines';
import { withRequestId } from '../server/request-id.ts';
import { apiRoute, DATABASE_UNAVAILABLE_MESSAGE } from './api-route';
import { tenantJsonRoute } from './json-route';
import { logger } from './logger';

vi.mock('@/tenancy/site-from-request', () => ({
  siteFromRequest: async (request: Request) =>
    request.headers.get('x-site') ? { id: 1, slug: 'carzone', config: {}, dealerships: [] } : null,
}));

afterEach(() => vi.restoreAllMocks());

const request = (headers: Record<string, string> = {}) =>
  new Request('http://carzone.localhost/api/thing', { method: 'POST', headers, body: '{"a":1}' });

describe('apiRoute', () => {
  it('answers what the handler answers', async () => {
    const route = apiRoute(async () => new Response(null, { status: 204 }));
    expect((await route(request())).status).toBe(204);
  });

  it('answers a fault with the generic JSON 500 and logs its cause, never the stack', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const cause = new Error('value "3000000000" is out of range for type integer');
    const route = apiRoute(async () => {
      throw cause;
    });
    const response = await route(request());
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'An unexpected error occured' });
    expect(text).not.toContain('out of range');
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ err: cause, method: 'POST', path: '/api/thing' }),
      'API handler failed',
    );
  });
});

describe('apiRoute while the database is unreachable', () => {
  it('answers 503 with Retry-After and a plain message, and logs a warning, not an error', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const down = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const route = apiRoute(async () => {
      throw new Error('Failed query: select …', { cause: down });
    });
    const response = await route(request());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/thing' }),
      'Database unavailable',
    );
    expect(error).not.toHaveBeenCalled();
  });
});

describe('apiRoute in a request', () => {
  it('logs a fault with the id of the request being handled', async () => {
    const route = apiRoute(async () => {
      throw new Error('boom');
    });
    const req = { headers: { 'x-request-id': 'req-7' } } as unknown as IncomingMessage;
    const res = { setHeader: () => undefined } as unknown as ServerResponse;
    const lines = await logLinesOf(() => withRequestId(() => route(request()))(req, res));
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, reqId: 'req-7', msg: 'API handler failed', path: '/api/thing' }),
    ]);
  });
});

describe('tenantJsonRoute', () => {
  it('answers a fault in the call with the generic JSON 500', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const route = tenantJsonRoute(z.object({ a: z.number() }), async () => {
      throw new Error('connection refused');
    });
    const response = await route(request({ 'x-site': 'carzone' }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'An unexpected error occured' });
  });

  it('still answers 404 without a site and the call’s answer with one', async () => {
    const route = tenantJsonRoute(z.object({ a: z.number() }), async (_site, body) => ({ got: body.a }));
    expect((await route(request())).status).toBe(404);
    expect(await (await route(request({ 'x-site': 'carzone' }))).json()).toEqual({ got: 1 });
  });
});
