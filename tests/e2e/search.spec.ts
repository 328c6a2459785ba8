import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeOn } from './axe';
import { tenants, tenantUrl } from './tenants';

const isPhone = (name: string) => name.startsWith('phone');
const cards = (page: Page) => page.getByRole('list', { name: 'Results' }).locator(':scope > li > article');
const count = async (page: Page) =>
  Number(((await page.getByRole('status').first().textContent()) ?? '').replace(/\D/g, ''));
const prices = async (page: Page) =>
  (await cards(page).locator('p > span.text-2xl').allInnerTexts()).map((t) => Number(t.replace(/\D/g, '')));

/** Ticks a make: in the sidebar on desktop, through the filter panel and 'Show Me {count}' on a phone. */
async function tickMake(page: Page, phone: boolean, make: string) {
  if (!phone) {
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: make, exact: true })
      .check();
    return;
  }
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByRole('checkbox', { name: make, exact: true }).check();
  const show = panel.getByRole('button', { name: /^Show Me \d+$/ });
  await expect(show).not.toHaveText('Show Me 0');
  await show.click();
}

for (const tenant of tenants) {
  test.describe(`results page of ${tenant.slug}`, () => {
    test('refine, sort, page, reload and go back', { tag: '@layout' }, async ({ page }, testInfo) => {
      const phone = isPhone(testInfo.project.name);
      await page.goto(tenantUrl(tenant.slug, '/search'));
      await expect(cards(page).first()).toBeVisible();
      const total = await count(page);
      expect(total).toBeGreaterThan(21);
      expect(await cards(page).count()).toBeGreaterThanOrEqual(20);

      await tickMake(page, phone, 'Toyota');
      await expect(page).toHaveURL(/make=Toyota/);
      await expect.poll(() => count(page)).toBeLessThan(total);
      await expect(cards(page).first()).toContainText('Toyota');

      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
      await expect(page).toHaveURL(/sortBy=price_asc/);
      await expect
        .poll(async () => {
          const shown = await prices(page);
          return shown.length > 3 && shown.every((p, i) => i === 0 || shown[i - 1] <= p);
        })
        .toBe(true);
      // Both tenants also require a price above $0 when sorting by price ascending.
      const toyotas = await count(page);

      await page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: '2', exact: true })
        .click();
      await expect(page).toHaveURL(/page=2/);
      await page.reload();
      await expect(page).toHaveURL(/make=Toyota.*sortBy=price_asc.*page=2|page=2/);
      expect(await count(page)).toBe(toyotas);
      await expect(
        page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '2', exact: true }),
      ).toHaveAttribute('aria-current', 'page');

      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      await page.screenshot({ path: testInfo.outputPath(`search-${tenant.slug}.png`) });
    });

    test('shows the car-search empty state', async ({ page }) => {
      await page.goto(tenantUrl(tenant.slug, '/search?query=zzzzqqqxxx'));
      await expect(
        page.getByText(
          'No results found for your search at this time. Please try adjusting the filters for more results.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', /^\//);
    });
  });
}

// Every kind of results path: a used-car site's own, with a body, a condition path, and the plain page.
const resultsPaths = [
  ['carzone', '/used-car'],
  ['carzone', '/used-car/suv'],
  ['coastal-toyota', '/search/used-cars'],
  ['coastal-toyota', '/search'],
] as const;

for (const [slug, path] of resultsPaths) {
  test(`Back and Forward from a car keep the refinements of ${slug} ${path}`, async ({ page }) => {
    await page.goto(tenantUrl(slug, path));
    await expect(cards(page).first()).toBeVisible();
    const makes = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Make' });
    const make = ((await makes.locator('label').first().textContent()) ?? '').trim();
    const box = makes.getByRole('checkbox', { name: make, exact: true });
    await box.check();
    await expect(page).toHaveURL(/make=/);
    await expect(page.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    const refined = await count(page);
    const refinedUrl = page.url();
    const expectRefined = async () => {
      await expect(page).toHaveURL(refinedUrl);
      await expect(box).toBeChecked();
      await expect.poll(() => count(page)).toBe(refined);
    };

    await cards(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/cars\//);
    await page.goBack();
    await expectRefined();
    await page.goForward();
    await expect(page).toHaveURL(/\/cars\//);
    await page.goBack();
    await expectRefined();
  });
}

test('special offers: the offers empty state clears to the refresh path', async ({ page }) => {
  await page.goto(tenantUrl('coastal-toyota', '/special-offers?query=zzzzqqqxxx'));
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await expect(
    page.getByText(
      'There appears to be no offers currently available that meet the conditions of your search',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/special-offers');
});

test('a make and model path is crawlable with a title naming them', async ({ page }) => {
  const response = await page.goto(tenantUrl('coastal-toyota', '/search/toyota/hilux'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Toyota HiLux/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/toyota\/hilux$/);
  await expect(cards(page).first()).toContainText('HiLux');
});

test('an unknown results path is a 404', async ({ page }) => {
  const response = await page.goto(tenantUrl('coastal-toyota', '/search/not-a-make'));
  expect(response?.status()).toBe(404);
});

test(
  'a failing search keeps the last good results on screen and shows no error',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await page.goto(tenantUrl('summit-motor-group', '/search'));
    await expect(cards(page).first()).toBeVisible();
    const before = await count(page);
    const firstCard = await cards(page).first().textContent();
    await page.route('**/api/search', (route) =>
      route.fulfill({ status: 500, body: '{"error":"Search is down"}' }),
    );
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/search') && r.status() === 500);
    await tickMake(page, isPhone(testInfo.project.name), 'Mazda');
    await failed;
    await expect(page).toHaveURL(/make=Mazda/);
    // The failed request settles (no longer busy) with the earlier results still shown.
    await expect(page.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(await count(page)).toBe(before);
    expect(await cards(page).first().textContent()).toBe(firstCard);
    await expect(page.getByText('Search is down')).toHaveCount(0);
  },
);

test('the directory search finds a location by suburb', async ({ page }) => {
  await page.goto(tenantUrl('summit-motor-group', '/directory'));
  const all = Number(
    ((await page.getByRole('main').getByRole('status').textContent()) ?? '').replace(/\D/g, ''),
  );
  expect(all).toBeGreaterThanOrEqual(50);
  await page.getByRole('searchbox', { name: 'Search locations' }).fill('Toowoomba');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/query=Toowoomba/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('matching “Toowoomba”');
  const found = Number(
    ((await page.getByRole('main').getByRole('status').textContent()) ?? '').replace(/\D/g, ''),
  );
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
});

test('a favourite saved from a result card is still saved after a reload', async ({ page }) => {
  await page.goto(tenantUrl('coastal-toyota', '/search'));
  // The first card's heart: a dealer may stock several cars of one name, so the card, not the name, says which.
  const save = page
    .getByRole('list', { name: 'Results' })
    .getByRole('button', { name: /^Favourite / })
    .first();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
});

test('opening the results page records a search view (event 49)', async ({ page }) => {
  const event = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.method() === 'POST');
  await page.goto(tenantUrl('carzone', '/search'));
  expect((await event).postDataJSON()).toMatchObject({ event_id: 49, page: '/search' });
});

test.describe('presets, clearing and paging past the end', () => {
  test(
    'a refinement on a make page narrows it: the heading stays true, the make shows ticked',
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      await page.goto(tenantUrl('summit-motor-group', '/search/toyota'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota for sale');
      const toyotas = await count(page);
      expect(toyotas).toBeGreaterThan(0);
      if (!isPhone(testInfo.project.name)) {
        const toyota = page
          .getByRole('complementary', { name: 'Filters' })
          .getByRole('checkbox', { name: 'Toyota', exact: true });
        await expect(toyota).toBeChecked();
        await expect(toyota).toBeDisabled();
      }
      await page.goto(tenantUrl('summit-motor-group', '/search/toyota?make=Mazda'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota for sale');
      expect(await count(page)).toBe(0);
      await page.goto(tenantUrl('summit-motor-group', '/search/new-cars?car_type=used'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Cars');
      expect(await count(page)).toBe(0);
    },
  );

  test('a category on special offers stays within the offers', async ({ page }) => {
    await page.goto(tenantUrl('coastal-toyota', '/special-offers'));
    const offers = await count(page);
    await page.goto(tenantUrl('coastal-toyota', '/special-offers?categories=Hybrid'));
    expect(await count(page)).toBeLessThan(offers);
  });

  test('whitelisted non-body slugs select real stock under a proper heading', async ({ page }) => {
    for (const [path, heading] of [
      ['/search/4x4', '4x4 vehicles for sale'],
      ['/search/ev', 'Electric vehicles for sale'],
      ['/search/prestige', 'Prestige vehicles for sale'],
    ]) {
      await page.goto(tenantUrl('summit-motor-group', path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await count(page)).toBeGreaterThan(0);
    }
  });

  test('the empty state clears in place, and the header link no longer reopens the dead end', async ({
    page,
  }) => {
    await page.goto(tenantUrl('coastal-toyota', '/search?query=zzzz'));
    await expect(page.getByRole('button', { name: 'Clear all' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(cards(page).first()).toBeVisible();
    // A search typed on the page that finds nothing is not reopened by the next visit to the bare page.
    await page.getByRole('searchbox', { name: 'Search stock' }).fill('zzzz');
    await expect(page).toHaveURL(/query=zzzz/);
    await expect(page.getByText(/^No results found for your search/)).toBeVisible();
    await page.goto(tenantUrl('coastal-toyota', '/search'));
    await expect(cards(page).first()).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('the words searched come back as the search box suggestions, newest first, at most 5', async ({
    page,
  }) => {
    await page.goto(tenantUrl('coastal-toyota', '/search'));
    // With suggestions the box is a combobox (an input with a list), so it is found by its label.
    const box = page.getByLabel('Search stock');
    await expect(box).not.toHaveAttribute('list');
    for (const words of ['hilux', 'corolla', 'rav4', 'camry', 'yaris', 'HILUX']) {
      await box.fill(words);
      await expect(page).toHaveURL(
        new RegExp(`query=${encodeURIComponent(words).replace('%20', '(\\+|%20)')}`),
      );
    }
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Search stock' })).toHaveAttribute(
      'list',
      'results-query-recent',
    );
    const offered = await page
      .locator('#results-query-recent option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(['HILUX', 'yaris', 'camry', 'rav4', 'corolla']);
  });

  test('Clear all drops every refinement', async ({ page }) => {
    await page.goto(tenantUrl('carzone', '/search?make=Toyota&price=:30000&sortBy=price_asc'));
    const refined = await count(page);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/search\?sortBy=price_asc$/);
    await expect.poll(() => count(page)).toBeGreaterThan(refined);
    await expect(page.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
  });

  test('a page past the last says so and links to the last page', async ({ page }) => {
    await page.goto(tenantUrl('carzone', '/search?page=100'));
    await expect(page.getByText(/There is no page 100 for this search/)).toBeVisible();
    const last = page.getByRole('link', { name: /^Go to the last page \(page \d+\)$/ });
    const lastPage = Number(((await last.textContent()) ?? '').replace(/\D/g, ''));
    expect(lastPage).toBeGreaterThan(1);
    await last.click();
    await expect(page).toHaveURL(new RegExp(`page=${lastPage}$`));
    await expect(cards(page).first()).toBeVisible();
  });

  test('a range is written min:max in the address', async ({ page }) => {
    await page.goto(tenantUrl('carzone', '/search?price=:30000'));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    await expect(page).toHaveURL(/price=:30000/);
  });
});

test.describe('what checkers say about the results page', () => {
  const pages = [
    ['carzone', '/search?make=Land+Rover&price_range=%2410%2C000+-+%2420%2C000&price=:104000'],
    ['summit-motor-group', '/search/toyota'],
    ['coastal-toyota', '/search?query=zzzz'],
  ] as const;

  test('the Nu Html Checker finds no errors (ids from values such as Land Rover)', async ({ page }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
    const files: string[] = [];
    for (const [slug, url] of pages) {
      // The server's HTML, as a crawler or the checker's own fetch would read it.
      const response = await page.goto(tenantUrl(slug, url));
      const file = path.join(dir, `page-${files.length}.html`);
      fs.writeFileSync(file, (await response?.text()) ?? '');
      files.push(file);
    }
    const jar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
    let errors = '';
    try {
      execFileSync('java', ['-jar', jar, '--errors-only', ...files], { stdio: 'pipe' });
    } catch (error) {
      errors = String((error as { stderr?: Buffer }).stderr ?? error);
    }
    fs.rmSync(dir, { recursive: true, force: true });
    expect(errors).toBe('');
  });

  test('axe finds no heading-order or landmark-unique problems', async ({ page }) => {
    for (const [slug, url] of pages) {
      await page.goto(tenantUrl(slug, url));
      await expect(page.getByRole('status').first()).toBeVisible();
      const results = await axeOn(page).withRules(['heading-order', 'landmark-unique']).analyze();
      expect(results.violations.map((v) => `${slug}${url} ${v.id}`)).toEqual([]);
    }
  });
});

test('every "View stock at" link in the directory opens a stock page (no 404)', async ({ page }) => {
  await page.goto(tenantUrl('summit-motor-group', '/directory'));
  const links = page.getByRole('main').getByRole('link', { name: /^View stock at / });
  const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))];
  expect(hrefs.length).toBeGreaterThan(0);
  const statuses = await page.evaluate(
    (paths) => Promise.all(paths.map(async (p) => `${p} ${(await fetch(p)).status}`)),
    hrefs,
  );
  expect(statuses.filter((s) => !s.endsWith(' 200'))).toEqual([]);
});
