import { expect, test } from '@playwright/test';
import { axeClean } from './account-fixtures';
import { tenants, tenantUrl } from './tenants';

// The location pages end to end (AF §2, §3, §5, §9; SV §2): the dealer locator, a location's page from its
// View Details, Get Directions, the holiday hours dialog by keyboard, the reviews, the statuses of the
// addresses, and axe.

for (const tenant of tenants) {
  test.describe(`${tenant.name}: locations`, () => {
    test('locator → a location’s page → Get Directions, hours and holiday hours by keyboard', async ({
      page,
    }) => {
      await page.goto(tenantUrl(tenant.slug, '/dealer-locator'));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(tenant.name);
      const cards = page.locator('article[aria-labelledby^="location-"]');
      await expect(cards.first()).toBeVisible();
      await axeClean(page);

      const card = cards.first();
      const name = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
      await card.getByRole('link', { name: /View Details/ }).click();
      await expect(page).toHaveURL(/\/locations\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

      const directions = page.getByRole('link', { name: /Get Directions/ }).first();
      await expect(directions).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
      );
      await expect(directions).toHaveAttribute('target', '_blank');

      const hours = page.getByRole('table', { name: `Opening hours of ${name}` });
      await expect(hours.getByRole('rowheader').first()).toHaveText(/^Monday/);
      await expect(hours.getByRole('rowheader').last()).toHaveText(/Sunday$/);
      await expect(page.getByText(/^(Open now · Closes|Closed)/).first()).toBeVisible();

      const holiday = page.getByRole('button', { name: 'Holiday hours' });
      await holiday.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Holiday hours at ${name}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('rowheader').first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
      await axeClean(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(holiday).toBeFocused();
      await axeClean(page);
    });

    test('the stars link to the reviews: at most 12, with dates and words', async ({ page }) => {
      await page.goto(tenantUrl(tenant.slug, '/dealer-locator'));
      const reviewsLink = page.getByRole('link', { name: /^\d+ reviews?$/ }).first();
      await expect(reviewsLink).toHaveAttribute('href', /^\/locations\/[a-z0-9-]+#reviews$/);
      await reviewsLink.click();
      await expect(page).toHaveURL(/#reviews$/);
      const reviews = page.locator('#reviews');
      await expect(reviews.getByRole('heading', { name: 'Customer reviews' })).toBeInViewport();
      const items = reviews.getByRole('article');
      const count = await items.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(12);
      await expect(items.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
      await expect(items.first()).toContainText(/\((today|\d+ (day|week|month|year)s? ago)\)/);
      await expect(reviews.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }).first()).toBeVisible();
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      const [dealer] = jsonLd['@graph'];
      expect(dealer['@type']).toBe('AutoDealer');
      expect(dealer['@id']).toMatch(/\/locations\/[a-z0-9-]+#dealer$/);
      expect(dealer).not.toHaveProperty('aggregateRating');
      await axeClean(page);
    });

    test('a car’s page shows its location’s reviews at #reviews', async ({ page }) => {
      await page.goto(tenantUrl(tenant.slug, '/dealer-locator'));
      const reviewed = await page
        .getByRole('link', { name: /^\d+ reviews?$/ })
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of reviewed) {
        const slug = href.replace(/^\/locations\//, '').replace(/#reviews$/, '');
        await page.goto(tenantUrl(tenant.slug, `/search/${slug}`));
        const car = page.locator('main a[href^="/cars/"]:not([href*="#"])').first();
        if ((await car.count()) === 0) continue;
        const carPath = (await car.getAttribute('href')) ?? '';
        await page.goto(tenantUrl(tenant.slug, `${carPath}#reviews`));
        const heading = page.getByRole('heading', { name: /^Customer reviews of / });
        await expect(heading).toBeInViewport();
        await expect(page.locator('#reviews').getByRole('article').first()).toBeVisible();
        return;
      }
      throw new Error('no location with reviews has cars listed');
    });

    test('find the nearest by postcode', async ({ page }) => {
      await page.goto(tenantUrl(tenant.slug, '/dealer-locator'));
      await page.getByLabel('Postcode').fill('4000');
      await page.getByRole('button', { name: 'Find the nearest' }).click();
      await expect(page).toHaveURL(/postcode=4000/);
      await expect(page.getByRole('status').filter({ hasText: 'nearest first to 4000' })).toBeVisible();
      await expect(page.getByText(/km away/).first()).toBeVisible();
      await page.getByLabel('Postcode').fill('40');
      await page.getByRole('button', { name: 'Find the nearest' }).click();
      await expect(page.locator('#locator-postcode-error')).toHaveText(
        'Invalid postcode. Please enter a 4-digit number.',
      );
      await axeClean(page);
    });
  });
}

test("'Our Locations' offers View Our Stock only where the location has cars listed, and narrows Summit's locations by type and area", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1440', 'the links are the same at every width');
  await page.goto(tenantUrl('summit-motor-group', '/'));
  const section = page.getByRole('region', { name: 'Our Locations' });
  const carousel = section.getByRole('region', { name: 'Location cards' });
  const stockLinks = section.getByRole('link', { name: /^View Our Stock/, includeHidden: true });
  // Sales locations first: each one's stock link opens its cars.
  await expect(section.getByRole('button', { name: /^Sales/ })).toHaveAttribute('aria-pressed', 'true');
  const hrefs = await stockLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  const host = new URL(tenantUrl('summit-motor-group')).host;
  for (const href of hrefs) {
    const html = await (await request.get(href, { headers: { host } })).text();
    expect(html, href).not.toContain('No results found');
  }
  await expect(section.getByRole('link', { name: 'Find the nearest' })).toHaveAttribute(
    'href',
    '/dealer-locator?type=sales',
  );
  // Service centres list no cars, so they offer no stock link.
  await section.getByRole('button', { name: /^Service/ }).click();
  await expect(stockLinks).toHaveCount(0);
  await expect(section.getByRole('link', { name: 'Find the nearest' })).toHaveAttribute(
    'href',
    '/dealer-locator?type=service',
  );
  // One area's sales locations are a few cards, not fifty.
  await section.getByRole('button', { name: /^Sales/ }).click();
  await section.getByRole('combobox', { name: 'Area' }).selectOption('Ipswich');
  const cards = await carousel.getByRole('group', { includeHidden: true }).count();
  expect(cards).toBeGreaterThan(0);
  expect(cards).toBeLessThan(8);
  await axeClean(page);
});

test.describe("'Our Locations' on CarZone's home page", () => {
  test('cards with photo or map and rating, arrows and keys, View Location and View Our Stock', {
    tag: '@layout',
  }, async ({ page }) => {
    await page.goto(tenantUrl('carzone', '/'));
    const section = page.getByRole('region', { name: 'Our Locations' });
    const carousel = section.getByRole('region', { name: 'Location cards' });
    await carousel.scrollIntoViewIfNeeded();
    const previous = section.getByRole('button', { name: 'Previous slide' });
    const next = section.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    // Slides out of view are hidden from screen readers: counted all the same.
    const slides = carousel.getByRole('group', { includeHidden: true });
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    const first = slides.first();
    await expect(first.getByRole('img').first()).toBeVisible();
    await axeClean(page);
    if (count > 3)
      await expect(section.getByText('Swipe')).toBeVisible({
        visible: (page.viewportSize()?.width ?? 0) < 992,
      });

    // The arrow keys step it while it has the focus; the last view disables Next.
    await carousel.focus();
    await page.keyboard.press('End');
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await page.keyboard.press('Home');
    await expect(previous).toBeDisabled();

    const name = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.getByRole('link', { name: /^View Our Stock/ }).click();
    await expect(page).toHaveURL(/\/search\?location_name=/);
    await page.goBack();
    await section
      .getByRole('group', { name })
      .getByRole('link', { name: /^View Location/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});

for (const slug of ['carzone', 'summit-motor-group']) {
  test(`'Our Locations' on ${slug}: a swipe steps the cards, and steps back`, { tag: '@layout' }, async ({
    page,
  }) => {
    await page.goto(tenantUrl(slug, '/'));
    const section = page.getByRole('region', { name: 'Our Locations' });
    const carousel = section.getByRole('region', { name: 'Location cards' });
    await carousel.scrollIntoViewIfNeeded();
    const previous = section.getByRole('button', { name: 'Previous slide' });
    const first = carousel.getByRole('group', { includeHidden: true }).first();
    await expect(previous).toBeDisabled();
    await expect(first).not.toHaveAttribute('aria-hidden', 'true');
    const box = await carousel.boundingBox();
    if (!box) throw new Error('the carousel has no box');
    const y = box.y + box.height / 2;
    // A finger's swipe: pointer events of type touch, left then right, as a phone or tablet sends them.
    const swipe = async (fromX: number, toX: number) => {
      const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true, clientY: y };
      await carousel.dispatchEvent('pointerdown', { ...touch, clientX: fromX });
      await carousel.dispatchEvent('pointerup', { ...touch, clientX: toX });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect(previous).toBeEnabled();
    await expect(first).toHaveAttribute('aria-hidden', 'true');
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await expect(previous).toBeDisabled();
    await expect(first).not.toHaveAttribute('aria-hidden', 'true');
  });
}

test.describe('the location block under the contact page', () => {
  test('Email Us opens the contact form sent to that location; it submits a lead', async ({ page }) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
    await page.goto(tenantUrl('coastal-toyota', '/contact'));
    const block = page.getByRole('region', { name: 'Visit us' });
    await expect(block.getByRole('link', { name: /View Location Details/ })).toHaveAttribute(
      'href',
      /^\/locations\/[a-z0-9-]+$/,
    );
    const name = ((await block.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await block.getByRole('button', { name: `Email Us at ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Email ${name}` });
    const form = dialog.locator('form');
    await expect(form.getByLabel('Location')).toHaveValue(/^\d+$/);
    await axeClean(page);
    await form.getByLabel('First name').fill('Anna');
    await form.getByLabel('Last name').fill('Nguyen');
    await form.getByLabel('Email', { exact: true }).fill('anna.nguyen@example.com');
    await form.getByLabel('Phone', { exact: true }).fill('0412 345 678');
    await form.getByLabel('Postcode').fill('4000');
    await form.getByLabel('Comments').fill('Are you open on the public holiday?');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page).toHaveURL(/\/success/);
  });
});
