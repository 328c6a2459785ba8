import http from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { codeSentTo, newMobile, octet } from './account-fixtures';
import { tenants, tenantUrl } from './tenants';

// Security headers and cookies as a browser sees them (decision 029): every page's scripts run under a
// nonce policy with no violation, cached copies included; the baseline headers are on every answer; HSTS
// only off a developer's machine; the session cookie is HttpOnly and SameSite.

const port = Number(process.env.E2E_PORT ?? 3100);
const nonceOf = (policy: string | null) => policy?.match(/'nonce-([^']+)'/)?.[1] ?? null;
/** Node does not resolve *.localhost: API requests go to the server by the base URL, named by Host. */
const hostOf = (slug: string) => new URL(tenantUrl(slug)).host;

/** Opens a page and returns the policy violations the browser reported while it loaded and ran. */
async function violationsOn(page: Page, url: string): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(url);
  expect(response?.status()).toBeLessThan(500);
  await page.waitForLoadState('networkidle');
  return violations;
}

for (const tenant of tenants) {
  test.describe(`${tenant.name}: Content-Security-Policy`, () => {
    test('pages run their scripts under the nonce with no violation, and hydrate', async ({ page }) => {
      for (const path of [
        '/',
        '/search',
        '/dealer-locator',
        '/contact',
        '/sign-in',
        '/about-us',
        '/no-such-page',
      ]) {
        expect(await violationsOn(page, tenantUrl(tenant.slug, path)), path).toEqual([]);
      }
      // A car's page: its gallery and buttons come to life (the lead form's submit waits for hydration).
      await page.goto(tenantUrl(tenant.slug, '/search'));
      const car = page.getByRole('article').first().getByRole('link').first();
      const href = (await car.getAttribute('href')) ?? '';
      expect(await violationsOn(page, tenantUrl(tenant.slug, href))).toEqual([]);
      const scriptNonce = await page.evaluate(
        () => document.querySelector<HTMLScriptElement>('script[src]')?.nonce,
      );
      expect(scriptNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    });

    test('a page served from the page cache carries its own render’s nonce in header and body', async ({
      request,
    }) => {
      let cached: Awaited<ReturnType<typeof request.get>> | null = null;
      await expect(async () => {
        cached = await request.get('/about-us', {
          headers: { host: hostOf(tenant.slug), 'x-forwarded-for': `10.1.${octet()}.${octet()}` },
        });
        expect(cached.headers()['x-page-cache']).toBe('HIT');
      }).toPass({ timeout: 10_000 });
      const response = cached as unknown as Awaited<ReturnType<typeof request.get>>;
      const nonce = nonceOf(response.headers()['content-security-policy']);
      expect(nonce).not.toBeNull();
      const inBody = new Set([...(await response.text()).matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...inBody]).toEqual([nonce]);
    });
  });
}

test('every answer carries the baseline headers; pages carry the policy', async ({ request }) => {
  const page = await request.get('/', { headers: { host: hostOf('carzone') } });
  const headers = page.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
  expect(policy).not.toContain('upgrade-insecure-requests');
  expect(headers['strict-transport-security']).toBeUndefined();

  const api = await request.post('/api/search', {
    headers: { host: hostOf('carzone'), origin: tenantUrl('carzone', '').replace(/\/$/, '') },
    data: {},
  });
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('HSTS and upgrade-insecure-requests on a real host name, never on localhost', async () => {
  const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: '/', headers: { host: 'www.coastaltoyota.com.au' } },
        (response) => {
          response.resume();
          resolve(response.headers);
        },
      )
      .on('error', reject);
  });
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
});

test('the session cookie is HttpOnly, SameSite=Lax and for the whole site (Secure off localhost)', async ({
  request,
}) => {
  const headers = {
    host: hostOf('coastal-toyota'),
    origin: `http://${hostOf('coastal-toyota')}`,
    'x-forwarded-for': `10.2.${octet()}.${octet()}`,
  };
  const mobile = newMobile();
  const sent = await request.post('/api/auth/send-code', { headers, data: { phone_number: mobile } });
  expect(sent.status()).toBe(200);
  const verified = await request.post('/api/auth/verify-code', {
    headers,
    // A new shopper names themselves as they sign in.
    data: {
      phone_number: mobile,
      code: await codeSentTo(mobile),
      first_name: 'Mia',
      last_name: 'Nguyen',
      email: `mia.${mobile}@example.com`,
    },
  });
  expect(verified.status()).toBe(200);
  const cookie = verified.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? '';
  expect(cookie.split('; ')).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
  expect(cookie).not.toContain('Secure');
});
