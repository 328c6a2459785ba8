import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { MAIL_DIR, SMS_DIR } from '../../playwright.config';
import { axeClean, codeSentTo, newMobile, octet } from './account-fixtures';
import { tenantUrl } from './tenants';
import { stockKey } from './vehicle-fixtures';

// Saved searches end to end on the demo site with My Garage: 'Save this search' signed out goes through
// sign-in and back to the results, then saves them (email at desktop width, SMS on the phone); a matching
// car sent through the stock API brings one alert, whose unsubscribe link opens a page that stops the
// alerts on its button; My Garage lists the search with its link back and Remove. axe on each page;
// screenshots go to test-results/ for a look.

const SLUG = 'summit-motor-group';
const DEALERSHIP = 'summit-mazda-springwood';
const port = Number(process.env.E2E_PORT ?? 3100);

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

async function signIn(page: Page, mobile: string, email: string) {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Code sent!')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeSentTo(mobile));
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The unsubscribe link of the alert that names `model`, from the .eml or SMS file the server wrote. */
async function alertLink(channel: 'email' | 'sms', to: string, model: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const dir = path.resolve(channel === 'email' ? MAIL_DIR : SMS_DIR);
    const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) =>
      channel === 'email'
        ? name.startsWith('shopper-message-') && name.endsWith('.eml')
        : name.startsWith(`61${to.slice(1)}-`),
    );
    const texts = await Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'utf8')));
    const found = texts.filter((text) => text.includes(channel === 'email' ? to : model));
    expect(found).toHaveLength(1);
    const text =
      channel === 'email'
        ? found[0].split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
        : (JSON.parse(found[0]) as { body: string }).body;
    link =
      (channel === 'email' ? /^List-Unsubscribe: <([^>]+)>/im : /Stop alerts: (\S+)/).exec(text)?.[1] ?? '';
    // The search was saved on this host, so its alerts lead back to it (decision 021).
    expect(link.startsWith(tenantUrl(SLUG, '/unsubscribe?token='))).toBe(true);
    expect(link).toMatch(/\?token=\d+\.[\w-]{43}$/);
  }).toPass({ timeout: 30_000 });
  return link;
}

test(
  'save a search signed out → sign-in → saved; a matching car brings one alert; unsubscribe',
  { tag: '@layout' },
  async ({ page, request }, info) => {
    const shots = `test-results/saved-searches-${info.project.name}`;
    const channel = info.project.name.startsWith('phone') ? 'sms' : 'email';
    const model = `Alert${Date.now().toString(36)}`;
    const mobile = newMobile();
    const email = `anna.${model.toLowerCase()}@example.com`;
    const results = `/search?make=Lotus&model=${model}&price=:250000`;

    await page.goto(tenantUrl(SLUG, results));
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page).toHaveURL(/\/sign-in\?type=saved-search&redirect=%2Fsearch%3Fmake%3DLotus/);
    await signIn(page, mobile, email);
    // Back on the same results (the way back spells ':' as %3A, which the page reads the same).
    await expect.poll(() => decodeURIComponent(page.url())).toBe(tenantUrl(SLUG, results));

    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^Email/ })).toBeChecked();
    await dialog.getByRole('radio', { name: channel === 'email' ? /^Email/ : /^SMS/ }).check();
    await axeClean(page);
    await page.screenshot({ path: `${shots}-choose.png` });
    await dialog.getByRole('button', { name: 'Save search' }).click();
    const name = `Our Stock: Lotus, ${model}, up to $250,000`;
    await expect(dialog.getByRole('status')).toHaveText(
      `Search saved: ${name}. We will tell you by ${channel === 'email' ? 'email' : 'text message'} when a matching car arrives.`,
    );
    await axeClean(page);
    await page.screenshot({ path: `${shots}-saved.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const sent = await request.post(`http://localhost:${port}/api/admin/stock?full=false`, {
      headers: { authorization: `Bearer ${stockKey(DEALERSHIP)}` },
      data: {
        full: false,
        cars: [
          {
            stocknum: `E2E-${model}`,
            year: 2024,
            make: 'Lotus',
            model,
            badge: 'V6',
            car_type: 'used',
            price: 199_990,
            km: 900,
          },
          {
            stocknum: `E2E-${model}-DEAR`,
            year: 2024,
            make: 'Lotus',
            model,
            car_type: 'used',
            price: 299_990,
            km: 10,
          },
        ],
      },
    });
    expect(sent.ok()).toBe(true);
    const link = await alertLink(channel, channel === 'email' ? email : mobile, model);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved search alerts' })).toBeVisible();
    await expect(page.locator('main')).toContainText(
      `You will no longer get ${channel === 'email' ? 'an email' : 'a text message'} from Summit Motor Group when a car matching your saved search ${name} arrives.`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await axeClean(page);
    await page.screenshot({ path: `${shots}-unsubscribe.png`, fullPage: true });
    await page.getByRole('button', { name: 'Stop these alerts' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(
      'Alerts stopped. You will get no more messages about this search.',
    );
    await page.reload();
    await expect(page.locator('main')).toContainText('are already stopped');

    await page.goto(tenantUrl(SLUG, '/my-garage'));
    const saved = page.getByRole('listitem').filter({ hasText: name });
    await expect(saved.getByRole('link', { name })).toHaveAttribute('href', results);
    await expect(saved).toContainText('Alerts stopped');
    await axeClean(page);
    await page.screenshot({ path: `${shots}-garage.png`, fullPage: true });
    await saved.getByRole('button', { name: `Remove saved search ${name}` }).click();
    await expect(page.getByText('You have no saved searches yet.')).toBeVisible();
  },
);

test('a link that is not valid says so and offers no button', async ({ page }) => {
  await page.goto(tenantUrl(SLUG, '/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
  await expect(page.locator('main')).toContainText('This unsubscribe link is not valid');
  await expect(page.getByRole('button', { name: 'Stop these alerts' })).toHaveCount(0);
});

test('a site with a watchlist and no garage keeps saved searches too: signed out, Save asks for sign-in', async ({
  page,
}) => {
  await page.goto(tenantUrl('carzone', '/used-car?make=Toyota'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=saved-search&redirect=%2Fused-car%3Fmake%3DToyota/);
});
