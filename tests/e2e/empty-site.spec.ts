import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PLATFORM_KEY_FILE } from '../../playwright.config';
import type { SiteConfig } from '../../src/tenancy/site-config';
import { loadSiteConfigs } from '../../src/tenancy/site-files';
import { emptySiteConfig } from '../helpers/empty-site';
import { tenantUrl } from './tenants';

// A dealer site added while the server runs, for a dealership with nothing yet: the used-car
// supermarket's config under a new slug, name and dealership, with no promotions or brands, put through the
// platform's admin API as the `site` command does. tests/empty-site.test.tsx checks the same pages and APIs
// without a server.

const SLUG = 'e2e-fresh-start-motors';
const NAME = 'Fresh Start Motors';
const NO_RESULTS =
  'No results found for your search at this time. Please try adjusting the filters for more results.';
const ERROR_TEXTS = ['Sorry, this page could not be shown', 'Application error', 'Internal Server Error'];

// Node does not resolve *.localhost as browsers do: API requests go to the base URL with the site's Host.
const host = { host: new URL(tenantUrl(SLUG)).host };

function freshSite(): SiteConfig {
  const base = loadSiteConfigs().find((config) => config.features.usedCarRoutes);
  if (!base) throw new Error('no demo site with used-car routes');
  return { ...emptySiteConfig(base, SLUG), name: NAME, logo: { ...base.logo, text: NAME, mark: 'FS' } };
}

/** Console errors of a page, but the 404 status a missing page answers with. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 404')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function expectSitePage(page: Page) {
  await expect(page.getByRole('link', { name: `${NAME} home` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(NAME));
  for (const text of ERROR_TEXTS) await expect(page.getByText(text)).toHaveCount(0);
}

test.describe('a new site with nothing in stock', () => {
  test.beforeAll(async ({ request }) => {
    const key = fs.readFileSync(PLATFORM_KEY_FILE, 'utf8').trim();
    const put = await request.put(`/api/admin/sites/${SLUG}`, {
      data: freshSite(),
      headers: { authorization: `Bearer ${key}` },
    });
    expect(put.status(), await put.text()).toBeLessThan(300);
    // Every server process follows the sites table twice a second.
    await expect
      .poll(async () => (await request.get('/', { headers: host })).text(), {
        message: `${SLUG}.localhost is served within 2 s`,
        timeout: 2_000,
        intervals: [100],
      })
      .toContain(NAME);
  });

  test('the home page says there is no stock yet and how to ask', async ({ page }) => {
    const errors = consoleErrors(page);
    const response = await page.goto(tenantUrl(SLUG));
    expect(response?.status()).toBe(200);
    await expectSitePage(page);
    await expect(page.getByRole('heading', { name: 'No cars in stock right now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send us a message' })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const path of ['/search', '/search/used-cars', '/used-car', '/used-car/suv']) {
    test(`${path} shows the no-results text and no filters`, async ({ page }) => {
      const errors = consoleErrors(page);
      const response = await page.goto(tenantUrl(SLUG, path));
      expect(response?.status()).toBe(200);
      await expectSitePage(page);
      await expect(page.getByText(NO_RESULTS)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'vehicles' })).toHaveText('0 vehicles');
      await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('a car it does not have is its own 404 page', async ({ page }) => {
    const errors = consoleErrors(page);
    const response = await page.goto(tenantUrl(SLUG, '/cars/2020-toyota-hilux-sr-abc123'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
    await expect(page.getByRole('link', { name: `${NAME} home` })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
