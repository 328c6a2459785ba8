import 'server-only';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { reservations } from '@/db/schema';
import { absoluteUrl } from '@/lib/paths';
import { isUuid } from '@/lib/uuid';
import { recordReservationEvent as record, refundOwed } from '@/payments/holds';
import type { Site } from '@/tenancy/get-site';
import { depositTerms } from './deposit-rules';
import { releaseEndedHolds, takeHold } from './holds';
import { paymentView, startPayment } from './payment/flow';
import type { PaymentPolicy, StartContext } from './payment/policy';
import { type FindValuation, isRefusal, purchasePlan } from './purchase';
import { tell } from './reservation-tell';
import { checkoutCar, view } from './reservation-view';
import { stageToTell, toCents } from './rules';
import type { ReserveRequest } from './schema';
import type { CheckoutCar, ReservationView } from './view';

// Deposits (AF §2, §9; docs/decisions/022, 023): the payment flow's policy for reserving a car and for
// buying it online (deposit-rules.ts says what differs between the two). A paid deposit holds the car
// (holds.ts), its stages are told to the shopper and the dealer (reservation-tell.ts), and what is owed
// back is refunded by the keeper.

type Row = typeof reservations.$inferSelect;
export type ReserveContext = StartContext & {
  /** How a purchase's trade-in valuation is read (the trade-in feature's, handed in by the app). */
  findValuation: FindValuation;
};

export const CAR_NOT_FOUND = 'Car not found';

/** A deposit on a car that can be reserved now: a purchase's priced here from the shopper's choices. */
async function admit(site: Site, body: ReserveRequest, ctx: ReserveContext, car: CheckoutCar) {
  const terms = depositTerms(body.purchase !== undefined);
  if (!car.reservable) return { status: 409 as const, error: terms.refusal };
  const plan = body.purchase
    ? await purchasePlan(site, car, body.purchase, ctx.now, ctx.findValuation)
    : null;
  if (plan && isRefusal(plan))
    return plan.field
      ? { status: 400 as const, field: `purchase.${plan.field}`, error: plan.message }
      : { status: 409 as const, error: plan.message };
  return {
    values: {
      carId: car.id,
      contact: {
        name: body.name,
        last_name: body.last_name,
        email: body.email,
        phone: body.phone,
        postcode: body.postcode,
      },
      kind: terms.kind,
      purchase: plan,
      amountCents: toCents(car.deposit),
    },
    note: () => `Checkout started for a ${car.deposit} dollar deposit${terms.noteSuffix}`,
    checkout: (row: Row) => ({
      description: `${terms.description}: ${car.name}`,
      customerEmail: body.email,
      successUrl: absoluteUrl(ctx.origin, terms.pagePath(car.slug, row.id)),
      cancelUrl: absoluteUrl(ctx.origin, terms.cancelPath(car.slug, site.config.features.checkoutRoute)),
      metadata: { reservation_id: row.id, site: site.slug, car_id: String(car.id) },
    }),
  };
}

/**
 * Starts a reservation (or, with `purchase`, the deposit of a car bought online): a pending row, then the
 * provider's checkout for its deposit. The same idempotency key again answers the same reservation and
 * page (200).
 */
export const startReservation = (site: Site, body: ReserveRequest, ctx: ReserveContext) =>
  startPayment(depositPolicy, site, body, ctx);

/** The site's reservation, asked about with the provider first while its payment is not confirmed. */
export const reservationView = (site: Site, id: string, now = new Date()) =>
  paymentView(depositPolicy, site, id, now);

/**
 * Reservations whose current stage went untold: told now (only the current: one over is not news). A hold
 * a manager ended in the console is told here, as the keeper's next round finds it; one that became a sale
 * has no message.
 */
const UNTOLD = and(
  inArray(reservations.status, ['held', 'cancelled', 'released', 'lost']),
  isNull(reservations.convertedAt),
  // stageToTell, in SQL, so only the untold are read.
  sql`${reservations.toldStage} IS DISTINCT FROM (CASE WHEN ${reservations.status} = 'held' AND ${reservations.handoverAt} IS NOT NULL THEN 'handover' ELSE ${reservations.status} END)`,
);

type DepositPolicy = PaymentPolicy<Row, ReservationView, ReserveRequest, ReserveContext, CheckoutCar>;

export const depositPolicy: DepositPolicy = {
  table: reservations,
  record,
  logKey: 'reservation',
  noun: 'A reservation',
  // A deposit's reference is its reservation's UUID (an online payment's has a prefix).
  reference: (id) => id,
  idOf: (reference) => (reference !== null && isUuid(reference) ? reference : null),
  subject: async (site, body) =>
    (await checkoutCar(site, body.car_slug)) ?? { status: 404, error: CAR_NOT_FOUND },
  admit,
  view,
  confirm: takeHold,
  failed: (now) => ({ endedAt: now }),
  untold: UNTOLD,
  tellAgain: async (row, now) => {
    const stage = stageToTell(row);
    if (stage) await tell(row, stage, now);
  },
  refunds: { owed: refundOwed },
  expire: releaseEndedHolds,
};
