import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { MAIL_DIR } from '../../playwright.config';
import { axeClean } from './axe';
import { consoleUrl, invite, PASSWORD } from './console-fixtures';
import { tenantUrl } from './tenants';

// The leads inbox as a salesperson on the yard uses it: invited from the command line, signed in by the
// emailed link, they watch a lead sent from the site arrive without a reload, open it, call, mark it
// contacted and note it; another site's lead is not there for them, nor the export their role lacks.

/** The emails the shopper-message outbox wrote to this address (the embedded mailer's .eml files). */
function shopperMails(to: string): string[] {
  return fs
    .readdirSync(MAIL_DIR)
    .filter((name) => name.startsWith('shopper-message-') && name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(MAIL_DIR, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${to}`));
}

const octet = () => Math.floor(Math.random() * 250) + 1;
const address = () => `10.${octet()}.${octet()}.${octet()}`;

/** Sends an enquiry on an in-stock car of the site, as its vehicle page's form does; the lead's id. */
async function sendLead(request: APIRequestContext, site: string, shopper: { name: string; email: string }) {
  const host = new URL(tenantUrl(site)).host;
  const search = await request.post('/api/search', {
    headers: { host },
    data: { filters: { status: ['in_stock'] }, hitsPerPage: 5 },
  });
  const { hits } = (await search.json()) as { hits: { id: number; slug: string }[] };
  const car = hits[0];
  const sent = await request.post('/api/leads', {
    headers: { host, origin: `http://${host}`, 'x-forwarded-for': address() },
    data: {
      form: 'enquiry',
      idempotency_key: randomUUID(),
      url: tenantUrl(site, `/cars/${car.slug}`),
      car_id: car.id,
      fields: {
        name: shopper.name,
        last_name: 'Shopper',
        email: shopper.email,
        phone: '0412 345 678',
        postcode: '4000',
        message: 'Is it still available this weekend?',
        terms_conditions: true,
      },
      lead_attributes: { visited_pages: ['/', `/cars/${car.slug}`], linked_query_params: {} },
      page_id: 'vdp',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { lead_id: string }).lead_id;
}

test('a salesperson sees a new lead arrive without a reload, calls, marks it contacted and notes it @layout', async ({
  page,
  request,
}, info) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
  const email = `sales.${info.project.name}.${Date.now()}@example.com`;
  const link = await invite(email, 'sales', 'carzone');
  await page.goto(link);
  await page.getByLabel('Your name').fill(`Sam Sales ${info.project.name}`);
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('The password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();
  await page.getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(consoleUrl('/carzone/leads'));
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await axeClean(page);

  // A lead sent from the site shows within 2 s, and the title counts the New leads.
  const shopper = { name: `Harper${Date.now()}`, email: `harper.${Date.now()}@example.com` };
  const leadId = await sendLead(request, 'carzone', shopper);
  const row = page.getByRole('link', { name: `${shopper.name} Shopper` });
  await expect(row).toBeVisible({ timeout: 2_000 });
  await expect(page).toHaveTitle(/^\(\d+\) Leads/);

  // Searching by email finds it; the filter is the address.
  await page.getByLabel('Search').fill(shopper.email);
  await page.getByRole('button', { name: 'Show leads' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(shopper.email).replace(/\./g, '\\.')}`));
  await expect(page.getByRole('link', { name: `${shopper.name} Shopper` })).toBeVisible();
  await expect(page.getByText('1 lead found')).toBeVisible();

  // The lead's page: call, mark contacted, note; each on the timeline.
  await page.getByRole('link', { name: `${shopper.name} Shopper` }).click();
  await expect(page).toHaveURL(consoleUrl(`/carzone/leads/${leadId}`));
  await expect(page.getByRole('link', { name: 'Call 0412 345 678' })).toHaveAttribute(
    'href',
    'tel:+61412345678',
  );
  await expect(page.getByText('Is it still available this weekend?').first()).toBeVisible();
  await axeClean(page);
  await page.getByRole('button', { name: 'Take this lead' }).click();
  await expect(page.getByText('Assigned to you.')).toBeVisible();
  await page.getByLabel('Status').selectOption('contacted');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status saved: Contacted.')).toBeVisible();
  await expect(page.getByText('Status New → Contacted')).toBeVisible();
  await page.getByLabel('Status').selectOption('lost');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Choose why the lead was lost.')).toBeVisible();
  await page.getByLabel('Add a note').fill('Rang at 10; calling back after lunch.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Rang at 10; calling back after lunch.')).toBeVisible();

  // A reply by email, pressed twice: on the timeline once, and the shopper's email arrives once.
  await page.getByLabel('Message').fill('Hi Harper, yes: it is here all weekend. Sam');
  const send = page.getByRole('button', { name: 'Send email' });
  await send.dblclick();
  await expect(page.getByText('Email queued to the shopper.')).toBeVisible();
  await expect(page.getByText(`Replied by email to ${shopper.email}`)).toHaveCount(1);
  await expect.poll(() => shopperMails(shopper.email).length, { timeout: 20_000 }).toBe(1);
  expect(shopperMails(shopper.email)[0]).toContain('it is here all weekend');

  // Another site's lead by id is not there; nor another site's inbox; nor the export a salesperson lacks.
  const theirs = await sendLead(request, 'outback-rv', { name: 'Other', email: 'other@example.com' });
  expect((await page.goto(consoleUrl(`/carzone/leads/${theirs}`)))?.status()).toBe(404);
  expect((await page.goto(consoleUrl('/outback-rv/leads')))?.status()).toBe(404);
  // Asked from the console's page (the browser resolves *.localhost; the test runner does not).
  const statusOf = (path: string) => page.evaluate(async (url) => (await fetch(url)).status, path);
  expect(await statusOf(`/api/console/sites/carzone/leads/${theirs}`)).toBe(404);
  expect(await statusOf(`/api/console/sites/carzone/leads/${leadId}`)).toBe(200);
  expect(await statusOf('/api/console/sites/carzone/leads/export')).toBe(403);

  // The screens a salesperson's role does not open are not there for them; the stock is, read-only.
  for (const screen of ['templates', 'assignment', 'audit', 'payments'])
    expect((await page.goto(consoleUrl(`/carzone/${screen}`)))?.status(), screen).toBe(404);
  expect((await page.goto(consoleUrl('/carzone/stock')))?.status()).toBe(200);
  await page.locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByText('Your role reads the stock; a manager changes it.')).toBeVisible();
  expect(await statusOf('/api/console/sites/carzone/assignment-rules')).toBe(403);
  expect(await statusOf('/api/console/sites/carzone/payments')).toBe(403);
});

test('a manager writes a reply template, answers from it by SMS, and exports the leads for Excel', async ({
  page,
  request,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
  const email = `manager.${Date.now()}@example.com`;
  await page.goto(await invite(email, 'manager', 'carzone'));
  await page.getByLabel('Your name').fill('Morgan Manager');
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('The password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await page.getByRole('link', { name: 'Reply templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reply templates' })).toBeVisible();

  // A token that is not one is refused with the tokens that are.
  const add = page.getByRole('region', { name: 'Add a template' });
  const name = `Call back ${Date.now()}`;
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Channel').selectOption('sms');
  await add.getByLabel('Message').fill('Hi {first name}, {colour} is lovely.');
  await add.getByRole('button', { name: 'Add template' }).click();
  await expect(add.getByText('{colour} is not a token')).toBeVisible();
  await add
    .getByLabel('Message')
    .fill('Hi {first name}, {salesperson} from {dealership} here about the {car}.');
  await add.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
  await axeClean(page);

  const shopper = { name: `Quinn${Date.now()}`, email: `quinn.${Date.now()}@example.com` };
  const leadId = await sendLead(request, 'carzone', shopper);
  await page.goto(consoleUrl(`/carzone/leads/${leadId}`));
  await page.getByLabel('SMS').check();
  await page.getByLabel('Start from a template').selectOption({ label: name });
  await expect(page.getByLabel('Message')).toHaveValue(
    new RegExp(`^Hi ${shopper.name}, Morgan Manager from .+ here about the \\d{4} .+\\.$`),
  );
  await page.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByText('SMS queued to the shopper.')).toBeVisible();
  await expect(page.getByText('Replied by SMS to +61412345678')).toBeVisible();

  // A round-robin rule for enquiries gives the next one to a member, who is named on it; then it goes.
  await page.goto(consoleUrl('/carzone/assignment'));
  await page.getByLabel('Enquiry', { exact: true }).check();
  await page.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByText('Rule added')).toBeVisible();
  await axeClean(page);
  const assigned = await sendLead(request, 'carzone', {
    name: `Rory${Date.now()}`,
    email: `rory.${Date.now()}@example.com`,
  });
  await page.goto(consoleUrl(`/carzone/leads/${assigned}`));
  await expect(page.getByLabel('Assigned to')).not.toHaveValue('');
  await expect(page.getByText('The platform,')).toBeVisible();
  await page.goto(consoleUrl('/carzone/assignment'));
  await page.getByRole('button', { name: /^Delete the rule: Any dealership/ }).click();
  await expect(page.getByText('No rules yet')).toBeVisible();

  // The stock list: sorted by price from its header, a car found by its stock number.
  await page.goto(consoleUrl('/carzone/stock'));
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  await page.getByRole('link', { name: 'Price', exact: true }).click();
  await expect(page).toHaveURL(/sort=price&dir=asc/);
  await expect(page.getByRole('columnheader', { name: 'Price', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await axeClean(page);
  // The cell carries its phone label too ('Stock no.: '), hidden at this width.
  const cell =
    (await page.locator('tbody tr').first().locator('td', { hasText: 'Stock no.:' }).textContent()) ?? '';
  const stockNumber = cell.replace('Stock no.:', '').trim();
  await page.getByLabel('Stock number, VIN or rego').fill(stockNumber);
  await page.getByRole('button', { name: 'Show cars' }).click();
  await expect(page.getByText(/^1 car$/)).toBeVisible();

  // The car's page: a new price, saved, is on the live site's page within seconds.
  await page.locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/carzone\/stock\/\d+$/);
  await axeClean(page);
  const newPrice = 12_345 + Math.floor(Math.random() * 1000);
  await page.getByLabel('Price ($)', { exact: true }).fill(String(newPrice));
  await page.getByLabel('Offer price ($)').fill('');
  await page.getByRole('button', { name: 'Save car' }).click();
  await expect(page.getByText('Saved: the live site shows it within seconds.')).toBeVisible();
  await expect(page.getByText(`price: ${newPrice}`)).toBeVisible();
  const live = (await page.getByRole('link', { name: 'Its page on the site' }).getAttribute('href')) ?? '';
  expect(live).toMatch(/^http:\/\/carzone\.localhost:\d+\/cars\//);
  const shown = `$${newPrice.toLocaleString('en-AU')}`;
  await expect
    .poll(
      async () =>
        (await request.get(new URL(live).pathname, { headers: { host: new URL(live).host } })).text(),
      {
        timeout: 2_000,
      },
    )
    .toContain(shown);

  // The export: UTF-8 with a byte-order mark, a header row, this lead in it.
  const csv = await page.evaluate(
    async (url) => {
      const answer = await fetch(url);
      return {
        type: answer.headers.get('content-type'),
        bytes: [...new Uint8Array(await answer.arrayBuffer())],
      };
    },
    `/api/console/sites/carzone/leads/export?q=${encodeURIComponent(shopper.email)}`,
  );
  expect(csv.type).toBe('text/csv; charset=utf-8');
  expect(csv.bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(new Uint8Array(csv.bytes.slice(3)));
  const rows = text.trimEnd().split('\r\n');
  expect(rows[0]).toMatch(/^Received,Lead id,Status,/);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(leadId);
});
