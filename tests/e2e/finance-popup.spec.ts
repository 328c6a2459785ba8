import { expect, type Page, test } from '@playwright/test';
import { axeClean, codeSentTo, newMobile, octet } from './account-fixtures';
import { tenantUrl } from './tenants';

// The Get Finance popup (AF §2, §4): opened from a car's finance panel on the instant-quote site
// (coastal-toyota, provider 'youx'), its quick estimate is the car card's figure, and the application goes
// through the details, a mobile verified by code, and on to the page the provider returns.

const cards = (page: Page) => page.getByRole('list', { name: 'Results' }).locator(':scope > li > article');

/** The first card of a results page with a weekly line: its link and weekly text. */
async function weeklyCard(page: Page) {
  const all = cards(page);
  const n = await all.count();
  for (let i = 0; i < n; i++) {
    const line = all.nth(i).getByText(/^Finance from/);
    if ((await line.count()) === 0) continue;
    return {
      href: (await all.nth(i).locator('h3 a').getAttribute('href')) ?? '',
      weekly: ((await line.locator('strong').textContent()) ?? '').trim(),
    };
  }
  throw new Error('no card with a weekly figure');
}

const currentStep = (page: Page) => page.getByRole('dialog').locator('li[aria-current="step"]');

test(
  'coastal-toyota: the popup quotes the card’s figure and applies through to the lender’s page',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
    await page.goto(tenantUrl('coastal-toyota', '/search?sortBy=price_desc'));
    const car = await weeklyCard(page);
    await page.goto(tenantUrl('coastal-toyota', car.href));

    const trigger = page
      .locator('section[aria-labelledby="finance-panel-title"]')
      .getByRole('button', { name: 'Get Finance' });
    await trigger.click();
    const dialog = page.getByRole('dialog', {
      name: 'Instant Finance pre-approval with no impact on your credit score.',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
      /Quick Estimate/,
      /Your Details/,
      /Instant pre-approval/,
      /Apply to lender/,
    ]);
    await expect(currentStep(page)).toContainText('Quick Estimate');
    await expect(dialog.getByTestId('popup-weekly')).toHaveText(car.weekly);
    await expect(dialog.getByLabel('Loan term')).toHaveValue('5');
    await expect(dialog.getByLabel('Credit history')).toHaveValue('GREAT');
    await axeClean(page);
    await page.screenshot({ path: testInfo.outputPath('1-quick-estimate.png') });

    // Escape closes it and focus goes back to the button; what was chosen stays.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(dialog.getByTestId('popup-weekly')).toHaveText(car.weekly);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(currentStep(page)).toContainText('Your Details');
    await dialog.getByLabel('First name').fill('Ava');
    await dialog.getByLabel('Last name').fill('Nguyen');
    await dialog.getByLabel('Email', { exact: true }).fill('ava.nguyen@example.com');
    await dialog.getByLabel('Postcode').fill('4000');
    await axeClean(page);
    await page.screenshot({ path: testInfo.outputPath('2-details.png') });
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(currentStep(page)).toContainText('Instant pre-approval');
    const mobile = newMobile();
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.getByText('Code sent!')).toBeVisible();
    await dialog.getByLabel('Verification code').fill(await codeSentTo(mobile));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Mobile number verified.')).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: testInfo.outputPath('3-verified.png') });
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(currentStep(page)).toContainText('Apply to lender');
    await expect(dialog).toContainText(`${car.weekly} per week`);
    await axeClean(page);
    await page.screenshot({ path: testInfo.outputPath('4-apply.png') });
    await dialog.getByRole('button', { name: 'Apply to lender' }).click();
    await page.waitForURL(/\/finance\/pre-approval\?application=/);
  },
);

test('a site whose finance provider is not the instant-quote one has no popup (carzone)', async ({
  page,
}) => {
  await page.goto(tenantUrl('carzone', '/search?sortBy=price_desc'));
  const car = await weeklyCard(page);
  await page.goto(tenantUrl('carzone', car.href));
  const panel = page.locator('section[aria-labelledby="finance-panel-title"]');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Get Finance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Finance' })).toHaveCount(0);
});

test('the finance page opens the popup on an instant-quote site, and not elsewhere', async ({ page }) => {
  await page.goto(tenantUrl('coastal-toyota', '/finance'));
  await page.getByRole('button', { name: 'Get Finance' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Instant Finance pre-approval with no impact on your credit score.',
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Purchase price/)).toHaveValue('30000');
  await page.goto(tenantUrl('carzone', '/finance'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Finance' })).toHaveCount(0);
});
