import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { totpCode } from '../helpers/totp';
import { axeClean } from './axe';
import { consoleUrl, invite, PASSWORD } from './console-fixtures';
import { tenantUrl } from './tenants';

// The Reports screen as an owner reads it: a lead, a car's page viewed and a search made on the demo site
// first, then non-empty charts whose numbers are the console's own counts (the stock list's and the
// inbox's totals, read from the database through their calls), a report downloaded as CSV; a salesperson
// is refused the screen and its downloads.

const octet = () => Math.floor(Math.random() * 250) + 1;
const address = () => `10.${octet()}.${octet()}.${octet()}`;
const SHOTS = process.env.E2E_SHOTS;

/** A lead, a view of the same car's page and a search on the site, as a shopper's visit makes them. */
async function shopperVisit(request: APIRequestContext, site: string, name: string) {
  const host = new URL(tenantUrl(site)).host;
  const headers = { host, origin: `http://${host}`, 'x-forwarded-for': address() };
  const search = await request.post('/api/search', {
    headers: { host },
    data: { filters: { status: ['in_stock'] }, hitsPerPage: 1 },
  });
  const [car] = ((await search.json()) as { hits: { id: number; slug: string }[] }).hits;
  expect((await request.get(`/api/cars/${car.slug}/view.json`, { headers })).status()).toBe(200);
  const event = await request.post('/api/events', { headers, data: { event_id: 49, page: '/search' } });
  expect(event.status()).toBe(204);
  const sent = await request.post('/api/leads', {
    headers,
    data: {
      form: 'enquiry',
      idempotency_key: randomUUID(),
      url: tenantUrl(site, `/cars/${car.slug}?utm_source=reports-test`),
      car_id: car.id,
      fields: {
        name,
        last_name: 'Shopper',
        email: `${name.toLowerCase()}@example.com`,
        phone: '0412 345 678',
        postcode: '4000',
        message: 'Still there on Saturday?',
        terms_conditions: true,
      },
      lead_attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'reports-test' } },
      page_id: 'vdp',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

async function join(page: Page, link: string, name: string) {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('The password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
}

/** A console call from the signed-in page itself (Node resolves no *.localhost host; the browser does). */
const consoleCall = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const answer = await fetch(url);
    return { status: answer.status, body: await answer.text() };
  }, path);

/** A row's cells of a report's table: its heading cell, then its numbers as shown. */
const rowOf = (page: Page, report: string, first: string) =>
  page
    .locator(`[data-report="${report}"] tbody tr`)
    .filter({ has: page.getByRole('rowheader', { name: first, exact: true }) });

test('an owner reads the reports, matching the console’s counts, and downloads one as CSV; a salesperson is refused @layout', async ({
  page,
  request,
}, info) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
  await shopperVisit(request, 'carzone', `Reportee${Date.now()}`);

  // An owner joins and sets up the second factor first.
  await join(
    page,
    await invite(`reports.owner.${info.project.name}.${Date.now()}@example.com`, 'owner', 'carzone'),
    `Rhea Reports ${info.project.name}`,
  );
  await expect(page).toHaveURL(consoleUrl('/two-factor'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.locator('code').textContent()) ?? '';
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page).toHaveURL(consoleUrl('/security?two-factor=on'));

  // The weekly summary is the owner's to choose, on the Security screen.
  const summary = page.getByLabel('Email me a summary of last week every Monday morning');
  await summary.check();
  await page.getByRole('button', { name: 'Save' }).nth(1).click();
  await expect(page.getByText(/^On: each Monday from 7 am/)).toBeVisible();

  await page.goto(consoleUrl('/carzone/leads'));
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(consoleUrl('/carzone/reports'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // Charts drawn, with numbers: the leads by day, the stock, the funnel.
  for (const report of ['Leads by day', 'Stock by new, demo and used', 'From searches to reservations'])
    await expect(page.getByRole('img', { name: report })).toBeVisible();
  await expect(rowOf(page, 'leads-by-source', 'reports-test')).toHaveCount(1);

  // The used cars in stock are the stock list's count of them; the period's leads the inbox's.
  const stock = await consoleCall(page, '/api/console/sites/carzone/stock?type=used&status=in_stock');
  const { total: usedInStock } = JSON.parse(stock.body) as { total: number };
  expect(usedInStock).toBeGreaterThan(0);
  await expect(rowOf(page, 'stock', 'Used').locator('td').first()).toHaveText(
    usedInStock.toLocaleString('en-AU'),
  );
  const [from, to] = ((await page.locator('text=/on the site’s clock$/').textContent()) ?? '').split(
    / to |,/,
  );
  const inbox = await consoleCall(
    page,
    `/api/console/sites/carzone/leads?from=${from.trim()}&to=${to.trim()}`,
  );
  const { total: leadsInPeriod } = JSON.parse(inbox.body) as { total: number };
  expect(leadsInPeriod).toBeGreaterThan(0);
  await expect(rowOf(page, 'funnel', 'Leads').locator('td').first()).toHaveText(
    leadsInPeriod.toLocaleString('en-AU'),
  );

  await axeClean(page);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/reports-${info.project.name}.png`, fullPage: true });
    for (const report of ['leads-by-day', 'response-times', 'funnel', 'top-cars'])
      await page
        .locator(`[data-report="${report}"]`)
        .screenshot({ path: `${SHOTS}/${report}-${info.project.name}.png` });
  }

  // The stock report as CSV: its header and the used cars' row.
  const downloading = page.waitForEvent('download');
  await page
    .locator('[data-report="stock"]')
    .getByRole('link', { name: /^Download CSV/ })
    .click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^stock-carzone-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path()) as string, 'utf8');
  expect(csv.startsWith('\uFEFFType,Cars in stock,Average days in stock\r\n')).toBe(true);
  expect(csv).toMatch(new RegExp(`\\r\\nUsed,${usedInStock},\\d+(\\.\\d)?\\r\\n`));

  // A wrong period is said, and the last 30 days shown meanwhile; the CSV call names the field.
  await page.goto(consoleUrl('/carzone/reports?period=custom&from=2026-02-30&to=2026-03-01'));
  await expect(page.getByText(/^Give the first day as a date/)).toHaveAttribute('role', 'alert');
  const bad = await consoleCall(page, '/api/console/sites/carzone/reports/stock.csv?period=fortnight');
  expect(bad.status).toBe(400);
  expect((JSON.parse(bad.body) as { issues: { field: string }[] }).issues[0].field).toBe('period');
  await axeClean(page);

  // A salesperson of the site: no Reports screen, and no download.
  await page.context().clearCookies();
  await join(
    page,
    await invite(`reports.sales.${info.project.name}.${Date.now()}@example.com`, 'sales', 'carzone'),
    `Sid Reports ${info.project.name}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();
  await page.goto(consoleUrl('/carzone/leads'));
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto(consoleUrl('/carzone/reports'));
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  expect((await consoleCall(page, '/api/console/sites/carzone/reports/stock.csv')).status).toBe(403);
});
