import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeClean, codeSentTo, newMobile, octet } from './account-fixtures';
import { tenantUrl } from './tenants';
import { type FixtureTenant, fixtureSlugs, importFixtures } from './vehicle-fixtures';

// The finance pages end to end (AF §2, §9) on the instant-quote tenant (Coastal Toyota: no call-to-action
// stock, finance not gated) and CarZone (another provider, 'Get Finance Now' stock, finance gated): the
// side column, the vehicle page's finance link to the car's card with the form prefilled, a finance
// enquiry through to /success with event 9 first, the gated personalised page, and axe.
// Screenshots go to test-results/ for a look.

const traits = {
  'coastal-toyota': { multiStep: false, terms: false, featured: false, gated: false },
  carzone: { multiStep: true, terms: true, featured: true, gated: true },
} as const;
const tenants: FixtureTenant[] = ['coastal-toyota', 'carzone'];
const STEPS = ['apply online in minutes', 'get pre-approved with a personalised rate', 'purchase your car'];

test.beforeAll(async ({ request }) => {
  for (const tenant of tenants) await importFixtures(request, tenant);
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

/** The page's traffic in order: 'event:9', 'lead', 'nav:/success', with the lead bodies sent. */
function recordTraffic(page: Page) {
  const order: string[] = [];
  const leads: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().endsWith('/api/events')) order.push(`event:${request.postDataJSON().event_id}`);
    if (request.url().endsWith('/api/leads')) {
      order.push('lead');
      leads.push(request.postDataJSON());
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) order.push(`nav:${new URL(frame.url()).pathname}`);
  });
  return { order, leads };
}

/** The shopper's details; on a multi-step tenant then Next, to the loan and the rest. */
async function fillDetails(form: Locator, tenant: FixtureTenant) {
  await form.getByLabel('First name').fill('Anna');
  await form.getByLabel('Last name').fill('Nguyen');
  await form.getByLabel('Email', { exact: true }).fill('anna.nguyen@example.com');
  await form.getByLabel('Phone', { exact: true }).fill('0412 345 678');
  await form.getByLabel('Postcode').fill('4000');
  if (traits[tenant].multiStep) {
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Step 2 of 2')).toBeVisible();
  }
}

async function send(form: Locator, tenant: FixtureTenant) {
  if (traits[tenant].terms) await form.getByLabel('I agree to the terms of use').check();
  await form.getByRole('button', { name: 'Send Finance Enquiry' }).click();
}

for (const tenant of tenants) {
  test.describe(tenant, () => {
    test('/finance: the three steps, the rates the site can back, Get Finance Now where the site has it; the other routes', async ({
      page,
    }, info) => {
      await page.goto(tenantUrl(tenant, '/finance'));
      await expect(page.getByRole('heading', { level: 1, name: 'Car Finance' })).toBeVisible();
      // Only the instant-quote site holds its lender's rates; CarZone's lender publishes none to us (decision 045).
      if (tenant === 'coastal-toyota') {
        await expect(page.getByTestId('advertised-rates')).toContainText(
          'comparison rates from 8.38% to 19.42%',
        );
      } else {
        await expect(page.getByTestId('advertised-rates')).toHaveCount(0);
        await expect(page.locator('main')).not.toContainText(/p\.a\.|comparison rate/i);
      }
      const steps = page.getByRole('complementary', { name: 'How it works' }).getByRole('listitem');
      await expect(steps).toHaveCount(3);
      for (const [index, step] of STEPS.entries()) await expect(steps.nth(index)).toContainText(step);
      const featured = page.getByRole('region', { name: 'Get Finance Now' });
      if (traits[tenant].featured) {
        await expect(featured.getByRole('link', { name: 'View all used cars' })).toHaveAttribute(
          'href',
          '/search/used-cars',
        );
        const cards = featured.locator('article');
        expect(await cards.count()).toBeGreaterThan(0);
        expect(await cards.count()).toBeLessThanOrEqual(6);
      } else {
        await expect(featured).toHaveCount(0);
      }
      await page.screenshot({
        path: `test-results/finance-${tenant}-${info.project.name}.png`,
        fullPage: true,
      });
      await axeClean(page);

      for (const [path, title] of [
        ['/finance-enquiry', 'Finance Enquiry'],
        ['/apply-for-finance', 'Apply for Finance'],
      ]) {
        const response = await page.goto(tenantUrl(tenant, path));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      }
      const unknown = await page.goto(tenantUrl(tenant, '/finance/pre-approval?application=nope'));
      expect(unknown?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Pre-approval request received' }),
      ).toBeVisible();
    });

    test("the vehicle page's finance link: the car's card, the form prefilled, an enquiry to /success after event 9", async ({
      page,
    }, info) => {
      const slug = fixtureSlugs(tenant).spin;
      await page.goto(tenantUrl(tenant, `/cars/${slug}`));
      const link = page
        .getByRole('complementary', { name: 'Price and actions' })
        .locator('[data-button="finance"]');
      const href = (await link.getAttribute('href')) ?? '';
      const params = new URL(href, tenantUrl(tenant)).searchParams;
      await page.goto(tenantUrl(tenant, href));
      await expect(page).toHaveURL(/\/finance\?.*car_id=\d+/);

      const card = page.getByRole('complementary', { name: /RAV4/ });
      await expect(card.getByRole('heading', { level: 2 })).toContainText('RAV4');
      await expect(card).toContainText('$41,990');
      // Each figure is labelled: the price first; a subscription or a finance estimate names itself.
      await expect(card.getByRole('term').first()).toHaveText('Price');
      for (const term of await card.getByRole('term').allTextContents())
        expect(['Price', 'Subscription', 'Finance estimate']).toContain(term);
      await expect(card.getByRole('img')).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'How it works' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Get Finance Now' })).toHaveCount(0);

      const form = page.locator('#finance-form form');
      await fillDetails(form, tenant);
      const amount = params.get('vehiclePriceBudget');
      if (amount)
        await expect(form.getByLabel(/Vehicle price or budget/)).toHaveValue(
          String(Math.min(200000, Math.max(10000, Math.round(Number(amount))))),
        );
      const term = params.get('loanTerm');
      if (term) await expect(form.getByLabel('Loan term')).toHaveValue(term);
      const score = params.get('selfAssessedCreditScore');
      if (score) await expect(form.getByLabel('Credit history')).toHaveValue(score.toUpperCase());
      await page.screenshot({
        path: `test-results/finance-car-${tenant}-${info.project.name}.png`,
        fullPage: true,
      });
      await axeClean(page);

      const traffic = recordTraffic(page);
      await send(form, tenant);
      await page.waitForURL('**/success');
      expect(traffic.order).toContain('event:9');
      expect(traffic.order.indexOf('event:9')).toBeLessThan(traffic.order.indexOf('nav:/success'));
      expect(traffic.leads).toHaveLength(1);
      expect(traffic.leads[0]).toMatchObject({ form: 'finance-enquiry' });
      expect(traffic.leads[0].car_id).toBe(Number(params.get('car_id')));
    });

    test('/personalised/finance: behind sign-in where the site gates finance, and back', async ({ page }) => {
      const slug = fixtureSlugs(tenant).spin;
      await page.goto(tenantUrl(tenant, `/cars/${slug}`));
      const href =
        (await page
          .getByRole('complementary', { name: 'Price and actions' })
          .locator('[data-button="finance"]')
          .getAttribute('href')) ?? '';
      const carId = new URL(href, tenantUrl(tenant)).searchParams.get('car_id');
      const path = `/personalised/finance?car_id=${carId}`;
      await page.goto(tenantUrl(tenant, path));
      if (traits[tenant].gated) {
        await expect(page).toHaveURL(
          /\/sign-in\?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D\d+/,
        );
        // 'back' is the open finance page of the car, not this gated page again.
        const back = new URL(page.url()).searchParams.get('back') ?? '';
        expect(back).toMatch(new RegExp(`^/finance\\?.*car_id=${carId}`));
        const mobile = newMobile();
        await page.getByLabel('Mobile number').fill(mobile);
        await page.getByRole('button', { name: 'Send Code' }).click();
        await expect(page.getByText('Code sent!')).toBeVisible();
        await page.getByLabel('Verification code').fill(await codeSentTo(mobile));
        await page.getByLabel('First name').fill('Anna');
        await page.getByLabel('Last name').fill('Nguyen');
        await page.getByLabel('Email').fill('anna.nguyen@example.com');
        await page.getByRole('button', { name: 'Sign In' }).click();
      }
      await expect(page).toHaveURL(tenantUrl(tenant, path));
      await expect(page.getByRole('heading', { level: 1, name: 'Personalised Finance' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: /RAV4/ })).toBeVisible();
      if (traits[tenant].gated) {
        // The signed-in shopper's details are already in the enquiry.
        const form = page.locator('#finance-form');
        await expect(form.getByLabel('First name')).toHaveValue('Anna');
        await expect(form.getByLabel('Email', { exact: true })).toHaveValue('anna.nguyen@example.com');
      }
      await axeClean(page);
    });
  });
}
