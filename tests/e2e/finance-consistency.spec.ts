import { expect, type Page, test } from '@playwright/test';
import { tenantUrl } from './tenants';

// One car, one price and one weekly figure, whichever surface shows it; a Suzuki shows no finance
// anywhere; slider handles sit at their values. Runs on the seeded demo stock.

const cards = (page: Page) => page.getByRole('list', { name: 'Results' }).locator(':scope > li > article');

/** The first cards of a results page that carry a weekly line: their link, price text and weekly text. */
async function weeklyCards(page: Page, count: number) {
  const found: { href: string; price: string; weekly: string }[] = [];
  const all = cards(page);
  const n = await all.count();
  for (let i = 0; i < n && found.length < count; i++) {
    const card = all.nth(i);
    const line = card.getByText(/^Finance from/);
    if ((await line.count()) === 0) continue;
    const weekly = ((await line.locator('strong').textContent()) ?? '').trim();
    const price = ((await card.locator('p > span.text-2xl').textContent()) ?? '').trim();
    const href = (await card.locator('h3 a').getAttribute('href')) ?? '';
    found.push({ href, price, weekly });
  }
  return found;
}

for (const tenant of ['coastal-toyota', 'carzone'] as const) {
  test(`${tenant}: card, sticky header and finance panel show the same price and weekly figure`, {
    tag: '@layout',
  }, async ({ page }) => {
    await page.goto(tenantUrl(tenant, '/search?sortBy=price_desc'));
    const picked = await weeklyCards(page, 3);
    expect(picked.length).toBeGreaterThan(0);
    for (const car of picked) {
      await page.goto(tenantUrl(tenant, car.href));
      const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
      await expect(sidebar).toContainText(car.price);
      const panel = page.locator('section[aria-labelledby="finance-panel-title"]');
      await expect(panel).toContainText(`${car.weekly} per week`);
      await page.evaluate(() => window.scrollTo(0, 600));
      const sticky = page.getByTestId('sticky-header');
      await expect(sticky).toHaveAttribute('data-visible', 'true');
      await expect(sticky).toContainText(`Est. ${car.weekly}/wk`);
      // Rates only where the lender's are held (decision 045): the instant quote's, with the statement.
      if (tenant === 'coastal-toyota') {
        await expect(panel).toContainText('YouX: ');
        await expect(panel).toContainText(
          'Comparison rate calculated on a secured loan of $30,000 over 5 years.',
        );
      } else {
        await expect(panel).not.toContainText(/%|comparison rate/i);
      }
      const calculator = page.locator('#finance-calculator');
      if ((await calculator.count()) > 0) {
        await expect(calculator).toContainText(`Advertised repayment for this car: ${car.weekly} per week`);
      }
    }
  });
}

test('coastal-toyota: the instant quote for a car, as its finance link starts it, is its card’s figure', async ({
  page,
}) => {
  await page.goto(tenantUrl('coastal-toyota', '/search?sortBy=price_desc'));
  const picked = await weeklyCards(page, 3);
  expect(picked.length).toBeGreaterThan(0);
  for (const car of picked) {
    const slug = car.href.split('/').pop() ?? '';
    // Asked from the page, as the finance popup asks: the browser resolves the site's host name.
    const quote = await page.evaluate(
      async ({ slug, price }) => {
        const view = await fetch(`/api/cars/${slug}/view.json`).then((r) => r.json());
        const answer = await fetch('/api/youx/quote', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            purchasePrice: price,
            year: view.car_fields.year,
            loanTerm: 5,
            selfAssessedCreditScore: 'GREAT',
          }),
        });
        return { status: answer.status, ...(await answer.json()) };
      },
      { slug, price: Number(car.price.replace(/\D/g, '')) },
    );
    expect(quote.status).toBe(200);
    expect(`$${quote.weeklyRepaymentAmount}`).toBe(car.weekly);
    expect(quote.comparisonRateWarning).toMatch(
      /^Comparison rate calculated on a secured loan of \$30,000 over 5 years\. WARNING: This comparison rate is true only/,
    );
  }
});

test('a car on offer: the card shows the offer price and sorts by it', async ({ page }) => {
  await page.goto(tenantUrl('coastal-toyota', '/special-offers'));
  const onOffer = cards(page)
    .filter({ hasText: /^.*Was/ })
    .first();
  await expect(onOffer).toBeVisible();
  const now = ((await onOffer.locator('p > span.text-2xl').textContent()) ?? '').trim();
  const was = ((await onOffer.locator('s').textContent()) ?? '').trim();
  await onOffer.locator('h3 a').click();
  const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
  await expect(sidebar).toContainText(now);
  await expect(sidebar.locator('s')).toHaveText(was);

  // Price sort ascending: the prices the cards show never go down.
  await page.goto(tenantUrl('coastal-toyota', '/search?sortBy=price_asc'));
  const prices = (await cards(page).locator('p > span.text-2xl').allTextContents()).map((t) =>
    Number(t.replace(/\D/g, '')),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

// Suzuki is offered no finance on any site: a dealer group that sells them and a Toyota dealer with used ones.
for (const tenant of ['summit-motor-group', 'coastal-toyota'] as const) {
  test(`${tenant}: a Suzuki shows no finance surface`, async ({ page }) => {
    await page.goto(tenantUrl(tenant, '/search/suzuki'));
    const first = cards(page).first();
    await expect(first).toBeVisible();
    await expect(cards(page).getByText(/^Finance from/)).toHaveCount(0);
    await expect(cards(page).getByRole('link', { name: /^Finance/ })).toHaveCount(0);
    await first.locator('h3 a').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Suzuki');
    await expect(page.locator('section[aria-labelledby="finance-panel-title"]')).toHaveCount(0);
    await expect(page.locator('#finance-calculator')).toHaveCount(0);
    await expect(page.locator('#quick-finance-calculator')).toHaveCount(0);
    await expect(page.locator('[data-button="finance"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request a Quote' })).toHaveCount(0);
    // The sticky header (in the page, shown past 500 px) has neither Get Finance nor a weekly figure.
    await expect(page.getByTestId('sticky-header')).toContainText('Suzuki');
    await expect(page.getByTestId('sticky-header')).not.toContainText('Get Finance');
    await expect(page.getByTestId('sticky-header')).not.toContainText('/wk');
  });
}

test('calculators start at 10 % and 8.5 %, and each slider handle sits at its value', async ({ page }) => {
  const events: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/events') && request.method() === 'POST') {
      events.push(JSON.parse(request.postData() ?? '{}').event_id);
    }
  });
  await page.goto(tenantUrl('coastal-toyota', '/search?sortBy=price_desc'));
  const picked = await weeklyCards(page, 12);
  let checked = false;
  for (const car of picked) {
    await page.goto(tenantUrl('coastal-toyota', car.href));
    const calculator = page.locator('#finance-calculator');
    if ((await calculator.count()) === 0) continue;
    const interest = calculator.getByRole('textbox', { name: /Interest rate/ });
    await expect(interest).toHaveValue('10');
    const amount = calculator.getByRole('textbox', { name: /Purchase amount/ });
    await amount.fill('39990');
    await amount.press('Enter');
    await expect(calculator.getByRole('slider', { name: /Purchase amount/ })).toHaveValue('39990');
    await interest.fill('9.17');
    await interest.press('Enter');
    await expect(calculator.getByRole('slider', { name: /Interest rate/ })).toHaveValue('9.17');
    // From an off-grid value the arrow key goes to the next step.
    await calculator.getByRole('slider', { name: /Interest rate/ }).press('ArrowUp');
    await expect(interest).toHaveValue('9.5');
    // The fee is stated once, as included in the advertised figure beside it.
    await expect(calculator).toContainText(
      `Advertised repayment for this car: ${car.weekly} per week, including the $1,300 establishment fee`,
    );
    await expect(calculator).not.toContainText('(not included)');
    await expect(calculator).toContainText('secured loan of $30,000 over 5 years');
    await expect(calculator).toContainText('The interest rate is an assumption for this estimate');

    const quick = page.locator('#quick-finance-calculator');
    await quick.locator('summary').click();
    await expect(quick.getByRole('textbox', { name: /Interest rate/ })).toHaveValue('8.5');
    // Up to $100,000, or 105 % of a Toyota's price above $100,000 (the site's over-price make; coastal
    // also sells other makes).
    const max = Number(await quick.getByRole('slider', { name: /Loan amount/ }).getAttribute('max'));
    const price = Number(car.price.replace(/\D/g, ''));
    const toyota = /\bToyota\b/.test((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
    expect(max).toBe(toyota && price > 100_000 ? Math.round(price * 1.05) : 100_000);
    const loan = quick.getByRole('textbox', { name: /Loan amount/ });
    await loan.fill(String(max + 1));
    await loan.press('Enter');
    await expect(quick).toContainText(`more than $${max.toLocaleString('en-AU')}`);
    // Both calculators touched: the first-interaction event went once.
    await page.waitForTimeout(300);
    expect(events.filter((id) => id === 26)).toHaveLength(1);
    checked = true;
    break;
  }
  expect(checked).toBe(true);
});

test('the search price slider puts its handles at the values of the URL', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name.startsWith('phone'), 'the filters sit in a drawer on phones');
  await page.goto(tenantUrl('coastal-toyota', '/search?price=10000:50000'));
  const min = page.getByRole('slider', { name: /^Min price/i });
  const max = page.getByRole('slider', { name: /^Max price/i });
  await expect(min).toHaveAttribute('aria-valuenow', '10000');
  await expect(max).toHaveAttribute('aria-valuenow', '50000');
  // A key moves to the next step, rounded to $1,000, and the handle follows the value exactly. The key is
  // handled by the page's script: pressed before the page is interactive it does nothing, so press again.
  await expect(async () => {
    await min.press('ArrowUp');
    expect(Number(await min.getAttribute('aria-valuenow'))).toBeGreaterThan(10_000);
  }).toPass({ timeout: 10_000 });
  expect(Number(await min.getAttribute('aria-valuenow')) % 1000).toBe(0);
});
