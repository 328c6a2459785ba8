import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRoute } from './api-route';
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
