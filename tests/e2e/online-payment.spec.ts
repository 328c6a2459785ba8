import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { MAIL_DIR } from '../../playwright.config';
import { axeClean, codeSentTo, newMobile, octet } from './account-fixtures';
import { tenantUrl } from './tenants';

// Paying online against a dealer's reference (AF §2 /online-payment) on Coastal Toyota (open) and CarZone
// (behind sign-in): the form's messages, a declined card on the test provider's page, then a good one,
// back to the receipt; the payer's receipt and the dealer's lead emailed once each; the provider's Cancel
// comes back to the form with the reference and amount kept; axe on the form and the receipt.

const SITES = { 'coastal-toyota': { gated: false }, carzone: { gated: true } } as const;
type Slug = keyof typeof SITES;

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

async function signIn(page: Page, email: string) {
  const mobile = newMobile();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Code sent!')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeSentTo(mobile));
  await page.getByLabel('First name', { exact: true }).fill('Anna');
  await page.getByLabel('Last name', { exact: true }).fill('Nguyen');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Anna Nguyen');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** The emails the embedded mailer wrote that name `text`, with quoted-printable soft breaks undone. */
async function mailsNaming(prefix: string, text: string): Promise<string[]> {
  const dir = path.resolve(MAIL_DIR);
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter(
    (name) => name.startsWith(prefix) && name.endsWith('.eml'),
  );
  const texts = await Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'utf8')));
  return texts.map((t) => t.replace(/=\r?\n/g, '')).filter((t) => t.includes(text));
}

for (const [site, { gated }] of Object.entries(SITES) as [Slug, (typeof SITES)[Slug]][]) {
  test(`${site}: pay against a reference, a declined card, then a good one, to the receipt`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const width = info.project.name;
    const reference = `INV-${Date.now().toString(36).toUpperCase()}`;
    const email = `payer.${Date.now().toString(36)}.${octet()}@example.com`;

    await page.goto(tenantUrl(site, '/online-payment'));
    if (gated) {
      await expect(page).toHaveURL(/\/sign-in\?type=online-payment&redirect=%2Fonline-payment/);
      await signIn(page, email);
      await expect(page).toHaveURL(tenantUrl(site, '/online-payment'));
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Online Payment' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'We accept' }).getByRole('img')).toHaveCount(5);
    await axeClean(page);
    await page.screenshot({ path: info.outputPath(`online-payment-${site}-${width}.png`), fullPage: true });

    // The server's messages land on their fields, named in the summary that takes the focus.
    await page.getByLabel('Payment reference').fill('INV_1');
    await page.getByLabel('Amount (AUD)').fill('0.50');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
    await expect(summary).toBeFocused();
    await expect(page.getByLabel('Payment reference')).toHaveAccessibleDescription(
      /A payment reference has up to 40 letters, digits, spaces and - \/ #\./,
    );
    await expect(page.getByLabel('Amount (AUD)')).toHaveAccessibleDescription(
      /Please enter an amount from \$1\.00 to \$100,000\.00, e\.g\. 250\.00\./,
    );
    if (!gated) {
      await expect(page.getByLabel('First name', { exact: true })).toHaveAccessibleDescription(
        'Please enter your first name.',
      );
    }
    await axeClean(page);

    // Every demo site has several dealerships, each with its own books: the payer names the one paid.
    const dealership = page.getByLabel('Dealership');
    await dealership.selectOption({ index: 1 });
    const paid = await dealership.evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text);
    await page.getByLabel('Payment reference').fill(reference);
    await page.getByLabel('Amount (AUD)').fill('1,250.50');
    if (gated) {
      await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Anna');
      await page.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678');
    } else {
      await page.getByLabel('First name', { exact: true }).fill('Sam');
      await page.getByLabel('Last name', { exact: true }).fill('Taylor');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678');
    }
    await page.getByLabel('Note (optional)').fill('Balance on the Corolla');
    await page.getByRole('button', { name: 'Pay now' }).click();

    // The provider's page: a declined card stays there, a good one comes back to the receipt.
    await expect(page).toHaveURL(/\/api\/test-payments\//);
    await expect(page.getByText('$1,250.50').first()).toBeVisible();
    await payWith(page, DECLINED_CARD);
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await payWith(page, GOOD_CARD);
    await expect(page).toHaveURL(/\/online-payment\?payment=[0-9a-f-]{36}&session_id=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    const receipt = page.getByRole('definition');
    await expect(receipt.filter({ hasText: reference })).toBeVisible();
    await expect(receipt.filter({ hasText: '$1,250.50' })).toBeVisible();
    await expect(receipt.filter({ hasText: /^\w+day \d+ \w+ \d{4}/ })).toBeVisible();
    await expect(receipt.filter({ hasText: /^tpi_/ })).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: info.outputPath(`receipt-${site}-${width}.png`), fullPage: true });

    // The payer's receipt and the dealer's lead, one each.
    await expect(async () => {
      expect(await mailsNaming('shopper-message-', reference)).toHaveLength(1);
      expect(await mailsNaming('lead-', reference)).toHaveLength(1);
    }).toPass({ timeout: 30_000 });
    const [lead] = await mailsNaming('lead-', reference);
    expect(lead).toContain('Online Payment');
    expect(lead).toContain('Payment Received');
    expect(lead).toContain(`Location: ${paid}`);

    // Reloading the receipt shows the same, and sends nothing more.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    expect(await mailsNaming('shopper-message-', reference)).toHaveLength(1);
  });

  test(`${site}: the provider's Cancel comes back to the form, the reference and amount kept`, async ({
    page,
  }) => {
    await page.goto(tenantUrl(site, '/online-payment'));
    if (gated) await signIn(page, `cancel.${Date.now().toString(36)}@example.com`);
    await page.getByLabel('Dealership').selectOption({ index: 2 });
    const paid = await page.getByLabel('Dealership').inputValue();
    await page.getByLabel('Payment reference').fill('SO 4471/B');
    await page.getByLabel('Amount (AUD)').fill('99');
    if (!gated) {
      await page.getByLabel('First name', { exact: true }).fill('Sam');
      await page.getByLabel('Last name', { exact: true }).fill('Taylor');
      await page.getByRole('textbox', { name: 'Email' }).fill('sam.taylor@example.com');
    }
    await page.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/api\/test-payments\//);
    await page.getByRole('link', { name: /Cancel/ }).click();
    await expect(page).toHaveURL(/\/online-payment\?payment=[0-9a-f-]{36}&cancelled=1/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Payment cancelled. Your card was not charged.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Payment reference')).toHaveValue('SO 4471/B');
    await expect(page.getByLabel('Amount (AUD)')).toHaveValue('99.00');
    await expect(page.getByLabel('Dealership')).toHaveValue(paid);
  });
}
