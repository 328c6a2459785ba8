import 'server-only';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import { onlinePaymentEvents, onlinePayments } from '@/db/schema';
import { DEALERSHIP_MESSAGE } from '@/enquiries/rules';
import { isoAt, longDateTimeAt } from '@/lib/dates';
import { logger } from '@/lib/logger';
import { formatAudCents } from '@/lib/money';
import { absoluteUrl, paths } from '@/lib/paths';
import { type PaymentEvent, paymentProvider } from '@/lib/payments';
import { queueShopperMessage } from '@/lib/shopper-messages';
import { isUuid } from '@/lib/uuid';
import { getSiteById, type Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import { type SiteContact, siteContact } from '@/tenancy/site-contact';
import { visibleLocations } from '@/tenancy/site-locations';
import { messageOrigin, siteOrigin } from '@/tenancy/site-origin';
import { submitOnlinePaymentLead } from './online-payment-lead';
import { onlinePaymentReceipt } from './online-payment-messages';
import { onlinePaymentIdOf, providerReference } from './online-payment-rules';
import type { OnlinePaymentRequest } from './online-payment-schema';
import type { OnlinePaymentView } from './online-payment-view';
import { PAYMENTS_DOWN_MESSAGE, STALE_AFTER_MS } from './reservations';

// Online payments (/online-payment): a shopper pays an amount against the dealer's reference on the
// provider's hosted page. The webhook (or, when it is late, asking the provider) moves the pending row to
// paid or failed with one conditional update, so whichever comes first does it and the other changes
// nothing; the payer's receipt is queued in that same transaction and the dealer's lead keyed by the
// payment, so each goes once. Every change is recorded in online_payment_events.

type Row = typeof onlinePayments.$inferSelect;
export type OnlinePaymentContext = {
  userId: string | null;
  /** The host the payer came in on (requestShopperOrigin): the payment's return, and the receipt's link. */
  origin: string;
  now: Date;
};

async function record(db: Pick<Db, 'insert'>, id: string, status: string, note: string, at: Date) {
  await db.insert(onlinePaymentEvents).values({ onlinePaymentId: id, status, note, at });
}

export type StartOnlinePaymentResult =
  | { status: 200 | 201; view: OnlinePaymentView; payUrl: string }
  | { status: 400; error: string; field: 'location_id' }
  | { status: 502; error: string };

export type Payee = { id: number; name: string };

/**
 * The locations a payer chooses between on a site of several dealerships, each keeping its own books (a
 * group); none on a site of one, where the payment goes to its primary location.
 */
export async function onlinePaymentPayees(site: Site): Promise<Payee[]> {
  if (visibleDealerships(site).length < 2) return [];
  return (await visibleLocations(site)).map((l) => ({ id: l.id, name: l.name }));
}

/**
 * Starts an online payment: a pending row, then the provider's checkout for its amount. The same
 * idempotency key again answers the same payment and page (200).
 */
export async function startOnlinePayment(
  site: Site,
  body: OnlinePaymentRequest,
  ctx: OnlinePaymentContext,
): Promise<StartOnlinePaymentResult> {
  const db = await getDb();
  const repeat = await rowByKey(db, site.id, body.idempotency_key);
  if (repeat?.paymentUrl) return { status: 200, view: await view(site, repeat), payUrl: repeat.paymentUrl };
  const payees = await onlinePaymentPayees(site);
  const locationId = body.location_id ?? null;
  if (payees.length > 0 ? !payees.some((p) => p.id === locationId) : locationId !== null)
    return { status: 400, error: DEALERSHIP_MESSAGE, field: 'location_id' };

  const [created] = await db
    .insert(onlinePayments)
    .values({
      siteId: site.id,
      userId: ctx.userId,
      shopperOrigin: ctx.origin,
      idempotencyKey: body.idempotency_key,
      reference: body.reference,
      amountCents: body.amount,
      firstName: body.name,
      lastName: body.last_name,
      email: body.email,
      phone: body.phone,
      note: body.note,
      locationId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: [onlinePayments.siteId, onlinePayments.idempotencyKey] })
    .returning();
  const row = created ?? (await rowByKey(db, site.id, body.idempotency_key));
  if (!row) throw new Error('An online payment conflicted on its idempotency key but cannot be found');
  if (created)
    await record(db, row.id, 'pending', `Checkout started for ${formatAudCents(row.amountCents)}`, ctx.now);

  let session: { sessionId: string; url: string };
  try {
    session = await paymentProvider().createCheckout({
      amountCents: row.amountCents,
      currency: 'aud',
      reference: providerReference(row.id),
      description: `Payment to ${site.config.name}: reference ${row.reference}`,
      customerEmail: row.email,
      successUrl: absoluteUrl(ctx.origin, paths.onlinePayment(row.id)),
      cancelUrl: absoluteUrl(ctx.origin, paths.onlinePayment(row.id, true)),
      metadata: { online_payment_id: row.id, site: site.slug, reference: row.reference },
    });
  } catch (error) {
    logger.error({ err: error, site: site.slug, onlinePayment: row.id }, 'Checkout could not be started');
    return { status: 502, error: PAYMENTS_DOWN_MESSAGE };
  }
  const [updated] = await db
    .update(onlinePayments)
    .set({ paymentSessionId: session.sessionId, paymentUrl: session.url, updatedAt: ctx.now })
    .where(eq(onlinePayments.id, row.id))
    .returning();
  return { status: created ? 201 : 200, view: await view(site, updated), payUrl: session.url };
}

async function rowByKey(db: Db, siteId: number, key: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.siteId, siteId), eq(onlinePayments.idempotencyKey, key)));
  return row ?? null;
}

/** The location a payment is made to, its dealer and its clock: the one chosen, else the site's primary. */
async function payee(site: Site, row: Pick<Row, 'locationId'>): Promise<SiteContact> {
  return siteContact(await getDb(), site, row.locationId);
}

/**
 * Paid: one conditional update from pending, so a webhook and a reconcile racing pay it once; the
 * winner records it and queues the payer's receipt in the same transaction, then stores the dealer's lead.
 */
async function markPaid(id: string, paymentId: string | null, now: Date): Promise<void> {
  const db = await getDb();
  const [pending] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
  if (pending?.status !== 'pending') return;
  // Read before the transaction: what it needs of the site is not the payment's to lock.
  const site = await getSiteById(pending.siteId);
  if (!site) return;
  const sender = await payee(site, pending);
  const { timeZone } = sender;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(onlinePayments)
      .set({ status: 'paid', paymentId, paidAt: now, updatedAt: now })
      .where(and(eq(onlinePayments.id, id), eq(onlinePayments.status, 'pending')))
      .returning();
    if (!updated) return null;
    await record(tx, updated.id, 'paid', `Paid (${paymentId})`, now);
    const receipt = onlinePaymentReceipt({
      siteName: site.config.name,
      firstName: updated.firstName,
      reference: updated.reference,
      amount: formatAudCents(updated.amountCents),
      paidAtText: longDateTimeAt(now, timeZone),
      paymentId,
      pageUrl: absoluteUrl(
        messageOrigin(updated.shopperOrigin, site.config),
        paths.onlinePayment(updated.id),
      ),
    });
    await queueShopperMessage(tx, {
      siteId: updated.siteId,
      userId: updated.userId,
      channel: 'email',
      target: updated.email,
      ...receipt,
      sender,
    });
    return updated;
  });
  if (row) await tellDealer(site, row, timeZone, now);
}

/** The dealer's lead of a paid payment (once, by its key), and the mark that it is stored. */
async function tellDealer(site: Site, row: Row, timeZone: string, now: Date): Promise<void> {
  const paidAt = row.paidAt ?? now;
  const { leadId } = await submitOnlinePaymentLead(site, {
    contact: { name: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone },
    payment: {
      online_payment_id: row.id,
      reference: row.reference,
      amount: row.amountCents / 100,
      payment_reference: row.paymentId,
      paid_at: isoAt(paidAt, timeZone),
    },
    note: row.note,
    locationId: row.locationId,
    url: absoluteUrl(siteOrigin(site.config), paths.onlinePayment()),
    now,
  });
  await (await getDb()).update(onlinePayments).set({ leadId }).where(eq(onlinePayments.id, row.id));
}

/** How long a paid payment may wait for its lead before the keeper stores it: its own request does at once. */
export const LEAD_MISSING_AFTER_MS = 60_000;

/** Paid payments whose lead was never stored (the process stopped between): stored now, once. */
export async function tellDealersUntold(now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.status, 'paid'),
        isNull(onlinePayments.leadId),
        lte(onlinePayments.updatedAt, new Date(now.getTime() - LEAD_MISSING_AFTER_MS)),
      ),
    )
    .limit(50);
  for (const row of rows) {
    const site = await getSiteById(row.siteId);
    if (site) await tellDealer(site, row, (await payee(site, row)).timeZone, now);
  }
  return rows.length;
}

async function markFailed(id: string, why: PaymentEvent['type'], now: Date): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .update(onlinePayments)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.status, 'pending')))
    .returning({ id: onlinePayments.id });
  if (row)
    await record(
      db,
      row.id,
      'failed',
      `Payment ${why === 'checkout.expired' ? 'page expired' : 'failed'}`,
      now,
    );
}

/**
 * A verified provider event about an online payment (its reference `op_{id}`), applied by the payments
 * webhook once its event id is recorded; false when the event is about something else.
 */
export async function applyOnlinePaymentEvent(event: PaymentEvent, now: Date): Promise<boolean> {
  if (event.type === 'refund.succeeded') return false;
  const id = onlinePaymentIdOf(event.reference);
  if (id === null) return false;
  if (!isUuid(id)) return true;
  if (event.type === 'checkout.paid') await markPaid(id, event.paymentId, now);
  else await markFailed(id, event.type, now);
  return true;
}

/** A pending payment asked about again with the provider (a webhook late or lost, a restart). */
async function reconcile(row: Row, now: Date): Promise<void> {
  if (row.status !== 'pending' || !row.paymentSessionId) return;
  const state = await paymentProvider()
    .retrieve(row.paymentSessionId)
    .catch((error) => {
      logger.warn({ err: error, onlinePayment: row.id }, 'Payment state could not be read; left pending');
      return null;
    });
  if (state?.status === 'paid') await markPaid(row.id, state.paymentId, now);
  else if (state?.status === 'failed' || state?.status === 'expired')
    await markFailed(row.id, `checkout.${state.status}`, now);
}

async function view(site: Site, row: Row): Promise<OnlinePaymentView> {
  return {
    id: row.id,
    status: row.status,
    reference: row.reference,
    amountCents: row.amountCents,
    locationId: row.locationId,
    firstName: row.firstName,
    paymentId: row.paymentId,
    paidAt: row.paidAt?.toISOString() ?? null,
    paidAtText: row.paidAt ? longDateTimeAt(row.paidAt, (await payee(site, row)).timeZone) : null,
  };
}

/** The site's online payment, asked about with the provider first while it is pending; null if none. */
export async function onlinePaymentView(
  site: Site,
  id: string,
  now = new Date(),
): Promise<OnlinePaymentView | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const find = async () =>
    (
      await db
        .select()
        .from(onlinePayments)
        .where(and(eq(onlinePayments.id, id), eq(onlinePayments.siteId, site.id)))
    )[0];
  const row = await find();
  if (!row) return null;
  if (row.status === 'pending') await reconcile(row, now);
  return view(site, (await find()) ?? row);
}

/** Pending payments whose webhook may have been lost, asked about once more. */
export async function reconcileStaleOnlinePayments(now = new Date()): Promise<void> {
  const db = await getDb();
  const stale = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.status, 'pending'),
        lte(onlinePayments.createdAt, new Date(now.getTime() - STALE_AFTER_MS)),
      ),
    )
    .limit(50);
  for (const row of stale) await reconcile(row, now);
}
