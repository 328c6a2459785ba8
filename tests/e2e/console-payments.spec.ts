import { expect, test } from '@playwright/test';
import { octet } from './account-fixtures';
import { axeClean } from './axe';
import { GOOD_CARD, payWith } from './checkout-fixtures';
import { consoleUrl, invite, PASSWORD } from './console-fixtures';
import { tenantUrl } from './tenants';
import { fixtureDealerships, stockKey } from './vehicle-fixtures';

// The money taken online as a manager works it: a shopper reserves a car with a card on the site, the
// deposit shows on the console's Payments screen held until its end, the manager extends it once (not
// twice) and then cancels it with a refund, and the car is on sale again on the site.

const port = Number(process.env.E2E_PORT ?? 3100);

test('a manager extends a shopper’s hold once, then cancels it with a refund @layout', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  const { dealership, location, prefix } = fixtureDealerships['coastal-toyota'];
  const stocknum =
    `PAY-${prefix}-${info.project.name.replace(/\W/g, '')}-${Date.now().toString(36)}`.toUpperCase();
  const sent = await page.request.post(`http://localhost:${port}/api/admin/stock?full=false`, {
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
          price: 27_990,
          km: 30_500,
          location,
          images: ['/media/cars/suv-white-1.webp'],
          checkout_enabled: true,
        },
      ],
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const slug = `2022-toyota-corolla-ascent-sport-${stocknum.toLowerCase()}`;

  // The shopper reserves it on the site.
  await page.goto(tenantUrl('coastal-toyota', `/cars/${slug}/checkout`));
  await expect(page.getByRole('button', { name: 'Pay $200 deposit' })).toBeEnabled();
  await page.getByLabel('First name', { exact: true }).fill('Sam');
  await page.getByLabel('Last name', { exact: true }).fill('Taylor');
  await page.getByLabel('Email', { exact: true }).fill('sam.taylor@example.com');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click();
  await expect(page).toHaveURL(/\/api\/test-payments\//);
  await payWith(page, GOOD_CARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Reserved' })).toBeVisible();

  // The manager finds it held on the Payments screen.
  const email = `payments.${info.project.name}.${Date.now()}@example.com`;
  await page.goto(await invite(email, 'manager', 'coastal-toyota'));
  await page.getByLabel('Your name').fill('Pat Payments');
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('The password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();
  await page.goto(consoleUrl('/coastal-toyota/payments?state=held'));
  const row = page.locator('tr', { hasText: stocknum });
  await expect(row).toContainText(/Held until/);
  const before = await row.textContent();
  await axeClean(page);

  // Extended once: the end moves, and the choice is gone.
  const car = 'the hold on the 2022 Toyota Corolla Ascent Sport';
  await row.getByRole('button', { name: `Extend 48 hours: ${car}` }).click();
  await expect(row.getByRole('button', { name: `Extend 48 hours: ${car}` })).toHaveCount(0);
  await expect(row).toContainText(/Held until/);
  expect(await row.textContent()).not.toBe(before);

  // Cancelled with a refund, asked once more first.
  await row.getByRole('button', { name: `Cancel and refund: ${car}` }).click();
  await row.getByRole('button', { name: 'Yes, cancel and refund $200.00' }).click();
  await page.goto(consoleUrl('/coastal-toyota/payments'));
  await expect(page.locator('tr', { hasText: stocknum })).toContainText(/Refunded|Cancelled/);
  await axeClean(page);

  // The car is on sale again on the site.
  await expect(async () => {
    await page.goto(tenantUrl('coastal-toyota', `/cars/${slug}`));
    await expect(page.getByRole('region', { name: 'Reserve Online' })).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
});
