import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { totpCode } from './tests/helpers/totp';

const [ownerLink, managerLink] = process.argv.slice(2);
const C = (p: string) => `http://console.localhost:3601${p}`;
const PASSWORD = 'a long walk on Tingalpa beach';
const out = '/tmp/shots';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});
const ctx = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
const page = await ctx.newPage();
const snap = async (name: string, full = true) => {
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: full });
};
await page.goto(ownerLink);
await page.getByLabel('Your name').fill('Owen Owner');
await page.getByLabel('Choose a password').fill(PASSWORD);
await page.getByLabel('The password again').fill(PASSWORD);
await page.getByRole('button', { name: 'Join and sign in' }).click();
await page.waitForURL(/two-factor/);
await page.getByLabel('Password').fill(PASSWORD);
await page.getByRole('button', { name: 'Continue' }).click();
const secret = (await page.locator('code').textContent()) ?? '';
await page.getByLabel('6-digit code').fill(totpCode(secret));
await page.getByRole('button', { name: 'Turn on two-factor' }).click();
await page.waitForURL(/security/);
await page.goto(C('/carzone/settings'));
await snap('settings-empty');
await page.goto(C('/carzone/settings/identity'));
await snap('identity');
const brand = page.locator('#setting-theme-brand');
await brand.fill('#0b7a3e');
await page.getByRole('button', { name: 'Save to draft' }).click();
await page.getByText('Saved to the draft').waitFor();
await page.locator('#setting-theme-brand').fill('green');
await page.getByRole('button', { name: 'Save to draft' }).click();
await page.locator('[role=alert][tabindex="-1"]').waitFor();
await snap('identity-error', false);
await page.goto(C('/carzone/locations'));
await snap('locations');
await page.getByRole('link').filter({ hasText: /./ }).locator('xpath=.').first();
const first = page.locator('main h2 a').first();
await first.click();
await page.getByText('Public holidays in').click();
await snap('location');
await page.locator('button:not([disabled])', { hasText: 'Add as closed' }).first().click();
await page.getByRole('button', { name: 'Save to draft' }).click();
await page.getByText('Saved to the draft').waitFor();
await page.goto(C('/carzone/settings'));
await snap('settings-draft');
const previewHref = await page.getByRole('link', { name: /Preview the site/ }).getAttribute('href');
const site = await ctx.newPage();
await site.goto(previewHref as string);
await site.screenshot({ path: `${out}/preview.png` });
await page.getByRole('button', { name: 'Publish' }).click();
await page.getByText(/Published as version/).waitFor();
await page.goto(C('/carzone/settings/history'));
await snap('history');
await page.setViewportSize({ width: 375, height: 800 });
await page.goto(C('/carzone/locations'));
await page.locator('main h2 a').first().click();
await snap('location-375');
await page.goto(C('/carzone/settings/promotions'));
await snap('promotions-375');
await page.goto(C('/carzone/settings/history'));
await snap('history-375');
// The manager
const m = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
await m.goto(managerLink);
await m.getByLabel('Your name').fill('Mandy Manager');
await m.getByLabel('Choose a password').fill(PASSWORD);
await m.getByLabel('The password again').fill(PASSWORD);
await m.getByRole('button', { name: 'Join and sign in' }).click();
await m.getByRole('heading', { level: 1, name: 'Your sites' }).waitFor();
await m.goto(C('/carzone/settings'));
await m.screenshot({ path: `${out}/manager-settings.png`, fullPage: true });
await m.goto(C('/carzone/settings/identity'));
await m.screenshot({ path: `${out}/manager-identity.png`, fullPage: false });
await browser.close();
for (const f of [
  'settings-empty',
  'identity',
  'locations',
  'location',
  'settings-draft',
  'history',
  'location-375',
  'promotions-375',
  'history-375',
  'manager-settings',
]) {
  const meta = await sharp(`${out}/${f}.png`).metadata();
  if ((meta.height ?? 0) > 2400)
    await sharp(`${out}/${f}.png`)
      .extract({ left: 0, top: 0, width: meta.width ?? 0, height: 2400 })
      .toFile(`${out}/${f}-top.png`);
}
