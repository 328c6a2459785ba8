import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, tag] of [[1440, 1000, 'desk'], [375, 812, 'phone']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  await page.goto('http://coastal-toyota.localhost:3300/trade-in');
  await page.waitForSelector('text=Find my car');
  await page.screenshot({ path: `/tmp/ti-${tag}-0.png`, fullPage: true });
  await page.getByLabel('Registration (rego)').fill('824trd');
  await page.getByLabel('State').selectOption('QLD');
  await page.getByRole('button', { name: 'Find my car' }).click();
  await page.waitForSelector('text=Yes, this is my car');
  await page.screenshot({ path: `/tmp/ti-${tag}-1.png`, fullPage: true });
  await page.getByRole('button', { name: 'Yes, this is my car' }).click();
  await page.getByLabel('Odometer').fill('45000');
  for (const label of ['Full service history', 'No', 'Good: minor marks', 'Good tread', 'Two or more']) {
    await page.getByLabel(label, { exact: true }).first().check();
  }
  await page.locator('fieldset', { hasText: 'Is Your Car Currently Under Finance?' }).getByLabel('No').check();
  await page.screenshot({ path: `/tmp/ti-${tag}-2.png`, fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill('Ann');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678');
  await page.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await page.screenshot({ path: `/tmp/ti-${tag}-3.png`, fullPage: true });
  await page.getByRole('button', { name: 'Get my valuation' }).click();
  await page.waitForSelector('text=Value another car');
  await page.screenshot({ path: `/tmp/ti-${tag}-4.png`, fullPage: true });
  console.log(tag, page.url());
  await page.close();
}
await browser.close();
