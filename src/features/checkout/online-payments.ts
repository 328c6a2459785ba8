import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import { onlinePaymentEvents, onlinePayments } from '@/db/schema';
import { DEALERSHIP_MESSAGE } from '@/enquiries/rules';
import { isoAt, longDateTimeAt } from '@/lib/dates';
import { formatAudCents } from '@/lib/money';
import { absoluteUrl, paths } from '@/lib/paths';
import { queueShopperMessage } from '@/lib/shopper-messages';
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
import { paymentView, startPayment } from './payment/flow';
import type { PaymentPolicy, StartContext } from './payment/policy';

// Online payments (/online-payment): the payment flow's policy for an amount paid against the dealer's
// reference. It holds nothing: paid is one conditional update from pending, so whichever of the webhook
// and asking the provider comes first does it and the other changes nothing; the payer's receipt is
// queued in that same transaction and the dealer's lead keyed by the payment, so each goes once. Every
// change is recorded in online_payment_events.

type Row = typeof onlinePayments.$inferSelect;

async function record(db: Pick<Db, 'insert'>, id: string, status: string, note: string, at: Date) {
  await db.insert(onlinePaymentEvents).values({ onlinePaymentId: id, status, note, at });
}

export type Payee = { id: number; name: string };

/**
 * The locations a payer chooses between on a site of several dealerships, each keeping its own books (a
 * group); none on a site of one, where the payment goes to its primary location.
 */
export async function onlinePaymentPayees(site: Site): Promise<Payee[]> {
  if (visibleDealerships(site).length < 2) return [];
  return (await visibleLocations(site)).map((l) => ({ id: l.id, name: l.name }));
}

/** A payment to the site, or to the location the payer chose on a site of several dealerships. */
async function admit(site: Site, body: OnlinePaymentRequest, ctx: StartContext) {
  const payees = await onlinePaymentPayees(site);
  const locationId = body.location_id ?? null;
  if (payees.length > 0 ? !payees.some((p) => p.id === locationId) : locationId !== null)
    return { status: 400 as const, error: DEALERSHIP_MESSAGE, field: 'location_id' };
  return {
    values: {
      reference: body.reference,
      amountCents: body.amount,
      firstName: body.name,
      lastName: body.last_name,
      email: body.email,
      phone: body.phone,
      note: body.note,
      locationId,
    },
    note: (row: Row) => `Checkout started for ${formatAudCents(row.amountCents)}`,
    checkout: (row: Row) => ({
      description: `Payment to ${site.config.name}: reference ${row.reference}`,
      customerEmail: row.email,
      successUrl: absoluteUrl(ctx.origin, paths.onlinePayment(row.id)),
      cancelUrl: absoluteUrl(ctx.origin, paths.onlinePayment(row.id, true)),
      metadata: { online_payment_id: row.id, site: site.slug, reference: row.reference },
    }),
  };
}

/**
 * Starts an online payment: a pending row, then the provider's checkout for its amount. The same
 * idempotency key again answers the same payment and page (200).
 */
export const startOnlinePayment = (site: Site, body: OnlinePaymentRequest, ctx: StartContext) =>
  startPayment(onlinePaymentPolicy, site, body, ctx);

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
export const onlinePaymentView = (site: Site, id: string, now = new Date()) =>
  paymentView(onlinePaymentPolicy, site, id, now);

export const onlinePaymentPolicy: PaymentPolicy<Row, OnlinePaymentView, OnlinePaymentRequest> = {
  table: onlinePayments,
  record,
  logKey: 'onlinePayment',
  noun: 'An online payment',
  reference: providerReference,
  idOf: onlinePaymentIdOf,
  subject: async () => null,
  admit,
  view,
  confirm: markPaid,
  failed: () => ({}),
  // Paid, and the dealer's lead never stored (the process stopped between).
  untold: and(eq(onlinePayments.status, 'paid'), isNull(onlinePayments.leadId)),
  tellAgain: async (row, now) => {
    const site = await getSiteById(row.siteId);
    if (site) await tellDealer(site, row, (await payee(site, row)).timeZone, now);
  },
};
