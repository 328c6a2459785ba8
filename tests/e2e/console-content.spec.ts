import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { axeClean } from './axe';
import { consoleUrl, invite, PASSWORD } from './console-fixtures';
import { tenantUrl } from './tenants';

// A manager's sale page: published with a start in the future the site answers its 404 there; moved to
// start today it is live within 2 s with its body rendered. The live preview shows the Markdown as the
// site renders it (raw HTML as text); an uploaded image shows on the site. A salesperson has no Content
// screen and their calls are refused. Screenshots of the list, the editor and the live page go to the
// test's output folder for a look.

async function join(page: Page, link: string, name: string) {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('The password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();
}

/** A day on carzone's clock (Queensland), `days` from today. */
const brisbaneDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('a manager schedules a sale page, publishes it today with an image, live on the site @layout', async ({
  page,
  browser,
}, info) => {
  const stamp = `${info.project.name.replace(/[^a-z0-9]/g, '')}-${Date.now()}`;
  await join(page, await invite(`content.${stamp}@example.com`, 'manager', 'carzone'), 'Cora Content');

  await page.goto(consoleUrl('/carzone/content'));
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/about-us' })).toBeVisible();
  await axeClean(page);
  await page.screenshot({ path: info.outputPath('list.png'), fullPage: true });

  // A sale page starting the day after tomorrow: published, but the site answers its 404 there.
  const path = `/pages/spring-${stamp}`;
  await page.getByRole('link', { name: 'New page' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  await page.getByLabel('Sale page').check();
  await expect(page.getByLabel('Path')).toHaveValue('/pages/');
  await page.getByLabel('Path').fill(path);
  await page.getByLabel('Title').fill('Spring runout sale');
  await page.getByLabel('Description', { exact: true }).fill('Runout prices on every new model in stock');
  await page.getByLabel('Start', { exact: true }).fill(brisbaneDay(2));
  await page.getByLabel('Expiry', { exact: true }).fill(brisbaneDay(30));
  await page.getByLabel('Body (Markdown)').fill('## Runout offers\n\nDrive away today.');
  const preview = page.getByTestId('content-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'Runout offers' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${path}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^On the site: Scheduled \(starts / })).toBeVisible();
  const site = await browser.newPage();
  expect((await site.goto(tenantUrl('carzone', path)))?.status()).toBe(404);

  // The live preview: the site's renderer, raw HTML shown as text.
  const body = page.getByLabel('Body (Markdown)');
  await body.fill('## Runout offers\n\nDrive away today. <b>bold?</b>\n\n### Fine print\n');
  await expect(preview.getByRole('heading', { level: 3, name: 'Fine print' })).toBeVisible();
  await expect(preview.getByText('<b>bold?</b>', { exact: false })).toBeVisible();
  await expect(preview.locator('b')).toHaveCount(0);

  // An image, uploaded and put in the body where the cursor is.
  await body.press('ControlOrMeta+End');
  await page.getByLabel('Add an image').setInputFiles({
    name: 'hilux-front.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer(),
  });
  await expect(page.getByText('hilux-front.jpg uploaded.')).toBeVisible({ timeout: 15_000 });
  await expect(body).toHaveValue(/!\[hilux-front\]\(\/media\/content-images\/\d+\/[0-9a-f-]+\.webp\)/);
  await expect(preview.getByRole('img', { name: 'hilux-front' })).toBeVisible();

  // Starting today: live on the site within 2 s, its body and image rendered.
  await page.getByLabel('Start', { exact: true }).fill(brisbaneDay(0));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved and published')).toBeVisible();
  await expect
    .poll(async () => (await site.goto(tenantUrl('carzone', path)))?.status(), {
      timeout: 2_000,
      intervals: [250],
    })
    .toBe(200);
  await expect(site.getByRole('heading', { level: 1, name: 'Spring runout sale' })).toBeVisible();
  await expect(site.getByRole('heading', { level: 3, name: 'Fine print' })).toBeVisible();
  const image = site.getByRole('img', { name: 'hilux-front' });
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'On the site: Live' })).toBeVisible();
  await axeClean(page);
  await page.screenshot({ path: info.outputPath('edit.png'), fullPage: true });
  await site.screenshot({ path: info.outputPath('site.png'), fullPage: true });

  // A refused save names its field and changes nothing on the site.
  await page.getByLabel('Expiry', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('expected the time a sale page ends').first()).toBeVisible();
  await axeClean(page);

  // Unpublished: off the site; then deleted.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText(/^Unpublished: the site/)).toBeVisible();
  await expect
    .poll(async () => (await site.goto(tenantUrl('carzone', path)))?.status(), { timeout: 2_000 })
    .toBe(404);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: `Delete ${path} for good` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('link', { name: path })).toHaveCount(0);
  await site.close();

  // A salesperson: no Content screen, and the calls refused.
  const sales = await browser.newContext();
  const theirs = await sales.newPage();
  await join(theirs, await invite(`content.sales.${stamp}@example.com`, 'sales', 'carzone'), 'Sol Content');
  expect((await theirs.goto(consoleUrl('/carzone/content')))?.status()).toBe(404);
  // From the console's own page, with its cookie (Node does not resolve console.localhost).
  const status = await theirs.evaluate(
    async () => (await fetch('/api/console/sites/carzone/content')).status,
  );
  expect(status).toBe(403);
  await sales.close();
});
