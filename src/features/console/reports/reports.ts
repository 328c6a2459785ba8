import 'server-only';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { analyticsEvents, cars, carViews, dealerships, leads, reservations, staffUsers } from '@/db/schema';
import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import type { LeadKind } from '@/enquiries/rules';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { fillDays, type Period } from './report-rules';

// The Reports screen's reads, one function per report, each over the member's reach on the site (the
// whole site, or the dealerships of their role or of the filter) and the period's instants, [start, end).
// Leads are read where the enquiry service stores them; views from car_views, searches from the analytics
// events the results page records; stock from the cars as they are now.

export type ReportScope = {
  siteId: number;
  /** The dealerships reached; all of the site's when `wholeSite`. */
  dealershipIds: number[];
  /** Leads naming no dealership, and the site's searches, count only for the whole site. */
  wholeSite: boolean;
  /** The site's clock, which days are counted on. */
  timeZone: string;
};
export type ReportWindow = ReportScope & Pick<Period, 'from' | 'to' | 'start' | 'end'>;

const anyOf = (column: AnyPgColumn, ids: number[]) => (ids.length === 0 ? sql`false` : inArray(column, ids));

/** The leads of the window: its site, its reach, received in the period. */
export const leadsIn = (w: ReportWindow): SQL =>
  and(
    eq(leads.siteId, w.siteId),
    w.wholeSite ? undefined : anyOf(leads.dealershipId, w.dealershipIds),
    gte(leads.createdAt, w.start),
    lt(leads.createdAt, w.end),
  ) as SQL;

const kindOf = sql<LeadKind>`${leads.form}->>'kind'`;
/** Where the shopper came from: the campaign's utm_source they arrived with, else none. */
const sourceOf = sql<string>`coalesce(nullif(${leads.payload}->'lead_attributes'->'linked_query_params'->>'utm_source', ''), '')`;

export async function leadsByDay(db: Db, w: ReportWindow) {
  const day = sql<string>`to_char(${leads.createdAt} at time zone ${w.timeZone}, 'YYYY-MM-DD')`;
  const rows = await db.select({ day, count: count() }).from(leads).where(leadsIn(w)).groupBy(sql`1`);
  return fillDays(w, rows);
}

export async function leadsByKind(db: Db, w: ReportWindow) {
  return db
    .select({ kind: kindOf, count: count() })
    .from(leads)
    .where(leadsIn(w))
    .groupBy(sql`1`)
    .orderBy(desc(count()), sql`1`);
}

export async function leadsBySource(db: Db, w: ReportWindow) {
  return db
    .select({ source: sourceOf, count: count() })
    .from(leads)
    .where(leadsIn(w))
    .groupBy(sql`1`)
    .orderBy(desc(count()), sql`1`);
}

export async function leadsByDealership(db: Db, w: ReportWindow) {
  return db
    .select({ dealership: dealerships.name, count: count() })
    .from(leads)
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .where(leadsIn(w))
    .groupBy(dealerships.name)
    .orderBy(desc(count()), dealerships.name);
}

/**
 * A group of leads' response figures: how many, how many answered (the first status change or reply the
 * inbox records as `first_response_at`), the median minutes to that answer, and how many the overdue check
 * marked (once per lead, when its response time in opening hours ran out while it was still New).
 */
const responseColumns = () => ({
  leads: count(),
  responded: count(leads.firstResponseAt),
  medianMinutes: sql<
    number | null
  >`percentile_cont(0.5) within group (order by extract(epoch from (${leads.firstResponseAt} - ${leads.createdAt})) / 60)`.mapWith(
    (value) => (value === null ? null : Number(value)),
  ),
  overdue: count(leads.overdueNotifiedAt),
});

/** The response figures per salesperson: the lead's assignee, or nobody for the leads not taken. */
export async function responseTimes(db: Db, w: ReportWindow) {
  return db
    .select({ staffId: leads.assigneeId, salesperson: staffUsers.name, ...responseColumns() })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assigneeId))
    .where(leadsIn(w))
    .groupBy(leads.assigneeId, staffUsers.name)
    .orderBy(desc(count()), staffUsers.name);
}

const carsReached = (w: ReportScope) => anyOf(cars.dealershipId, w.dealershipIds);

/**
 * The shoppers' way from the results to a deposit: searches (the results page's search view events, the
 * site's as a whole: a search names no dealership), views of the reach's cars' pages, leads, and deposits
 * paid on its cars, all in the period.
 */
export async function funnel(db: Db, w: ReportWindow) {
  const [searches, views, leadCount, paid] = await Promise.all([
    w.wholeSite
      ? db
          .select({ n: count() })
          .from(analyticsEvents)
          .where(
            and(
              eq(analyticsEvents.siteId, w.siteId),
              eq(analyticsEvents.eventId, ANALYTICS_EVENTS.searchView),
              gte(analyticsEvents.createdAt, w.start),
              lt(analyticsEvents.createdAt, w.end),
            ),
          )
      : null,
    db
      .select({ n: count() })
      .from(carViews)
      .innerJoin(cars, eq(cars.id, carViews.carId))
      .where(
        and(
          eq(carViews.siteId, w.siteId),
          carsReached(w),
          gte(carViews.viewedAt, w.start),
          lt(carViews.viewedAt, w.end),
        ),
      ),
    db.select({ n: count() }).from(leads).where(leadsIn(w)),
    db
      .select({ n: count() })
      .from(reservations)
      .innerJoin(cars, eq(cars.id, reservations.carId))
      .where(
        and(
          eq(reservations.siteId, w.siteId),
          carsReached(w),
          isNotNull(reservations.paidAt),
          gte(reservations.paidAt, w.start),
          lt(reservations.paidAt, w.end),
        ),
      ),
  ]);
  return {
    searches: searches ? searches[0].n : null,
    views: views[0].n,
    leads: leadCount[0].n,
    reservations: paid[0].n,
  };
}

const DAY_SECONDS = 86_400;

/** The cars in stock now, by new, demo and used: how many, and their average whole days since listed. */
export async function stockByType(db: Db, scope: ReportScope, now: Date) {
  const days = sql`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${cars.createdAt})) / ${DAY_SECONDS})`;
  const rows = await db
    .select({
      type: cars.carType,
      cars: count(),
      averageDays: sql<number>`coalesce(round(avg(greatest(${days}, 0)), 1), 0)`.mapWith(Number),
    })
    .from(cars)
    .where(and(carsReached(scope), eq(cars.status, 'in_stock')))
    .groupBy(cars.carType);
  return (['new', 'demo', 'used'] as const).map(
    (type) => rows.find((row) => row.type === type) ?? { type, cars: 0, averageDays: 0 },
  );
}

export const TOP_CARS = 10;

/** The reach's cars most viewed in the period (then most enquired about), any that had a view or a lead. */
export async function topCars(db: Db, w: ReportWindow, limit = TOP_CARS) {
  const viewCount = db
    .select({ carId: carViews.carId, n: count().as('views_n') })
    .from(carViews)
    .where(and(eq(carViews.siteId, w.siteId), gte(carViews.viewedAt, w.start), lt(carViews.viewedAt, w.end)))
    .groupBy(carViews.carId)
    .as('view_count');
  const leadCount = db
    .select({ carId: leads.carId, n: count().as('leads_n') })
    .from(leads)
    .where(and(leadsIn(w), isNotNull(leads.carId)))
    .groupBy(leads.carId)
    .as('lead_count');
  const views = sql<number>`coalesce(${viewCount.n}, 0)`.mapWith(Number);
  const enquiries = sql<number>`coalesce(${leadCount.n}, 0)`.mapWith(Number);
  const rows = await db
    .select({
      id: cars.id,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      stockNumber: cars.stocknum,
      views,
      leads: enquiries,
    })
    .from(cars)
    .leftJoin(viewCount, eq(viewCount.carId, cars.id))
    .leftJoin(leadCount, eq(leadCount.carId, cars.id))
    .where(and(carsReached(w), sql`(${viewCount.n} is not null or ${leadCount.n} is not null)`))
    .orderBy(desc(views), desc(enquiries), cars.id)
    .limit(limit);
  return rows.map(({ year, make, model, badge, ...row }) => ({
    ...row,
    title: vehicleTitle({ year, make, model, badge }),
  }));
}

/** Leads received in the period and now won or lost, the lost by their reason. */
export async function outcomes(db: Db, w: ReportWindow) {
  return db
    .select({ status: leads.status, reason: leads.lostReason, count: count() })
    .from(leads)
    .where(and(leadsIn(w), inArray(leads.status, ['won', 'lost'])))
    .groupBy(leads.status, leads.lostReason)
    .orderBy(desc(leads.status), desc(count()), leads.lostReason);
}

/** The response figures of the window as a whole: leads, answered, the median wait, gone overdue. */
export async function responseSummary(db: Db, w: ReportWindow) {
  const [row] = await db.select(responseColumns()).from(leads).where(leadsIn(w));
  return row;
}
