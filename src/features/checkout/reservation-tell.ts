import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { type PurchasePlan, reservations } from '@/db/schema';
import type { PurchaseDetails } from '@/enquiries';
import { findSiteCarById } from '@/inventory/site-car';
import { isoAt } from '@/lib/dates';
import { formatAudCents } from '@/lib/money';
import { absoluteUrl, paths } from '@/lib/paths';
import { queueShopperMessage } from '@/lib/shopper-messages';
import { getSiteById } from '@/tenancy/get-site';
import { siteContact } from '@/tenancy/site-contact';
import { messageOrigin } from '@/tenancy/site-origin';
import { depositTerms } from './deposit-rules';
import { type ReservationMessageStage, reservationEmail } from './messages';
import { fulfilmentText, momentText, PAYMENT_CHOICES, purchaseTotals } from './purchase-rules';
import { submitReservationLead } from './reservation-lead';
import { carTimeZone } from './reservation-view';

// A deposit's stages told (docs/decisions/022, 023): the shopper's email and the dealer's lead, each once.

type Row = typeof reservations.$inferSelect;

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
      found
        ? depositTerms(row.purchase !== null).pagePath(found.car.slug, row.id)
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
