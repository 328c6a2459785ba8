import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logger } from '@/lib/logger';
import { setPaymentProviderForTests, type TestPaymentProvider } from '@/lib/payments';
import { deriveTestWebhookKey } from '@/lib/payments/signature';
import { createTestPaymentProvider } from '@/lib/payments/test-provider';
import { freePort } from '../../../../scripts/free-port';
import { inOneRateWindow } from '../../../../tests/helpers/one-rate-window';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../db';
import {
  dealerships,
  leads,
  locations,
  onlinePaymentEvents,
  onlinePayments,
  shopperMessages,
} from '../../../db/schema';
import { startReservationKeeper } from '../../../features/checkout/server';
import { SITE_HEADER } from '../../../tenancy/site-header';
import { POST as webhook } from '../payments/webhook/route';
import { GET as read } from './[id]/route';
import { POST as start } from './route';

// Paying against a dealer's reference as a shopper does it: the payment, the test provider's card page,
// its signed webhook into POST /api/payments/webhook, and what follows: paid once (a replay, or the
// shopper's page asking the provider, changes nothing more), the dealer's lead and the payer's receipt
// each sent once; a failed payment; the fields, the gate and the ids refused with the right answer.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let provider: TestPaymentProvider;
let hook: http.Server;
let forward = true;
let address = 1;
/** Each dealership's first location: what the payer picks from the select. */
const payeeOf = new Map<string, number>();
const payee = (dealership: string) => payeeOf.get(dealership) as number;
const received: { body: string; headers: Headers }[] = [];

const request = (body: unknown, site = 'coastal-toyota', method = 'POST', ip?: string) =>
  new Request(`http://${site}.localhost:3000/api/x`, {
    method,
    headers: {
      'content-type': 'application/json',
      host: `${site}.localhost:3000`,
      [SITE_HEADER]: site,
      'user-agent': 'vitest',
      // Each request from its own connection, so the lead allowance is not what these tests meet.
      'x-forwarded-for': ip ?? `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
    },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const payer = (over: Record<string, unknown> = {}) => ({
  idempotency_key: crypto.randomUUID(),
  reference: 'INV-10234',
  amount: '1,250.50',
  name: 'Jo',
  last_name: 'Citizen',
  email: `jo.${crypto.randomUUID().slice(0, 8)}@example.com`,
  phone: '0412 345 678',
  note: 'Balance on the Corolla',
  location_id: payee('coastal-toyota-tingalpa'),
  ...over,
});
async function begin(over: Record<string, unknown> = {}, site?: string) {
  const response = await start(request(payer(over), site));
  return { status: response.status, json: await response.json() };
}
const get = async (id: string, site = 'coastal-toyota') => {
  const response = await read(request(undefined, site, 'GET'), params(id));
  return { status: response.status, json: await response.json() };
};
const sessionOf = (payUrl: string) => new URL(payUrl).pathname.split('/').pop() as string;
const submit = (sessionId: string, form: Record<string, string>) =>
  provider.submitPage(
    sessionId,
    new Request('http://coastal-toyota.localhost:3000/api/test-payments/x', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }),
  );
const pay = (sessionId: string, cardNumber = '4242 4242 4242 4242') =>
  submit(sessionId, { action: 'pay', cardNumber, expiry: '12/30', cvc: '123', name: 'Jo Citizen' });
const rowOf = async (id: string) =>
  (await handle.db.select().from(onlinePayments).where(eq(onlinePayments.id, id)))[0];
const leadsOf = (id: string) =>
  handle.db
    .select({ category: leads.category, subcategory: leads.subcategory, payload: leads.payload })
    .from(leads)
    .where(sql`${leads.payload}->'online_payment'->>'online_payment_id' = ${id}`);
const receiptsTo = (email: string) =>
  handle.db.select().from(shopperMessages).where(eq(shopperMessages.target, email));
const eventsOf = async (id: string) =>
  (
    await handle.db
      .select({ status: onlinePaymentEvents.status })
      .from(onlinePaymentEvents)
      .where(eq(onlinePaymentEvents.onlinePaymentId, id))
      .orderBy(onlinePaymentEvents.id)
  ).map((e) => e.status);

beforeAll(async () => {
  logger.level = 'error';
  handle = await createTestDb({ cars: 20 });
  setDbHandleForTests(handle);
  const rows = await handle.db
    .select({ id: locations.id, dealership: dealerships.slug })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .orderBy(locations.id);
  for (const row of rows) if (!payeeOf.has(row.dealership)) payeeOf.set(row.dealership, row.id);
  const port = await freePort();
  // The platform's webhook endpoint as the provider reaches it: each delivery goes to the real route.
  hook = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) headers.set(name, String(value));
      received.push({ body, headers });
      if (!forward) return response.writeHead(503).end();
      const answer = await webhook(
        new Request('http://127.0.0.1/api/payments/webhook', { method: 'POST', headers, body }),
      );
      response.writeHead(answer.status).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(port, '127.0.0.1', resolve));
  provider = createTestPaymentProvider({
    db: async () => handle.db,
    signingKey: deriveTestWebhookKey('k'.repeat(40)),
    webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook`,
    retryDelaysMs: [5, 5],
  });
  setPaymentProviderForTests(provider);
}, 180_000);
afterAll(async () => {
  setPaymentProviderForTests(undefined);
  hook.closeAllConnections();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
  await handle?.drop();
});
beforeEach(() => {
  forward = true;
});

describe('paying against a dealer’s reference', () => {
  it('creates a pending payment and the provider’s page for its amount', async () => {
    const { status, json } = await begin();
    expect(status).toBe(201);
    expect(json.payment).toMatchObject({
      status: 'pending',
      reference: 'INV-10234',
      amountCents: 125_050,
      firstName: 'Jo',
      paymentId: null,
    });
    expect(json.payUrl).toMatch(/^http:\/\/coastal-toyota\.localhost:3000\/api\/test-payments\/tps_/);
    const row = await rowOf(json.payment.id);
    expect(row).toMatchObject({ note: 'Balance on the Corolla', phone: '0412345678' });
    const session = await provider.retrieve(row.paymentSessionId as string);
    expect(session).toMatchObject({ reference: `op_${row.id}`, amountCents: 125_050, status: 'open' });
    expect(await eventsOf(row.id)).toEqual(['pending']);
  });

  it('answers a repeated submission with the same payment and page', async () => {
    const body = payer();
    const a = await start(request(body));
    const b = await start(request(body));
    expect(b.status).toBe(200);
    expect((await b.json()).payUrl).toBe((await a.json()).payUrl);
  });

  it('is paid by the webhook: the dealer gets one lead, the payer one receipt', async () => {
    const { json } = await begin();
    const paid = await pay(sessionOf(json.payUrl));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/online-payment?payment=${json.payment.id}&session_id=`);

    const row = await rowOf(json.payment.id);
    expect(row.status).toBe('paid');
    expect(row.paymentId).toMatch(/^tpi_/);
    const told = await leadsOf(row.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      category: 'Online Payment',
      subcategory: 'Payment Received',
      payload: {
        name: 'Jo',
        last_name: 'Citizen',
        email: row.email,
        message: 'Balance on the Corolla',
        online_payment: { reference: 'INV-10234', amount: 1250.5, payment_reference: row.paymentId },
      },
    });
    // Coastal Toyota's primary location is in Queensland: its clock has no daylight saving.
    expect((told[0].payload as { online_payment: { paid_at: string } }).online_payment.paid_at).toMatch(
      /\+10:00$/,
    );
    const receipts = await receiptsTo(row.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe('Your payment receipt: $1,250.50 to Coastal Toyota');
    expect(receipts[0].text).toContain('Reference: INV-10234');
    expect(receipts[0].text).toContain(`Payment reference: ${row.paymentId}`);
    // Paid on coastal-toyota.localhost:3000, whose receipt links back there.
    expect(receipts[0].text).toContain(
      `Your receipt online: http://coastal-toyota.localhost:3000/online-payment?payment=${row.id}`,
    );
    expect(receipts[0].text).toMatch(/Paid on: \w+day \d+ \w+ \d{4},? (at )?\d+:\d\d [ap]m AEST/);
    // From the dealership: replies reach its inbox, and the footer gives its address and phone.
    expect(receipts[0].replyTo).toBe(
      '"Coastal Toyota Tingalpa" <sales@coastal-toyota-tingalpa.example.com.au>',
    );
    expect(receipts[0].html).toMatch(/^<!doctype html>[\s\S]*<title>Your payment receipt: /);
    expect(receipts[0].text).toMatch(/\n-- \nCoastal Toyota Tingalpa\n.+ QLD \d{4}\nPhone .+\nEmail sales@/);

    const seen = await get(row.id);
    expect(seen.json.payment).toMatchObject({ status: 'paid', paymentId: row.paymentId });
    expect(seen.json.payment.paidAtText).toMatch(/AEST$/);
  });

  it('gives the dealer the lead of a payment whose process stopped before storing it, once', async () => {
    const { json } = await begin();
    await pay(sessionOf(json.payUrl));
    const id = json.payment.id;
    const { leadId } = await rowOf(id);
    expect(leadId).not.toBeNull();
    // As if the process had stopped between the payment and its lead.
    await handle.db
      .delete(leads)
      .where(sql`${leads.payload}->'online_payment'->>'online_payment_id' = ${id}`);
    await handle.db
      .update(onlinePayments)
      .set({ leadId: null, updatedAt: new Date(Date.now() - 61_000) })
      .where(eq(onlinePayments.id, id));
    const stop = startReservationKeeper({ intervalMs: 60_000 });
    await expect.poll(async () => (await rowOf(id)).leadId, { timeout: 10_000 }).not.toBeNull();
    stop();
    expect(await leadsOf(id)).toHaveLength(1);
    expect(await receiptsTo((await rowOf(id)).email)).toHaveLength(1);
  });

  it('applies a replayed webhook once: nothing changes', async () => {
    const { json } = await begin();
    await pay(sessionOf(json.payUrl));
    const delivery = received.at(-1);
    if (!delivery) throw new Error('no webhook');
    const before = await rowOf(json.payment.id);
    const again = await webhook(
      new Request('http://127.0.0.1/api/payments/webhook', {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
      }),
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, applied: false });
    expect(await rowOf(json.payment.id)).toEqual(before);
    expect(await leadsOf(json.payment.id)).toHaveLength(1);
    expect(await receiptsTo(before.email)).toHaveLength(1);
    expect(await eventsOf(json.payment.id)).toEqual(['pending', 'paid']);
  });

  it('is paid when the webhook never arrives: the payer’s page asks the provider, once', async () => {
    forward = false;
    const { json } = await begin();
    await pay(sessionOf(json.payUrl));
    expect((await rowOf(json.payment.id)).status).toBe('pending');
    const [a, b] = await Promise.all([get(json.payment.id), get(json.payment.id)]);
    expect([a.json.payment.status, b.json.payment.status]).toEqual(['paid', 'paid']);
    expect(await leadsOf(json.payment.id)).toHaveLength(1);
    expect(await receiptsTo((await rowOf(json.payment.id)).email)).toHaveLength(1);
    expect(await eventsOf(json.payment.id)).toEqual(['pending', 'paid']);
  });

  it('leaves a declined card pending, for another try', async () => {
    const { json } = await begin();
    expect((await pay(sessionOf(json.payUrl), '4000 0000 0000 0002')).status).toBe(402);
    expect((await get(json.payment.id)).json.payment.status).toBe('pending');
  });

  it('fails when the bank’s check fails: no lead, no receipt, back to the form', async () => {
    const { json } = await begin();
    const session = sessionOf(json.payUrl);
    await pay(session, '4000 0027 6000 3184');
    const failed = await submit(session, { action: 'challenge-fail' });
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toContain(
      `/online-payment?payment=${json.payment.id}&cancelled=1`,
    );
    const row = await rowOf(json.payment.id);
    expect(row.status).toBe('failed');
    expect((await get(row.id)).json.payment.status).toBe('failed');
    expect(await leadsOf(row.id)).toHaveLength(0);
    expect(await receiptsTo(row.email)).toHaveLength(0);
    expect(await eventsOf(row.id)).toEqual(['pending', 'failed']);
  });
});

describe('refused', () => {
  it.each([
    ['reference', { reference: '' }],
    ['reference', { reference: 'A'.repeat(41) }],
    ['reference', { reference: 'INV\u00001' }],
    ['reference', { reference: 'INV_1' }],
    ['amount', { amount: '0.99' }],
    ['amount', { amount: '100000.01' }],
    ['amount', { amount: '12.345' }],
    ['amount', { amount: undefined }],
    ['name', { name: '' }],
    ['last_name', { last_name: ' ' }],
    ['email', { email: 'jo@' }],
    ['phone', { phone: '12' }],
    ['note', { note: 'x'.repeat(501) }],
  ])('answers 400 naming %s', async (field, over) => {
    const { status, json } = await begin(over);
    expect(status).toBe(400);
    expect(json.issues.map((i: { field: string }) => i.field)).toEqual([field]);
  });

  it.each([
    ['none', () => ({ location_id: undefined })],
    ['another site’s', () => ({ location_id: payee('summit-kia-ipswich') })],
    ['not a number', () => ({ location_id: 'Tingalpa' })],
  ])('answers 400 naming location_id for a dealership paid that is %s', async (_what, over) => {
    const { status, json } = await begin(over());
    expect(status).toBe(400);
    expect(json.issues).toEqual([{ field: 'location_id', message: 'Please select a dealership.' }]);
  });

  it('pays the dealership the payer picks on a group’s site: its lead, its clock, its inbox for replies', async () => {
    const kia = payee('summit-kia-ipswich');
    const { status, json } = await begin({ location_id: String(kia) }, 'summit-motor-group');
    expect(status).toBe(201);
    expect(json.payment.locationId).toBe(kia);
    await pay(sessionOf(json.payUrl));
    const row = await rowOf(json.payment.id);
    expect(row).toMatchObject({ status: 'paid', locationId: kia });
    const [told] = await handle.db
      .select({ dealershipId: leads.dealershipId, payload: leads.payload })
      .from(leads)
      .where(eq(leads.id, row.leadId as string));
    const [kiaDealer] = await handle.db
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.slug, 'summit-kia-ipswich'));
    expect(told.dealershipId).toBe(kiaDealer.id);
    expect(told.payload).toMatchObject({ location_id: kia, dealership_slug: 'summit-kia-ipswich' });
    const [receipt] = await receiptsTo(row.email);
    expect(receipt.replyTo).toMatch(/^"Summit Kia Ipswich" <[a-z]+@summit-kia-ipswich\.example\.com\.au>$/);
  });

  it('takes the boundaries: $1.00, $100,000.00 and a 40-character reference', async () => {
    expect((await begin({ amount: '1.00' })).status).toBe(201);
    expect((await begin({ amount: 100_000, reference: `${'A'.repeat(39)}#` })).status).toBe(201);
  });

  it('counts against the connection’s lead allowance: the 11th in the window is 429', () =>
    inOneRateWindow(async () => {
      const ip = '10.200.0.1';
      const answers = [];
      for (let i = 0; i < 11; i++)
        answers.push((await start(request(payer(), 'coastal-toyota', 'POST', ip))).status);
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(answers[10]).toBe(429);
    }));

  it('answers 401 signed out where the site gates online payment', async () => {
    const { status, json } = await begin({}, 'carzone');
    expect(status).toBe(401);
    expect(json.error).toBe('Please sign in to make a payment.');
  });

  it('answers 404 for another site’s payment and 400 for an id that is not one', async () => {
    const { json } = await begin();
    expect((await get(json.payment.id, 'carzone')).status).toBe(404);
    expect((await get(crypto.randomUUID())).status).toBe(404);
    for (const bad of ['42', 'not-an-id', `${json.payment.id}\u0000`]) {
      const answer = await get(bad);
      expect(answer.status).toBe(400);
      expect(answer.json.issues).toEqual([{ field: 'id', message: 'Must be an online payment id.' }]);
    }
  });
});
