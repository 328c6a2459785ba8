import { expect, test } from '@playwright/test';
import { tenants, tenantUrl } from './tenants';

for (const tenant of tenants) {
  test.describe(`home page of ${tenant.slug}`, () => {
    test(
      'shows the dealer, its phone, a search box and featured stock',
      { tag: '@layout' },
      async ({ page }, testInfo) => {
        const response = await page.goto(tenantUrl(tenant.slug));
        expect(response?.status()).toBe(200);
        await expect(
          page.getByRole('link', {
            name: `${tenant.name} home`,
          }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('searchbox', { name: 'Search stock' })).toBeVisible();
        await expect(page.locator(`a[href^="tel:"]`).first()).toBeAttached();
        const cards = page.locator('main article');
        await expect(cards.first()).toBeVisible();
        expect(await cards.count()).toBeGreaterThanOrEqual(4);
        // Prices read as Australian dollars, e.g. $34,990.
        await expect(cards.first()).toContainText(/\$\d{1,3}(,\d{3})+|Enquire for price\./);
        // Card images go through the image optimiser with width and quality parameters.
        const src = await cards.first().locator('img').first().getAttribute('src');
        expect(src).toMatch(/\/_next\/image\?url=%2Fmedia%2F.*&w=\d+&q=\d+/);
        await expect(page.getByRole('contentinfo')).toContainText(tenant.phone);
        await page.screenshot({ path: testInfo.outputPath(`home-${tenant.slug}.png`), fullPage: true });
      },
    );

    test('applies the site theme as CSS variables', async ({ page }) => {
      await page.goto(tenantUrl(tenant.slug));
      const brand = await page
        .locator('#main')
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--brand').trim().toLowerCase());
      expect(brand).toBe(tenant.brand);
    });
  });
}

test.describe('cars viewed, offered back on the home page', () => {
  test('a vehicle page keeps the spec record; the home page offers its make and model as a search', async ({
    page,
  }) => {
    const [tenant] = tenants;
    await page.goto(tenantUrl(tenant.slug, '/'));
    await expect(page.getByRole('heading', { name: 'Pick up where you left off' })).toHaveCount(0);

    const card = page.locator('main article').first();
    const carHref = await card.locator('a[href^="/cars/"]').first().getAttribute('href');
    await page.goto(tenantUrl(tenant.slug, carHref ?? ''));
    const record = await page.evaluate(
      (key) =>
        new Promise<unknown>((resolve) => {
          const read = () => {
            const raw = window.localStorage.getItem(key);
            if (raw) resolve(JSON.parse(raw));
            else setTimeout(read, 50);
          };
          read();
        }),
      `${tenant.slug}:viewed_cars`,
    );
    const [viewed, ...more] = record as Record<string, unknown>[];
    expect(more).toEqual([]);
    expect(Object.keys(viewed).sort()).toEqual(['body', 'id', 'make', 'model', 'simple_body', 'stocknum']);
    const { make, model } = viewed as { make: string; model: string };

    await page.goto(tenantUrl(tenant.slug, '/'));
    const pickUp = page.getByRole('region', { name: 'Pick up where you left off' });
    const link = pickUp.getByRole('link', { name: `${make} ${model}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/(search|used-car)\?make=.+&model=.+/);
    await expect(page.locator('main article').first()).toContainText(model);
  });
});
