// Payments: the test payment provider, reservations (and online purchases), and online payments.

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './accounts';
import { createdAt, updatedAt } from './columns';
import { locations } from './locations';
import { sites } from './sites';
import { cars } from './stock';

// ── Payments ───────────────────────────────────────────────────────────────────────────────────
// The embedded test payment provider's checkout sessions (src/lib/payments/test-provider.ts): kept in the
// database, not in memory, so a session paid just before a restart is still paid after it, and every
// server process sees the same one. Card numbers are never stored; only what Stripe would also keep.
export const testPaymentSessions = pgTable(
  'test_payment_sessions',
  {
    // 'tps_' and 24 hex digits; the payment is 'tpi_…' once paid.
    id: text('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    // The platform's own id for what is paid for (a reservation, a dealer's reference).
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    customerEmail: text('customer_email'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['open', 'paid', 'failed', 'expired', 'refunded'] })
      .notNull()
      .default('open'),
    // The card asked for the challenge step (4000 0027 6000 3184): only Complete or Fail goes on from here.
    challengePending: boolean('challenge_pending').notNull().default(false),
    paymentId: text('payment_id').unique(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check('test_payment_sessions_amount', sql`${t.amountCents} > 0`),
    check(
      'test_payment_sessions_refunded',
      sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

/** Who a reservation is for, as the checkout form took it. */
export type ReservationContact = {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string | null;
};

/**
 * What a shopper buying online chose before paying the deposit (AF §2 '/checkout-journey'), as the server
 * priced it: whole dollars. The balance is worked out from it by one function (checkout's purchaseTotals).
 */
export type PurchasePlan = {
  /** The car's shown price when the deposit was asked for. */
  price: number;
  fulfilment:
    | { method: 'pickup'; location: string | null }
    | { method: 'delivery'; postcode: string; region: string; price: number };
  tradeIn: { valuationId: string; vehicle: string; offer: number } | null;
  payment: 'pay' | 'finance';
  /** The car's one weekly repayment on the site, when the shopper chose finance and the car has one. */
  weeklyRepayment: number | null;
};

// A car reserved online with a refundable deposit (AF §2, §9; docs/decisions/022, 023). Paid through the
// payment provider's hosted page; 'held' while it holds the car. The partial unique index is the rule that
// a car has one active reservation: two shoppers paying at once get one hold, and the other is refunded.
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    contact: jsonb('contact').$type<ReservationContact>().notNull(),
    // 'purchase': the deposit of a car bought online (its plan below, and a handover to book once paid).
    kind: text('kind', { enum: ['reserve', 'purchase'] })
      .notNull()
      .default('reserve'),
    purchase: jsonb('purchase').$type<PurchasePlan>(),
    handoverAt: timestamp('handover_at', { withTimezone: true }),
    // The last stage the shopper and the dealer were told of, set with the shopper's email in one
    // transaction: a stage changed but not told (a process stopped between) is told by the keeper.
    toldStage: text('told_stage'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('aud'),
    status: text('status', { enum: ['pending', 'held', 'released', 'cancelled', 'failed', 'lost'] })
      .notNull()
      .default('pending'),
    paymentSessionId: text('payment_session_id'),
    // The provider's page for this payment, to send a shopper who submits again back to it.
    paymentUrl: text('payment_url'),
    paymentId: text('payment_id'),
    refundId: text('refund_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    // A manager may extend a hold once: when they did.
    extendedAt: timestamp('extended_at', { withTimezone: true }),
    // The sale the hold became, marked by a manager.
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // The origin the shopper made it on (shopperOrigin: a host this instance serves), for the links in
    // their messages about it; none on rows from before it was kept (decision 021).
    shopperOrigin: text('shopper_origin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservations_site_idempotency').on(t.siteId, t.idempotencyKey),
    uniqueIndex('reservations_one_held_per_car').on(t.carId).where(sql`${t.status} = 'held'`),
    index('reservations_session_idx').on(t.paymentSessionId),
    index('reservations_hold_idx').on(t.status, t.holdUntil),
  ],
);

// Every change of a reservation's state, with why: the record a dealer or a shopper's bank asks for.
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: serial('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_events_reservation_idx').on(t.reservationId)],
);

// The payment provider's webhook events already applied: a replay finds its id here and changes nothing.
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// A payment a shopper makes at /online-payment against a reference the dealer gave them (a balance, a
// service invoice), on the payment provider's hosted page. Amounts are whole cents, $1.00 to $100,000.00.
// pending → paid | failed, each move one conditional update, so a webhook and a reconcile pay it once.
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    // The dealer's reference, as the shopper typed it (trimmed): what the dealer matches the money to.
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('aud'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    note: text('note'),
    // The location the payer pays (a group's dealerships each keep their own books); null: the site's primary.
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    paymentSessionId: text('payment_session_id'),
    // The provider's page, to send a shopper who submits the same form again back to it.
    paymentUrl: text('payment_url'),
    paymentId: text('payment_id'),
    // The origin the shopper made it on (shopperOrigin: a host this instance serves), for the links in
    // their messages about it; none on rows from before it was kept (decision 021).
    shopperOrigin: text('shopper_origin'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The dealer's lead, once stored: a paid payment without one (a process stopped between) gets it from
    // the keeper.
    leadId: uuid('lead_id'),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('online_payments_site_idempotency').on(t.siteId, t.idempotencyKey),
    index('online_payments_pending_idx').on(t.status, t.createdAt),
    check('online_payments_amount', sql`${t.amountCents} BETWEEN 100 AND 10000000`),
  ],
);

// Every change of an online payment's state, with why: the record a dealer or a payer's bank asks for.
export const onlinePaymentEvents = pgTable(
  'online_payment_events',
  {
    id: serial('id').primaryKey(),
    onlinePaymentId: uuid('online_payment_id')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('online_payment_events_payment_idx').on(t.onlinePaymentId)],
);
