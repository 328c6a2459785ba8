import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { locations, siteDealerships, sites } from '../../src/db/schema';
import { newestSmsCode } from '../helpers/sms-code';
import { createTestDb } from '../helpers/test-db';
import {
  postgresAnswers,
  requireBuild,
  type Server,
  send,
  startServer,
  stopServer,
  waitUntilAnswering,
} from './servers';

// What one production server answers over HTTP, with no browser in the way: the operations probes, the
// security headers and the session cookie (decisions 026, 029), an account call's refusals, favicons per
// site and the statuses of location addresses. A browser adds nothing to these; they ran in Playwright before (docs/testing.md).

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const reachable = await postgresAnswers(SERVER_URL);

describe.skipIf(!reachable)('one production server over HTTP', () => {
  let database: Awaited<ReturnType<typeof createTestDb>> | undefined;
  let server: Server;
  let port = 0;
  let smsDir = '';
  let mediaDir = '';
  let locationSlug = '';
  const hostOf = (slug: string) => `${slug}.localhost:${port}`;
  const get = (slug: string | null, urlPath: string, headers: Record<string, string> = {}) =>
    send(port, 'GET', urlPath, { host: slug ? hostOf(slug) : 'probe.internal', headers });
  const postJson = (slug: string, urlPath: string, body: unknown, headers: Record<string, string> = {}) =>
    send(port, 'POST', urlPath, {
      host: hostOf(slug),
      headers: { 'content-type': 'application/json', origin: `http://${hostOf(slug)}`, ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    requireBuild();
    process.env.TEST_DATABASE_URL = SERVER_URL;
    database = await createTestDb({ cars: 120 });
    const [coastal] = await database.db
      .select({ slug: locations.slug })
      .from(locations)
      .innerJoin(siteDealerships, eq(siteDealerships.dealershipId, locations.dealershipId))
      .innerJoin(sites, and(eq(sites.id, siteDealerships.siteId), eq(sites.slug, 'coastal-toyota')))
      .limit(1);
    locationSlug = coastal.slug;
    smsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'http-answers-sms-'));
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'http-answers-media-'));
    port = await freePort();
    server = startServer('http', port, {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PORT: String(port),
      SMS_DIR: smsDir,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    });
    await waitUntilAnswering(server, () => get('carzone', '/healthz'));
  });

  afterAll(async () => {
    if (server) await stopServer(server);
    await database?.drop();
    for (const dir of [smsDir, mediaDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('operations', () => {
    it('/healthz answers ok on a site’s host and on any other, never cached', async () => {
      for (const slug of ['carzone', null]) {
        const answer = await get(slug, '/healthz');
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.json).toEqual({ status: 'ok' });
      }
    });

    it('/readyz is ready once the server has warmed up', async () => {
      await expect.poll(async () => (await get(null, '/readyz')).status, { timeout: 30_000 }).toBe(200);
      expect((await get('carzone', '/readyz')).json).toEqual({
        status: 'ready',
        checks: { database: 'ok', searchIndex: 'ok', outbox: 'ok' },
      });
    });

    it('a sane X-Request-Id is answered back, on cached pages too; anything else is replaced', async () => {
      for (const id of ['http-req-1', 'http-req-2']) {
        expect((await get('carzone', '/', { 'x-request-id': id })).headers['x-request-id']).toBe(id);
      }
      const api = await get('carzone', '/api/delivery-price?postcode=4000&car=x', {
        'x-request-id': 'bad id with spaces',
      });
      expect(api.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('/metrics is not there without METRICS_TOKEN', async () => {
      expect((await get(null, '/metrics')).status).toBe(404);
    });
  });

  describe('security headers and the session cookie', () => {
    it('every answer carries the baseline headers; pages carry the policy', async () => {
      const { headers } = await get('carzone', '/');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toContain('geolocation=(self)');
      const policy = String(headers['content-security-policy'] ?? '');
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(headers['strict-transport-security']).toBeUndefined();
      const api = await postJson('carzone', '/api/search', {});
      expect(api.headers['x-content-type-options']).toBe('nosniff');
    });

    it('HSTS and upgrade-insecure-requests on a real host name, never on localhost', async () => {
      const { headers } = await send(port, 'GET', '/', { host: 'www.coastaltoyota.com.au' });
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    });

    it('the session cookie is HttpOnly, SameSite=Lax and for the whole site (Secure off localhost)', async () => {
      const mobile = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const sent = await postJson('coastal-toyota', '/api/auth/send-code', { phone_number: mobile });
      expect(sent.status).toBe(200);
      const verified = await postJson('coastal-toyota', '/api/auth/verify-code', {
        phone_number: mobile,
        code: await codeSentTo(smsDir, mobile),
        first_name: 'Mia',
        last_name: 'Nguyen',
        email: `mia.${mobile}@example.com`,
      });
      expect(verified.status).toBe(200);
      const cookie = String(verified.headers['set-cookie'] ?? '');
      expect(cookie.split('; ')).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
      expect(cookie).not.toContain('Secure');
    });
  });

  it('the saved-searches API refuses another website and a body that is not JSON, like every account call', async () => {
    const host = hostOf('summit-motor-group');
    const data = { url: '/search', channel: 'email' };
    const post = (headers: Record<string, string>, body: string) =>
      send(port, 'POST', '/api/saved-searches', { host, headers, body });
    const json = { 'content-type': 'application/json' };
    expect((await post({ ...json, origin: 'https://evil.example' }, JSON.stringify(data))).status).toBe(403);
    const form = new URLSearchParams(data).toString();
    expect((await post({ 'content-type': 'application/x-www-form-urlencoded' }, form)).status).toBe(415);
    expect((await post(json, JSON.stringify(data))).status).toBe(401);
  });

  it('a method an API route does not serve is 405 with the route’s Allow, before any content-type rule', async () => {
    const host = hostOf('carzone');
    const patch = await send(port, 'PATCH', '/api/leads', {
      host,
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(patch.status).toBe(405);
    expect(patch.headers.allow).toBe('OPTIONS, POST');
    const admin = await send(port, 'POST', '/api/admin/sites/carzone', { host });
    expect(admin.status).toBe(405);
    expect(admin.headers.allow).toBe('GET, HEAD, OPTIONS, PUT');
  });

  it('a write with no body needs no content type', async () => {
    const signOut = await send(port, 'POST', '/api/auth/sign-out', { host: hostOf('carzone') });
    expect(signOut.status).toBe(204);
  });

  it('each site has its own favicon', async () => {
    const icon = async (slug: string) => {
      const answer = await send(port, 'GET', '/favicon.ico', { host: hostOf(slug) });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      return answer.text;
    };
    expect(await icon('carzone')).not.toBe(await icon('coastal-toyota'));
  });

  it('location addresses: 200, 404 for another site’s location, 400 for a NUL, 308 from /our-location', async () => {
    expect((await get('coastal-toyota', `/locations/${locationSlug}`)).status).toBe(200);
    expect((await get('carzone', `/locations/${locationSlug}`)).status).toBe(404);
    expect((await get('coastal-toyota', `/locations/${locationSlug}%00`)).status).toBe(400);
    const moved = await get('coastal-toyota', `/our-location/${locationSlug}`);
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toMatch(new RegExp(`/locations/${locationSlug}$`));
    expect((await get('carzone', '/dealer-locator?postcode=%00')).status).toBe(200);
    expect((await get('carzone', '/our-location/Not%20A%20Slug')).status).toBe(404);
  });
});

/** The code in the newest message the server wrote for this mobile (the embedded SMS sender's folder). */
async function codeSentTo(dir: string, mobile: string): Promise<string> {
  await expect.poll(() => newestSmsCode(dir, mobile), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  return newestSmsCode(dir, mobile);
}
