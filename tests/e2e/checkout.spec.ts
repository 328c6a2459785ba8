import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { axeClean, octet } from './account-fixtures';
import { DECLINED_CARD, GOOD_CARD, payWith, signIn } from './checkout-fixtures';
import { tenantUrl } from './tenants';
import { fixtureDealerships, stockKey } from './vehicle-fixtures';

// Reserve Online end to end (AF §2, §9) on Coastal Toyota (/checkout, open) and CarZone (/buy-online,
// behind sign-in): the vehicle page's Reserve Online section, the reserve page, a declined card on the
// test provider's page, then a good one, back to 'Reserved'; the car shows Reserved on its page; the
// deposit is cancelled and refunded; the provider's Cancel comes back with 'Payment cancelled'; the other
// route redirects; a car with a $0 deposit cannot be reserved; axe on both pages. Screenshots of both
// pages go to test-results/ for a look.

const port = Number(process.env.E2E_PORT ?? 3100);

const SITES = {
  'coastal-toyota': {
    route: 'checkout',
    other: 'buy-online',
    deposit: '$200',
    gated: false,
    heading: 'Reserve Online',
  },
  carzone: { route: 'buy-online', other: 'checkout', deposit: '$500', gated: true, heading: 'Buy Online' },
} as const;
type Slug = keyof typeof SITES;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

/** Fresh cars for this run and width (a reservation holds its car): one to reserve, one at a $0 deposit. */
async function importCars(page: Page, site: Slug, info: TestInfo) {
  const { dealership, location, prefix } = fixtureDealerships[site];
  const run = `${prefix}-${info.project.name.replace(/\W/g, '')}-${Date.now().toString(36)}`.toUpperCase();
  const car = (stocknum: string, extra: Record<string, unknown>) => ({
    stocknum,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    year: 2022,
    car_type: 'used',
    price: 27990,
    km: 30500,
    simple_body: 'Hatch',
    simple_transmission: 'Automatic',
    simple_fuel: 'Petrol',
    colour: 'Silver',
    location,
    images: ['/media/cars/suv-white-1.webp', '/media/cars/suv-white-2.webp'],
    checkout_enabled: true,
    ...extra,
  });
  const cars = [car(`RSV-${run}`, { certified: true }), car(`ZERO-${run}`, { reserve_amount: 0 })];
  const response = await page.request.post(`http://localhost:${port}/api/admin/stock?full=false`, {
    headers: { authorization: `Bearer ${stockKey(dealership)}` },
    data: { full: false, cars },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const slug = (stocknum: string) => `2022-toyota-corolla-ascent-sport-${stocknum.toLowerCase()}`;
  return { reserve: slug(`RSV-${run}`), zero: slug(`ZERO-${run}`) };
}

for (const [site, { route, other, deposit, gated, heading }] of Object.entries(SITES) as [
  Slug,
  (typeof SITES)[Slug],
][]) {
  test(`${site}: reserve with a card, the car shows Reserved, then cancel and refund`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const cars = await importCars(page, site, info);
    const checkout = `/cars/${cars.reserve}/${route}`;

    // The vehicle page's Reserve Online section (Buy Online where the site sells so) leads to the site's
    // own reserve page, named as the section is.
    await page.goto(tenantUrl(site, `/cars/${cars.reserve}`));
    const section = page.getByRole('region', { name: heading });
    await expect(section).toContainText(deposit);
    await expect(section).toContainText('Fully refundable');
    await expect(section).toContainText('We hold the car for you for 48 hours.');
    await expect(section.getByRole('list', { name: 'We accept' }).getByRole('img')).toHaveCount(5);
    await section.screenshot({ path: info.outputPath(`vehicle-section-${site}.png`) });
    await section.getByRole('link').click();

    if (gated) {
      await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=/);
      await signIn(page);
    }
    await expect(page).toHaveURL(tenantUrl(site, checkout));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('We hold the car for you for 48 hours.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '14-day returns' })).toBeVisible();
    // CarZone gives a money-back guarantee on used cars; Coastal Toyota's certified cars carry Toyota's programme.
    if (site === 'carzone') await expect(page.getByText(/48-hour money-back guarantee/)).toBeVisible();
    else {
      await expect(page.getByRole('heading', { name: 'Toyota Certified Pre-Owned' })).toBeVisible();
      await expect(page.getByText('Free 1-year Toyota-backed warranty')).toBeVisible();
    }
    await axeClean(page);
    await page.screenshot({ path: info.outputPath(`checkout-${site}.png`), fullPage: true });

    if (gated) {
      await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Anna');
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('anna.nguyen@example.com');
    } else {
      // The server's messages land on their fields.
      await page.getByRole('button', { name: `Pay ${deposit} deposit` }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' }),
      ).toBeFocused();
      await expect(page.getByLabel('First name', { exact: true })).toHaveAccessibleDescription(
        'Please enter your first name.',
      );
      await page.getByLabel('First name', { exact: true }).fill('Sam');
      await page.getByLabel('Last name', { exact: true }).fill('Taylor');
      await page.getByLabel('Email', { exact: true }).fill('sam.taylor@example.com');
      await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
    }
    await page.getByRole('button', { name: `Pay ${deposit} deposit` }).click();

    // The provider's page: a declined card stays there, a good one comes back reserved.
    await expect(page).toHaveURL(/\/api\/test-payments\//);
    await payWith(page, DECLINED_CARD);
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await payWith(page, GOOD_CARD);
    await expect(page).toHaveURL(/\/reservations\/[^/?]+\?session_id=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reserved' })).toBeVisible();
    await expect(page.getByText(/^We hold the 2022 Toyota Corolla .* for you until .+\.$/)).toBeVisible();
    await expect(page.getByText('Payment reference')).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: info.outputPath(`reservation-${site}.png`), fullPage: true });
    const reservation = page.url();

    // Within a few seconds the car's page says Reserved and offers no more reserving. (A similar car
    // reserved by another test may say Reserved too: the section's absence tells this car's page is fresh.)
    await expect(async () => {
      await page.goto(tenantUrl(site, `/cars/${cars.reserve}`));
      await expect(page.getByRole('region', { name: heading })).toHaveCount(0, { timeout: 500 });
      await expect(page.getByText('Reserved', { exact: true }).first()).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(page.locator('[data-button="reserve"]')).toHaveCount(0);

    // Cancel, confirmed in a dialog: the deposit is refunded and the heading takes the focus.
    await page.goto(reservation);
    await page.getByRole('button', { name: 'Cancel and refund my deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your reservation?' });
    await dialog.getByRole('button', { name: 'Cancel and refund my deposit' }).click();
    const cancelled = page.getByRole('heading', { level: 1, name: 'Reservation cancelled' });
    await expect(cancelled).toBeFocused();
    await expect(page.getByText(/deposit has been refunded in full/)).toBeVisible();
    await axeClean(page);
  });

  test(`${site}: the provider's Cancel, the other route, a car that cannot be reserved`, async ({
    page,
  }, info) => {
    const cars = await importCars(page, site, info);
    if (gated) {
      await page.goto(tenantUrl(site, `/cars/${cars.reserve}/${route}`));
      await signIn(page);
      await expect(page).toHaveURL(tenantUrl(site, `/cars/${cars.reserve}/${route}`));
    }
    // The other address redirects to the site's own.
    await page.goto(tenantUrl(site, `/cars/${cars.reserve}/${other}`));
    await expect(page).toHaveURL(tenantUrl(site, `/cars/${cars.reserve}/${route}`));
    if (!gated) {
      // The form is typed into once it is live: the server's stand-in markup, which text typed before
      // then would go with, is replaced as the form's own code arrives (the button waits for it too).
      await expect(page.getByRole('button', { name: `Pay ${deposit} deposit` })).toBeEnabled();
      await page.getByLabel('First name', { exact: true }).fill('Sam');
      await page.getByLabel('Last name', { exact: true }).fill('Taylor');
      await page.getByLabel('Email', { exact: true }).fill('sam.taylor@example.com');
      await page.getByRole('textbox', { name: 'Mobile' }).fill('0412345678');
    }
    await page.getByRole('button', { name: `Pay ${deposit} deposit` }).click();
    await expect(page).toHaveURL(/\/api\/test-payments\//);
    await page.getByRole('link', { name: 'Cancel and return to the dealer' }).click();
    await expect(page).toHaveURL(tenantUrl(site, `/cars/${cars.reserve}/${route}?cancelled=1`));
    await expect(page.getByRole('status').filter({ hasText: 'Payment cancelled' })).toHaveText(
      'Payment cancelled. Your card was not charged.',
    );

    // A $0 deposit: no section on its page, no form on the reserve page.
    await page.goto(tenantUrl(site, `/cars/${cars.zero}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: heading })).toHaveCount(0);
    await page.goto(tenantUrl(site, `/cars/${cars.zero}/${route}`));
    await expect(page.getByText('This car cannot be reserved online.')).toBeVisible();
    await expect(page.getByRole('button', { name: /deposit/ })).toHaveCount(0);

    // Not the site's car, or no such reservation: the site's 404.
    const missing = await page.goto(tenantUrl(site, `/cars/no-such-car-e2e/${route}`));
    expect(missing?.status()).toBe(404);
    const unknown = await page.goto(tenantUrl(site, '/reservations/00000000-0000-4000-8000-000000000000'));
    expect(unknown?.status()).toBe(404);
  });
}
