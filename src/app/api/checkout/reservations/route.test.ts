import http from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logger } from '@/lib/logger';
import { setPaymentProviderForTests, type TestPaymentProvider } from '@/lib/payments';
import { deriveTestWebhookKey } from '@/lib/payments/signature';
import { createTestPaymentProvider } from '@/lib/payments/test-provider';
import { freePort } from '../../../../../scripts/free-port';
import { firstCarOf } from '../../../../../tests/helpers/cars';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import {
  cars,
  leads,
  reservationEvents,
  reservations,
  shopperMessages,
  sites,
  valuations,
} from '../../../../db/schema';
import { startReservationKeeper } from '../../../../features/checkout/server';
import { SITE_HEADER } from '../../../../tenancy/site-header';
import { POST as webhook } from '../../payments/webhook/route';
import { POST as cancel } from './[id]/cancel/route';
import { POST as book, GET as slots } from './[id]/handover/route';
import { GET as read } from './[id]/route';
import { POST as reserve } from './route';

// Reserving a car as a shopper does it: the reservation, the test provider's card page, its signed webhook
// into POST /api/payments/webhook, and what follows: the hold, a replay, two payments for one car, the
// hold running out, a cancellation with its refund. Money is never lost or doubled.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let provider: TestPaymentProvider;
let hook: http.Server;
let carSlug: string;
let carId: number;
let forward = true;
const received: { body: string; headers: Headers }[] = [];

const json = (body: unknown, site = 'coastal-toyota', method = 'POST') =>
  new Request('http://coastal-toyota.localhost:3000/api/x', {
    method,
    headers: {
      'content-type': 'application/json',
      host: 'coastal-toyota.localhost:3000',
      [SITE_HEADER]: site,
      'user-agent': 'vitest',
    },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const shopper = (over: Record<string, unknown> = {}) => ({
  idempotency_key: crypto.randomUUID(),
  car_slug: carSlug,
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  ...over,
});
async function start(over: Record<string, unknown> = {}, site?: string) {
  const response = await reserve(json(shopper(over), site));
  return { status: response.status, json: await response.json() };
}
const sessionOf = (payUrl: string) => new URL(payUrl).pathname.split('/').pop() as string;
const pay = (sessionId: string, cardNumber = '4242 4242 4242 4242') =>
  provider.submitPage(
    sessionId,
    new Request('http://coastal-toyota.localhost:3000/api/test-payments/x', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        cardNumber,
        expiry: '12/30',
        cvc: '123',
        name: 'Jo Citizen',
      }).toString(),
    }),
  );
const rowOf = async (id: string) =>
  (await handle.db.select().from(reservations).where(eq(reservations.id, id)))[0];
const reservedFlag = async (id: number) =>
  (await handle.db.select({ r: cars.reserved }).from(cars).where(eq(cars.id, id)))[0].r;
const leadsOf = async (id: string) =>
  handle.db
    .select({ subcategory: leads.subcategory, payload: leads.payload })
    .from(leads)
    .where(sql`${leads.payload}->'reservation'->>'reservation_id' = ${id}`)
    .orderBy(leads.createdAt);

beforeAll(async () => {
  logger.level = 'error';
  handle = await createTestDb({ cars: 120 });
  setDbHandleForTests(handle);
  const port = await freePort();
  // The platform's webhook endpoint as the provider reaches it: each delivery goes to the real route.
  hook = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) headers.set(name, String(value));
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

/** A fresh reservable car of Coastal Toyota for each test: checkout on, in stock, not reserved. */
beforeEach(async () => {
  forward = true;
  const car = await firstCarOf(
    handle.db,
    'coastal-toyota-tingalpa',
    eq(cars.status, 'in_stock'),
    eq(cars.reserved, false),
    sql`not exists (select 1 from ${reservations} where ${reservations.carId} = ${cars.id})`,
  );
  await handle.db.update(cars).set({ checkoutEnabled: true, reserveAmount: null }).where(eq(cars.id, car.id));
  carSlug = car.slug;
  carId = car.id;
});

describe('reserving a car', () => {
  it('takes the deposit on the provider’s page, holds the car 48 hours and tells the dealer', async () => {
    const { status, json: body } = await start();
    expect(status).toBe(201);
    expect(body.reservation).toMatchObject({ status: 'pending', amountCents: 20_000 });
    expect(body.payUrl).toMatch(/^http:\/\/coastal-toyota\.localhost:3000\/api\/test-payments\/tps_/);

    const paid = await pay(sessionOf(body.payUrl));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/reservations/${body.reservation.id}`);

    const row = await rowOf(body.reservation.id);
    expect(row.status).toBe('held');
    expect(row.holdUntil?.getTime()).toBe((row.paidAt?.getTime() ?? 0) + 48 * 3_600_000);
    expect(await reservedFlag(carId)).toBe(true);
    const told = await leadsOf(body.reservation.id);
    expect(told.map((l) => l.subcategory)).toEqual(['Deposit Paid']);
    expect(told[0].payload).toMatchObject({
      reservation: { deposit: 200, payment_reference: row.paymentId },
    });

    const seen = await read(json(undefined, 'coastal-toyota', 'GET'), params(body.reservation.id));
    expect((await seen.json()).reservation).toMatchObject({
      status: 'held',
      canCancel: true,
      paymentReference: row.paymentId,
    });
  });

  it('sends a shopper on the default site by fallback (localhost:3000) to pay and back, and emails them links, on localhost:3000', async () => {
    const request = new Request('http://localhost:3000/api/checkout/reservations', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'localhost:3000',
        [SITE_HEADER]: 'coastal-toyota',
        'user-agent': 'vitest',
      },
      body: JSON.stringify(shopper()),
    });
    const body = await (await reserve(request)).json();
    expect(body.payUrl).toMatch(/^http:\/\/localhost:3000\/api\/test-payments\/tps_/);
    const paid = await pay(sessionOf(body.payUrl));
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`^http://localhost:3000/reservations/${body.reservation.id}\\?`),
    );
    // The hold's email, sent after the webhook, not in the shopper's request: its link is still theirs.
    const [email] = await handle.db
      .select()
      .from(shopperMessages)
      .where(sql`${shopperMessages.text} like ${`%${body.reservation.id}%`}`);
    expect(email.text).toContain(`http://localhost:3000/reservations/${body.reservation.id}`);
    expect(email.text).not.toMatch(/https:\/\//);
  });

  it('applies a replayed webhook once', async () => {
    const { json: body } = await start();
    await pay(sessionOf(body.payUrl));
    const delivery = received.at(-1);
    if (!delivery) throw new Error('no webhook');
    const again = await webhook(
      new Request('http://127.0.0.1/api/payments/webhook', {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
      }),
    );
    expect(await again.json()).toEqual({ received: true, applied: false });
    expect(await leadsOf(body.reservation.id)).toHaveLength(1);
    const events = await handle.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, body.reservation.id));
    expect(events.map((e) => e.status)).toEqual(['pending', 'held']);
  });

  it('refuses a webhook with a bad signature, changing nothing', async () => {
    const refused = await webhook(
      new Request('http://127.0.0.1/api/payments/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-payments-signature': 't=1,v1=00' },
        body: '{"id":"evt_x","type":"checkout.paid"}',
      }),
    );
    expect(refused.status).toBe(400);
  });

  it('holds the car for one of two shoppers paying at once, and refunds the other', async () => {
    const [a, b] = await Promise.all([start(), start({ name: 'Sam', email: 'sam@example.com' })]);
    await Promise.all([pay(sessionOf(a.json.payUrl)), pay(sessionOf(b.json.payUrl))]);
    const rows = await Promise.all([rowOf(a.json.reservation.id), rowOf(b.json.reservation.id)]);
    expect(rows.map((r) => r.status).sort()).toEqual(['held', 'lost']);
    const lost = rows.find((r) => r.status === 'lost');
    expect(lost?.refundId).toMatch(/^tpr_/);
    const held = await handle.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.carId, carId), eq(reservations.status, 'held')));
    expect(held).toHaveLength(1);
  });

  it('holds the car when the webhook never arrives: the shopper’s page asks the provider', async () => {
    forward = false;
    const { json: body } = await start();
    await pay(sessionOf(body.payUrl));
    expect((await rowOf(body.reservation.id)).status).toBe('pending');
    const seen = await read(json(undefined, 'coastal-toyota', 'GET'), params(body.reservation.id));
    expect((await seen.json()).reservation.status).toBe('held');
  });

  it('leaves a declined card pending, for another try', async () => {
    const { json: body } = await start();
    const declined = await pay(sessionOf(body.payUrl), '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect((await rowOf(body.reservation.id)).status).toBe('pending');
    expect(await reservedFlag(carId)).toBe(false);
  });

  it('answers a repeated submission with the same reservation and page', async () => {
    const first = shopper();
    const a = await reserve(json(first));
    const b = await reserve(json(first));
    expect(b.status).toBe(200);
    expect((await b.json()).payUrl).toBe((await a.json()).payUrl);
  });

  it.each([
    ['name', { name: '' }],
    ['last_name', { last_name: '' }],
    ['email', { email: 'jo@' }],
    ['phone', { phone: '12' }],
    ['postcode', { postcode: '0000' }],
    ['car_slug', { car_slug: '' }],
  ])('answers 400 naming %s', async (field, over) => {
    const { status, json: body } = await start(over);
    expect(status).toBe(400);
    expect(body.issues.map((i: { field: string }) => i.field)).toContain(field);
  });

  it('answers 404 for another site’s car and 409 for a car that cannot be reserved', async () => {
    const other = await firstCarOf(handle.db, 'carzone-rocklea');
    expect((await start({ car_slug: other.slug })).status).toBe(404);
    await handle.db.update(cars).set({ reserveAmount: 0 }).where(eq(cars.id, carId));
    expect((await start()).status).toBe(409);
  });

  it('needs sign-in where the site gates checkout', async () => {
    const car = await firstCarOf(handle.db, 'carzone-rocklea', eq(cars.status, 'in_stock'));
    expect((await start({ car_slug: car.slug }, 'carzone')).status).toBe(401);
  });
});

describe('the hold ends', () => {
  it('when the shopper cancels: the car is back on sale and the deposit refunded', async () => {
    const { json: body } = await start();
    await pay(sessionOf(body.payUrl));
    const cancelled = await cancel(json({}), params(body.reservation.id));
    expect((await cancelled.json()).reservation).toMatchObject({ status: 'cancelled', canCancel: false });
    const row = await rowOf(body.reservation.id);
    expect(row.refundId).toMatch(/^tpr_/);
    expect(await reservedFlag(carId)).toBe(false);
    expect((await leadsOf(body.reservation.id)).map((l) => l.subcategory)).toEqual([
      'Deposit Paid',
      'Cancelled, Deposit Refunded',
    ]);
    // Cancelling again changes nothing and refunds nothing more.
    expect((await cancel(json({}), params(body.reservation.id))).status).toBe(200);
    expect((await rowOf(body.reservation.id)).refundId).toBe(row.refundId);
  });

  it('by itself after 48 hours: released, refunded, the dealer told', async () => {
    const { json: body } = await start();
    await pay(sessionOf(body.payUrl));
    await handle.db
      .update(reservations)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(reservations.id, body.reservation.id));
    const stop = startReservationKeeper({ intervalMs: 60_000 });
    await expect
      .poll(async () => (await rowOf(body.reservation.id)).status, { timeout: 10_000 })
      .toBe('released');
    stop();
    await expect
      .poll(async () => (await rowOf(body.reservation.id)).refundId, { timeout: 10_000 })
      .toMatch(/^tpr_/);
    expect(await reservedFlag(carId)).toBe(false);
    const cancelled = await cancel(json({}), params(body.reservation.id));
    expect(cancelled.status).toBe(409);
  });

  it('tells a stage the process stopped before telling, once: the keeper finds it untold', async () => {
    const { json: body } = await start();
    await pay(sessionOf(body.payUrl));
    const id = body.reservation.id;
    const emails = async () =>
      (
        await handle.db
          .select({ id: shopperMessages.id })
          .from(shopperMessages)
          .where(sql`${shopperMessages.text} like ${`%${id}%`}`)
      ).length;
    expect(await leadsOf(id)).toHaveLength(1);
    expect(await emails()).toBe(1);
    // As if the process had stopped between the hold and its lead and email.
    await handle.db.delete(leads).where(sql`${leads.payload}->'reservation'->>'reservation_id' = ${id}`);
    await handle.db.delete(shopperMessages).where(sql`${shopperMessages.text} like ${`%${id}%`}`);
    await handle.db
      .update(reservations)
      .set({ toldStage: null, updatedAt: new Date(Date.now() - 61_000) })
      .where(eq(reservations.id, id));
    const stop = startReservationKeeper({ intervalMs: 60_000 });
    await expect.poll(async () => (await rowOf(id)).toldStage, { timeout: 10_000 }).toBe('held');
    stop();
    expect((await leadsOf(id)).map((l) => l.subcategory)).toEqual(['Deposit Paid']);
    expect(await emails()).toBe(1);
    // Told: the keeper's next round leaves it be.
    const again = startReservationKeeper({ intervalMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    again();
    expect(await leadsOf(id)).toHaveLength(1);
    expect(await emails()).toBe(1);
  });

  it('tells the shopper of a hold a manager ended in the console as of one that ran out; of a sale, nothing', async () => {
    const held = async () => {
      const { json: body } = await start();
      await pay(sessionOf(body.payUrl));
      return body.reservation.id as string;
    };
    const stageOf = async (id: string) => (await rowOf(id)).toldStage;
    // As the console leaves them (src/features/console/payments): the hold ended (and refunded), the car
    // free again.
    const ended = await held();
    const long = new Date(Date.now() - 61_000);
    await handle.db
      .update(reservations)
      .set({ status: 'released', endedAt: long, refundId: 'tpr_console', updatedAt: long })
      .where(eq(reservations.id, ended));
    await handle.db.update(cars).set({ reserved: false }).where(eq(cars.id, carId));
    const sold = await held();
    await handle.db
      .update(reservations)
      .set({ status: 'released', endedAt: long, convertedAt: long, updatedAt: long })
      .where(eq(reservations.id, sold));
    await handle.db.update(cars).set({ reserved: false }).where(eq(cars.id, carId));
    const stop = startReservationKeeper({ intervalMs: 60_000 });
    await expect.poll(() => stageOf(ended), { timeout: 10_000 }).toBe('released');
    stop();
    expect((await leadsOf(ended)).map((l) => l.subcategory)).toContain('Hold Ended, Deposit Refunded');
    expect(await stageOf(sold)).toBe('held');
    expect((await leadsOf(sold)).map((l) => l.subcategory)).toEqual(['Deposit Paid']);
    expect((await rowOf(sold)).refundId).toBeNull();
    // The buyer's page says the deposit went toward the car, not that it was refunded.
    const page = await read(json(undefined, 'coastal-toyota', 'GET'), params(sold));
    expect((await page.json()).reservation).toMatchObject({ status: 'released', sold: true });
    // The car is fresh again for the tests after (the seed has few of this dealership's in stock).
    await handle.db.delete(reservations).where(eq(reservations.carId, carId));
  });

  it('keeps a refused refund owed and takes it later', async () => {
    const { json: body } = await start();
    await pay(sessionOf(body.payUrl));
    const original = provider.refund.bind(provider);
    let refuse = true;
    provider.refund = async (...args) => {
      if (refuse) throw new Error('provider down');
      return original(...args);
    };
    await cancel(json({}), params(body.reservation.id));
    expect((await rowOf(body.reservation.id)).refundId).toBeNull();
    refuse = false;
    const stop = startReservationKeeper({ intervalMs: 60_000 });
    await expect
      .poll(async () => (await rowOf(body.reservation.id)).refundId, { timeout: 10_000 })
      .toMatch(/^tpr_/);
    stop();
    provider.refund = original;
  });
});

describe('buying a car online', () => {
  const handover = async (id: string, body?: unknown, site?: string) => {
    const response = body
      ? await book(json(body, site), params(id))
      : await slots(json(undefined, site ?? 'coastal-toyota', 'GET'), params(id));
    return { status: response.status, json: await response.json() };
  };
  async function valuation(over: Partial<typeof valuations.$inferInsert> = {}) {
    const [site] = await handle.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.slug, 'coastal-toyota'));
    const [row] = await handle.db
      .insert(valuations)
      .values({
        siteId: site.id,
        idempotencyKey: crypto.randomUUID(),
        rego: '824TRD',
        regoState: 'QLD',
        vehicle: {
          year: 2021,
          make: 'Toyota',
          model: 'Corolla',
          badge: 'Ascent Sport',
          series: null,
          vin: null,
        },
        kms: 40_000,
        contact: {},
        status: 'valued',
        estimateLow: 17_000,
        estimateHigh: 19_000,
        offer: 18_000,
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
        ...over,
      })
      .returning();
    return row;
  }
  const purchase = (over: Record<string, unknown> = {}) => ({
    purchase: { fulfilment: 'pickup', payment: 'pay', ...over },
  });
  async function paidPurchase(over: Record<string, unknown> = {}) {
    const { json: body } = await start(purchase(over));
    const paid = await pay(sessionOf(body.payUrl));
    return { body, paid };
  }

  it('prices the trade-in and finance on the server, and tells the dealer the plan once paid', async () => {
    const traded = await valuation();
    const { body, paid } = await paidPurchase({ valuation_id: traded.id, payment: 'finance' });
    expect(paid.headers.get('location')).toContain(
      `/checkout-journey?car_id=${encodeURIComponent(carSlug)}&reservation=${body.reservation.id}`,
    );
    const row = await rowOf(body.reservation.id);
    expect(row).toMatchObject({ kind: 'purchase', status: 'held' });
    const price = body.reservation.car.price as number;
    expect(row.purchase).toMatchObject({
      price,
      fulfilment: { method: 'pickup' },
      tradeIn: { valuationId: traded.id, offer: 18_000, vehicle: '2021 Toyota Corolla Ascent Sport' },
      payment: 'finance',
    });
    const seen = await read(json(undefined, 'coastal-toyota', 'GET'), params(body.reservation.id));
    expect((await seen.json()).reservation.purchase.totals).toEqual({
      price,
      delivery: 0,
      tradeIn: 18_000,
      deposit: 200,
      balance: price - 18_000 - 200,
    });
    const told = await leadsOf(body.reservation.id);
    expect(told.map((l) => [l.payload.category, l.subcategory])).toEqual([['Buy Online', 'Deposit Paid']]);
    expect((told[0].payload.reservation as { purchase?: unknown } | undefined)?.purchase).toMatchObject({
      balance: price - 18_000 - 200,
      trade_in: expect.stringContaining('2021 Toyota Corolla Ascent Sport: $18,000 offer'),
      handover_at: null,
    });
  });

  it('picks up where the site does not deliver', async () => {
    const { status, json: refused } = await start(purchase({ fulfilment: 'delivery', postcode: '4000' }));
    expect(status).toBe(400);
    expect(refused.issues[0]).toMatchObject({ field: 'purchase.fulfilment' });
  });

  it.each([
    ['purchase.postcode', { fulfilment: 'delivery' }],
    ['purchase.postcode', { fulfilment: 'delivery', postcode: '40000' }],
    ['purchase.fulfilment', { fulfilment: 'drone' }],
    ['purchase.payment', { payment: 'barter' }],
    ['purchase.valuation_id', { valuation_id: 'not-a-uuid' }],
  ])('answers 400 naming %s', async (field, over) => {
    const { status, json: body } = await start(purchase(over));
    expect(status).toBe(400);
    expect(body.issues.map((i: { field: string }) => i.field)).toContain(field);
  });

  it('refuses a valuation without a current offer, or another site’s', async () => {
    for (const over of [
      { status: 'inspection' as const, offer: null, estimateLow: null, estimateHigh: null },
      { expiresAt: new Date(Date.now() - 1000) },
    ]) {
      const stale = await valuation(over);
      const refused = await start(purchase({ valuation_id: stale.id }));
      expect(refused.status).toBe(400);
      expect(refused.json.issues[0]).toMatchObject({ field: 'purchase.valuation_id' });
    }
    const elsewhere = await valuation({ siteId: (await siteId('carzone')) ?? 0 });
    expect((await start(purchase({ valuation_id: elsewhere.id }))).status).toBe(400);
    expect(await handle.db.select().from(reservations).where(eq(reservations.carId, carId))).toHaveLength(0);
  });

  it('books the handover at a free slot, holds the car until that day ends and tells the dealer', async () => {
    const { body } = await paidPurchase();
    const offered = await handover(body.reservation.id);
    expect(offered.status).toBe(200);
    const day = offered.json.days.find((d: { slots: string[] }) => d.slots.length > 0);
    expect(day).toBeDefined();
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: offered.json.time_zone,
    });
    expect(offered.json.days[0].date >= tomorrow).toBe(true);

    const booked = await handover(body.reservation.id, { date: day.date, time: day.slots[0] });
    expect(booked.status).toBe(200);
    expect(booked.json.reservation.purchase.handoverText).toMatch(/\d{4}/);
    // A hold to the end of a day is named by that day, never as '12:00 am' of the next.
    expect(booked.json.reservation.holdUntilText).not.toMatch(/12:00 am/);
    const row = await rowOf(body.reservation.id);
    expect(row.handoverAt).not.toBeNull();
    expect(row.holdUntil && row.handoverAt && row.holdUntil > row.handoverAt).toBe(true);
    const told = await leadsOf(body.reservation.id);
    expect(told.map((l) => l.subcategory)).toEqual(['Deposit Paid', 'Handover Booked']);

    // The same slot again is the same booking; another is refused (the dealer changes it by phone).
    expect((await handover(body.reservation.id, { date: day.date, time: day.slots[0] })).status).toBe(200);
    const other = day.slots[1] ?? day.slots[0];
    if (other !== day.slots[0])
      expect((await handover(body.reservation.id, { date: day.date, time: other })).status).toBe(409);
    expect(await leadsOf(body.reservation.id)).toHaveLength(2);
  });

  it('refuses a handover before payment, for a reservation, at a time not offered, or on another site', async () => {
    const { json: pending } = await start(purchase());
    expect((await handover(pending.reservation.id)).status).toBe(409);
    const { body: held } = await paidPurchase();
    const offered = await handover(held.reservation.id);
    // The window's first day may be one the location is closed (a Sunday): the first day it is open.
    const day = offered.json.days.find((d: { slots: string[] }) => d.slots.length > 0);
    expect((await handover(held.reservation.id, { date: day.date, time: '03:17' })).status).toBe(409);
    expect((await handover(held.reservation.id, { date: 'soon', time: '10:00' })).status).toBe(400);
    expect(
      (await handover(held.reservation.id, { date: day.date, time: day.slots[0] }, 'carzone')).status,
    ).toBe(404);
    expect((await handover('not-a-uuid')).status).toBe(400);
  });
});

async function siteId(slug: string) {
  return (await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug)))[0]?.id;
}
