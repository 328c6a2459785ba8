import { expect, type Page, test } from '@playwright/test';
import { paths } from '../../src/lib/paths';
import { axeClean, codeSentTo, newMobile, octet } from './account-fixtures';
import { tenantUrl } from './tenants';

// The shopper's garage end to end (AF §2 'my-garage') on the demo site with the garage on: signed out it
// goes through sign-in and back, then a vehicle is added (a refused field first), shown with its two
// links, and removed; axe on the page. Screenshots go to test-results/ for a look.

const SLUG = 'summit-motor-group';

async function signIn(page: Page) {
  const mobile = newMobile();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Code sent!')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeSentTo(mobile));
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Email').fill('anna.nguyen@example.com');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

test('signed out to sign-in and back; add, see with its links, remove', async ({ page }, info) => {
  const shots = `test-results/garage-${info.project.name}`;
  await page.goto(tenantUrl(SLUG, '/my-garage'));
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage&back=%2F$/);
  await signIn(page);
  await expect(page).toHaveURL(tenantUrl(SLUG, '/my-garage'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByText('Your garage is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your watchlist' })).toHaveAttribute('href', '/watchlist');
  await axeClean(page);
  await page.screenshot({ path: `${shots}-empty.png`, fullPage: true });

  const form = page.getByRole('form', { name: 'Add a vehicle' });
  await form.getByLabel('Registration').fill('abc 123');
  await form.getByLabel('State').selectOption('QLD');
  await form.getByLabel('Make').fill('Mazda');
  await form.getByLabel('Model').fill('CX-5');
  await form.getByLabel('Year').fill('1901');
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  const year = form.getByLabel('Year');
  await expect(year).toHaveAttribute('aria-invalid', 'true');
  await expect(year).toHaveAccessibleDescription('Please enter a year from 1950.');
  await axeClean(page);
  await page.screenshot({ path: `${shots}-invalid.png`, fullPage: true });

  await year.fill('2019');
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  const vehicle = page.getByRole('listitem').filter({ hasText: '2019 Mazda CX-5' });
  await expect(vehicle).toBeVisible();
  await expect(vehicle).toContainText('ABC123');
  await expect(vehicle).toContainText('QLD');
  for (const [name, href] of [
    ['Book a service', paths.service()],
    ['Value my trade', paths.tradeInPlate('ABC123', 'QLD')],
  ]) {
    await expect(vehicle.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(form.getByLabel('Registration')).toHaveValue('');
  await axeClean(page);
  await page.screenshot({ path: `${shots}-added.png`, fullPage: true });

  await page.reload();
  await expect(vehicle).toBeVisible();
  // The site sells Mazda: the garage leads to its Mazda garage, which holds the Mazda.
  await page
    .getByRole('navigation', { name: 'Your brand garages' })
    .getByRole('link', { name: 'My Mazda Garage' })
    .click();
  await expect(page).toHaveURL(tenantUrl(SLUG, '/mazda/my-garage'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Mazda Garage' })).toBeVisible();
  await expect(vehicle).toBeVisible();
  await expect(page.getByLabel('Make')).toHaveValue('Mazda');
  await expect(page.getByRole('link', { name: 'Browse Mazda stock' })).toHaveAttribute(
    'href',
    '/search?make=Mazda',
  );
  await axeClean(page);
  await page.screenshot({ path: `${shots}-brand.png`, fullPage: true });
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Garage' }).click();
  await expect(page).toHaveURL(tenantUrl(SLUG, '/my-garage'));
  await vehicle.getByRole('button', { name: 'Remove 2019 Mazda CX-5 (ABC123)' }).click();
  await expect(page.getByText('Your garage is empty.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your garage is empty.')).toBeVisible();
});

test('a site without the garage answers its 404 page', async ({ page }) => {
  const response = await page.goto(tenantUrl('carzone', '/my-garage'));
  expect(response?.status()).toBe(404);
  expect((await page.goto(tenantUrl('carzone', '/mazda/my-garage')))?.status()).toBe(404);
});

test('a brand garage: sign-in first; only a make brand of the site has one', async ({ page }) => {
  await page.goto(tenantUrl(SLUG, '/mazda/my-garage'));
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmazda%2Fmy-garage/);
  // 'Summit Prestige' is one of the group's businesses, not a make.
  for (const path of ['/no-such-brand/my-garage', '/summit-prestige/my-garage'])
    expect((await page.goto(tenantUrl(SLUG, path)))?.status(), path).toBe(404);
});
