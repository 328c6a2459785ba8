import { expect, type Page, type Request, test } from '@playwright/test';
import { axeClean, axeOn } from './axe';
import { tenantUrl } from './tenants';
import { type FixtureTenant, fixtureSlugs, importFixtures, LONG_COMMENT } from './vehicle-fixtures';

const isPhone = (name: string) => name.startsWith('phone');
const fixtureTenants: FixtureTenant[] = ['coastal-toyota', 'carzone'];

/** Analytics events the page sends, by id. */
function recordEvents(page: Page): number[] {
  const ids: number[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/events') && request.method() === 'POST') {
      ids.push(JSON.parse(request.postData() ?? '{}').event_id);
    }
  });
  return ids;
}

/** Top of each element in document order, to check the blocks come in the spec's order. */
async function documentOrder(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const found = list
      .map((selector) => ({ selector, el: document.querySelector(selector) }))
      .filter((x): x is { selector: string; el: Element } => x.el !== null);
    found.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    return found.map((x) => x.selector);
  }, selectors);
}

test.beforeAll(async ({ request }) => {
  for (const tenant of fixtureTenants) await importFixtures(request, tenant);
});

for (const tenant of fixtureTenants) {
  const slugs = fixtureSlugs(tenant);

  test.describe(`vehicle page of ${tenant}`, () => {
    test(
      'an in-stock car with spin and video: blocks, media, details and actions',
      { tag: '@layout' },
      async ({ page }, testInfo) => {
        const phone = isPhone(testInfo.project.name);
        const events = recordEvents(page);
        await page.goto(tenantUrl(tenant, `/cars/${slugs.spin}`));
        await expect(page.getByRole('heading', { level: 1, name: '2023 Toyota RAV4' })).toBeVisible();

        // The eleven blocks in the spec's order (the price comparison shows only with enough comparables).
        const blocks = [
          '[data-block="media"]',
          'nav[aria-label="Breadcrumb"]',
          'aside[aria-label="Price and actions"]',
          '#key-information',
          '[data-block="video"]',
          '#all-specifications',
          '#finance-calculator',
          '#price-comparison',
          '#disclaimer',
          '#similar-cars',
          '#vehicle-map',
        ];
        // Sections streamed after the rest of the page wait in hidden segments until React moves them into
        // place (their stand-ins are on screen meanwhile): the order is read once every one has.
        await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
        const present = await documentOrder(page, blocks);
        expect(present).toEqual(blocks.filter((b) => present.includes(b)));
        expect(present.length).toBeGreaterThanOrEqual(10);

        // Media: spin first, with its view tabs and hint; the gallery's second slide is the video.
        const media = page.locator('[data-block="media"]');
        const views = media.getByRole('tablist', { name: 'Media views' });
        for (const control of ['Spin', 'Images', 'Interior']) {
          await expect(views.getByRole('tab', { name: control, exact: true })).toBeVisible();
        }
        await expect(views.getByRole('tab', { name: 'Spin' })).toHaveAttribute('aria-selected', 'true');
        await expect(media.getByText('Swipe to spin')).toBeVisible();
        await views.getByRole('tab', { name: 'Spin' }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(views.getByRole('tab', { name: 'Images' })).toBeFocused();
        await expect(media.getByRole('tabpanel', { name: 'Images' })).toBeVisible();
        const thumbnails = media.getByRole('list', { name: 'Thumbnails' });
        await expect(thumbnails).toBeVisible();
        await expect(thumbnails.getByRole('button').nth(1)).toHaveAccessibleName('Show video');
        await thumbnails.getByRole('button', { name: 'Show video' }).click();
        await expect(media.getByRole('button', { name: /^Play video/ })).toBeVisible();

        // Price block: was and now; sidebar buttons; finance link with the car's parameters.
        const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
        await expect(sidebar).toContainText('$41,990');
        await expect(sidebar.locator('s')).toHaveText('$43,990');
        const finance = sidebar.locator('[data-button="finance"]');
        await expect(finance).toHaveAttribute('href', /car_id=\d+.*#finance-form$/);
        await expect(sidebar.locator('[data-button="enquire"]')).toBeVisible();
        await expect(sidebar.getByRole('link', { name: /^Print/ })).toHaveAttribute('target', '_blank');

        // Key information and specifications: 4 lines, then all.
        const keyInfo = page.locator('#key-information');
        await expect(keyInfo.locator('dt')).toHaveCount(4);
        await keyInfo.getByRole('button', { name: 'Show More' }).click();
        // The section hydrates from its own chunk: a press before it arrives is carried out when it does.
        await expect.poll(() => keyInfo.locator('dt').count(), { timeout: 15_000 }).toBeGreaterThan(4);
        await expect(keyInfo.getByRole('button', { name: 'Show Less' })).toBeVisible();
        const specs = page.locator('#all-specifications');
        await expect(specs.locator('dt')).toHaveCount(4);
        await specs.getByRole('button', { name: 'Show All Specs' }).click();
        await expect.poll(() => specs.locator('dt').count()).toBeGreaterThan(4);
        await expect(specs.getByRole('button', { name: 'Hide Specs' })).toBeVisible();

        // Features: 8 of 10 until Show All; dealer comments cut at 400 characters.
        const features = page.locator('#features');
        await expect(features.locator('li')).toHaveCount(8);
        await features.getByRole('button', { name: 'Show All' }).click();
        await expect(features.locator('li')).toHaveCount(10);
        const comments = page.locator('#dealer-comments');
        await expect(comments.getByRole('button', { name: 'Show More' })).toBeVisible();

        // History report link, finance calculator range message and event 26 once.
        await expect(page.getByRole('link', { name: /history report/i })).toHaveAttribute(
          'href',
          /E2E\.pdf$/,
        );
        const amount = page.locator('#finance-calculator').getByRole('textbox', { name: /Purchase amount/ });
        await amount.fill('999');
        await amount.press('Enter');
        // CarZone's finance provider lends from $5,000; the others from $1,000.
        const min = tenant === 'carzone' ? '$5,000' : '$1,000';
        await expect(page.locator('#finance-calculator')).toContainText(
          `Cannot be less than ${min} or more than $250,000`,
        );
        await page
          .locator('#finance-calculator')
          .getByRole('textbox', { name: /Deposit/ })
          .fill('5000');
        await expect.poll(() => events.filter((id) => id === 26).length).toBe(1);
        await page.waitForTimeout(300);
        expect(events.filter((id) => id === 26)).toHaveLength(1);
        // A used car's page logs event 4.
        expect(events).toContain(4);

        // Disclaimer links to the terms; similar cars arrive.
        await expect(page.locator('#disclaimer').getByRole('link', { name: /terms/i })).toHaveAttribute(
          'href',
          '/terms-and-conditions',
        );
        await expect(page.locator('#similar-cars article').first()).toBeVisible();

        // Sticky header past 500 px; on a phone the call-to-action bar opens past 900 px.
        await page.evaluate(() => window.scrollTo(0, 400));
        await expect(page.getByTestId('sticky-header')).toHaveAttribute('data-visible', 'false');
        await page.evaluate(() => window.scrollTo(0, 600));
        await expect(page.getByTestId('sticky-header')).toHaveAttribute('data-visible', 'true');
        await expect(page.getByTestId('sticky-header')).toContainText('Trade-In Valuation');
        if (phone) {
          await expect(page.getByTestId('mobile-cta')).toHaveAttribute('data-opened', 'false');
          await page.evaluate(() => window.scrollTo(0, 1000));
          await expect(page.getByTestId('mobile-cta')).toHaveAttribute('data-opened', 'true');
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await axeClean(page);
      },
    );

    test('full screen: a dialog with its tooltip, the page inert and still, focus back on Escape', {
      tag: '@layout',
    }, async ({ page }) => {
      await page.goto(tenantUrl(tenant, `/cars/${slugs.spin}`));
      const media = page.locator('[data-block="media"]');
      const open = media.getByRole('button', { name: 'Full screen' });
      await open.hover();
      await expect(media.getByText('Full screen', { exact: true })).toBeVisible();
      await open.click();
      const dialog = page.getByRole('dialog', { name: '2023 Toyota RAV4 GXL, full screen' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Exit full screen' })).toBeFocused();
      await expect(dialog.getByRole('tablist', { name: 'Media views' })).toBeVisible();
      // The page behind takes no focus (past the last control focus may pass through the browser's own
      // controls, where the document shows none) and does not scroll.
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        const outside = await dialog.evaluate(
          (el) => document.activeElement !== document.body && !el.contains(document.activeElement),
        );
        expect(outside).toBe(false);
      }
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      await open.click();
      await dialog.getByRole('button', { name: 'Exit full screen' }).click();
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    });

    test('share, copy link and download the PDF', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(tenantUrl(tenant, `/cars/${slugs.spin}`));
      const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
      await sidebar.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share this car' });
      await expect(dialog).toBeVisible();
      // The dialog's code arrives on the first press; its link is the absolute one the server built.
      await expect(dialog.getByRole('textbox', { name: 'Link to this car' })).toHaveValue(
        new RegExp(`^https?://[^/]+/cars/${slugs.spin}$`),
      );
      await dialog.getByRole('button', { name: 'Copy link' }).click();
      await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Copied 2023 Toyota RAV4 GXL to your clipboard!' })
          .first(),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
        new RegExp(`/cars/${slugs.spin}$`),
      );
      await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 3000 });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(sidebar.getByRole('button', { name: 'Share' })).toBeFocused();

      const download = page.waitForEvent('download');
      await sidebar.getByRole('button', { name: 'Download PDF' }).click();
      expect((await download).suggestedFilename()).toBe(`${slugs.spin}.pdf`);
    });

    test('a car with 3 images and nothing to say', async ({ page }) => {
      await page.goto(tenantUrl(tenant, `/cars/${slugs.three}`));
      const media = page.locator('[data-block="media"]');
      await expect(media.locator('img').first()).toBeVisible();
      await expect(media.getByRole('list', { name: 'Thumbnails' })).toHaveCount(0);
      await expect(page.locator('#dealer-comments')).toContainText(
        'Dealer comments are pending. Please check back here later.',
      );
      // Tagged 'Test Drive Only': the test-drive button only. Electric: no fuel calculator.
      const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
      await expect(sidebar.locator('[data-button]')).toHaveCount(1);
      await expect(sidebar.locator('[data-button="test-drive"]')).toBeVisible();
      await expect(page.locator('#fuel-calculator')).toHaveCount(0);
      // No finance rate: no calculator; the 'null' colour is not a line.
      await expect(page.locator('#finance-calculator')).toHaveCount(0);
      await page.locator('#key-information').getByRole('button', { name: 'Show More' }).click();
      await expect(page.locator('#key-information')).not.toContainText('Colour');
      await axeClean(page);
      // A result card's Enquire link ('#enquire') lands in the test-drive form this car offers instead.
      await page.goto(tenantUrl(tenant, `/cars/${slugs.three}#enquire`));
      await expect(page.getByRole('dialog', { name: 'Book a test drive' })).toBeVisible();
    });

    test('a sold car shows only the similar cars', async ({ page }) => {
      await page.goto(tenantUrl(tenant, `/cars/${slugs.sold}`));
      await expect(page.getByRole('heading', { level: 1, name: 'SOLD' })).toBeVisible();
      await expect(
        page.getByText(
          "Unfortunately this vehicle recently sold. But don't worry, we can help you find a similar vehicle!",
        ),
      ).toBeVisible();
      await expect(page.getByText('Like this and want something similar?')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Price and actions' })).toHaveCount(0);
      await expect(page.locator('#similar-cars article').first()).toBeVisible();
      await expect(page.locator('section[aria-labelledby="availability-heading"]')).not.toContainText('$');
      await axeClean(page);
    });

    test('a coming-soon car offers something similar, no actions', async ({ page }) => {
      await page.goto(tenantUrl(tenant, `/cars/${slugs.soon}`));
      await expect(page.getByText('Like this and want something similar?')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'SOLD' })).toHaveCount(0);
      await expect(page.locator('[data-button]')).toHaveCount(0);
      await expect(page.locator('#similar-cars')).toBeVisible();
      await axeClean(page);
    });
  });
}

test('the announcement bar names the city of a car away from the primary location', async ({ page }) => {
  await page.goto(tenantUrl('carzone', `/cars/${fixtureSlugs('carzone').spin}`));
  const bar = page.getByRole('region', { name: 'Vehicle location' });
  await expect(bar).toContainText('Located at Moorooka');
  await expect(bar.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await bar.getByRole('button', { name: 'Dismiss' }).click();
  await expect(bar).toHaveCount(0);

  await page.goto(tenantUrl('coastal-toyota', `/cars/${fixtureSlugs('coastal-toyota').spin}`));
  await expect(page.getByRole('region', { name: 'Vehicle location' })).toHaveCount(0);
});

test('#vehicle-map shows the location’s map and leads to its page', async ({ page }) => {
  await page.goto(tenantUrl('coastal-toyota', `/cars/${fixtureSlugs('coastal-toyota').spin}#vehicle-map`));
  const section = page.locator('#vehicle-map');
  await expect(section.getByRole('img', { name: /^Map of / })).toBeVisible();
  const details = section.getByRole('link', { name: /^Hours and details/ });
  await expect(details).toHaveAttribute('href', /^\/locations\/[a-z0-9-]+$/);
  await details.click();
  await expect(page.getByRole('link', { name: 'All locations' })).toBeVisible();
});

test('breadcrumbs follow the site: /used-car on used-car sites, /search elsewhere', async ({ page }) => {
  await page.goto(tenantUrl('carzone', `/cars/${fixtureSlugs('carzone').spin}`));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Toyota' })).toHaveAttribute('href', '/used-car/toyota');
  await page.goto(tenantUrl('coastal-toyota', `/cars/${fixtureSlugs('coastal-toyota').spin}`));
  await expect(crumbs.getByRole('link', { name: 'Used Cars' })).toHaveAttribute('href', '/search/used-cars');
  await expect(crumbs.getByRole('link', { name: 'RAV4' })).toHaveAttribute('href', '/search/toyota/rav4');
});

test('search engines get JSON-LD, a canonical URL and a sitemap of available cars', async ({
  page,
  request,
}) => {
  const slugs = fixtureSlugs('carzone');
  await page.goto(tenantUrl('carzone', `/cars/${slugs.spin}`));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  const nodes: Record<string, unknown>[] = ld['@graph'];
  expect(nodes[0]).toMatchObject({
    '@type': 'Car',
    vehicleModelDate: '2023',
    mileageFromOdometer: { value: 23400 },
    itemCondition: 'https://schema.org/UsedCondition',
    vehicleEngine: { '@type': 'EngineSpecification' },
    offers: { price: 41990, priceCurrency: 'AUD' },
  });
  const seller = nodes.find((n) => n['@type'] === 'AutoDealer');
  // The car's own location sells it: the same dealer id as that location's page.
  expect(seller).toMatchObject({
    '@id': expect.stringMatching(/^https:\/\/carzone\.com\.au\/locations\/[a-z0-9-]+#dealer$/),
    address: { '@type': 'PostalAddress', addressCountry: 'AU' },
  });
  expect(nodes[0].offers).toMatchObject({ seller: { '@id': seller?.['@id'] } });
  expect(nodes.find((n) => n['@type'] === 'BreadcrumbList')).toBeDefined();
  // A sold car's page shows no price, so its structured data offers none.
  await page.goto(tenantUrl('carzone', `/cars/${slugs.sold}`));
  const sold = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(sold['@graph'][0]).not.toHaveProperty('offers');
  await page.goto(tenantUrl('carzone', `/cars/${slugs.spin}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `https://carzone.com.au/cars/${slugs.spin}`,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /suv-white-1/);
  // Node does not resolve *.localhost: ask the server directly with the site's Host header.
  const headers = { host: new URL(tenantUrl('carzone')).host };
  const sitemap = await (await request.get('/sitemap.xml', { headers })).text();
  expect(sitemap).toContain(`https://carzone.com.au/cars/${slugs.spin}`);
  expect(sitemap).not.toContain(slugs.sold);
  const robots = await (await request.get('/robots.txt', { headers })).text();
  expect(robots).toContain('Sitemap: https://carzone.com.au/sitemap.xml');
});

test('a certified car explains the certified programme on the site that runs one', async ({ page }) => {
  await page.goto(tenantUrl('coastal-toyota', `/cars/${fixtureSlugs('coastal-toyota').spin}`));
  await page.getByRole('button', { name: 'Toyota Certified' }).click();
  const dialog = page.getByRole('dialog', { name: 'Toyota Certified' });
  await expect(dialog).toContainText('Free 1-year Toyota-backed warranty');
  await expect(dialog).toContainText('90-point inspection');
  await expect(dialog).toContainText('12 months roadside assist');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto(tenantUrl('carzone', `/cars/${fixtureSlugs('carzone').spin}`));
  await expect(page.getByRole('button', { name: 'Toyota Certified' })).toHaveCount(0);
});

test('fuel and delivery calculators on the used-car site', async ({ page }) => {
  await page.goto(tenantUrl('carzone', `/cars/${fixtureSlugs('carzone').spin}`));
  const fuel = page.locator('#fuel-calculator');
  await expect(fuel.getByLabel(/Fuel price/)).toHaveValue('1.70');
  await expect(fuel.getByLabel(/Distance driven/)).toHaveValue('250');
  // The car's own combined consumption (6.8) replaces the 10 L/100km default.
  await expect(fuel.getByLabel(/Fuel consumption/)).toHaveValue('6.8');

  const delivery = page.locator('#delivery-calculator');
  await delivery.getByRole('button', { name: 'Calculate' }).click();
  await expect(delivery.getByRole('alert')).toHaveText('Please enter a postcode.');
  await delivery.getByLabel('Postcode').fill('0800');
  await delivery.getByRole('button', { name: 'Calculate' }).click();
  await expect(delivery.getByRole('alert')).toHaveText(
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  );
  await delivery.getByLabel('Postcode').fill('4000');
  await delivery.getByRole('button', { name: 'Calculate' }).click();
  await expect(delivery).toContainText('Brisbane Metro');
});

test('print and history report clicks are logged (events 61 and 60)', async ({ page, context }) => {
  const events = recordEvents(page);
  await context.route('https://reports.example.com.au/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4' }),
  );
  await page.goto(tenantUrl('coastal-toyota', `/cars/${fixtureSlugs('coastal-toyota').spin}`));
  const print = context.waitForEvent('page');
  await page
    .getByRole('complementary', { name: 'Price and actions' })
    .getByRole('link', { name: /^Print/ })
    .click();
  const printTab = await print;
  await expect(printTab).toHaveURL(/\/print\?car_id=/);
  await printTab.close();
  const report = context.waitForEvent('page');
  await page.getByRole('link', { name: /history report/i }).click();
  await (await report).close();
  await expect.poll(() => events.includes(61) && events.includes(60)).toBe(true);
});

test('a failing or empty price comparison shows nothing and logs the failure', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/autogauge', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(tenantUrl('carzone', `/cars/${fixtureSlugs('carzone').spin}`));
  await expect.poll(() => errors.some((e) => e.includes('Failed to fetch auto gauge data.'))).toBe(true);
  await expect(page.locator('#price-comparison section')).toHaveCount(0);

  await page.unroute('**/autogauge');
  await page.route('**/autogauge', (route) => route.fulfill({ status: 200, json: {} }));
  errors.length = 0;
  await page.reload();
  await expect.poll(() => errors.some((e) => e.includes('Failed to fetch auto gauge data.'))).toBe(true);
  await expect(page.locator('#price-comparison section')).toHaveCount(0);
  // The similar cars still arrive.
  await expect(page.locator('#similar-cars article').first()).toBeVisible();
});

test('the print view opens as a printable sheet carrying the whole car', async ({ page }) => {
  const slug = fixtureSlugs('coastal-toyota').spin;
  await page.goto(tenantUrl('coastal-toyota', `/print?car_id=${slug}`));
  await expect(page.getByRole('heading', { name: /2023 Toyota RAV4 GXL/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /print/i })).toBeVisible();
  // Dealer comments whole (they run past 400 characters), every feature, no '…'.
  const comments = page.locator('section', { has: page.getByRole('heading', { name: 'Dealer Comments' }) });
  await expect(comments).toContainText(LONG_COMMENT.trim().slice(-60));
  await expect(comments).not.toContainText('…');
  const features = page.locator('section', { has: page.getByRole('heading', { name: 'Features' }) });
  await expect(features.locator('li')).toHaveCount(10);
});

test('a press on a section before its script arrives is carried out once it has', async ({ page }) => {
  // The sections below the main actions hydrate from chunks the page's HTML does not name, asked for as
  // it hydrates: each is held back 3 s, as on a slow phone network.
  const path = `/cars/${fixtureSlugs('coastal-toyota').spin}`;
  const url = tenantUrl('coastal-toyota', path);
  // Node cannot resolve *.localhost: the HTML is asked for with the site's host name.
  const html = await (await page.request.get(path, { headers: { host: new URL(url).host } })).text();
  const named = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"?]+/g)].map((m) => m[0]));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) await new Promise((r) => setTimeout(r, 3_000));
    await route.continue();
  });
  await page.goto(url);
  const keyInfo = page.locator('#key-information');
  await keyInfo.getByRole('button', { name: 'Show More' }).click();
  await expect(keyInfo.locator('dt')).toHaveCount(4);
  await expect.poll(() => keyInfo.locator('dt').count(), { timeout: 10_000 }).toBeGreaterThan(4);
  await expect(keyInfo.getByRole('button', { name: 'Show Less' })).toBeFocused();
  // Carried out once: a second press closes it again.
  await keyInfo.getByRole('button', { name: 'Show Less' }).click();
  await expect(keyInfo.locator('dt')).toHaveCount(4);
});

for (const tenant of fixtureTenants) {
  test.describe(`vehicle page of ${tenant}, first screen and sharing`, () => {
    const slug = fixtureSlugs(tenant).spin;

    test(
      'on a phone the price and the main action are on the first screen',
      { tag: '@layout' },
      async ({ page }, testInfo) => {
        test.skip(!isPhone(testInfo.project.name), 'phone layout');
        await page.goto(tenantUrl(tenant, `/cars/${slug}`));
        const viewport = page.viewportSize();
        const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
        const price = await sidebar.getByText('$41,990').first().boundingBox();
        const action = await sidebar.locator('[data-button]').first().boundingBox();
        expect(price && action && viewport).toBeTruthy();
        if (!price || !action || !viewport) return;
        expect(price.y + price.height).toBeLessThanOrEqual(viewport.height);
        expect(action.y + action.height).toBeLessThanOrEqual(viewport.height);

        // Past 500 px the sticky header keeps the price and the weekly figure on a phone too.
        await page.evaluate(() => window.scrollTo(0, 1500));
        const header = page.getByTestId('sticky-header');
        await expect(header).toHaveAttribute('data-visible', 'true');
        await expect(header.getByTestId('sticky-price')).toBeVisible();
        await expect(header.getByTestId('sticky-price')).toContainText('$41,990');
      },
    );

    test('share links are absolute in the HTML the server sends, before any script runs', async ({
      request,
    }) => {
      // Node does not resolve *.localhost: ask the server directly with the site's Host header.
      const headers = { host: new URL(tenantUrl(tenant)).host };
      const html = await (await request.get(`/cars/${slug}`, { headers })).text();
      const shared = [...html.matchAll(/share-offsite\/\?url=([^"&]+)/g)].map((m) =>
        decodeURIComponent(m[1]),
      );
      expect(shared.length).toBeGreaterThan(0);
      for (const url of shared) expect(url).toMatch(new RegExp(`^https?://[^/]+/cars/${slug}$`));
      expect(html).not.toMatch(/sharer\.php\?u=%2Fcars/);
    });

    test('every share link is named by what it shows', async ({ page }) => {
      await page.goto(tenantUrl(tenant, `/cars/${slug}`));
      const results = await axeOn(page).withRules(['label-content-name-mismatch']).analyze();
      expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
      await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toBeVisible();
    });
  });
}

test('a certified used car of a programme make shows the programme’s image badge', async ({ page }) => {
  await page.goto(tenantUrl('coastal-toyota', `/cars/${fixtureSlugs('coastal-toyota').spin}`));
  const badge = page.getByRole('img', { name: 'Toyota Certified Pre-Owned' }).first();
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('src', /certified%2Ftoyota\.webp|certified\/toyota\.webp/);
  // The image itself loads (a lazy image: wait for it).
  await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
