import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { axeClean } from './axe';
import { tenantUrl } from './tenants';
import { type FixtureTenant, fixtureDealerships, fixtureSlugs, importFixtures } from './vehicle-fixtures';

// The lead forms end to end (AF §2-§5, §7-§9): the vehicle page's Enquire, Test drive and Request Photos
// dialogs, Find Me Something Similar on a sold car, the contact, careers and test-drive pages, with the
// spec's messages, the event before /success, the kept details, a failing API and axe.

const ERROR_SUMMARY = 'Please fix the following errors:';
const SUBMIT_FAILED = 'An error occurred when submitting this form';
const NO_LEAD_ID = 'An unexpected error occured';
const POSTCODE_FORMAT = 'Invalid postcode. Please enter a 4-digit number.';
const POSTCODE_UNKNOWN = 'Invalid postcode';
const TERMS = '*You must agree to the terms of use before submitting.';
const FIND_SIMILAR = 'Can you please find me something similar?';
const OPT_IN = 'Email me similar stock and latest offers.';
const REQUEST_PHOTOS = 'Please send me more photos of this vehicle.';
const SLOT_TAKEN = 'That time has just been booked. Please choose another time.';

/** What each tenant's config decides about its forms (config/sites). */
const traits = {
  'coastal-toyota': { multiStep: false, terms: false, locationSelect: true },
  carzone: { multiStep: true, terms: true, locationSelect: false },
} as const;
const fixtureTenants: FixtureTenant[] = ['coastal-toyota', 'carzone'];
const shopper = { name: 'Anna', last: 'Nguyen', email: 'anna.nguyen@example.com', phone: '0412 345 678' };

/** The page's traffic in order: 'event:14', 'lead', 'nav:/success', with the lead bodies sent. */
function recordTraffic(page: Page) {
  const order: string[] = [];
  const leads: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().endsWith('/api/events')) order.push(`event:${request.postDataJSON().event_id}`);
    if (request.url().endsWith('/api/leads')) {
      order.push('lead');
      leads.push(request.postDataJSON());
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) order.push(`nav:${new URL(frame.url()).pathname}`);
  });
  return { order, leads };
}

/** An in-stock car of the tenant without a tag (a 'Test Drive Only' car has no Enquire button), new if any. */
async function findCar(request: APIRequestContext, tenant: FixtureTenant) {
  const search = async (filters: Record<string, unknown>) => {
    const response = await request.post('/api/search', {
      headers: { host: new URL(tenantUrl(tenant)).host },
      data: { filters: { status: ['in_stock'], ...filters }, hitsPerPage: 30 },
    });
    expect(response.ok()).toBe(true);
    const { hits } = (await response.json()) as {
      hits: { slug: string; carType: string; tag: string | null }[];
    };
    return hits.find((hit) => !hit.tag);
  };
  const car = (await search({ car_type: ['new'] })) ?? (await search({}));
  if (!car) throw new Error(`No in-stock car on ${tenant}`);
  return car;
}

async function fillDetails(form: Locator, postcode = '4000') {
  await form.getByLabel('First name').fill(shopper.name);
  await form.getByLabel('Last name').fill(shopper.last);
  await form.getByLabel('Email', { exact: true }).fill(shopper.email);
  await form.getByLabel('Phone', { exact: true }).fill(shopper.phone);
  await form.getByLabel('Postcode').fill(postcode);
}

/** Past the first step on a multi-step tenant; its second step is announced. */
async function nextStep(form: Locator, tenant: FixtureTenant) {
  if (!traits[tenant].multiStep) return;
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Step 2 of 2')).toBeVisible();
}

async function agreeToTerms(form: Locator, tenant: FixtureTenant) {
  if (traits[tenant].terms) await form.getByLabel('I agree to the terms of use').check();
}

test.beforeAll(async ({ request }) => {
  for (const tenant of fixtureTenants) await importFixtures(request, tenant);
});

// Each test is its own shopper on its own connection, so the per-connection limit of 10 leads in 10
// minutes never trips across the suite (the e2e server trusts one proxy hop: TRUST_PROXY=1).
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

for (const tenant of fixtureTenants) {
  const slugs = fixtureSlugs(tenant);

  test.describe(`leads on ${tenant}`, () => {
    test('enquire on a car: messages, the event before /success, details kept for the next form', {
      tag: '@layout',
    }, async ({ page, request }) => {
      const car = await findCar(request, tenant);
      const traffic = recordTraffic(page);
      await page.goto(tenantUrl(tenant, `/cars/${car.slug}`));
      const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
      await sidebar.locator('[data-button="enquire"]').click();
      const dialog = page.getByRole('dialog', { name: 'Enquire about this car' });
      await expect(dialog).toBeVisible();
      await axeClean(page);

      // Nothing filled: the error summary, focused, lists what to fix.
      await dialog.getByRole('button', { name: traits[tenant].multiStep ? 'Next' : 'Send Enquiry' }).click();
      const summary = dialog.getByRole('alert').filter({ hasText: ERROR_SUMMARY });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: 'Please enter your first name.' })).toBeVisible();
      await expect(summary.getByRole('link', { name: 'Please enter your postcode.' })).toBeVisible();
      await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

      // The postcode: at most 4 characters, exactly 4 digits, one that exists.
      await expect(dialog.getByLabel('Postcode')).toHaveAttribute('maxlength', '4');
      await fillDetails(dialog, '400');
      await dialog.getByRole('button', { name: traits[tenant].multiStep ? 'Next' : 'Send Enquiry' }).click();
      await expect(dialog.getByText(POSTCODE_FORMAT).first()).toBeVisible();
      await dialog.getByLabel('Postcode').fill('0000');
      await expect(dialog.getByText(POSTCODE_UNKNOWN, { exact: true }).first()).toBeVisible();
      await dialog.getByLabel('Postcode').fill('4000');
      await expect(dialog.getByText(POSTCODE_UNKNOWN, { exact: true })).toHaveCount(0);

      await nextStep(dialog, tenant);
      if (traits[tenant].terms) {
        await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
        await expect(dialog.getByText(TERMS).first()).toBeVisible();
        await agreeToTerms(dialog, tenant);
      }
      await dialog.getByLabel('Comments').fill('Is it still available this weekend?');
      await expect(dialog.getByLabel('Keep me updated with the latest stock and offers.')).toBeChecked();
      await dialog.getByRole('button', { name: 'Send Enquiry' }).click();

      await page.waitForURL('**/success');
      await expect(page.getByRole('heading', { level: 1, name: 'Thanks, Anna!' })).toBeVisible();
      await expect(page.locator('main')).toContainText('within one business day');
      const event = car.carType === 'used' ? 'event:15' : 'event:14';
      expect(traffic.order).toContain(event);
      expect(traffic.order.indexOf(event)).toBeLessThan(traffic.order.indexOf('nav:/success'));
      expect(traffic.leads).toHaveLength(1);
      expect(traffic.leads[0]).toMatchObject({
        form: 'enquiry',
        source: 'Website',
        page_id: `/cars/${car.slug}`,
      });

      // Stored under the site's own keys; the next form starts with the shopper's details.
      const stored = await page.evaluate(() => ({ ...localStorage }));
      expect(JSON.parse(stored[`${tenant}:user_details`])).toMatchObject({
        name: 'Anna',
        email: shopper.email,
      });
      expect(JSON.parse(stored[`${tenant}:enquiry_car`])).toMatchObject({ slug: car.slug });
      expect(JSON.parse(stored[`${tenant}:success_category`])).toMatchObject({ name: 'Anna' });
      await page.goto(tenantUrl(tenant, '/contact'));
      const form = page.locator('main form');
      await expect(form.getByLabel('First name')).toHaveValue('Anna');
      await expect(form.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
      await expect(form.getByLabel('Postcode')).toHaveValue('4000');
      // The home page offers the car asked about again.
      await page.goto(tenantUrl(tenant, '/'));
      const reminder = page.getByRole('complementary', { name: 'Your enquiry' });
      const { name } = JSON.parse(stored[`${tenant}:enquiry_car`]) as { name: string };
      await expect(reminder).toContainText(`You asked us about the ${name}.`);
      await expect(reminder.getByRole('link', { name: 'See it again' })).toHaveAttribute(
        'href',
        `/cars/${car.slug}`,
      );
    });

    test('book a test drive at a picked time', async ({ page }) => {
      const traffic = recordTraffic(page);
      // CarZone's page offers a test drive only on its 'Test Drive Only' car; the hash opens the form.
      const slug = tenant === 'carzone' ? slugs.three : slugs.spin;
      await page.goto(tenantUrl(tenant, `/cars/${slug}#test-drive`));
      const dialog = page.getByRole('dialog', { name: 'Book a test drive' });
      await expect(dialog).toBeVisible();
      await fillDetails(dialog);
      await nextStep(dialog, tenant);
      const date = dialog.getByLabel('Date', { exact: true });
      await expect(date.locator('option')).not.toHaveCount(1);
      const day = await date.locator('option').nth(1).getAttribute('value');
      await date.selectOption(day as string);
      await agreeToTerms(dialog, tenant);

      // Someone else books the time first: the server's message, the times load again, the pick is cleared.
      let availabilityCalls = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/test-drive/availability')) availabilityCalls++;
      });
      await page.route('**/api/leads', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: SLOT_TAKEN }),
        }),
      );
      await dialog.getByRole('radio').first().check();
      await dialog.getByRole('button', { name: 'Book Test Drive' }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: SLOT_TAKEN })).toBeVisible();
      await expect.poll(() => availabilityCalls).toBeGreaterThan(0);
      await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
      await page.unroute('**/api/leads');

      const slot = dialog.getByRole('radio').first();
      const time = await slot.getAttribute('value');
      await slot.check();
      await dialog.getByRole('button', { name: 'Book Test Drive' }).click();

      await page.waitForURL('**/success');
      await expect(page.locator('main')).toContainText('to confirm your test drive on');
      expect(traffic.leads).toHaveLength(2);
      expect(traffic.leads[1]).toMatchObject({
        form: 'test-drive',
        fields: { booking_date: day, booking_time: time, message: '' },
      });
      // A used car's test drive logs 48, before the success page.
      expect(traffic.order.indexOf('event:48')).toBeGreaterThan(-1);
      expect(traffic.order.indexOf('event:48')).toBeLessThan(traffic.order.indexOf('nav:/success'));
    });

    test('request photos sends the hidden request text', async ({ page }) => {
      const traffic = recordTraffic(page);
      await page.goto(tenantUrl(tenant, `/cars/${slugs.spin}`));
      await page
        .getByRole('complementary', { name: 'Price and actions' })
        .getByRole('button', { name: 'Request Photos' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Request more photos' });
      await expect(dialog).toBeVisible();
      await fillDetails(dialog);
      await nextStep(dialog, tenant);
      await expect(dialog.getByLabel('Comments')).toHaveCount(0);
      await agreeToTerms(dialog, tenant);
      await dialog.getByRole('button', { name: 'Request Photos' }).click();
      await page.waitForURL('**/success');
      await expect(page.locator('main')).toContainText('We will email you more photos of the');
      expect(traffic.leads[0]).toMatchObject({ form: 'request-photos', fields: { message: REQUEST_PHOTOS } });
      expect(traffic.order).toContain('event:15');
    });

    test('find me something similar on a sold car', async ({ page }) => {
      const traffic = recordTraffic(page);
      await page.goto(tenantUrl(tenant, `/cars/${slugs.sold}`));
      await page.getByRole('link', { name: 'Find Me Something Similar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Find me something similar' });
      await expect(dialog).toBeVisible();
      await fillDetails(dialog);
      await nextStep(dialog, tenant);
      await expect(dialog.getByLabel('Comments')).toHaveValue(FIND_SIMILAR);
      await expect(dialog.getByLabel(OPT_IN)).toBeChecked();
      await agreeToTerms(dialog, tenant);
      await axeClean(page);
      await dialog.getByRole('button', { name: 'Find Me Something Similar' }).click();
      await page.waitForURL('**/success');
      expect(traffic.leads[0]).toMatchObject({
        form: 'find-similar',
        fields: { message: FIND_SIMILAR, opt_in: true },
      });
    });

    test('a failing API keeps the shopper on the form with the error', async ({ page }) => {
      const answers: { status: number; body: string; delay: number }[] = [
        { status: 500, body: '{"error":"boom"}', delay: 800 },
        { status: 200, body: '{}', delay: 0 },
      ];
      let calls = 0;
      await page.route('**/api/leads', async (route) => {
        const answer = answers[Math.min(calls++, answers.length - 1)];
        await new Promise((resolve) => setTimeout(resolve, answer.delay));
        await route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
      });
      await page.goto(tenantUrl(tenant, '/contact'));
      const main = page.locator('main');
      const form = main.locator('form');
      await fillDetails(form);
      await nextStep(form, tenant);
      if (traits[tenant].locationSelect) await form.getByLabel('Location').selectOption({ index: 1 });
      await form.getByLabel('Comments').fill('Do you take trade-ins?');
      await agreeToTerms(form, tenant);

      // Submitting: a disabled button with a spinner; then the destructive alert.
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
      await expect(main.getByRole('alert').filter({ hasText: SUBMIT_FAILED })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
      expect(new URL(page.url()).pathname).toBe('/contact');

      // An answer without a lead_id.
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(main.getByRole('alert').filter({ hasText: NO_LEAD_ID })).toBeVisible();
      expect(calls).toBe(2);
    });

    test('the contact, careers and test-drive pages', async ({ page }) => {
      const traffic = recordTraffic(page);
      await page.goto(tenantUrl(tenant, '/contact-us'));
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await axeClean(page);

      // A location's page presets its location.
      const location = fixtureDealerships[tenant].location;
      await page.goto(tenantUrl(tenant, `/contact-us/${location}`));
      await expect(page.getByRole('heading', { level: 1, name: /^Contact / })).toBeVisible();
      const preset = page.locator('main form [name="location_id"]');
      await expect(preset).toHaveValue(/^\d+$/);
      expect((await page.goto(tenantUrl(tenant, '/contact-us/no-such-location')))?.status()).toBe(404);

      // Without a car the shopper picks the location, then its times load.
      await page.goto(tenantUrl(tenant, '/book-test-drive'));
      const booking = page.locator('main form');
      await fillDetails(booking);
      await nextStep(booking, tenant);
      await expect(booking.getByText('Choose a location to see its available times.')).toBeVisible();
      await booking.getByLabel('Location').selectOption({ index: 1 });
      await expect(booking.getByLabel('Date', { exact: true })).toBeVisible();

      // Careers: General Enquiry / Career Enquiry on the server, event 51 before /success.
      await page.goto(tenantUrl(tenant, '/careers'));
      const careers = page.locator('main form');
      await fillDetails(careers);
      await nextStep(careers, tenant);
      await careers.getByLabel('Comments').fill('I would like to apply for a sales consultant role.');
      await agreeToTerms(careers, tenant);
      await careers.getByRole('button', { name: 'Send Enquiry' }).click();
      await page.waitForURL('**/success');
      await expect(page.locator('main')).toContainText('Our HR team will review your enquiry');
      expect(traffic.order.indexOf('event:51')).toBeGreaterThan(-1);
      expect(traffic.order.indexOf('event:51')).toBeLessThan(traffic.order.lastIndexOf('nav:/success'));
      await axeClean(page);
    });

    test('the dealer phone is masked until revealed', async ({ page }) => {
      const reveals: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/phone-reveal')) reveals.push(request.postDataJSON());
      });
      await page.goto(tenantUrl(tenant, `/cars/${slugs.spin}`));
      const box = page.getByRole('region', { name: 'Questions about this car?' });
      const button = box.getByRole('button', { name: /Show number/ });
      await expect(button).toContainText('•');
      await expect(button).toContainText('Show number');
      await button.click();
      const link = box.getByRole('link', { name: /^Call \d/ });
      await expect(link).toBeFocused();
      await expect(link).toHaveAttribute('href', /^tel:/);
      await expect.poll(() => reveals.length).toBe(1);
      expect(reveals[0]).toMatchObject({
        car_id: expect.any(Number),
        dealership_id: expect.any(Number),
        website_id: expect.any(Number),
      });
    });
  });
}

test('the instant-message option shows only where a chat assistant is configured', async ({ page }) => {
  await page.goto(tenantUrl('carzone', '/contact-us'));
  await expect(page.getByRole('link', { name: /Chat with CarZone on Messenger/ })).toHaveAttribute(
    'href',
    'https://m.me/carzonedirect',
  );
  await page.goto(tenantUrl('coastal-toyota', '/contact-us'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Prefer instant messaging?')).toHaveCount(0);
});
