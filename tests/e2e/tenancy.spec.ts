import { expect, test } from '@playwright/test';
import { tenantUrl } from './tenants';

test('a direct /sites/... request is a 404', async ({ page }) => {
  const response = await page.goto(tenantUrl('carzone', '/sites/coastal-toyota'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
});

test('an unknown host falls back to the default site', async ({ page }) => {
  const response = await page.goto(tenantUrl('no-such-dealer'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Coastal Toyota home' })).toBeVisible();
});

test('an unknown path is the tenant’s own 404 page', async ({ page }) => {
  const response = await page.goto(tenantUrl('summit-motor-group', '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Summit Motor Group home' })).toBeVisible();
});

test('the dealer group shows its stats banner and group business links', async ({ page }) => {
  await page.goto(tenantUrl('summit-motor-group'));
  const stats = page.getByRole('region', { name: 'About the group' });
  await expect(stats).toContainText('50+');
  await expect(stats).toContainText('Locations');
  const group = page.getByRole('navigation', { name: 'Group businesses' });
  for (const href of [
    '/twg-cars',
    '/twg-rental',
    '/twg-tyres',
    '/finance-and-insurance',
    '/neotek',
    '/4x4-outdoor',
  ]) {
    await expect(group.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test('the caravan and motorcycle dealer lists caravans and motorcycles, not cars', async ({ page }) => {
  await page.goto(tenantUrl('outback-rv'));
  const tiles = page.getByRole('region', { name: 'Browse by body type' });
  await expect(tiles).toContainText(/Caravan|Camper Trailer/);
  await expect(tiles).toContainText('Motorcycle');
  await expect(tiles).not.toContainText('Sedan');
});

test('the used-car supermarket shows used stock only', async ({ page }) => {
  await page.goto(tenantUrl('carzone'));
  const types = page.getByRole('list', { name: 'Browse by type' });
  await expect(types).toContainText('Used');
  await expect(types).not.toContainText('New');
  await expect(types).not.toContainText('Demo');
});
