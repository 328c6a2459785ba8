import 'server-only';
import { and, count, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { cars, locations, onlinePayments, reservations } from '@/db/schema';
import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import { locationTimeZone, stateTimeZone } from '@/lib/dates';
import { ENDED_STATES } from '@/payments/hold-rules';
import { onlineRefundRefusal } from '@/payments/online-refund-rules';
import type { Staff } from '@/staff';
import { getSite } from '@/tenancy/get-site';
import { inReach, type StockViewer } from '../stock/stock-list';
import { stockViewer } from '../stock/viewer';
import {
  type DealerState,
  dealerState,
  type HoldActions,
  holdActions,
  PAYMENT_PAGE_SIZE,
  type PaymentFilter,
  type PaymentKind,
} from './payment-rules';

// The console's payments list: the deposits (reservations, purchases) and online payments of the member's
// reach, newest first, filtered by the dealer's state and kind in the database so paging stays right. A
// deposit is in reach by its car's dealership; an online payment by its location's, and one made to the
// site as a whole (no location: a site of one dealership) by a member who reaches the whole site.

export type PaymentViewer = StockViewer & {
  /** The member reaches every dealership of the site, so the payments made to the site itself. */
  wholeSite: boolean;
  /** The clock of a payment with no location (and a car with none): the site's. */
  siteTimeZone: string;
};

export type PaymentRow = {
  id: string;
  kind: PaymentKind;
  state: DealerState;
  amountCents: number;
  createdAt: Date;
  /** While held: when the hold ends. */
  holdUntil: Date | null;
  extendedAt: Date | null;
  /** The row's last change, which a manager's action is taken from (a change since is a 409). */
  updatedAt: Date;
  /** The car's location's clock (a payment's location's), else the site's. */
  timeZone: string;
  car: { id: number; title: string; stocknum: string } | null;
  /** An online payment's reference, as the dealer gave it to the payer. */
  reference: string | null;
  /** The payment provider's reference for the money. */
  paymentId: string | null;
  shopper: { name: string; email: string; phone: string };
  /** A deposit's actions a manager may take now; none for an online payment. */
  actions: HoldActions | null;
  /** An online payment a manager may refund now (paid, not refunded, no refund under way). */
  refundable: boolean;
};

/** Who reads a site's payments: their reach there and the site's clock; null without a role on it. */
export async function paymentViewer(
  staff: Staff,
  site: { id: number; slug: string; dealershipIds: number[] },
): Promise<PaymentViewer | null> {
  const reach = stockViewer(staff, site);
  const tenant = reach ? await getSite(site.slug) : null;
  if (!reach || !tenant) return null;
  return {
    ...reach,
    wholeSite: site.dealershipIds.every((id) => reach.dealershipIds.includes(id)),
    siteTimeZone: stateTimeZone(tenant.config.defaultState),
  };
}

/** The deposits of the viewer's reach: the site's, of cars of their dealerships. */
export const depositInReach = (viewer: StockViewer) =>
  and(eq(reservations.siteId, viewer.siteId), inReach(viewer)) as SQL;

/** The online payments of the viewer's reach: of their dealerships' locations, or the site's own. */
export const paymentInReach = (viewer: PaymentViewer) =>
  and(
    eq(onlinePayments.siteId, viewer.siteId),
    or(
      inArray(locations.dealershipId, viewer.dealershipIds.length ? viewer.dealershipIds : [-1]),
      viewer.wholeSite ? isNull(onlinePayments.locationId) : undefined,
    ),
  ) as SQL;

/** dealerState, as SQL over the reservations: the same rule, which a test holds to one answer. */
function depositState(state: DealerState): SQL {
  const notRefunded = isNull(reservations.refundId);
  switch (state) {
    case 'pending':
    case 'held':
    case 'failed':
      return and(eq(reservations.status, state), notRefunded) as SQL;
    case 'paid':
      return and(isNotNull(reservations.convertedAt), notRefunded) as SQL;
    case 'refunded':
      return isNotNull(reservations.refundId);
    case 'cancelled':
      return and(
        inArray(reservations.status, [...ENDED_STATES]),
        notRefunded,
        isNull(reservations.convertedAt),
      ) as SQL;
  }
}

/** dealerState, as SQL over the online payments (never held or cancelled). */
function onlinePaymentState(state: DealerState): SQL | null {
  switch (state) {
    case 'pending':
    case 'paid':
    case 'failed':
      return and(eq(onlinePayments.status, state), isNull(onlinePayments.refundId)) as SQL;
    case 'refunded':
      return isNotNull(onlinePayments.refundId);
    default:
      return null;
  }
}

const nothing = <T>(type: string) => sql<T | null>`null::${sql.raw(type)}`;

function depositsQuery(db: Db, viewer: PaymentViewer, filter: PaymentFilter) {
  if (filter.kind === 'payment') return null;
  return db
    .select({
      id: sql<string>`${reservations.id}`.as('id'),
      kind: sql<string>`case when ${reservations.kind} = 'purchase' then 'purchase' else 'reservation' end`.as(
        'kind',
      ),
      status: sql<string>`${reservations.status}`.as('status'),
      paymentId: sql<string | null>`${reservations.paymentId}`.as('payment_id'),
      refundId: sql<string | null>`${reservations.refundId}`.as('refund_id'),
      convertedAt: sql<Date | null>`${reservations.convertedAt}`.as('converted_at'),
      holdUntil: sql<Date | null>`${reservations.holdUntil}`.as('hold_until'),
      extendedAt: sql<Date | null>`${reservations.extendedAt}`.as('extended_at'),
      refundedAt: nothing<Date>('timestamptz').as('refunded_at'),
      amountCents: sql<number>`${reservations.amountCents}`.as('amount_cents'),
      createdAt: sql<Date>`${reservations.createdAt}`.as('created'),
      updatedAt: sql<Date>`${reservations.updatedAt}`.as('updated_at'),
      carId: sql<number | null>`${cars.id}`.as('car_id'),
      year: sql<number | null>`${cars.year}`.as('year'),
      make: sql<string | null>`${cars.make}`.as('make'),
      model: sql<string | null>`${cars.model}`.as('model'),
      badge: sql<string | null>`${cars.badge}`.as('badge'),
      stocknum: sql<string | null>`${cars.stocknum}`.as('stocknum'),
      firstName: sql<string>`${reservations.contact}->>'name'`.as('first_name'),
      lastName: sql<string>`${reservations.contact}->>'last_name'`.as('last_name'),
      email: sql<string>`${reservations.contact}->>'email'`.as('email'),
      phone: sql<string>`${reservations.contact}->>'phone'`.as('phone'),
      reference: nothing<string>('text').as('reference'),
      zone: sql<string | null>`${locations.timeZone}`.as('zone'),
      locationState: sql<string | null>`${locations.state}`.as('location_state'),
    })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(
      and(
        depositInReach(viewer),
        filter.kind ? eq(reservations.kind, filter.kind === 'purchase' ? 'purchase' : 'reserve') : undefined,
        filter.state ? depositState(filter.state) : undefined,
      ),
    );
}

function onlinePaymentsQuery(db: Db, viewer: PaymentViewer, filter: PaymentFilter) {
  if (filter.kind === 'reservation' || filter.kind === 'purchase') return null;
  const state = filter.state ? onlinePaymentState(filter.state) : undefined;
  if (state === null) return null;
  return db
    .select({
      id: sql<string>`${onlinePayments.id}`.as('id'),
      kind: sql<string>`'payment'`.as('kind'),
      status: sql<string>`${onlinePayments.status}`.as('status'),
      paymentId: sql<string | null>`${onlinePayments.paymentId}`.as('payment_id'),
      refundId: sql<string | null>`${onlinePayments.refundId}`.as('refund_id'),
      convertedAt: nothing<Date>('timestamptz').as('converted_at'),
      holdUntil: nothing<Date>('timestamptz').as('hold_until'),
      extendedAt: nothing<Date>('timestamptz').as('extended_at'),
      refundedAt: sql<Date | null>`${onlinePayments.refundedAt}`.as('refunded_at'),
      amountCents: sql<number>`${onlinePayments.amountCents}`.as('amount_cents'),
      createdAt: sql<Date>`${onlinePayments.createdAt}`.as('created'),
      updatedAt: sql<Date>`${onlinePayments.updatedAt}`.as('updated_at'),
      carId: nothing<number>('integer').as('car_id'),
      year: nothing<number>('integer').as('year'),
      make: nothing<string>('text').as('make'),
      model: nothing<string>('text').as('model'),
      badge: nothing<string>('text').as('badge'),
      stocknum: nothing<string>('text').as('stocknum'),
      firstName: sql<string>`${onlinePayments.firstName}`.as('first_name'),
      lastName: sql<string>`${onlinePayments.lastName}`.as('last_name'),
      email: sql<string>`${onlinePayments.email}`.as('email'),
      phone: sql<string>`${onlinePayments.phone}`.as('phone'),
      reference: sql<string | null>`${onlinePayments.reference}`.as('reference'),
      zone: sql<string | null>`${locations.timeZone}`.as('zone'),
      locationState: sql<string | null>`${locations.state}`.as('location_state'),
    })
    .from(onlinePayments)
    .leftJoin(locations, eq(locations.id, onlinePayments.locationId))
    .where(and(paymentInReach(viewer), state));
}

type Raw = NonNullable<Awaited<ReturnType<typeof depositsQuery>>>[number];

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function toRow(raw: Raw, viewer: PaymentViewer, now: Date): PaymentRow {
  const kind = raw.kind as PaymentKind;
  const stored = {
    status: raw.status,
    refundId: raw.refundId,
    convertedAt: asDate(raw.convertedAt),
  };
  const holdUntil = asDate(raw.holdUntil);
  const extendedAt = asDate(raw.extendedAt);
  return {
    id: raw.id,
    kind,
    state: dealerState(stored),
    amountCents: Number(raw.amountCents),
    createdAt: new Date(raw.createdAt),
    holdUntil: raw.status === 'held' ? holdUntil : null,
    extendedAt,
    updatedAt: new Date(raw.updatedAt),
    timeZone: raw.locationState
      ? locationTimeZone({ timeZone: raw.zone, state: raw.locationState })
      : viewer.siteTimeZone,
    car:
      raw.carId === null
        ? null
        : {
            id: Number(raw.carId),
            title: vehicleTitle({
              year: Number(raw.year),
              make: raw.make ?? '',
              model: raw.model ?? '',
              badge: raw.badge,
            }),
            stocknum: raw.stocknum ?? '',
          },
    reference: raw.reference,
    paymentId: raw.paymentId,
    shopper: {
      name: `${raw.firstName ?? ''} ${raw.lastName ?? ''}`.trim(),
      email: raw.email ?? '',
      phone: raw.phone ?? '',
    },
    actions: kind === 'payment' ? null : holdActions({ status: raw.status, holdUntil, extendedAt }, now),
    refundable:
      kind === 'payment' &&
      onlineRefundRefusal(
        { ...stored, paymentId: raw.paymentId, refundedAt: asDate(raw.refundedAt) },
        now,
      ) === null,
  };
}

export async function listPayments(
  db: Db,
  viewer: PaymentViewer,
  filter: PaymentFilter,
  now = new Date(),
): Promise<{ rows: PaymentRow[]; total: number }> {
  const deposits = depositsQuery(db, viewer, filter);
  const payments = onlinePaymentsQuery(db, viewer, filter);
  const parts = [deposits, payments].filter((part) => part !== null);
  const listed = deposits && payments ? unionAll(deposits, payments) : (deposits ?? payments);
  if (!listed) return { rows: [], total: 0 };
  const [raws, totals] = await Promise.all([
    listed
      .orderBy(sql`${sql.identifier('created')} desc`, sql`${sql.identifier('id')} desc`)
      .limit(PAYMENT_PAGE_SIZE)
      .offset((filter.page - 1) * PAYMENT_PAGE_SIZE),
    Promise.all(parts.map((part) => db.select({ n: count() }).from(part.as('part')))),
  ]);
  return {
    rows: raws.map((raw) => toRow(raw, viewer, now)),
    total: totals.reduce((sum, [{ n }]) => sum + n, 0),
  };
}
