import { expect, type Page, test } from '@playwright/test';
import { octet } from './account-fixtures';
import { tenants, tenantUrl } from './tenants';

// The Content-Security-Policy as a browser sees it (decision 029): every page's scripts run under a nonce
// policy with no violation, cached copies included. The headers and the session cookie, which need no
// browser, are checked over HTTP in tests/multi-process/http-answers.test.ts.

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
