import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logger } from '@/lib/logger';
import { setPaymentProviderForTests, type TestPaymentProvider } from '@/lib/payments';
import { deriveTestWebhookKey } from '@/lib/payments/signature';
import { createTestPaymentProvider } from '@/lib/payments/test-provider';
import { ALREADY_EXTENDED_MESSAGE, HOLD_HOURS, NOT_HELD_MESSAGE } from '@/payments/hold-rules';
import { refundOwed } from '@/payments/holds';
import { ALREADY_REFUNDED_MESSAGE } from '@/payments/online-refund-rules';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../db';
import type { Db } from '../../../db/client';
import {
  auditLog,
  cars,
  locations,
  onlinePaymentEvents,
  onlinePayments,
  reservationEvents,
  reservations,
  siteDealerships,
  sites,
  stockChanges,
  testPaymentSessions,
} from '../../../db/schema';
import { staffAuth } from '../../../staff';
import { acceptInvitation } from '../../../staff/accept-invitation';
import { createInvitation } from '../../../staff/invitations';
import type { StaffRole } from '../../../staff/rules';
import { signInWithPassword } from '../../../staff/sign-in';
import {
  cancelHoldRoute,
  convertHoldRoute,
  extendHoldRoute,
  listPaymentsRoute,
  refundPaymentRoute,
} from '../index';
import type { PaymentRow } from './payment-list';
import { REFUND_REFUSED } from './payment-refund';
import { PAYMENT_CHANGED_MEANWHILE } from './payment-rules';

// The payments screen's calls as a manager, a member of one dealership and a salesperson make them: the
// list of their reach in the dealer's states, and a manager's actions on a hold with the money moved by the
// embedded test provider, once.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let provider: TestPaymentProvider;
let site: { id: number; dealerships: number[] };
let otherSite: { id: number; dealerships: number[] };
const freeCars: number[] = [];
/** Cars of a third dealership, which neither the tests of reach nor the second dealership's member use. */
const spareCars: number[] = [];
let otherCar: number;
const cookies: Record<string, string> = {};

async function member(db: Db, name: string, role: StaffRole, siteId: number, dealershipIds: number[]) {
  const email = `${name}@example.com`;
  const password = 'payments test passphrase';
  const { token } = await createInvitation(
    db,
    { email, role, siteId, dealershipIds, invitedBy: 'payments test' },
    new Date(),
  );
  const accepted = await acceptInvitation(db, { token, name, password }, { now: new Date(), ip: null });
  if (!accepted.ok) throw new Error(accepted.error);
  const { auth } = await staffAuth();
  const signedIn = await signInWithPassword(
    db,
    auth,
    { email, password },
    { headers: new Headers(), ip: null, now: new Date() },
  );
  if (!signedIn.ok) throw new Error(signedIn.error);
  return signedIn.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const request = (who: string, method: string, path = '/api/console/x', body?: unknown) =>
  new Request(`http://console.localhost:3000${path}`, {
    method,
    headers: {
      host: 'console.localhost:3000',
      cookie: cookies[who],
      'user-agent': 'vitest payments',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function list(who: string, query = '', slug = 'carzone') {
  const response = await listPaymentsRoute(
    request(who, 'GET', `/api/console/sites/${slug}/payments?${query}`),
    {
      params: Promise.resolve({ site: slug }),
    },
  );
  return { status: response.status, body: await response.json() };
}

const routes = { cancel: cancelHoldRoute, extend: extendHoldRoute, convert: convertHoldRoute };

async function act(
  who: string,
  action: keyof typeof routes,
  reservation: string,
  seen: string | Date,
  slug = 'carzone',
) {
  const response = await routes[action](
    request(who, 'POST', '/api/console/x', { seen: typeof seen === 'string' ? seen : seen.toISOString() }),
    { params: Promise.resolve({ site: slug, reservation }) },
  );
  return { status: response.status, body: await response.json() };
}

const rowOf = async (id: string) =>
  (await handle.db.select().from(reservations).where(eq(reservations.id, id)))[0];
const carOf = async (id: number) => (await handle.db.select().from(cars).where(eq(cars.id, id)))[0];
const sessionOf = async (paymentId: string) =>
  (await handle.db.select().from(testPaymentSessions).where(eq(testPaymentSessions.paymentId, paymentId)))[0];
const eventsOf = async (id: string) =>
  (await handle.db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id))).map(
    (e) => e.note,
  );

/** A deposit paid at the test provider and holding the car, as the checkout's takeHold leaves it. */
async function heldDeposit(carId: number, over: Partial<typeof reservations.$inferInsert> = {}) {
  const paymentId = `tpi_${randomBytes(12).toString('hex')}`;
  const now = new Date();
  const [row] = await handle.db
    .insert(reservations)
    .values({
      siteId: over.siteId ?? site.id,
      carId,
      idempotencyKey: crypto.randomUUID(),
      contact: {
        name: 'Jo',
        last_name: 'Citizen',
        email: 'jo@example.com',
        phone: '0412 345 678',
        postcode: null,
      },
      amountCents: 20_000,
      status: 'held',
      paymentId,
      paidAt: now,
      holdUntil: new Date(now.getTime() + HOLD_HOURS * 3_600_000),
      ...over,
    })
    .returning();
  await handle.db.insert(testPaymentSessions).values({
    id: `tps_${randomBytes(12).toString('hex')}`,
    amountCents: row.amountCents,
    currency: 'aud',
    reference: row.id,
    description: 'Refundable deposit',
    successUrl: 'http://carzone.localhost:3000/ok',
    cancelUrl: 'http://carzone.localhost:3000/no',
    metadata: {},
    status: 'paid',
    paymentId,
    paidAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
  });
  if (row.status === 'held') await handle.db.update(cars).set({ reserved: true }).where(eq(cars.id, carId));
  return row;
}

const nextCar = () => {
  const id = freeCars.shift();
  if (!id) throw new Error('out of cars');
  return id;
};

async function siteOf(slug: string) {
  const [found] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  const links = await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, found.id));
  return { id: found.id, dealerships: links.map((l) => l.dealershipId).sort((a, b) => a - b) };
}

beforeAll(async () => {
  logger.level = 'error';
  handle = await createTestDb({ cars: 120 });
  setDbHandleForTests(handle);
  provider = createTestPaymentProvider({
    db: async () => handle.db,
    signingKey: deriveTestWebhookKey('k'.repeat(40)),
    // Nobody listens: the refund's webhook is sent in the background and given up.
    webhookUrl: 'http://127.0.0.1:9/api/payments/webhook',
    retryDelaysMs: [],
  });
  setPaymentProviderForTests(provider);
  site = await siteOf('carzone');
  otherSite = await siteOf('outback-rv');
  const mine = await handle.db
    .select({ id: cars.id, dealershipId: cars.dealershipId })
    .from(cars)
    .where(and(inArray(cars.dealershipId, [site.dealerships[0]]), eq(cars.status, 'in_stock')))
    .orderBy(cars.id);
  freeCars.push(...mine.map((c) => c.id));
  const spare = await handle.db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.dealershipId, site.dealerships[2]), eq(cars.status, 'in_stock')))
    .orderBy(cars.id);
  spareCars.push(...spare.map((c) => c.id));
  [{ id: otherCar }] = await handle.db
    .select({ id: cars.id })
    .from(cars)
    .where(inArray(cars.dealershipId, otherSite.dealerships))
    .limit(1);
  cookies.manager = await member(handle.db, 'manager', 'manager', site.id, []);
  cookies.sales = await member(handle.db, 'sales', 'sales', site.id, []);
  cookies.second = await member(handle.db, 'second', 'manager', site.id, [site.dealerships[1]]);
  cookies.other = await member(handle.db, 'other', 'manager', otherSite.id, []);
});
afterAll(async () => {
  await provider.deliveriesSettled();
  setPaymentProviderForTests(undefined);
  await handle.drop();
});

describe('the payments list', () => {
  it('shows a manager the deposits and online payments of the site in the dealer’s states', async () => {
    const held = await heldDeposit(nextCar(), { kind: 'purchase' });
    const refunded = await heldDeposit(nextCar(), {
      status: 'released',
      refundId: 'tpr_x',
      endedAt: new Date(),
    });
    const [location] = await handle.db
      .select()
      .from(locations)
      .where(eq(locations.dealershipId, site.dealerships[0]))
      .limit(1);
    const [payment] = await handle.db
      .insert(onlinePayments)
      .values({
        siteId: site.id,
        idempotencyKey: crypto.randomUUID(),
        reference: 'INV-1001',
        amountCents: 45_000,
        firstName: 'Sam',
        lastName: 'Payer',
        email: 'sam@example.com',
        phone: '0400 000 000',
        locationId: location.id,
        status: 'paid',
        paymentId: 'tpi_payment_1',
      })
      .returning();

    const { status, body } = await list('manager');
    expect(status).toBe(200);
    const byId = new Map<string, PaymentRow>(body.payments.map((p: PaymentRow) => [p.id, p]));
    expect(byId.get(held.id)).toMatchObject({
      kind: 'purchase',
      state: 'held',
      amountCents: 20_000,
      shopper: { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' },
      car: { id: held.carId },
      actions: { cancel: true, extend: true, convert: true },
    });
    expect(byId.get(refunded.id)).toMatchObject({ state: 'refunded', actions: { cancel: false } });
    expect(byId.get(payment.id)).toMatchObject({
      kind: 'payment',
      state: 'paid',
      reference: 'INV-1001',
      car: null,
      actions: null,
    });

    const onlyHeld = await list('manager', 'state=held&kind=purchase');
    expect(onlyHeld.body.payments.map((p: PaymentRow) => p.id)).toEqual([held.id]);
    expect((await list('manager', 'kind=payment')).body.payments.map((p: PaymentRow) => p.id)).toEqual([
      payment.id,
    ]);
    expect((await list('manager', 'state=refunded')).body.payments.map((p: PaymentRow) => p.id)).toEqual([
      refunded.id,
    ]);
  });

  it('gives each row the state the filter finds it under: the SQL and the rule agree', async () => {
    const ended = new Date();
    for (const over of [
      { status: 'pending' as const, paymentId: null, holdUntil: null },
      { status: 'failed' as const, paymentId: null, holdUntil: null, endedAt: ended },
      { status: 'cancelled' as const, endedAt: ended },
      { status: 'lost' as const, endedAt: ended, refundId: 'tpr_lost' },
      { status: 'released' as const, endedAt: ended, convertedAt: ended },
    ])
      await heldDeposit(spareCars.shift() as number, over);
    const { body } = await list('manager');
    expect(new Set(body.payments.map((p: PaymentRow) => p.state))).toEqual(
      new Set(['pending', 'held', 'paid', 'cancelled', 'refunded', 'failed']),
    );
    for (const row of body.payments as PaymentRow[]) {
      const filtered = await list('manager', `state=${row.state}`);
      expect(filtered.body.payments.map((p: PaymentRow) => p.id)).toContain(row.id);
    }
  });

  it('shows a member of one dealership its deposits and payments only; the site’s own to whole-site members', async () => {
    const [theirLocation] = await handle.db
      .select()
      .from(locations)
      .where(eq(locations.dealershipId, site.dealerships[1]))
      .limit(1);
    const payment = (reference: string, locationId: number | null) => ({
      siteId: site.id,
      idempotencyKey: crypto.randomUUID(),
      reference,
      amountCents: 10_000,
      firstName: 'Al',
      lastName: 'Payer',
      email: 'al@example.com',
      phone: '0400 000 001',
      locationId,
      status: 'paid' as const,
    });
    const [theirs, siteWide] = await handle.db
      .insert(onlinePayments)
      .values([payment('INV-THEIRS', theirLocation.id), payment('INV-SITE', null)])
      .returning();
    const seenBySecond = (await list('second', 'kind=payment')).body.payments.map((p: PaymentRow) => p.id);
    expect(seenBySecond).toContain(theirs.id);
    expect(seenBySecond).not.toContain(siteWide.id);
    expect((await list('second', 'kind=reservation')).body.payments).toEqual([]);
    const seenByManager = (await list('manager', 'kind=payment')).body.payments.map((p: PaymentRow) => p.id);
    expect(seenByManager).toEqual(expect.arrayContaining([theirs.id, siteWide.id]));
  });

  it('is not for sales, and another site’s manager gets the 404 of a site that does not exist', async () => {
    expect((await list('sales')).status).toBe(403);
    const theirs = await list('other');
    expect(theirs.status).toBe(404);
    expect(await list('other', '', 'no-such-site')).toEqual(theirs);
  });
});

describe('cancelling a hold with a refund', () => {
  it('puts the car back on sale, refunds the deposit once, records why and audits before and after', async () => {
    const car = nextCar();
    const row = await heldDeposit(car);
    const changes = (await handle.db.select().from(stockChanges).where(eq(stockChanges.carId, car))).length;
    const answer = await act('manager', 'cancel', row.id, row.updatedAt);
    expect(answer).toMatchObject({
      status: 200,
      body: { hold: { id: row.id, state: 'refunded', holdUntil: null } },
    });
    const after = await rowOf(row.id);
    expect(after).toMatchObject({ status: 'released', convertedAt: null });
    expect(after.refundId).toMatch(/^tpr_/);
    expect((await carOf(car)).reserved).toBe(false);
    expect(
      (await handle.db.select().from(stockChanges).where(eq(stockChanges.carId, car))).length,
    ).toBeGreaterThan(changes);
    expect((await sessionOf(row.paymentId as string)).refundedCents).toBe(20_000);
    const notes = await eventsOf(row.id);
    expect(notes).toContainEqual(
      expect.stringContaining('Cancelled by manager@example.com in the dealer console'),
    );
    expect(notes.filter((n) => n.startsWith('Deposit refunded'))).toHaveLength(1);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reservation.cancel'), eq(auditLog.subjectId, row.id)));
    expect(entry).toMatchObject({
      actorEmail: 'manager@example.com',
      siteId: site.id,
      subjectType: 'reservation',
      before: { state: 'held', holdUntil: row.holdUntil?.toISOString() },
      after: { state: 'cancelled' },
    });
    // A second press, with the page as it was read, is refused and refunds nothing more.
    expect(await act('manager', 'cancel', row.id, row.updatedAt)).toEqual({
      status: 409,
      body: { error: NOT_HELD_MESSAGE },
    });
    expect((await sessionOf(row.paymentId as string)).refundedCents).toBe(20_000);
  });

  it('refunds once when two presses and the keeper’s round come at the same moment', async () => {
    const row = await heldDeposit(nextCar());
    const refunds: string[] = [];
    const refund = provider.refund.bind(provider);
    setPaymentProviderForTests({
      ...provider,
      refund: async (paymentId, amount) => {
        const result = await refund(paymentId, amount);
        if (paymentId === row.paymentId) refunds.push(result.refundId);
        return result;
      },
    });
    try {
      const answers = await Promise.all([
        act('manager', 'cancel', row.id, row.updatedAt),
        act('manager', 'cancel', row.id, row.updatedAt),
        refundOwed(new Date()),
        refundOwed(new Date()),
      ]);
      expect(
        answers
          .slice(0, 2)
          .map((a) => (a as { status: number }).status)
          .sort(),
      ).toEqual([200, 409]);
    } finally {
      setPaymentProviderForTests(provider);
    }
    expect(refunds).toHaveLength(1);
    expect((await sessionOf(row.paymentId as string)).refundedCents).toBe(20_000);
    expect((await rowOf(row.id)).refundId).toBe(refunds[0]);
    expect((await eventsOf(row.id)).filter((n) => n.startsWith('Deposit refunded'))).toHaveLength(1);
    expect(
      await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'reservation.cancel'), eq(auditLog.subjectId, row.id))),
    ).toHaveLength(1);
  });
});

describe('extending a hold', () => {
  it('adds one whole hold once; a second extension is refused saying so', async () => {
    const row = await heldDeposit(nextCar());
    const first = await act('manager', 'extend', row.id, row.updatedAt);
    const extendedUntil = new Date((row.holdUntil as Date).getTime() + HOLD_HOURS * 3_600_000);
    expect(first).toMatchObject({
      status: 200,
      body: { hold: { state: 'held', holdUntil: extendedUntil.toISOString() } },
    });
    const after = await rowOf(row.id);
    expect(after.extendedAt).not.toBeNull();
    expect(await act('manager', 'extend', row.id, after.updatedAt)).toEqual({
      status: 409,
      body: { error: ALREADY_EXTENDED_MESSAGE },
    });
    expect((await rowOf(row.id)).holdUntil).toEqual(extendedUntil);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reservation.extend'), eq(auditLog.subjectId, row.id)));
    expect(entry).toMatchObject({
      before: { state: 'held', holdUntil: row.holdUntil?.toISOString() },
      after: { state: 'held', holdUntil: extendedUntil.toISOString() },
    });
  });

  it('is refused when the hold changed after the page read it', async () => {
    const row = await heldDeposit(nextCar());
    expect(await act('manager', 'extend', row.id, '2000-01-01T00:00:00.000Z')).toEqual({
      status: 409,
      body: { error: PAYMENT_CHANGED_MEANWHILE },
    });
    expect((await rowOf(row.id)).extendedAt).toBeNull();
  });
});

describe('marking a hold sold', () => {
  it('sells the car, ends the hold and keeps the deposit: nothing is refunded, even by the keeper', async () => {
    const car = nextCar();
    const row = await heldDeposit(car);
    const answer = await act('manager', 'convert', row.id, row.updatedAt);
    expect(answer).toMatchObject({ status: 200, body: { hold: { state: 'paid' } } });
    expect(await carOf(car)).toMatchObject({ status: 'sold', reserved: false, soldAt: expect.any(Date) });
    expect(await rowOf(row.id)).toMatchObject({
      status: 'released',
      convertedAt: expect.any(Date),
      refundId: null,
    });
    await refundOwed(new Date());
    expect((await rowOf(row.id)).refundId).toBeNull();
    expect((await sessionOf(row.paymentId as string)).refundedCents).toBe(0);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reservation.convert'), eq(auditLog.subjectId, row.id)));
    expect(entry).toMatchObject({ before: { state: 'held' }, after: { state: 'paid' } });
  });
});

describe('who may act, and on what', () => {
  it('refuses sales (403) and answers another dealership’s or site’s deposit as one that does not exist', async () => {
    const row = await heldDeposit(nextCar());
    expect((await act('sales', 'cancel', row.id, row.updatedAt)).status).toBe(403);
    const none = await act('manager', 'cancel', crypto.randomUUID(), row.updatedAt);
    expect(none.status).toBe(404);
    // A manager of the site's second dealership does not reach a car of the first.
    expect(await act('second', 'cancel', row.id, row.updatedAt)).toEqual(none);
    // Another site's manager, asking on their own site for it.
    expect(await act('other', 'cancel', row.id, row.updatedAt, 'outback-rv')).toEqual(none);
    const theirs = await heldDeposit(otherCar, { siteId: otherSite.id });
    expect(await act('manager', 'extend', theirs.id, theirs.updatedAt)).toEqual(none);
    expect(await act('manager', 'extend', 'not-a-uuid\u0000', theirs.updatedAt)).toEqual(none);
    expect((await rowOf(row.id)).status).toBe('held');
    expect((await rowOf(theirs.id)).extendedAt).toBeNull();
  });

  it('names the field of a bad body', async () => {
    const row = await heldDeposit(nextCar());
    const answer = await act('manager', 'extend', row.id, 'yesterday');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('seen');
  });
});

describe('refunding an online payment', () => {
  async function paidPayment(withSession = true) {
    const paymentId = `tpi_${randomBytes(12).toString('hex')}`;
    const [row] = await handle.db
      .insert(onlinePayments)
      .values({
        siteId: site.id,
        idempotencyKey: crypto.randomUUID(),
        reference: 'INV-2002',
        amountCents: 12_345,
        firstName: 'Pat',
        lastName: 'Payer',
        email: 'pat@example.com',
        phone: '0400 000 002',
        status: 'paid',
        paymentId,
        paidAt: new Date(),
      })
      .returning();
    if (withSession)
      await handle.db.insert(testPaymentSessions).values({
        id: `tps_${randomBytes(12).toString('hex')}`,
        amountCents: row.amountCents,
        currency: 'aud',
        reference: `op_${row.id}`,
        description: 'Payment',
        successUrl: 'http://carzone.localhost:3000/ok',
        cancelUrl: 'http://carzone.localhost:3000/no',
        metadata: {},
        status: 'paid',
        paymentId,
        paidAt: new Date(),
        expiresAt: new Date(Date.now() + 30 * 60_000),
      });
    return row;
  }
  const refundOf = async (who: string, payment: string, seen: Date | string, slug = 'carzone') => {
    const response = await refundPaymentRoute(
      request(who, 'POST', '/api/console/x', { seen: typeof seen === 'string' ? seen : seen.toISOString() }),
      { params: Promise.resolve({ site: slug, payment }) },
    );
    return { status: response.status, body: await response.json() };
  };
  const paymentOf = async (id: string) =>
    (await handle.db.select().from(onlinePayments).where(eq(onlinePayments.id, id)))[0];

  it('refunds all of it once, shows it refunded, records why and audits it; a second press is refused', async () => {
    const row = await paidPayment();
    const listed = (await list('manager', 'kind=payment')).body.payments.find(
      (p: PaymentRow) => p.id === row.id,
    );
    expect(listed).toMatchObject({ state: 'paid', refundable: true });
    const answer = await refundOf('manager', row.id, row.updatedAt);
    expect(answer).toMatchObject({ status: 200, body: { payment: { id: row.id, state: 'refunded' } } });
    const after = await paymentOf(row.id);
    expect(after.refundId).toMatch(/^tpr_/);
    expect(after.refundedAt).not.toBeNull();
    expect((await sessionOf(row.paymentId as string)).refundedCents).toBe(12_345);
    const notes = (
      await handle.db
        .select()
        .from(onlinePaymentEvents)
        .where(eq(onlinePaymentEvents.onlinePaymentId, row.id))
    ).map((e) => e.note);
    expect(notes).toEqual([
      'Refund asked by manager@example.com in the dealer console',
      expect.stringMatching(/^Refunded \(tpr_/),
    ]);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'online_payment.refund'), eq(auditLog.subjectId, row.id)));
    expect(entry).toMatchObject({
      subjectType: 'online_payment',
      before: { state: 'paid', amountCents: 12_345 },
      after: { state: 'refunded', refundId: after.refundId },
    });
    expect(await refundOf('manager', row.id, after.updatedAt)).toEqual({
      status: 409,
      body: { error: ALREADY_REFUNDED_MESSAGE },
    });
    const relisted = (await list('manager', 'state=refunded&kind=payment')).body.payments.find(
      (p: PaymentRow) => p.id === row.id,
    );
    expect(relisted).toMatchObject({ state: 'refunded', refundable: false });
  });

  it('refunds once when two presses come at the same moment', async () => {
    const row = await paidPayment();
    const refunds: string[] = [];
    const refund = provider.refund.bind(provider);
    setPaymentProviderForTests({
      ...provider,
      refund: async (paymentId, amount) => {
        const result = await refund(paymentId, amount);
        refunds.push(result.refundId);
        return result;
      },
    });
    try {
      const answers = await Promise.all([
        refundOf('manager', row.id, row.updatedAt),
        refundOf('manager', row.id, row.updatedAt),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    } finally {
      setPaymentProviderForTests(provider);
    }
    expect(refunds).toHaveLength(1);
    expect((await paymentOf(row.id)).refundId).toBe(refunds[0]);
    expect((await sessionOf(row.paymentId as string)).refundedCents).toBe(12_345);
  });

  it('frees the refund for another try when the provider does not take it', async () => {
    const row = await paidPayment(false);
    expect(await refundOf('manager', row.id, row.updatedAt)).toEqual({
      status: 502,
      body: { error: REFUND_REFUSED },
    });
    const after = await paymentOf(row.id);
    expect(after).toMatchObject({ refundId: null, refundedAt: null });
    expect(
      await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'online_payment.refund'), eq(auditLog.subjectId, row.id))),
    ).toEqual([]);
    expect(
      (await list('manager', 'kind=payment')).body.payments.find((p: PaymentRow) => p.id === row.id),
    ).toMatchObject({
      state: 'paid',
      refundable: true,
    });
  });

  it('is the 404 of none for a payment outside the member’s reach, and refused to sales', async () => {
    // Paid to the site as a whole: beyond a manager of one of its three dealerships.
    const row = await paidPayment();
    const none = await refundOf('manager', crypto.randomUUID(), row.updatedAt);
    expect(none.status).toBe(404);
    expect(await refundOf('second', row.id, row.updatedAt)).toEqual(none);
    expect(await refundOf('other', row.id, row.updatedAt, 'outback-rv')).toEqual(none);
    expect((await refundOf('sales', row.id, row.updatedAt)).status).toBe(403);
    expect((await paymentOf(row.id)).refundedAt).toBeNull();
  });
});
