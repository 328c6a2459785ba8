import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { MAIL_DIR } from '../../playwright.config';
import { axeClean, codeSentTo, newMobile, octet } from './account-fixtures';
import { tenantUrl } from './tenants';
import { answerCondition, findCar, OLD, POPULAR, stepHeading, value } from './trade-in-fixtures';
import { fixtureSlugs, importFixtures } from './vehicle-fixtures';

// The trade-in valuation end to end (AF §2, §3, §4, §7, §9) on Coastal Toyota and Summit (not gated):
// rego and state to an accepted offer (every optional detail set, the nearest location too; event 18, the
// URL's ?valuation= reopening it, the dealer's '3. Offer Accepted' email), a file that is not a photo
// refused in words, photos added and removed, a car too old for an online figure, the steps'
// messages, the journey kept over a reload, the vehicle page's trade-in button to 'Your changeover', the
// FAQ, and axe. CarZone gates trade-in: sign-in first, then the journey with the shopper's details, and
// the vehicle page's valuation plugin. The sell pages answer on each site's own address.
// Screenshots go to test-results/ for a look.

const SITES = ['coastal-toyota', 'summit-motor-group'] as const;
const VALUATION_ID = /[?&]valuation=[0-9a-f-]{36}$/;

const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
/** An address no other test writes to, so the dealer's email is found by it. */
const uniqueEmail = () => `trade.${Date.now()}.${octet()}@example.com`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

/** The dealer's lead email for this shopper and stage, as the embedded mailer wrote it. */
async function leadEmail(email: string, stage: string) {
  await expect(async () => {
    const dir = path.resolve(MAIL_DIR);
    const names = (await fs.readdir(dir).catch(() => [] as string[])).filter(
      (name) => name.startsWith('lead-') && name.endsWith('.eml'),
    );
    const texts = await Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'utf8')));
    // Quoted-printable soft breaks are undone so a long line reads whole.
    const found = texts
      .map((t) => t.replace(/=\r?\n/g, ''))
      .filter((t) => t.includes(email) && t.includes(stage));
    expect(found).toHaveLength(1);
  }).toPass({ timeout: 30_000 });
}

for (const slug of SITES) {
  test.describe(slug, () => {
    test('rego to an accepted offer: event 18, reopened from the URL, the dealer emailed; photos', async ({
      page,
    }, info) => {
      const shots = `test-results/trade-in-${slug}-${info.project.name}`;
      const email = uniqueEmail();
      await page.goto(tenantUrl(slug, '/trade-in'));
      await expect(page.getByRole('heading', { level: 1, name: 'Trade-In Valuation' })).toBeVisible();
      await value(page, POPULAR[slug], email);

      const range = page.getByTestId('valuation-range');
      await expect(range).toHaveText(/^\$[\d,]+ to \$[\d,]+$/);
      const [low, high] = ((await range.textContent()) ?? '').split(' to ').map(dollars);
      const offerText = await page.getByTestId('valuation-offer').textContent();
      const offer = dollars(offerText);
      expect(low).toBeGreaterThan(0);
      expect(offer).toBeGreaterThanOrEqual(low);
      expect(offer).toBeLessThanOrEqual(high);
      await expect(page.getByText(/^Based on \d+ comparable/)).toBeVisible();
      await expect(page).toHaveURL(VALUATION_ID);
      await axeClean(page);

      // A file that is not a photo is refused in the server's words, naming the file.
      await page.getByLabel('Choose photos').setInputFiles({
        name: 'logbook.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n'),
      });
      await expect(page.getByRole('alert').filter({ hasText: 'logbook.pdf' })).toHaveText(
        'logbook.pdf: That file is not a photo we can read. Use a JPEG, PNG or WebP image.',
      );

      // Photos: a small PNG made here, its thumbnail, then removed.
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 40 } },
      })
        .png()
        .toBuffer();
      await page
        .getByLabel('Choose photos')
        .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
      const thumbnail = page.getByRole('img', { name: 'Your car, 1 of 1' });
      await expect(thumbnail).toBeVisible();
      await expect(thumbnail).toHaveJSProperty('complete', true);
      expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.screenshot({ path: `${shots}-valuation.png`, fullPage: true });
      await page.getByRole('button', { name: 'Remove photo 1' }).click();
      await expect(thumbnail).toHaveCount(0);
      await expect(page.getByText('0 of 10 photos added.')).toBeAttached();

      const event18 = page.waitForRequest(
        (r) => r.url().endsWith('/api/events') && r.method() === 'POST' && r.postDataJSON().event_id === 18,
      );
      await page.getByRole('button', { name: 'Accept offer' }).click();
      await event18;
      const accepted = page.getByRole('status').filter({ hasText: 'Offer accepted.' });
      await expect(accepted).toContainText('payout letter');
      await expect(page.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);

      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expect(stepHeading(page, 'Your valuation')).toBeVisible();
      await expect(page.getByTestId('valuation-offer')).toHaveText(offerText ?? '');
      await expect(accepted).toBeVisible();
      await leadEmail(email, '3. Offer Accepted');
    });

    test('a car over 7 years old: no online figure, an inspection instead', async ({ page }) => {
      await page.goto(tenantUrl(slug, '/trade-in'));
      await value(page, OLD, uniqueEmail());
      await expect(page.getByRole('heading', { name: 'We need to see your car' })).toBeVisible();
      await expect(page.getByText('We do not give online estimates for cars over 7 years old')).toBeVisible();
      await expect(page.getByTestId('valuation-range')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
      await expect(page).toHaveURL(VALUATION_ID);
    });

    test("each step's messages; an unknown plate leaves the car's details to the shopper", async ({
      page,
    }) => {
      await page.goto(tenantUrl(slug, '/trade-in'));
      await page.getByRole('button', { name: 'Find my car' }).click();
      const regoError = page.getByRole('alert').filter({ hasText: /\S/ });
      await expect(regoError).toHaveText('Enter your registration number.');
      await expect(page.getByLabel('Registration (rego)')).toHaveAttribute('aria-invalid', 'true');

      await findCar(page, 'ABC1234', 'NSW');
      await expect(regoError).toHaveText('A NSW registration has up to 6 letters and numbers.');
      await expect(stepHeading(page, 'Your car')).toBeVisible();

      await findCar(page, 'ZZ9Q9Z', 'QLD');
      await expect(stepHeading(page, 'Confirm your car')).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: 'We could not find that registration.' }),
      ).toBeVisible();
      for (const field of ['Year', 'Make', 'Model', 'Badge', 'Series'])
        await expect(page.getByLabel(field, { exact: true })).toHaveValue('');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Enter the year the car was built.')).toBeVisible();
      await expect(page.getByText("Enter the car's make.")).toBeVisible();
      await page.getByLabel('Year', { exact: true }).fill('2021');
      await page.getByLabel('Make', { exact: true }).fill('Mazda');
      await page.getByLabel('Model', { exact: true }).fill('CX-5');
      await page.getByRole('button', { name: 'Next' }).click();

      await answerCondition(page, '41000', 'Tyres');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText("Choose an answer for 'Tyres'.")).toBeVisible();
      await expect(page.getByRole('group', { name: 'Tyres' })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(/^Choose an answer for/)).toHaveCount(1);
      await expect(stepHeading(page, 'Condition')).toBeVisible();
    });

    test('a reload keeps the unfinished journey on its step', async ({ page }) => {
      await page.goto(tenantUrl(slug, '/trade-in'));
      const plate = POPULAR[slug];
      await findCar(page, plate.rego, plate.state);
      await page.getByRole('button', { name: 'Yes, this is my car' }).click();
      await expect(stepHeading(page, 'Condition')).toBeVisible();
      await page.getByLabel('Odometer').fill('31000');
      await page.getByRole('group', { name: 'Keys' }).getByLabel('One', { exact: true }).check();
      await page.reload();
      await expect(stepHeading(page, 'Condition')).toBeVisible();
      await expect(page.getByLabel('Odometer')).toHaveValue('31000');
      await expect(
        page.getByRole('group', { name: 'Keys' }).getByLabel('One', { exact: true }),
      ).toBeChecked();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByLabel('Make', { exact: true })).toHaveValue(plate.car.split(' ')[1]);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByLabel('Registration (rego)')).toHaveValue(plate.rego);
      await expect(page.getByLabel('State')).toHaveValue(plate.state);
    });

    test('the page is axe clean and its FAQ opens to an answer', async ({ page }) => {
      await page.goto(tenantUrl(slug, '/trade-in'));
      await expect(page.getByRole('button', { name: 'Find my car' })).toBeVisible();
      await axeClean(page);
      const faq = page.getByRole('region', { name: 'Trade-in questions' });
      const answer = faq.getByText(/payout letter/);
      await expect(answer).toBeHidden();
      await faq.getByText('My car is under finance. Can I still sell or trade it?').click();
      await expect(answer).toBeVisible();
      // One section at a time: opening another closes this one.
      await faq.getByText('How long does an offer stand?').click();
      await expect(answer).toBeHidden();
    });
  });
}

test("a car page's Value My Trade leads to its changeover (Summit)", async ({ page }) => {
  const slug = 'summit-motor-group';
  // The dearest used cars first, so the changeover leaves something to pay.
  await page.goto(tenantUrl(slug, '/search/used-cars?sortBy=price_desc'));
  const carPages = [
    ...new Set(
      await page
        .locator('a[href^="/cars/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('#')[0] ?? '')),
    ),
  ];
  // Most used cars take a trade-in; the first that does (and has a price) is the one.
  let carName = '';
  for (const href of carPages.slice(0, 8)) {
    await page.goto(tenantUrl(slug, href));
    const button = page.locator('a[data-button="trade-in"]:visible').first();
    if ((await button.count()) === 0) continue;
    await expect(button).toHaveText('Value My Trade');
    carName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await button.click();
    break;
  }
  expect(carName).not.toBe('');
  await expect(page).toHaveURL(/\/trade-in\?car_id=\d+$/);
  await expect(page.getByText('Trading in towards the')).toContainText(carName);
  await value(page, POPULAR[slug], uniqueEmail());
  const changeover = page.getByRole('region', { name: 'Your changeover' });
  await expect(changeover).toBeVisible();
  await expect(changeover.getByRole('link')).toContainText(carName);
  const offer = dollars(await page.getByTestId('valuation-offer').textContent());
  const price = dollars(await changeover.locator('dd').first().textContent());
  expect(price).toBeGreaterThan(offer);
  expect(dollars(await page.getByTestId('changeover-price').textContent())).toBe(price - offer);
});

test.describe('carzone (trade-in behind sign-in)', () => {
  test.beforeAll(async ({ request }) => {
    await importFixtures(request, 'carzone');
  });

  test('signed out → sign-in → the journey with the details; the vehicle page plugin', async ({ page }) => {
    await page.goto(tenantUrl('carzone', '/trade-in'));
    await expect(page).toHaveURL(/\/sign-in\?type=trade-in&redirect=%2Ftrade-in/);
    const mobile = newMobile();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Code sent!')).toBeVisible();
    await page.getByLabel('Verification code').fill(await codeSentTo(mobile));
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByRole('textbox', { name: 'Email' }).fill('anna.nguyen@example.com');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(tenantUrl('carzone', '/trade-in'));
    await expect(page.getByRole('heading', { level: 1, name: 'Trade-In Valuation' })).toBeVisible();

    // Skipping the lookup still takes the plate: the valuation is of a registered car.
    const skipLookup = page.getByRole('button', { name: "Enter my car's details instead" });
    await skipLookup.click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'Enter your registration number.',
    );
    await page.getByLabel('Registration (rego)').fill('ZZ9Q8Z');
    await skipLookup.click();
    await expect(stepHeading(page, 'Confirm your car')).toBeVisible();
    await page.getByLabel('Year', { exact: true }).fill('2022');
    await page.getByLabel('Make', { exact: true }).fill('Toyota');
    await page.getByLabel('Model', { exact: true }).fill('Corolla');
    await page.getByRole('button', { name: 'Next' }).click();
    await answerCondition(page, '30000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Your details')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Anna');
    await expect(page.getByLabel('Last name')).toHaveValue('Nguyen');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('anna.nguyen@example.com');
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(new RegExp(mobile.slice(-8)));
    // The gated calls take the signed-in shopper, and the valuation is kept on the account.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/miscellaneous') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Get my valuation' }).click();
    await expect(stepHeading(page, 'Your valuation')).toBeVisible();
    await expect(page).toHaveURL(VALUATION_ID);
    expect((await saved).ok()).toBe(true);
    // Another car starts with the shopper's details again (kept for the session as it starts).
    await page.getByRole('button', { name: 'Value another car' }).click();
    await expect(stepHeading(page, 'Your car')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('carzone:trade-in-journey')))
      .toContain('"email":"anna.nguyen@example.com"');

    // The plugin on an eligible car (in stock, priced), not on a sold one.
    const { spin, sold } = fixtureSlugs('carzone');
    await page.goto(tenantUrl('carzone', `/cars/${sold}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Do you have a trade-in?')).toHaveCount(0);
    await page.goto(tenantUrl('carzone', `/cars/${spin}`));
    const plugin = page.getByRole('region', { name: 'Trading in your car?' });
    await expect(plugin.getByRole('link', { name: 'Value my car' })).toHaveCount(0);
    await plugin.getByLabel('Yes').check();
    await plugin.getByRole('link', { name: 'Value my car' }).click();
    await expect(page).toHaveURL(/\/cars\/trade-in\?car_id=\d+$/);
    await expect(page.getByText('Trading in towards the')).toContainText('Toyota RAV4');
  });
});

test.describe("the sell pages answer on the site's own address", () => {
  for (const { slug, own, other } of [
    { slug: 'outback-rv', own: '/sell-your-car', other: '/sell-my-car' },
    { slug: 'coastal-toyota', own: '/sell-my-car', other: '/sell-your-car' },
  ]) {
    test(`${slug}: ${own}`, async ({ page }) => {
      await page.goto(tenantUrl(slug, own));
      await expect(page.getByRole('heading', { level: 1, name: 'Sell My Car' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Find my car' })).toBeVisible();
      await page.goto(tenantUrl(slug, other));
      await expect(page).toHaveURL(tenantUrl(slug, own));
      await expect(page.getByRole('heading', { level: 1, name: 'Sell My Car' })).toBeVisible();
    });
  }
});
