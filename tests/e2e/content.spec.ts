import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MAIL_DIR } from '../../playwright.config';
import { axeOn } from './axe';
import { tenantUrl } from './tenants';

// Dealers' content pages and the blog on two tenants (Coastal Toyota and Summit Motor Group, the two
// demo sites with a blog), at 375 px and 1440 px: a content page, the blog index → a category → an
// article, the RSS feed, and axe on each page.

const TENANTS = [
  { slug: 'coastal-toyota', name: 'Coastal Toyota' },
  { slug: 'summit-motor-group', name: 'Summit Motor Group' },
] as const;

const CONTENT_ROUTES = [
  '/about-us',
  '/teams',
  '/warranty',
  '/diamond-advantage',
  '/vehicle-parts-and-accessories',
  '/capped-price-servicing',
  '/roadside-assist',
  '/terms-and-conditions',
  '/privacy-policy',
  '/buying',
  '/faqs',
  '/fleet',
  '/service',
  '/models?body=suv',
  '/parts/search',
  '/spin-to-win',
  '/blog',
  '/blog/vehicle-reviews',
  '/blog/servicing-insights',
  '/blog/buyer-advice',
  '/blog/motoring-tips',
];

async function expectAccessible(page: import('@playwright/test').Page) {
  const results = await axeOn(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

for (const tenant of TENANTS) {
  test.describe(tenant.name, () => {
    test('every content route answers 200; an unknown sale page or article, and page 99, the 404', async ({
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop-1440', 'the answers are the same at every width');
      const host = new URL(tenantUrl(tenant.slug)).host;
      for (const path of CONTENT_ROUTES) {
        const response = await request.get(path, { headers: { host } });
        expect(response.status(), path).toBe(200);
      }
      for (const path of [
        '/no-such-page',
        '/About-Us',
        '/pages/no-such-sale',
        '/blog/buyer-advice/no-such-article',
        '/blog/gossip',
        '/blog?page=99',
      ])
        expect((await request.get(path, { headers: { host } })).status(), path).toBe(404);
    });

    test('a content page has its title, description, canonical and one h1', async ({ page }) => {
      await page.goto(tenantUrl(tenant.slug, '/about-us'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/About/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us$/);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      await expectAccessible(page);
    });

    test('the blog index leads to a category and an article', async ({ page }) => {
      await page.goto(tenantUrl(tenant.slug, '/blog'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tenant.name} blog`);
      await expectAccessible(page);
      for (const description of await page.locator('main li p.text-sm').allTextContents())
        expect(Array.from(description).length).toBeLessThanOrEqual(81);
      await page
        .getByRole('navigation', { name: 'Blog categories' })
        .getByRole('link', { name: 'Buyer Advice' })
        .click();
      await expect(page).toHaveURL(/\/blog\/buyer-advice$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buyer Advice');
      await expectAccessible(page);
      const first = page.locator('main ul.grid h2 a').first();
      const title = (await first.textContent()) ?? '';
      await first.click();
      await expect(page).toHaveURL(/\/blog\/buyer-advice\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expectAccessible(page);
    });

    test('the RSS feed parses', async ({ page, request }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop-1440', 'the feed is the same at every width');
      const host = new URL(tenantUrl(tenant.slug)).host;
      const response = await request.get('/blog/rss.xml', { headers: { host } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      const xml = await response.text();
      await page.goto(tenantUrl(tenant.slug, '/about-us'));
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          version: doc.documentElement.getAttribute('version'),
          items: [...doc.querySelectorAll('item')].map(
            (item) => item.querySelector('link')?.textContent ?? '',
          ),
        };
      }, xml);
      expect(parsed.error).toBeNull();
      expect(parsed.version).toBe('2.0');
      expect(parsed.items.length).toBeGreaterThan(0);
      for (const link of parsed.items)
        expect(link).toMatch(/\/blog\/(servicing-insights|buyer-advice|motoring-tips|vehicle-reviews)\//);
    });
  });
}

test('a parts enquiry from /parts/search is stored and delivered as a Parts Enquiry lead', async ({
  page,
}) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  await page.goto(tenantUrl('coastal-toyota', '/parts/search'));
  await expect(page.getByRole('heading', { name: 'Find a part' })).toBeVisible();
  await expectAccessible(page);
  const form = page.locator('main form');
  await form.getByLabel('First name').fill('Priya');
  await form.getByLabel('Email', { exact: true }).fill('priya.parts@example.com');
  await form.getByLabel('Phone', { exact: true }).fill('0412 345 678');
  await form.getByLabel('Postcode').fill('4173');
  const location = form.getByLabel('Location');
  if (await location.count()) await location.selectOption({ index: 1 });
  await form.getByLabel(/Comments/).fill('Part 04465-0K240, front brake pads for a 2021 HiLux SR5.');
  await form.getByRole('button', { name: 'Find my part' }).click();
  await page.waitForURL('**/success');
  // The outbox delivers within seconds; without SMTP each email is written to MAIL_DIR.
  await expect
    .poll(
      () =>
        fs
          .readdirSync(MAIL_DIR)
          .filter((name) => name.startsWith('lead-'))
          .map((name) => fs.readFileSync(path.join(MAIL_DIR, name), 'utf8'))
          .some(
            (mail) =>
              mail.includes('priya.parts@example.com') &&
              mail.includes('Parts Enquiry') &&
              mail.includes('Parts Search'),
          ),
      { timeout: 20_000 },
    )
    .toBe(true);
});

test("Coastal Toyota's service page links to the external booking site", async ({ page }) => {
  await page.goto(tenantUrl('coastal-toyota', '/service'));
  const link = page.getByRole('link', { name: /Book on Toyota's service booking site/ });
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('/models?body=suv lists the SUV models in stock, each leading to its stock', async ({ page }) => {
  await page.goto(tenantUrl('carzone', '/models?body=suv'));
  const section = page.getByRole('region', { name: 'SUVs for sale' });
  const models = section.getByRole('listitem');
  expect(await models.count()).toBeGreaterThan(1);
  const first = models.first().getByRole('link');
  const label = (await first.locator('span').first().textContent())?.trim() ?? '';
  const inStock = Number(((await first.locator('span').nth(1).textContent()) ?? '').replace(/\D/g, ''));
  await expectAccessible(page);
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
  // The model's page counts its stock of every body; the SUVs are part of it.
  const shown = Number(
    (
      (await page
        .getByRole('status')
        .filter({ hasText: /vehicles?$/ })
        .first()
        .textContent()) ?? ''
    ).replace(/\D/g, ''),
  );
  expect(shown).toBeGreaterThanOrEqual(inStock);
});

test('/spin-to-win sends a signed-out shopper to sign-in where sign-in is on (CarZone)', async ({ page }) => {
  await page.goto(tenantUrl('carzone', '/spin-to-win'));
  await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win/);
});

test('/models without a body type offers the body types in stock', async ({ page }) => {
  await page.goto(tenantUrl('coastal-toyota', '/models'));
  const choices = page.getByRole('region', { name: 'Choose a body type' });
  const first = choices.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/models\?body=[a-z0-9-]+$/);
  await first.click();
  await expect(
    page
      .getByRole('region', { name: /for sale$/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
});

test('/models with an unknown body type shows the page without a list', async ({ page }) => {
  await page.goto(tenantUrl('carzone', '/models?body=spaceship'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /for sale$/ })).toHaveCount(0);
});
