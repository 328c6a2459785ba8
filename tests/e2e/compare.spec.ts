import { expect, test } from '@playwright/test';
import { axeOn } from './axe';
import { tenantUrl } from './tenants';

// Comparing cars on a site that offers it: pick two on the results, follow the bar, see them side by side.

test('two cars picked on the results are compared side by side, by a shareable URL', async ({ page }) => {
  await page.goto(tenantUrl('coastal-toyota', '/search'));
  // Only in-stock cards offer comparing: the first two toggles, whichever cards carry them.
  const toggles = page.getByRole('article').getByRole('button', { name: /^Compare / });
  const names = [];
  for (const index of [0, 1]) {
    const toggle = toggles.nth(index);
    names.push(((await toggle.getAttribute('aria-label')) ?? '').replace(/^Compare /, ''));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  const bar = page.getByRole('region', { name: 'Cars to compare' });
  await expect(bar).toContainText('2 of 4 cars picked');
  await bar.getByRole('link', { name: 'Compare 2 cars' }).click();
  await expect(page).toHaveURL(/\/compare\?cars=[^,&]+,[^,&]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible();
  const table = page.getByRole('table');
  // Two cars may share a name (a dealer stocks several alike): each picked name heads a column.
  for (const name of names)
    await expect(
      table.getByRole('columnheader', { name: new RegExp(name.slice(0, 20)) }).first(),
    ).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /\d{4} / })).toHaveCount(2);
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  expect(
    (await axeOn(page).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);

  const allRows = await table.getByRole('rowheader').count();
  await page.getByRole('link', { name: 'Show only the differences' }).click();
  await expect(page).toHaveURL(/only=differences/);
  expect(await page.getByRole('table').getByRole('rowheader').count()).toBeLessThanOrEqual(allRows);

  await page
    .getByRole('link', { name: /^Remove/ })
    .first()
    .click();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(1);
});

test('a site that does not offer comparing has no toggles and no compare page', async ({ page }) => {
  await page.goto(tenantUrl('carzone', '/search'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Compare / })).toHaveCount(0);
  const response = await page.goto(tenantUrl('carzone', '/compare?cars=a,b'));
  expect(response?.status()).toBe(404);
});
