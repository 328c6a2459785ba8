import { expect, test } from '@playwright/test';
import { tenantUrl } from './tenants';

// A site's host, and a host no site is named by: the probes answer on any host.
const siteHost = { host: new URL(tenantUrl('carzone')).host };
const otherHost = { host: 'probe.internal' };

test('/healthz answers ok on a site’s host and on any other, never cached', async ({ request }) => {
  for (const headers of [siteHost, otherHost]) {
    const response = await request.get('/healthz', { headers });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  }
});

test('/readyz is ready once the server has warmed up', async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/readyz', { headers: otherHost })).status(), { timeout: 30_000 })
    .toBe(200);
  expect(await (await request.get('/readyz', { headers: siteHost })).json()).toEqual({
    status: 'ready',
    checks: { database: 'ok', searchIndex: 'ok', outbox: 'ok' },
  });
});

test('a sane X-Request-Id is answered back, on cached pages too; anything else is replaced', async ({
  request,
}) => {
  for (const id of ['e2e-req-1', 'e2e-req-2']) {
    const response = await request.get('/', { headers: { ...siteHost, 'x-request-id': id } });
    expect(response.headers()['x-request-id']).toBe(id);
  }
  const api = await request.get('/api/delivery-price?postcode=4000&car=x', {
    headers: { ...siteHost, 'x-request-id': 'bad id with spaces' },
  });
  expect(api.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('/metrics is not there without METRICS_TOKEN', async ({ request }) => {
  expect((await request.get('/metrics', { headers: otherHost })).status()).toBe(404);
});
