import http from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logger } from '@/lib/logger';
import { setPaymentProviderForTests, type TestPaymentProvider } from '@/lib/payments';
import { deriveTestWebhookKey } from '@/lib/payments/signature';
import { createTestPaymentProvider } from '@/lib/payments/test-provider';
import { freePort } from '../../../../../scripts/free-port';
import { seedDatabase } from '../../../../../scripts/seed/index';
import { firstCarOf } from '../../../../../tests/helpers/cars';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import { cars, leads, reservationEvents, reservations, shopperMessages } from '../../../../db/schema';
import { startReservationKeeper } from '../../../../features/checkout/server';
import { SITE_HEADER } from '../../../../tenancy/site-header';
import { POST as webhook } from '../../payments/webhook/route';
import { POST as cancel } from './[id]/cancel/route';
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
  handle = await createTestDb();
  setDbHandleForTests(handle);
  await seedDatabase(handle.db, { cars: 120, renderImages: false });
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
