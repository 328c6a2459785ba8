import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  analyticsEvents,
  cars,
  carViews,
  dealerships,
  leadEvents,
  leads,
  locations,
  manufacturers,
  openingHours,
  siteDealerships,
  specialHours,
} from '../../src/db/schema';
import type { LocationClock } from '../../src/enquiries/overdue-rules';
import { type LeadKind, leadEvent } from '../../src/enquiries/rules';
import { ANALYTICS_EVENTS } from '../../src/lib/analytics/events';
import { addDays, dateAt, instantAt, locationTimeZone, stateTimeZone } from '../../src/lib/dates';
import { paths } from '../../src/lib/paths';
import type { SiteConfig } from '../../src/tenancy/site-config';
import {
  type ActivityCar,
  type ActivityDealer,
  type ActivitySite,
  chooseFor,
  KIND_WEIGHTS,
  type LeadInsert,
  leadRow,
} from './activity-leads';
import { workLead } from './activity-work';
import type { Random } from './random';

// Demo activity, so a fresh install's Reports screen has something to show: 60 days of what each demo
// site records of its shoppers, written as the site writes it. Searches are the results page's event 49
// (POST /api/events: no car, the page's path and query, no data); a car page's view is a car_views row
// (and the car's count) plus event 4 for a used car; leads are stored as the enquiry service stores them,
// with the form's own analytics event. Demo leads get no lead_deliveries rows, no booking, no shopper
// message and no assignee (the seed makes no staff), so no outbox or job ever mails anyone about them;
// see workLead for the overdue check.

export const ACTIVITY_DAYS = 60;

/** Searches a day on each demo site (leads and views follow from them); another site gets the last. */
const DAILY_SEARCHES: Record<string, number> = {
  'coastal-toyota': 7,
  carzone: 10,
  'summit-motor-group': 12,
  'outback-rv': 5,
};
const OTHER_SITE_SEARCHES = 3;
const VIEWS_PER_SEARCH = 1.4;
const LEADS_PER_SEARCH = 0.17;
/** Sunday to Saturday: Saturday is the yard's busy day, as it is online. */
const WEEKDAY_FACTOR = [0.8, 0.9, 1, 1, 1.1, 1, 1.35];
/** Shoppers by local hour: little overnight, a lunchtime rise and the evening's peak. */
const HOUR_WEIGHTS = [
  0.3, 0.15, 0.1, 0.1, 0.1, 0.2, 0.5, 1.2, 2, 2.4, 2.6, 2.7, 3, 2.8, 2.6, 2.5, 2.6, 2.8, 3.2, 3.6, 3.8, 3.2,
  2, 0.9,
].map((w, hour) => [hour, w] as const);
const MINUTE = 60_000;
const SEARCH_REFINEMENTS = ['', '?sortBy=price_asc', '?price=10000:30000', '?km=:80000', '?sortBy=year_desc'];

export type ActivitySummary = { searches: number; views: number; leads: number; events: number };
type Executor = Pick<Db, 'insert' | 'update' | 'execute' | 'select'>;

/** A Poisson draw (Knuth): counts of independent arrivals at `mean` a day. */
function poisson(rng: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = rng.next(); p > limit; p *= rng.next()) k += 1;
  return k;
}

/** Random instants of one local date on the site's clock, before `now`, in order. */
function instantsOn(date: string, count: number, timeZone: string, now: Date, rng: Random): Date[] {
  const out: Date[] = [];
  for (let i = 0; i < count; i++) {
    const hour = rng.weighted(HOUR_WEIGHTS);
    const time = `${String(hour).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const at = new Date(instantAt(date, time, timeZone).getTime() + rng.int(0, 59_999));
    if (at < now) out.push(at);
  }
  return out.sort((a, b) => a.getTime() - b.getTime());
}

/** A car on the site at `at`, the popular ones (early in the site's order) far more often. */
function carAt(list: ActivityCar[], at: Date, rng: Random): ActivityCar | null {
  for (let tries = 0; tries < 6 && list.length; tries++) {
    const car = list[Math.floor(rng.next() ** 2.2 * list.length)];
    if (car.createdAt <= at && (car.soldAt === null || car.soldAt > at)) return car;
  }
  return null;
}

export async function seedActivity(
  db: Executor,
  sites: { id: number; slug: string; config: SiteConfig }[],
  now: Date,
  rng: Random,
): Promise<ActivitySummary> {
  const summary: ActivitySummary = { searches: 0, views: 0, leads: 0, events: 0 };
  for (const site of sites) {
    const activity = await loadSite(db, site);
    if (activity.dealers.length === 0) continue;
    const siteCars = await loadCars(db, activity, now, rng.fork('popularity', site.slug));
    const r = rng.fork('site', site.slug);
    const timeZone = stateTimeZone(site.config.defaultState);
    const stock = (...slugs: string[]) => paths.stock(site.config.features.usedCarRoutes, ...slugs);
    const makes = [...new Set(siteCars.map((c) => c.make.toLowerCase().replace(/[^a-z0-9]+/g, '-')))];
    const events: (typeof analyticsEvents.$inferInsert)[] = [];
    const views: (typeof carViews.$inferInsert)[] = [];
    const leadRows: LeadInsert[] = [];
    const clocks: LocationClock[] = [];
    const today = dateAt(now, timeZone);
    const daily = DAILY_SEARCHES[site.slug] ?? OTHER_SITE_SEARCHES;
    for (let back = ACTIVITY_DAYS - 1; back >= 0; back--) {
      const date = addDays(today, -back);
      const day = r.fork('day', date);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      // A little busier each week: the campaigns are working.
      const mean = daily * WEEKDAY_FACTOR[weekday] * (0.85 + (0.3 * (ACTIVITY_DAYS - back)) / ACTIVITY_DAYS);
      for (const at of instantsOn(date, poisson(day, mean), timeZone, now, day)) {
        const path = day.chance(0.5) || makes.length === 0 ? stock() : stock(day.pick(makes));
        events.push({
          eventId: ANALYTICS_EVENTS.searchView,
          siteId: site.id,
          carId: null,
          page: `${path}${day.pick(SEARCH_REFINEMENTS)}`,
          data: null,
          createdAt: at,
        });
      }
      for (const at of instantsOn(date, poisson(day, mean * VIEWS_PER_SEARCH), timeZone, now, day)) {
        const car = carAt(siteCars, at, day);
        if (!car) continue;
        views.push({ carId: car.id, siteId: site.id, viewedAt: at });
        if (car.carType === 'used')
          events.push({
            eventId: ANALYTICS_EVENTS.usedDetailView,
            siteId: site.id,
            carId: car.id,
            page: paths.car(car.slug),
            data: null,
            createdAt: at,
          });
      }
      // Leads at least a few minutes old: one from this very minute would still be on its way in.
      const latest = new Date(now.getTime() - 10 * MINUTE);
      for (const at of instantsOn(date, poisson(day, mean * LEADS_PER_SEARCH), timeZone, latest, day)) {
        const picked = day.weighted(KIND_WEIGHTS);
        const chosen = chooseFor(picked, activity, carAt(siteCars, at, day), day);
        const { row, page } = leadRow(activity, chosen.kind, at, chosen, day);
        const clock = clockFor(chosen.dealer, chosen.location?.id ?? null, timeZone);
        Object.assign(row, workLead(at, now, clock, site.config.leads.responseMinutes, day));
        leadRows.push(row);
        clocks.push(clock);
        const eventId = formEvent(chosen.kind, row);
        if (eventId !== null)
          events.push({
            eventId,
            siteId: site.id,
            carId: row.carId ?? null,
            page,
            data: null,
            createdAt: at,
          });
      }
    }
    await insertChunked(db, analyticsEvents, events);
    await insertChunked(db, carViews, views);
    await countViews(db, views);
    await insertLeads(db, leadRows, site.config.leads.responseMinutes);
    summary.searches += events.filter((e) => e.eventId === ANALYTICS_EVENTS.searchView).length;
    summary.views += views.length;
    summary.leads += leadRows.length;
    summary.events += events.length;
  }
  return summary;
}

/** The analytics event the lead form logs once the lead is stored (AF §9); journeys log none here. */
function formEvent(kind: LeadKind, row: LeadInsert) {
  const payload = row.payload as { car_type: string | null; category: string };
  return leadEvent(kind, { carType: payload.car_type, category: payload.category });
}

/** The clock the overdue check reads: the lead's location, else its dealership's primary one. */
function clockFor(dealer: ActivityDealer, locationId: number | null, timeZone: string) {
  const place =
    dealer.locations.find((l) => l.id === locationId) ??
    dealer.locations.find((l) => l.primary) ??
    dealer.locations[0];
  return (
    place?.clock ?? {
      week: Array.from({ length: 7 }, (_, weekday) => ({
        weekday,
        status: 'Open' as const,
        open: '00:00',
        close: '24:00',
      })),
      special: [],
      timeZone,
    }
  );
}

async function insertLeads(
  db: Executor,
  rows: (LeadInsert & { overdue?: unknown })[],
  responseMinutes: number,
) {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const inserted = await db
      .insert(leads)
      .values(chunk.map(({ overdue: _, ...row }) => row))
      .returning({ id: leads.id });
    // The overdue mark as the check writes it: on the lead's timeline, the platform as the actor.
    const marks = chunk.flatMap((row, k) => {
      const overdue = row.overdue as { due: Date; at: Date } | null;
      return overdue
        ? [
            {
              leadId: inserted[k].id,
              kind: 'overdue' as const,
              actorId: null,
              detail: { due: overdue.due.toISOString(), responseMinutes },
              at: overdue.at,
            },
          ]
        : [];
    });
    if (marks.length) await db.insert(leadEvents).values(marks);
  }
}

/** Each car's lifetime count covers at least the views just recorded (the count is what the page shows). */
async function countViews(db: Executor, views: (typeof carViews.$inferInsert)[]) {
  const counts = new Map<number, number>();
  for (const v of views) counts.set(v.carId, (counts.get(v.carId) ?? 0) + 1);
  if (counts.size === 0) return;
  const json = JSON.stringify([...counts].map(([id, n]) => ({ id, n })));
  await db.execute(
    sql`update cars set views = greatest(cars.views, v.n) from json_to_recordset(${json}::json) as v(id int, n int) where cars.id = v.id`,
  );
}

async function loadSite(
  db: Executor,
  site: { id: number; slug: string; config: SiteConfig },
): Promise<ActivitySite> {
  const hidden = new Set(site.config.hiddenDealerships);
  const dealerRows = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(siteDealerships)
    .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
    .where(and(eq(siteDealerships.siteId, site.id), eq(siteDealerships.hidden, false)))
    .orderBy(asc(dealerships.id));
  const visible = dealerRows.filter((d) => !hidden.has(d.slug));
  const ids = visible.map((d) => d.id);
  const places = ids.length
    ? await db.select().from(locations).where(inArray(locations.dealershipId, ids)).orderBy(asc(locations.id))
    : [];
  const placeIds = places.map((p) => p.id);
  const [week, special] = placeIds.length
    ? await Promise.all([
        db.select().from(openingHours).where(inArray(openingHours.locationId, placeIds)),
        db.select().from(specialHours).where(inArray(specialHours.locationId, placeIds)),
      ])
    : [[], []];
  const dealers = visible.map((d) => ({
    id: d.id,
    slug: d.slug,
    locations: places
      .filter((p) => p.dealershipId === d.id)
      .map((p) => ({
        id: p.id,
        name: p.name,
        dealershipId: d.id,
        postcode: p.postcode,
        primary: p.primary,
        clock: {
          week: week
            .filter((h) => h.locationId === p.id)
            .map((h) => ({ weekday: h.weekday, status: h.status, open: h.open, close: h.close })),
          special: special
            .filter((h) => h.locationId === p.id)
            .map((h) => ({ date: h.date, status: h.status, startHour: h.startHour, endHour: h.endHour })),
          timeZone: locationTimeZone(p),
        } as LocationClock,
      })),
  }));
  return { id: site.id, slug: site.slug, config: site.config, dealers };
}

/** The site's cars a shopper could have seen in the period, in an order of appeal drawn for the demo. */
async function loadCars(db: Executor, site: ActivitySite, now: Date, rng: Random): Promise<ActivityCar[]> {
  const ids = site.dealers.map((d) => d.id);
  const rows = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      vin: cars.vin,
      nvic: cars.nvic,
      stocknum: cars.stocknum,
      regplate: cars.regplate,
      price: cars.price,
      carType: cars.carType,
      status: cars.status,
      dealershipId: cars.dealershipId,
      locationId: cars.locationId,
      manufacturerSlug: manufacturers.slug,
      createdAt: cars.createdAt,
      soldAt: cars.soldAt,
    })
    .from(cars)
    .leftJoin(manufacturers, sql`lower(${manufacturers.name}) = lower(${cars.make})`)
    .where(
      and(
        inArray(cars.dealershipId, ids),
        eq(cars.showOnDealerWebsite, true),
        sql`(${cars.status} = 'in_stock' or (${cars.status} = 'sold' and ${cars.soldAt} > ${new Date(now.getTime() - ACTIVITY_DAYS * 86_400_000).toISOString()}::timestamptz))`,
      ),
    )
    .orderBy(asc(cars.stocknum), asc(cars.id));
  return rng.sample(rows as ActivityCar[], rows.length);
}

async function insertChunked<T extends typeof analyticsEvents | typeof carViews>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
  size = 1000,
) {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
}
