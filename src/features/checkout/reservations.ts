import 'server-only';
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import { cars, type PurchasePlan, reservationEvents, reservations } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import type { PurchaseDetails } from '@/enquiries';
import { shownPrice } from '@/inventory/price-rules';
import { findSiteCar, findSiteCarById } from '@/inventory/site-car';
import { isoAt, locationTimeZone } from '@/lib/dates';
import { logger } from '@/lib/logger';
import { formatAudCents } from '@/lib/money';
import { absoluteUrl, paths } from '@/lib/paths';
import { type PaymentEvent, paymentProvider } from '@/lib/payments';
import { queueShopperMessage } from '@/lib/shopper-messages';
import { isUuid } from '@/lib/uuid';
import { getSiteById, type Site } from '@/tenancy/get-site';
import { siteContact } from '@/tenancy/site-contact';
import { messageOrigin } from '@/tenancy/site-origin';
import { type ReservationMessageStage, reservationEmail } from './messages';
import { type FindValuation, isRefusal, purchasePlan } from './purchase';
import {
  fulfilmentText,
  momentText,
  NOT_FOR_SALE_ONLINE_MESSAGE,
  PAYMENT_CHOICES,
  purchaseTotals,
} from './purchase-rules';
import { submitReservationLead } from './reservation-lead';
import {
  canCancel,
  canReserve,
  holdEnds,
  NOT_RESERVABLE_MESSAGE,
  reserveDeposit,
  stageToTell,
  toCents,
} from './rules';
import type { ReserveRequest } from './schema';
import type { CheckoutCar, ReservationStatus, ReservationView } from './view';

// Reservations (AF §2, §9; docs/decisions/022). A shopper pays a deposit on the provider's page; the
// webhook (or, when it is late, asking the provider) turns the pending reservation into a hold on the car.
// The car row is locked while a hold is taken and the partial unique index allows one 'held' per car, so
// two payments for one car make one hold: the other is 'lost' and refunded. Every change is recorded
// in reservation_events; a refund owed is retried until the provider takes it.

export type Row = typeof reservations.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ReserveContext = {
  userId: string | null;
  /** The host the shopper came in on (requestShopperOrigin): the payment's return, and its emails' links. */
  origin: string;
  now: Date;
  /** How a purchase's trade-in valuation is read (the trade-in feature's, handed in by the app). */
  findValuation: FindValuation;
};

/** What the checkout page shows of a car, or null when it is not one of the site's. */
export async function checkoutCar(site: Site, slug: string): Promise<CheckoutCar | null> {
  const found = await findSiteCar(site, slug);
  if (!found) return null;
  const { car, location } = found;
  const { features, carPage } = site.config;
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    path: paths.car(car.slug),
    image: car.primaryImageUrl,
    price: shownPrice(car).now,
    carType: car.carType,
    certified: car.certified,
    deposit: reserveDeposit(car.reserveAmount, carPage.reserveDepositDefault),
    reservable: canReserve(car, {
      checkout: features.checkout,
      reserveDepositDefault: carPage.reserveDepositDefault,
    }),
    location: location && { id: location.id, name: location.name, timeZone: locationTimeZone(location) },
    reserved: car.reserved,
    dealershipId: car.dealershipId,
  };
}

export async function record(
  db: Pick<Db, 'insert'>,
  reservationId: string,
  status: string,
  note: string,
  at: Date,
) {
  await db.insert(reservationEvents).values({ reservationId, status, note, at });
}

export type StartResult =
  | { status: 200 | 201; view: ReservationView; payUrl: string }
  | { status: 404 | 409 | 502; error: string }
  | { status: 400; field: string; error: string };
export const CAR_NOT_FOUND = 'Car not found';
export const PAYMENTS_DOWN_MESSAGE =
  'Payments are not available right now. Please try again in a few minutes.';

/**
 * Starts a reservation (or, with `purchase`, the deposit of a car bought online, priced here from the
 * shopper's choices): a pending row, then the provider's checkout for its deposit. The same idempotency
 * key again answers the same reservation and page (200).
 */
export async function startReservation(
  site: Site,
  body: ReserveRequest,
  ctx: ReserveContext,
): Promise<StartResult> {
  const db = await getDb();
  const car = await checkoutCar(site, body.car_slug);
  if (!car) return { status: 404, error: CAR_NOT_FOUND };
  const repeat = await rowByKey(db, site.id, body.idempotency_key);
  if (repeat?.paymentUrl)
    return { status: 200, view: await view(site, repeat, ctx.now), payUrl: repeat.paymentUrl };
  if (!car.reservable)
    return { status: 409, error: body.purchase ? NOT_FOR_SALE_ONLINE_MESSAGE : NOT_RESERVABLE_MESSAGE };
  const plan = body.purchase
    ? await purchasePlan(site, car, body.purchase, ctx.now, ctx.findValuation)
    : null;
  if (plan && isRefusal(plan))
    return plan.field
      ? { status: 400, field: `purchase.${plan.field}`, error: plan.message }
      : { status: 409, error: plan.message };

  const [created] = await db
    .insert(reservations)
    .values({
      siteId: site.id,
      carId: car.id,
      userId: ctx.userId,
      shopperOrigin: ctx.origin,
      idempotencyKey: body.idempotency_key,
      contact: {
        name: body.name,
        last_name: body.last_name,
        email: body.email,
        phone: body.phone,
        postcode: body.postcode,
      },
      kind: plan ? 'purchase' : 'reserve',
      purchase: plan,
      amountCents: toCents(car.deposit),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: [reservations.siteId, reservations.idempotencyKey] })
    .returning();
  const row = created ?? (await rowByKey(db, site.id, body.idempotency_key));
  if (!row) throw new Error('A reservation conflicted on its idempotency key but cannot be found');
  if (created)
    await record(
      db,
      row.id,
      'pending',
      `Checkout started for a ${car.deposit} dollar deposit${plan ? ' on a purchase' : ''}`,
      ctx.now,
    );

  // A purchase comes back to its journey (the handover step), a reservation to its own page.
  const successPath = plan
    ? paths.checkoutJourney(car.slug, { reservation: row.id })
    : paths.reservation(row.id);
  const cancelPath = plan
    ? paths.checkoutJourney(car.slug, { cancelled: '1' })
    : `${paths.checkout(car.slug, site.config.features.checkoutRoute)}?cancelled=1`;
  let session: { sessionId: string; url: string };
  try {
    session = await paymentProvider().createCheckout({
      amountCents: row.amountCents,
      currency: 'aud',
      reference: row.id,
      description: `${plan ? 'Refundable deposit on your purchase' : 'Refundable deposit'}: ${car.name}`,
      customerEmail: body.email,
      successUrl: absoluteUrl(ctx.origin, successPath),
      cancelUrl: absoluteUrl(ctx.origin, cancelPath),
      metadata: { reservation_id: row.id, site: site.slug, car_id: String(car.id) },
    });
  } catch (error) {
    logger.error({ err: error, site: site.slug, reservation: row.id }, 'Checkout could not be started');
    return { status: 502, error: PAYMENTS_DOWN_MESSAGE };
  }
  const [updated] = await db
    .update(reservations)
    .set({ paymentSessionId: session.sessionId, paymentUrl: session.url, updatedAt: ctx.now })
    .where(eq(reservations.id, row.id))
    .returning();
  return { status: created ? 201 : 200, view: await view(site, updated, ctx.now), payUrl: session.url };
}

async function rowByKey(db: Db, siteId: number, key: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.siteId, siteId), eq(reservations.idempotencyKey, key)));
  return row ?? null;
}

/** Sets the car's Reserved flag and tells every process's search index and page cache, in the transaction. */
async function markCar(tx: Tx, carId: number, reserved: boolean) {
  await tx.update(cars).set({ reserved, updatedAt: new Date() }).where(eq(cars.id, carId));
  await recordStockChanges(tx, [carId]);
}

/**
 * The deposit is paid: hold the car, unless another payment holds it already or it is no longer for sale,
 * when this one is 'lost' and refunded. Applying it again changes nothing.
 */
async function markPaid(reservationId: string, paymentId: string | null, now: Date): Promise<void> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for('update');
    if (row?.status !== 'pending') return null;
    // The car row's lock makes two payments for one car take turns here.
    const [car] = await tx
      .select({ status: cars.status, reserved: cars.reserved })
      .from(cars)
      .where(eq(cars.id, row.carId))
      .for('update');
    const [holder] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.carId, row.carId), eq(reservations.status, 'held')));
    const available = car && car.status === 'in_stock' && !holder && !car.reserved;
    const status: ReservationStatus = available ? 'held' : 'lost';
    const holdUntil = available ? holdEnds(now) : null;
    const [updated] = await tx
      .update(reservations)
      .set({ status, paymentId, paidAt: now, holdUntil, endedAt: available ? null : now, updatedAt: now })
      .where(eq(reservations.id, row.id))
      .returning();
    await record(
      tx,
      row.id,
      status,
      available
        ? `Deposit paid (${paymentId}); car held until ${holdUntil?.toISOString()}`
        : `Deposit paid (${paymentId}) but the car was taken: to refund`,
      now,
    );
    if (available) await markCar(tx, row.carId, true);
    return updated;
  });
  if (!outcome) return;
  if (outcome.status !== 'held') await refundOwed(now);
  await tell(outcome, outcome.status === 'held' ? 'held' : 'lost', now);
}

/** The car's location's clock, for a hold's end: Brisbane's when the car has no location. */
const carTimeZone = (found: Awaited<ReturnType<typeof findSiteCarById>>) =>
  found?.location ? locationTimeZone(found.location) : 'Australia/Brisbane';

/**
 * Tells of a reservation's stage: the shopper by email through the shopper-message outbox and, for a
 * hold taken or ended (and a purchase's handover), the car's dealer by a lead through the lead outbox.
 * Each at most once per stage, so telling again is safe. The site and car are read once.
 */
export async function tell(row: Row, stage: ReservationMessageStage, now: Date) {
  const site = await getSiteById(row.siteId);
  if (!site) return;
  const found = await findSiteCarById(site, row.carId);
  const timeZone = carTimeZone(found);
  if (stage !== 'lost') {
    await submitReservationLead(site, {
      stage,
      carId: row.carId,
      contact: {
        name: row.contact.name,
        lastName: row.contact.last_name,
        email: row.contact.email,
        phone: row.contact.phone,
        postcode: row.contact.postcode ?? '',
      },
      reservation: {
        reservation_id: row.id,
        deposit: row.amountCents / 100,
        payment_reference: row.paymentId,
        hold_until: row.holdUntil ? isoAt(row.holdUntil, timeZone) : null,
        status: row.status,
        ...(row.purchase && { purchase: purchaseDetails(row, row.purchase, timeZone) }),
      },
      url: found ? paths.car(found.car.slug) : paths.home(),
      now,
    });
  }
  const email = reservationEmail(stage, {
    siteName: site.config.name,
    firstName: row.contact.name,
    carName: found?.car.name ?? 'car',
    deposit: formatAudCents(row.amountCents),
    holdUntilText: row.holdUntil ? momentText(row.holdUntil, timeZone) : null,
    paymentReference: row.paymentId,
    reservationUrl: absoluteUrl(
      messageOrigin(row.shopperOrigin, site.config),
      row.purchase && found
        ? paths.checkoutJourney(found.car.slug, { reservation: row.id })
        : paths.reservation(row.id),
    ),
    purchase: row.purchase !== null,
    handoverText: row.handoverAt ? momentText(row.handoverAt, timeZone) : null,
  });
  // The email is queued with the mark that this stage was told, so it goes once however often a stage is
  // told again (the lead's own key makes it once too).
  const db = await getDb();
  const sender = await siteContact(db, site, found?.location?.id ?? null);
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(reservations)
      .set({ toldStage: stage })
      .where(and(eq(reservations.id, row.id), sql`${reservations.toldStage} IS DISTINCT FROM ${stage}`))
      .returning({ id: reservations.id });
    if (!marked) return;
    await queueShopperMessage(tx, {
      siteId: row.siteId,
      userId: row.userId,
      channel: 'email',
      target: row.contact.email,
      ...email,
      sender,
    });
  });
}

/** A purchase as the dealer's lead reads it: the same sums the shopper saw (purchaseTotals). */
function purchaseDetails(row: Row, plan: PurchasePlan, timeZone: string): PurchaseDetails {
  const totals = purchaseTotals(plan, row.amountCents / 100);
  const weekly = plan.weeklyRepayment ? ` (from $${plan.weeklyRepayment} a week)` : '';
  return {
    price: totals.price,
    fulfilment: fulfilmentText(plan.fulfilment),
    trade_in: plan.tradeIn
      ? `${plan.tradeIn.vehicle}: $${plan.tradeIn.offer.toLocaleString('en-AU')} offer (valuation ${plan.tradeIn.valuationId})`
      : null,
    payment: `${PAYMENT_CHOICES[plan.payment]}${plan.payment === 'finance' ? weekly : ''}`,
    balance: totals.balance,
    handover_at: row.handoverAt ? isoAt(row.handoverAt, timeZone) : null,
  };
}

/**
 * A verified provider event about a reservation (its reference the reservation's UUID), applied by the
 * payments webhook once its event id is recorded (payment-events.ts). Each transition starts from the
 * state it expects, so a change already made (by asking the provider) is not made twice.
 */
export async function applyReservationEvent(event: PaymentEvent, now: Date): Promise<void> {
  const db = await getDb();
  switch (event.type) {
    case 'checkout.paid':
      if (isUuid(event.reference)) await markPaid(event.reference, event.paymentId, now);
      break;
    case 'checkout.failed':
    case 'checkout.expired':
      if (isUuid(event.reference)) await markFailed(event.reference, event.type, now);
      break;
    case 'refund.succeeded': {
      const [row] = await db.select().from(reservations).where(eq(reservations.paymentId, event.paymentId));
      if (row)
        await record(
          db,
          row.id,
          row.status,
          `Refund of ${event.amountCents / 100} dollars confirmed by the provider`,
          now,
        );
      break;
    }
  }
}

async function markFailed(reservationId: string, why: string, now: Date) {
  const db = await getDb();
  const [row] = await db
    .update(reservations)
    .set({ status: 'failed', endedAt: now, updatedAt: now })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'pending')))
    .returning();
  if (row)
    await record(
      db,
      row.id,
      'failed',
      `Payment ${why === 'checkout.expired' ? 'page expired' : 'failed'}`,
      now,
    );
}

/** A pending reservation asked about again with the provider (a webhook late or lost, a restart). */
async function reconcile(row: Row, now: Date): Promise<void> {
  if (row.status !== 'pending' || !row.paymentSessionId) return;
  const state = await paymentProvider()
    .retrieve(row.paymentSessionId)
    .catch((error) => {
      logger.warn({ err: error, reservation: row.id }, 'Payment state could not be read; left pending');
      return null;
    });
  if (state?.status === 'paid') await markPaid(row.id, state.paymentId, now);
  else if (state?.status === 'failed' || state?.status === 'expired')
    await markFailed(row.id, `checkout.${state.status}`, now);
}

export async function view(site: Site, row: Row, now: Date): Promise<ReservationView> {
  const found = await findSiteCarById(site, row.carId);
  const timeZone = carTimeZone(found);
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    car: {
      id: row.carId,
      slug: found?.car.slug ?? '',
      name: found?.car.name ?? '',
      path: found ? paths.car(found.car.slug) : paths.home(),
      image: found?.car.primaryImageUrl ?? null,
      price: found ? shownPrice(found.car).now : null,
    },
    holdUntil: row.holdUntil?.toISOString() ?? null,
    holdUntilText: row.holdUntil ? momentText(row.holdUntil, timeZone) : null,
    paymentReference: row.paymentId,
    firstName: row.contact.name,
    canCancel: canCancel(row, now),
    purchase: row.purchase && {
      plan: row.purchase,
      totals: purchaseTotals(row.purchase, row.amountCents / 100),
      handoverAt: row.handoverAt?.toISOString() ?? null,
      handoverText: row.handoverAt ? momentText(row.handoverAt, timeZone) : null,
      handoverLocation: found?.location
        ? { id: found.location.id, name: found.location.name, timeZone }
        : null,
    },
  };
}

/** The site's reservation, asked about with the provider first while its payment is not confirmed. */
export async function reservationView(
  site: Site,
  id: string,
  now = new Date(),
): Promise<ReservationView | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const find = async () =>
    (
      await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.id, id), eq(reservations.siteId, site.id)))
    )[0];
  const row = await find();
  if (!row) return null;
  if (row.status === 'pending') await reconcile(row, now);
  return view(site, (await find()) ?? row, now);
}

export const CANNOT_CANCEL_MESSAGE =
  'This reservation can no longer be cancelled online. Please call the dealer.';

/** The shopper cancels within the hold: the car goes back on sale and the deposit is refunded. */
export async function cancelReservation(
  site: Site,
  id: string,
  now = new Date(),
): Promise<{ status: 200; view: ReservationView } | { status: 404 | 409; error: string }> {
  if (!isUuid(id)) return { status: 404, error: 'Reservation not found' };
  const db = await getDb();
  const ended = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, id), eq(reservations.siteId, site.id)))
      .for('update');
    if (!row) return 'missing' as const;
    if (!canCancel(row, now)) return row.status === 'cancelled' ? row : ('refused' as const);
    const [updated] = await tx
      .update(reservations)
      .set({ status: 'cancelled', endedAt: now, updatedAt: now })
      .where(eq(reservations.id, row.id))
      .returning();
    await record(tx, row.id, 'cancelled', 'Cancelled by the shopper within the hold: to refund', now);
    await markCar(tx, row.carId, false);
    return { ...updated, justEnded: true };
  });
  if (ended === 'missing') return { status: 404, error: 'Reservation not found' };
  if (ended === 'refused') return { status: 409, error: CANNOT_CANCEL_MESSAGE };
  if ('justEnded' in ended) {
    await refundOwed(now);
    await tell(ended, 'cancelled', now);
  }
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return { status: 200, view: await view(site, row, now) };
}

/** Holds that have run out: the car goes back on sale, the deposit is refunded, shopper and dealer told. */
export async function releaseEndedHolds(now = new Date()): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.status, 'held'), lte(reservations.holdUntil, now)))
    .limit(50);
  let released = 0;
  for (const { id } of due) {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(reservations)
        .set({ status: 'released', endedAt: now, updatedAt: now })
        .where(
          and(eq(reservations.id, id), eq(reservations.status, 'held'), lte(reservations.holdUntil, now)),
        )
        .returning();
      if (!updated) return null;
      await record(tx, id, 'released', 'The hold ended: the car is back on sale, the deposit to refund', now);
      await markCar(tx, updated.carId, false);
      return updated;
    });
    if (!row) continue;
    released += 1;
    await tell(row, 'released', now);
  }
  if (released > 0) await refundOwed(now);
  return released;
}

/**
 * Refunds every deposit owed (a reservation ended, lost or cancelled, paid and not yet refunded) through
 * the provider. A refund the provider refuses or cannot take now stays owed and is tried again.
 */
export async function refundOwed(now = new Date()): Promise<number> {
  const db = await getDb();
  const owed = await db
    .select()
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, ['cancelled', 'released', 'lost']),
        isNotNull(reservations.paymentId),
        isNull(reservations.refundId),
      ),
    )
    .limit(50);
  let refunded = 0;
  for (const row of owed) {
    try {
      const refund = await paymentProvider().refund(row.paymentId as string, row.amountCents);
      // Only the first to record the refund keeps it: a refund made twice at once is one refund recorded.
      const [saved] = await db
        .update(reservations)
        .set({ refundId: refund.refundId, updatedAt: now })
        .where(and(eq(reservations.id, row.id), isNull(reservations.refundId)))
        .returning({ id: reservations.id });
      if (saved) {
        refunded += 1;
        await record(db, row.id, row.status, `Deposit refunded (${refund.refundId}, ${refund.status})`, now);
      }
    } catch (error) {
      logger.warn({ err: error, reservation: row.id }, 'Deposit refund failed; trying again');
    }
  }
  return refunded;
}

/** A pending reservation this old is asked about with the provider by the loop, not just by its page. */
export const STALE_AFTER_MS = 2 * 60_000;

/** How long a stage may go untold before the keeper tells it: the request that changed it tells it at once. */
export const UNTOLD_AFTER_MS = 60_000;

/**
 * Reservations whose current stage was never told (the process stopped between the change and its lead
 * and email): told now. Only the current stage: one that is already over is not news any more.
 */
export async function tellUntold(now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, ['held', 'cancelled', 'released', 'lost']),
        lte(reservations.updatedAt, new Date(now.getTime() - UNTOLD_AFTER_MS)),
        // stageToTell, in SQL, so only the untold are read.
        sql`${reservations.toldStage} IS DISTINCT FROM (CASE WHEN ${reservations.status} = 'held' AND ${reservations.handoverAt} IS NOT NULL THEN 'handover' ELSE ${reservations.status} END)`,
      ),
    )
    .limit(50);
  let told = 0;
  for (const row of rows) {
    const stage = stageToTell(row);
    if (!stage) continue;
    await tell(row, stage, now);
    told += 1;
  }
  return told;
}

/** Pending reservations whose provider page has long expired, asked about once more (a lost webhook). */
export async function reconcileStale(now = new Date()): Promise<void> {
  const db = await getDb();
  const stale = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'pending'),
        lte(reservations.createdAt, new Date(now.getTime() - STALE_AFTER_MS)),
      ),
    )
    .limit(50);
  for (const row of stale) await reconcile(row, now);
}
