import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { axeClean, octet } from './account-fixtures';
import { DECLINED_CARD, GOOD_CARD, payWith, signIn } from './checkout-fixtures';
import { tenantUrl } from './tenants';
import { POPULAR, value } from './trade-in-fixtures';
import { fixtureDealerships, stockKey } from './vehicle-fixtures';

// Buying a car online end to end (AF §2 /checkout-journey): from the reserve page's 'Buy online' through
// the steps to the deposit on the test provider's page and, back on the journey, the handover booked.
// Coastal Toyota (open; pick-up only) with a trade-in valued on the way and finance; CarZone (behind
// sign-in) with delivery priced by postcode and a declined card first. The car then shows Reserved on its
// search card. Axe on each step; screenshots go to test-results/ for a look.

const port = Number(process.env.E2E_PORT ?? 3100);

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

/** A fresh car of the site for this run and width (a paid deposit holds it). */
async function importCar(page: Page, site: keyof typeof fixtureDealerships, info: TestInfo) {
  const { dealership, location, prefix } = fixtureDealerships[site];
  const stocknum =
    `BUY-${prefix}-${info.project.name.replace(/\W/g, '')}-${Date.now().toString(36)}`.toUpperCase();
  const response = await page.request.post(`http://localhost:${port}/api/admin/stock?full=false`, {
    headers: { authorization: `Bearer ${stockKey(dealership)}` },
    data: {
      full: false,
      cars: [
        {
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
          trade_in_allowed: true,
        },
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { slug: `2022-toyota-corolla-ascent-sport-${stocknum.toLowerCase()}`, stocknum };
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

async function fillDetails(page: Page) {
  await page.getByLabel('First name', { exact: true }).fill('Sam');
  await page.getByLabel('Last name', { exact: true }).fill('Taylor');
  await page.getByLabel('Email', { exact: true }).fill('sam.taylor@example.com');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
}

/** Back on the journey with the deposit paid: the handover booked at the first free time. */
async function bookHandover(page: Page, info: TestInfo, site: string) {
  await expect(page).toHaveURL(/\/checkout-journey\?car_id=.+&reservation=[0-9a-f-]{36}&session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit paid' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Buying steps' }).locator('[aria-current="step"]'),
  ).toHaveText(/Handover/);
  const booking = page.getByRole('region', { name: 'Book your handover' });
  await expect(booking.getByLabel('Day')).toBeVisible();
  await axeClean(page);
  await booking
    .getByRole('group', { name: /^Time on / })
    .getByRole('radio')
    .first()
    .check();
  await page.screenshot({ path: info.outputPath(`handover-${site}.png`), fullPage: true });
  await booking.getByRole('button', { name: 'Book handover' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Handover booked for .+ at .+\.$/ }),
  ).toBeVisible();
  await axeClean(page);
}

test('coastal-toyota: pick-up, a trade-in valued on the way, finance, the deposit and the handover', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const car = await importCar(page, 'coastal-toyota', info);

  // The reserve page offers buying outright.
  await page.goto(tenantUrl('coastal-toyota', `/cars/${car.slug}/checkout`));
  await page.getByRole('link', { name: 'Buy online' }).click();
  await expect(page).toHaveURL(tenantUrl('coastal-toyota', `/checkout-journey?car_id=${car.slug}`));

  await expect(stepHeading(page, 'Your car')).toBeVisible();
  await expect(page.getByText('$200 deposit', { exact: true })).toBeVisible();
  await expect(page.getByText('We hold the car for you for 48 hours.')).toBeVisible();
  await axeClean(page);
  await page.screenshot({ path: info.outputPath('journey-car.png'), fullPage: true });
  await next(page);

  // Coastal Toyota does not deliver: pick-up is the one choice, already made.
  await expect(stepHeading(page, 'Delivery or pick-up')).toBeFocused();
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /^Pick up from / })).toBeChecked();
  await next(page);

  // A trade-in: valued by the trade-in journey, which leads back here with its offer.
  await expect(stepHeading(page, 'Trade-in')).toBeVisible();
  await page.getByLabel('Yes, I have a car to trade in').check();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('link', { name: 'Value my car' }).click();
  await value(page, POPULAR['coastal-toyota'], `buy.${Date.now()}@example.com`);
  const offer = Number(((await page.getByTestId('valuation-offer').textContent()) ?? '').replace(/\D/g, ''));
  await page.getByRole('link', { name: 'Continue buying online with this trade-in' }).click();
  await expect(page).toHaveURL(/\/checkout-journey\?car_id=.+&valuation=[0-9a-f-]{36}$/);
  await expect(stepHeading(page, 'Trade-in')).toBeVisible();
  await expect(page.getByText('2023 Ford Ranger XLT')).toBeVisible();
  await axeClean(page);
  await next(page);

  await expect(stepHeading(page, 'Finance or pay')).toBeVisible();
  await page.getByLabel(/^Finance/).check();
  await next(page);

  // The review's sums: the price, less the trade-in and the deposit.
  await expect(stepHeading(page, 'Review')).toBeVisible();
  // A trade-in worth more than the rest is what the dealer pays back.
  const balance = 27_990 - offer - 200;
  await expect(page.getByTestId('purchase-balance')).toHaveText(
    `${balance < 0 ? '−' : ''}$${Math.abs(balance).toLocaleString('en-AU')}`,
  );
  await fillDetails(page);
  await axeClean(page);
  await page.screenshot({ path: info.outputPath('journey-review-coastal.png'), fullPage: true });
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click();
  await expect(page).toHaveURL(/\/api\/test-payments\//);
  await payWith(page, GOOD_CARD);
  await bookHandover(page, info, 'coastal-toyota');
  await expect(page.getByText('Trade-in: 2023 Ford Ranger XLT')).toBeVisible();
});

test('carzone: signed in, delivery priced by postcode, a declined card, then the deposit and the handover', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const car = await importCar(page, 'carzone', info);
  await page.goto(tenantUrl('carzone', `/checkout-journey?car_id=${car.slug}`));
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=/);
  await signIn(page);
  await expect(page).toHaveURL(tenantUrl('carzone', `/checkout-journey?car_id=${car.slug}`));
  await expect(page.getByText('$500 deposit', { exact: true })).toBeVisible();
  await next(page);

  await page.getByLabel('Deliver it to me').check();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('Delivery postcode').fill('12');
  await page.getByRole('button', { name: 'Check delivery price' }).click();
  await expect(page.getByLabel('Delivery postcode')).toHaveAccessibleDescription(
    'Invalid postcode. Please enter a 4-digit number.',
  );
  await page.getByLabel('Delivery postcode').fill('4000');
  await page.getByRole('button', { name: 'Check delivery price' }).click();
  await expect(page.getByText(/^Delivery to .+: (Free|\$[\d,]+)$/)).toBeVisible();
  await axeClean(page);
  await page.screenshot({ path: info.outputPath('journey-delivery-carzone.png'), fullPage: true });
  await next(page);

  await page.getByLabel('No trade-in').check();
  await next(page);
  await page.getByLabel(/^Pay in full/).check();
  await next(page);

  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(page.getByText(/^Delivery to 4000 /)).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Anna');
  await page.getByRole('button', { name: 'Pay $500 deposit' }).click();
  await payWith(page, DECLINED_CARD);
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await payWith(page, GOOD_CARD);
  await bookHandover(page, info, 'carzone');

  // Its search card says Reserved within seconds.
  await expect(async () => {
    await page.goto(tenantUrl('carzone', `/search?query=${car.stocknum}`));
    await expect(page.getByText('Reserved', { exact: true }).first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
});
