import { and, asc, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client';
import {
  analyticsEvents,
  cars,
  carViews,
  leadDeliveries,
  leadEvents,
  leads,
  reservations,
  shopperMessages,
  siteDealerships,
  sites,
  staffRoles,
  staffUsers,
  testDriveBookings,
} from '../../src/db/schema';
import { LEAD_FORMS, type LeadForm } from '../../src/enquiries/rules';
import { markOverdueLeads } from '../../src/features/console/leads/overdue';
import { loadReport } from '../../src/features/console/reports/report-loader';
import { defaultPeriod, REPORTS } from '../../src/features/console/reports/report-rules';
import {
  funnel,
  leadsByDealership,
  leadsByKind,
  leadsBySource,
  outcomes,
  type ReportWindow,
  responseSummary,
} from '../../src/features/console/reports/reports';
import { formOptions, leadFieldsSchema } from '../../src/features/leads/schema';
import { ANALYTICS_EVENTS } from '../../src/lib/analytics/events';
import { stateTimeZone } from '../../src/lib/dates';
import type { SiteConfig } from '../../src/tenancy/site-config';
import { createTestDb } from '../../tests/helpers/test-db';
import { seedDatabase, wipeDatabase } from './index';

vi.mock('server-only', () => ({}));
const emailed: string[] = [];
vi.mock('@/staff/mail', async (original) => ({
  ...(await original<typeof import('@/staff/mail')>()),
  sendStaffEmail: async (to: string) => {
    emailed.push(to);
  },
}));

// The demo activity as the Reports screen reads it: each report of each demo site's last 30 days has
// something to show, and its totals are the rows' own counts in SQL. Demo leads are stored leads that
// nothing delivers, and the seed makes the same activity twice.

const NOW = new Date('2026-11-22T09:00:00.000Z');
const DEMO_SITES = ['coastal-toyota', 'carzone', 'summit-motor-group', 'outback-rv'];

let handle: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
const windows = new Map<string, ReportWindow>();

async function windowOf(slug: string): Promise<ReportWindow> {
  const [site] = await db.select().from(sites).where(eq(sites.slug, slug));
  const links = await db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  const timeZone = stateTimeZone((site.config as SiteConfig).defaultState);
  return {
    siteId: site.id,
    dealershipIds: links.map((l) => l.dealershipId),
    wholeSite: true,
    timeZone,
    ...defaultPeriod(NOW, timeZone),
  };
}

/** The site's leads of the window, counted straight from the table. */
const leadsOf = (w: ReportWindow) =>
  and(eq(leads.siteId, w.siteId), gte(leads.createdAt, w.start), lt(leads.createdAt, w.end));

beforeAll(async () => {
  handle = await createTestDb({ cars: 400, now: NOW, activity: true });
  db = handle.db;
  for (const slug of DEMO_SITES) windows.set(slug, await windowOf(slug));
}, 120_000);

afterAll(async () => {
  await handle?.drop();
});

describe('the demo activity', () => {
  it.each(DEMO_SITES)('gives %s a non-empty chart in every report for the last 30 days', async (slug) => {
    const w = windows.get(slug) as ReportWindow;
    for (const id of REPORTS) {
      const report = await loadReport(db, id, w, NOW);
      const total = report.chart?.points.reduce((sum, p) => sum + p.value, 0) ?? 0;
      expect(total, id).toBeGreaterThan(0);
    }
  });

  it.each(DEMO_SITES)(
    'totals %s’s leads by kind, source, outcome and response as SQL counts them',
    async (slug) => {
      const w = windows.get(slug) as ReportWindow;
      const byKind = await db
        .select({ kind: sql<string>`${leads.form}->>'kind'`, count: count() })
        .from(leads)
        .where(leadsOf(w))
        .groupBy(sql`1`);
      const reported = await leadsByKind(db, w);
      expect(Object.fromEntries(reported.map((r) => [r.kind, r.count]))).toEqual(
        Object.fromEntries(byKind.map((r) => [r.kind, r.count])),
      );
      expect(reported.length).toBeGreaterThanOrEqual(5);
      const [{ n: total }] = await db.select({ n: count() }).from(leads).where(leadsOf(w));
      expect((await leadsBySource(db, w)).reduce((sum, r) => sum + r.count, 0)).toBe(total);
      expect((await leadsBySource(db, w)).length).toBeGreaterThanOrEqual(4);

      const ended = await db
        .select({ status: leads.status, n: count() })
        .from(leads)
        .where(and(leadsOf(w), inArray(leads.status, ['won', 'lost'])))
        .groupBy(leads.status);
      const results = await outcomes(db, w);
      for (const status of ['won', 'lost'] as const) {
        const fromSql = ended.find((r) => r.status === status)?.n ?? 0;
        expect(fromSql, status).toBeGreaterThan(0);
        expect(results.filter((r) => r.status === status).reduce((sum, r) => sum + r.count, 0)).toBe(fromSql);
      }
      expect(results.filter((r) => r.status === 'lost').every((r) => r.reason)).toBe(true);

      const [answered] = await db
        .select({ responded: count(leads.firstResponseAt), overdue: count(leads.overdueNotifiedAt) })
        .from(leads)
        .where(leadsOf(w));
      const summary = await responseSummary(db, w);
      expect(summary).toMatchObject({ leads: total, ...answered });
      expect(answered.responded).toBeLessThan(total);
      expect(answered.overdue).toBeGreaterThan(0);
    },
  );

  it.each(DEMO_SITES)('counts %s’s funnel of searches, car views and leads as SQL does', async (slug) => {
    const w = windows.get(slug) as ReportWindow;
    const inPeriod = (column: typeof analyticsEvents.createdAt | typeof carViews.viewedAt) =>
      and(gte(column, w.start), lt(column, w.end));
    const [searches] = await db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.siteId, w.siteId),
          eq(analyticsEvents.eventId, ANALYTICS_EVENTS.searchView),
          inPeriod(analyticsEvents.createdAt),
        ),
      );
    const [views] = await db
      .select({ n: count() })
      .from(carViews)
      .innerJoin(cars, eq(cars.id, carViews.carId))
      .where(
        and(
          eq(carViews.siteId, w.siteId),
          inArray(cars.dealershipId, w.dealershipIds),
          inPeriod(carViews.viewedAt),
        ),
      );
    const [leadCount] = await db.select({ n: count() }).from(leads).where(leadsOf(w));
    const steps = await funnel(db, w);
    expect(steps).toEqual({ searches: searches.n, views: views.n, leads: leadCount.n, reservations: 0 });
    expect(Math.min(searches.n, views.n, leadCount.n)).toBeGreaterThan(0);
    // More searches than leads, as shoppers behave; and no car's shown count is below its recorded views.
    expect(searches.n).toBeGreaterThan(leadCount.n);
    const short = await db.execute(
      sql`select c.id from cars c join car_views v on v.car_id = c.id group by c.id having count(*) > c.views`,
    );
    expect(short.rows).toEqual([]);
  });

  it('spreads the leads over the dealerships, locations, sources and every status staff set', async () => {
    const w = windows.get('summit-motor-group') as ReportWindow;
    expect((await leadsByDealership(db, w)).length).toBeGreaterThanOrEqual(8);
    const places = await db
      .selectDistinct({ location: sql`${leads.payload}->>'location_id'` })
      .from(leads)
      .where(eq(leads.siteId, w.siteId));
    expect(places.length).toBeGreaterThanOrEqual(10);
    const statuses = await db.selectDistinct({ status: leads.status }).from(leads);
    expect(statuses.map((s) => s.status).sort()).toEqual(
      ['appointment', 'contacted', 'junk', 'lost', 'new', 'won'].sort(),
    );
  });

  it('records searches and used-car views with the payload the site’s own /api/events stores', async () => {
    const events = await db.select().from(analyticsEvents);
    const searches = events.filter((e) => e.eventId === ANALYTICS_EVENTS.searchView);
    expect(
      searches.every((e) => e.carId === null && e.data === null && /^\/(search|used-car)/.test(e.page)),
    ).toBe(true);
    const views = events.filter((e) => e.eventId === ANALYTICS_EVENTS.usedDetailView);
    expect(views.length).toBeGreaterThan(0);
    expect(views.every((e) => e.carId !== null && e.data === null && e.page.startsWith('/cars/'))).toBe(true);
    expect(events.every((e) => e.createdAt < NOW)).toBe(true);
  });

  it('stores real leads: the forms’ fields as the product parses them, a key each, and nothing to deliver', async () => {
    const rows = await db.select().from(leads);
    expect(rows.length).toBeGreaterThan(100);
    const configs = new Map(
      (await db.select().from(sites)).map((s) => [s.id, s.config as SiteConfig] as const),
    );
    for (const row of rows) {
      const kind = (row.form as { kind: LeadForm }).kind;
      if ((LEAD_FORMS as readonly string[]).includes(kind)) {
        const schema = leadFieldsSchema(kind, formOptions(configs.get(row.siteId) as SiteConfig, true));
        expect(schema.safeParse(row.form.fields).success, kind).toBe(true);
      }
      expect(row.payload).toMatchObject({ source: 'Website', category: row.category });
      expect(row.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
      expect(row.assigneeId).toBeNull();
      expect(row.createdAt < NOW).toBe(true);
    }
    expect(new Set(rows.map((r) => `${r.siteId} ${r.idempotencyKey}`)).size).toBe(rows.length);
    for (const table of [leadDeliveries, testDriveBookings, shopperMessages, reservations]) {
      const [{ n }] = await db.select({ n: count() }).from(table);
      expect(n).toBe(0);
    }
  });

  it('leaves no lead for the overdue check to mark or mail about, now or later', async () => {
    const unmarked = await db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.status, 'new'), sql`${leads.overdueNotifiedAt} is null`));
    expect(unmarked[0].n).toBe(0);
    const [marks] = await db.select({ n: count() }).from(leadEvents).where(eq(leadEvents.kind, 'overdue'));
    const [marked] = await db.select({ n: count() }).from(leads).where(isNotNull(leads.overdueNotifiedAt));
    expect(marks.n).toBe(marked.n);
    // A manager on every site, who would be told of any lead the check marks.
    for (const [i, slug] of DEMO_SITES.entries()) {
      const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
      const id = `demo-manager-${i}`;
      await db.insert(staffUsers).values({ id, name: `Manager ${i}`, email: `manager${i}@example.com` });
      await db.insert(staffRoles).values({ userId: id, role: 'manager', siteId: site.id });
    }
    for (const later of [0, 3_600_000, 7 * 86_400_000]) {
      expect(await markOverdueLeads(db, new Date(NOW.getTime() + later))).toBe(0);
    }
    expect(emailed).toEqual([]);
  });

  it('makes the same activity from the same seed and moment, ids apart', async () => {
    const snapshot = async () => ({
      leads: await db
        .select({
          site: leads.siteId,
          key: leads.idempotencyKey,
          createdAt: leads.createdAt,
          status: leads.status,
          form: leads.form,
          payload: leads.payload,
          firstResponseAt: leads.firstResponseAt,
          overdueNotifiedAt: leads.overdueNotifiedAt,
          lostReason: leads.lostReason,
        })
        .from(leads)
        .orderBy(asc(leads.createdAt), asc(leads.idempotencyKey)),
      events: await db
        .select({
          e: analyticsEvents.eventId,
          car: analyticsEvents.carId,
          page: analyticsEvents.page,
          at: analyticsEvents.createdAt,
        })
        .from(analyticsEvents)
        .orderBy(asc(analyticsEvents.id)),
      views: await db
        .select({ car: carViews.carId, at: carViews.viewedAt })
        .from(carViews)
        .orderBy(asc(carViews.id)),
    });
    const first = await snapshot();
    await wipeDatabase(db);
    await seedDatabase(db, { cars: 400, renderImages: false, now: NOW });
    expect(await snapshot()).toEqual(first);
  }, 120_000);
});
