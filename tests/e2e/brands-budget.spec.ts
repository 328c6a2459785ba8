import { expect, type Page, test } from '@playwright/test';
import { tenantUrl } from './tenants';

// The Brands page and brand pages of the dealer-group tenant (SV §1, §2, §3, §9) and the home page's
// Budget finder (AF §2, §5, §9).

const group = 'summit-motor-group';

test.describe('brands page', () => {
  test('shows the four groups with their cells', async ({ page }) => {
    const response = await page.goto(tenantUrl(group, '/brands'));
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    const expected = [
      ['Car Brands', 30],
      ['Motorcycle Brands', 6],
      ['Truck Brands', 4],
      ['Our Brands', 2],
    ] as const;
    for (const [heading, cells] of expected) {
      await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(main.getByRole('region', { name: heading }).getByRole('img')).toHaveCount(cells);
    }
  });

  test('each brand cell is a 76x65 image linking to /{brandslug}/overview', async ({ page }) => {
    await page.goto(tenantUrl(group, '/brands'));
    const cars = page.getByRole('main').getByRole('region', { name: 'Car Brands' });
    const mazda = cars.getByRole('link', { name: 'Mazda', exact: true });
    await expect(mazda).toHaveAttribute('href', '/mazda/overview');
    const image = mazda.getByRole('img', { name: 'Mazda' });
    await expect(image).toHaveAttribute('width', '76');
    await expect(image).toHaveAttribute('height', '65');
    const box = await image.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(76);
    expect(Math.round(box?.height ?? 0)).toBe(65);
    for (const href of await cars
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/[a-z0-9-]+\/overview$/);
    await expect(cars.getByRole('link', { name: 'Isuzu UTE', exact: true })).toHaveAttribute(
      'href',
      '/isuzu-ute/overview',
    );
  });

  test('a skipPage brand is shown but not linked, and has no page', async ({ page }) => {
    await page.goto(tenantUrl(group, '/brands'));
    const ours = page.getByRole('main').getByRole('region', { name: 'Our Brands' });
    await expect(ours.getByRole('img', { name: 'Summit Fleet' })).toBeVisible();
    await expect(
      ours.locator('a').filter({ has: page.getByRole('img', { name: 'Summit Fleet' }) }),
    ).toHaveCount(0);
    await expect(ours.getByRole('link', { name: 'Summit Prestige' })).toHaveAttribute(
      'href',
      '/summit-prestige/overview',
    );
    const response = await page.goto(tenantUrl(group, '/summit-fleet/overview'));
    expect(response?.status()).toBe(404);
  });

  test('is a 404 on a site without a brands page', async ({ page }) => {
    expect((await page.goto(tenantUrl('coastal-toyota', '/brands')))?.status()).toBe(404);
    expect((await page.goto(tenantUrl('coastal-toyota', '/mazda/overview')))?.status()).toBe(404);
    expect((await page.goto(tenantUrl(group, '/no-such-brand/overview')))?.status()).toBe(404);
  });
});

test.describe('brand page', () => {
  test('/mazda/overview shows the banner, logo, title, paragraphs and Mazda stock', async ({ page }) => {
    const response = await page.goto(tenantUrl(group, '/mazda/overview'));
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Mazda', exact: true })).toBeVisible();
    await expect(main.getByRole('img', { name: 'Mazda logo' })).toBeVisible();
    await expect(main.locator('img[src*="banners%2Fmazda.webp"]')).toBeVisible();
    await expect(main.getByText('Summit Motor Group has represented Mazda')).toBeVisible();
    const titles = main.locator('article h3 a[href^="/cars/"]');
    await expect(titles.first()).toBeVisible();
    for (const title of await titles.allTextContents()) expect(title).toContain('Mazda');
  });

  test('a brand title that is not a make: Honda Motorcycles shows Honda motorcycles', async ({ page }) => {
    const response = await page.goto(tenantUrl(group, '/honda-motorcycles/overview'));
    expect(response?.status()).toBe(200);
    const titles = page.getByRole('main').locator('article h3 a[href^="/cars/"]');
    await expect(titles.first()).toBeVisible();
    for (const title of await titles.allTextContents()) expect(title).toContain('Honda');
  });
});

test.describe('budget finder', () => {
  const finder = (page: Page) => page.getByRole('region', { name: 'Find cars for your budget' });

  test.beforeEach(async ({ page }) => {
    await page.goto(tenantUrl('coastal-toyota'));
    await expect(finder(page).getByRole('heading', { name: 'Find cars for your budget' })).toBeVisible();
  });

  test('estimates $38,000 from $600 a month and a $2,000 deposit, and links to that range', async ({
    page,
  }) => {
    const widget = finder(page);
    await expect(widget.getByLabel('Monthly repayment')).toHaveValue('$600');
    await expect(widget.getByLabel('Deposit', { exact: true })).toHaveValue('$2,000');
    await expect(widget.locator('output')).toHaveText('$38,000');
    await expect(widget.getByText(/indicative only\. No interest, fees or balloon payment/)).toBeVisible();
    await expect(widget.getByRole('link', { name: 'View Cars In This Range' })).toHaveAttribute(
      'href',
      '/search?price=1001:38000',
    );
  });

  test('weekly repayments default to $200', async ({ page }) => {
    const widget = finder(page);
    await widget.locator('label', { hasText: /^Weekly$/ }).click();
    await expect(widget.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(widget.getByLabel('Weekly repayment')).toHaveValue('$200');
    await expect(widget.locator('output')).toHaveText('$54,000');
  });

  test('inputs: not a number becomes 0, clamped to 1,000,000, $ and separators', async ({ page }) => {
    const widget = finder(page);
    const repayment = widget.getByLabel('Monthly repayment');
    await repayment.fill('abc');
    await expect(repayment).toHaveValue('$0');
    await expect(widget.locator('output')).toHaveText('$2,000');
    const deposit = widget.getByLabel('Deposit', { exact: true });
    await deposit.fill('2000000');
    await expect(deposit).toHaveValue('$1,000,000');
    await deposit.fill('12500');
    await expect(deposit).toHaveValue('$12,500');
  });

  test('quick-pick chips $5,000 to $70,000 set the deposit', async ({ page }) => {
    const widget = finder(page);
    const chips = widget.getByRole('group', { name: 'Quick pick deposit' }).getByRole('button');
    await expect(chips).toHaveText(['$5,000', '$10,000', '$20,000', '$30,000', '$50,000', '$70,000']);
    await chips.filter({ hasText: '$10,000' }).click();
    await expect(widget.getByLabel('Deposit', { exact: true })).toHaveValue('$10,000');
    await expect(widget.locator('output')).toHaveText('$46,000');
  });

  test('a budget below the cheapest car disables the button', async ({ page }) => {
    const widget = finder(page);
    await widget.getByLabel('Monthly repayment').fill('1');
    await widget.getByLabel('Deposit', { exact: true }).fill('0');
    await expect(widget.locator('output')).toHaveText('$60');
    await expect(widget.getByRole('button', { name: '0 Cars Found' })).toBeDisabled();
    await expect(widget.getByText('No Cars found for this budget')).toBeVisible();
    await expect(widget.getByRole('link', { name: 'View Cars In This Range' })).toHaveCount(0);
  });

  test('body tiles and car type narrow the search', async ({ page }) => {
    const widget = finder(page);
    const suv = widget.getByRole('button', { name: /^SUV \d/ });
    await suv.click();
    await expect(suv).toHaveAttribute('aria-pressed', 'true');
    await widget.locator('label', { hasText: /^Used$/ }).click();
    const link = widget.getByRole('link', { name: 'View Used Cars In This Range' });
    await expect(link).toHaveAttribute('href', /^\/search\?price=1001:38000&/);
    await expect(link).toHaveAttribute('href', /[?&]body=SUV(&|$)/);
    await expect(link).toHaveAttribute('href', /[?&]car_type=used(&|$)/);
    await link.click();
    await expect(page).toHaveURL(/\/search\?.*price=1001(:|%3A)38000/);
  });

  test('the price slider runs 5,000 to 250,000 in 500s, thumbs never cross, dearest first', async ({
    page,
  }) => {
    const widget = finder(page);
    const min = widget.getByLabel('Minimum price');
    const max = widget.getByLabel('Maximum price');
    for (const thumb of [min, max]) {
      await expect(thumb).toHaveAttribute('aria-valuemin', '5000');
      await expect(thumb).toHaveAttribute('aria-valuemax', '250000');
    }
    const search = widget.getByRole('link', { name: 'Search This Price Range' });
    await expect(search).toHaveAttribute('href', '/search?price=5000:250000&sortBy=price_desc');
    await max.focus();
    await page.keyboard.press('Home'); // the maximum stops at the minimum
    await expect(max).toHaveAttribute('aria-valuenow', '5000');
    await page.keyboard.press('ArrowRight'); // one step of 500
    await expect(max).toHaveAttribute('aria-valuenow', '5500');
    await min.focus();
    await page.keyboard.press('End'); // the minimum stops at the maximum
    await expect(min).toHaveAttribute('aria-valuenow', '5500');
    await expect(search).toHaveAttribute('href', '/search?price=5500:5500&sortBy=price_desc');
    await search.click();
    await expect(page).toHaveURL(/sortBy=price_desc/);
  });
});
