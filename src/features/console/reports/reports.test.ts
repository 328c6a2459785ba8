import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  analyticsEvents,
  cars,
  carViews,
  leads,
  reservations,
  siteDealerships,
  sites,
  staffUsers,
} from '@/db/schema';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { leadsByKindReport, responseTimesReport, stockReport } from './report-tables';
import {
  funnel,
  leadsByDay,
  leadsByDealership,
  leadsByKind,
  leadsBySource,
  outcomes,
  type ReportWindow,
  responseSummary,
  responseTimes,
  stockByType,
  topCars,
} from './reports';

vi.mock('server-only', () => ({}));

// Each report's numbers from known rows: a week on Brisbane's clock (UTC+10, no daylight saving), with a
// lead at its first and last moments and one just outside each end, a lead of no dealership, and another
// site's lead, view, search, car and deposit that no report of this site may count.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let whole: ReportWindow;
let secondOnly: ReportWindow;
let car1: number;
let car2: number;

const ZONE = 'Australia/Brisbane';
const PERIOD = {
  from: '2026-11-01',
  to: '2026-11-07',
  start: new Date('2026-10-31T14:00:00Z'),
  end: new Date('2026-11-07T14:00:00Z'),
};
const NOW = new Date('2026-11-10T00:00:00Z');
const at = (iso: string) => new Date(iso);
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

beforeAll(async () => {
  handle = await createTestDb({ cars: 0 });
  const { db } = handle;
  const [site] = await db.select().from(sites).where(eq(sites.slug, 'carzone'));
  const [other] = await db.select().from(sites).where(ne(sites.slug, 'carzone')).limit(1);
  const links = await db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  const [first, second] = links.map((l) => l.dealershipId);
  const [otherLink] = await db.select().from(siteDealerships).where(eq(siteDealerships.siteId, other.id));
  const theirs = otherLink.dealershipId;
  whole = { siteId: site.id, dealershipIds: [first, second], wholeSite: true, timeZone: ZONE, ...PERIOD };
  secondOnly = { siteId: site.id, dealershipIds: [second], wholeSite: false, timeZone: ZONE, ...PERIOD };

  const car = (
    dealershipId: number,
    n: number,
    carType: 'new' | 'demo' | 'used',
    createdAt: Date,
    status = 'in_stock',
  ) => ({
    dealershipId,
    slug: `report-car-${n}`,
    stocknum: `RC${n}`,
    name: `Car ${n}`,
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: `Ascent ${n}`,
    carType,
    status,
    createdAt,
  });
  const made = await db
    .insert(cars)
    .values([
      car(first, 1, 'used', at('2026-10-01T00:00:00Z')), // 40 days in stock at NOW
      car(first, 2, 'used', at('2026-11-05T00:00:00Z')), // 5 days
      car(second, 3, 'new', at('2026-11-09T00:00:00Z')), // 1 day
      car(first, 4, 'demo', at('2026-09-01T00:00:00Z'), 'sold'),
      car(theirs, 5, 'used', at('2026-10-01T00:00:00Z')),
    ])
    .returning({ id: cars.id });
  [car1, car2] = made.map((c) => c.id);
  const theirCar = made[4].id;

  const sam = { id: 'report-sam', name: 'Sam Sales', email: 'sam.reports@example.com' };
  await db.insert(staffUsers).values(sam);
  const lead = (
    key: string,
    values: {
      site?: number;
      dealershipId: number | null;
      kind: string;
      createdAt: Date;
      source?: string;
      carId?: number;
      assigneeId?: string;
      firstResponseAt?: Date;
      overdueNotifiedAt?: Date;
      status?: 'new' | 'won' | 'lost';
      lostReason?: string;
    },
  ) => ({
    siteId: values.site ?? site.id,
    dealershipId: values.dealershipId,
    carId: values.carId ?? null,
    idempotencyKey: key,
    category: 'General Enquiry',
    form: { kind: values.kind, fields: {}, vehicle: null, booking: null },
    payload: {
      name: key,
      lead_attributes: {
        visited_pages: [],
        linked_query_params: values.source ? { utm_source: values.source } : {},
      },
    },
    createdAt: values.createdAt,
    assigneeId: values.assigneeId ?? null,
    firstResponseAt: values.firstResponseAt ?? null,
    overdueNotifiedAt: values.overdueNotifiedAt ?? null,
    status: values.status ?? 'new',
    lostReason: values.lostReason ?? null,
  });
  await db.insert(leads).values([
    // The period's first moment: 1 November, midnight in Brisbane.
    lead('won enquiry', {
      dealershipId: first,
      kind: 'enquiry',
      createdAt: at('2026-10-31T14:00:00Z'),
      source: 'fb',
      carId: car1,
      assigneeId: sam.id,
      firstResponseAt: minutesAfter('2026-10-31T14:00:00Z', 30),
      status: 'won',
    }),
    lead('lost test drive', {
      dealershipId: first,
      kind: 'test-drive',
      createdAt: at('2026-11-03T02:00:00Z'),
      assigneeId: sam.id,
      firstResponseAt: minutesAfter('2026-11-03T02:00:00Z', 90),
      overdueNotifiedAt: minutesAfter('2026-11-03T02:00:00Z', 60),
      status: 'lost',
      lostReason: 'Price',
    }),
    // The period's last moment: 11:59:59 pm on 7 November; nobody has it, and it went overdue.
    lead('last moment', {
      dealershipId: second,
      kind: 'enquiry',
      createdAt: at('2026-11-07T13:59:59Z'),
      carId: car1,
      overdueNotifiedAt: at('2026-11-07T20:00:00Z'),
    }),
    lead('no dealership', { dealershipId: null, kind: 'contact', createdAt: at('2026-11-02T00:00:00Z') }),
    // Just outside: midnight starting 8 November, and a second before 1 November.
    lead('after', {
      dealershipId: first,
      kind: 'enquiry',
      createdAt: at('2026-11-07T14:00:00Z'),
      carId: car2,
    }),
    lead('before', { dealershipId: first, kind: 'enquiry', createdAt: at('2026-10-31T13:59:59Z') }),
    lead('their lead', {
      site: other.id,
      dealershipId: theirs,
      kind: 'enquiry',
      createdAt: at('2026-11-02T00:00:00Z'),
    }),
  ]);

  await db.insert(carViews).values([
    { carId: car1, siteId: site.id, viewedAt: at('2026-11-01T01:00:00Z') },
    { carId: car1, siteId: site.id, viewedAt: at('2026-11-06T01:00:00Z') },
    { carId: car2, siteId: site.id, viewedAt: at('2026-11-07T13:59:59Z') },
    { carId: car1, siteId: site.id, viewedAt: at('2026-11-07T14:00:00Z') },
    { carId: theirCar, siteId: other.id, viewedAt: at('2026-11-02T00:00:00Z') },
  ]);
  const search = ANALYTICS_EVENTS.searchView;
  await db.insert(analyticsEvents).values([
    { eventId: search, siteId: site.id, page: '/search', createdAt: at('2026-11-04T00:00:00Z') },
    { eventId: search, siteId: site.id, page: '/search', createdAt: at('2026-10-31T13:59:59Z') },
    {
      eventId: ANALYTICS_EVENTS.favourite,
      siteId: site.id,
      page: '/search',
      createdAt: at('2026-11-04T00:00:00Z'),
    },
    { eventId: search, siteId: other.id, page: '/search', createdAt: at('2026-11-04T00:00:00Z') },
  ]);
  const deposit = (key: string, siteId: number, carId: number, paidAt: Date | null) => ({
    siteId,
    carId,
    idempotencyKey: key,
    contact: { name: 'Pat', last_name: 'Lee', email: 'pat@example.com', phone: '0412345678', postcode: null },
    amountCents: 50_000,
    status: paidAt ? ('held' as const) : ('pending' as const),
    paidAt,
  });
  await db
    .insert(reservations)
    .values([
      deposit('paid', site.id, car1, at('2026-11-05T00:00:00Z')),
      deposit('pending', site.id, car2, null),
      { ...deposit('paid later', site.id, car2, at('2026-11-07T14:00:00Z')), status: 'released' as const },
      deposit('theirs', other.id, theirCar, at('2026-11-05T00:00:00Z')),
    ]);
}, 120_000);
afterAll(() => handle.drop());

describe('the leads of a period', () => {
  it('by day on the site’s clock: every day, the first and last moments in, a second outside out', async () => {
    expect(await leadsByDay(handle.db, whole)).toEqual([
      { day: '2026-11-01', count: 1 },
      { day: '2026-11-02', count: 1 },
      { day: '2026-11-03', count: 1 },
      { day: '2026-11-04', count: 0 },
      { day: '2026-11-05', count: 0 },
      { day: '2026-11-06', count: 0 },
      { day: '2026-11-07', count: 1 },
    ]);
  });

  it('by kind, the most first, with their shares', async () => {
    const rows = await leadsByKind(handle.db, whole);
    expect(rows).toEqual([
      { kind: 'enquiry', count: 2 },
      { kind: 'contact', count: 1 },
      { kind: 'test-drive', count: 1 },
    ]);
    expect(leadsByKindReport(rows).table.rows).toEqual([
      ['Enquiry', 2, 50],
      ['Contact form', 1, 25],
      ['Test drive', 1, 25],
    ]);
  });

  it('by source: the utm_source they came with, else none', async () => {
    expect(await leadsBySource(handle.db, whole)).toEqual([
      { source: '', count: 3 },
      { source: 'fb', count: 1 },
    ]);
  });

  it('by dealership, the lead of none only for the whole site', async () => {
    const rows = await leadsByDealership(handle.db, whole);
    expect(rows.map((r) => r.count)).toEqual([2, 1, 1]);
    expect(rows.filter((r) => r.dealership === null)).toEqual([{ dealership: null, count: 1 }]);
    expect(await leadsByDealership(handle.db, secondOnly)).toEqual([
      { dealership: expect.any(String), count: 1 },
    ]);
  });

  it('first response and overdue by salesperson, and for the whole', async () => {
    const rows = await responseTimes(handle.db, whole);
    expect(rows).toEqual([
      {
        staffId: 'report-sam',
        salesperson: 'Sam Sales',
        leads: 2,
        responded: 2,
        medianMinutes: 60,
        overdue: 1,
      },
      { staffId: null, salesperson: null, leads: 2, responded: 0, medianMinutes: null, overdue: 1 },
    ]);
    expect(responseTimesReport(rows).table.rows).toEqual([
      ['Sam Sales', 2, 2, '1 h', 1],
      ['Not taken', 2, 0, null, 1],
    ]);
    expect(await responseSummary(handle.db, whole)).toEqual({
      leads: 4,
      responded: 2,
      medianMinutes: 60,
      overdue: 2,
    });
    expect(await responseSummary(handle.db, secondOnly)).toEqual({
      leads: 1,
      responded: 0,
      medianMinutes: null,
      overdue: 1,
    });
  });

  it('won and lost with their reasons', async () => {
    expect(await outcomes(handle.db, whole)).toEqual([
      { status: 'won', reason: null, count: 1 },
      { status: 'lost', reason: 'Price', count: 1 },
    ]);
    expect(await outcomes(handle.db, secondOnly)).toEqual([]);
  });
});

describe('the funnel', () => {
  it('counts the site’s searches, its cars’ views, its leads and the deposits paid, in the period', async () => {
    expect(await funnel(handle.db, whole)).toEqual({ searches: 1, views: 3, leads: 4, reservations: 1 });
  });

  it('for one dealership, leaves the site’s searches out', async () => {
    expect(await funnel(handle.db, secondOnly)).toEqual({
      searches: null,
      views: 0,
      leads: 1,
      reservations: 0,
    });
  });
});

describe('the stock and its cars', () => {
  it('counts the cars in stock now by new, demo and used, with their average days', async () => {
    const rows = await stockByType(handle.db, whole, NOW);
    expect(rows).toEqual([
      { type: 'new', cars: 1, averageDays: 1 },
      { type: 'demo', cars: 0, averageDays: 0 },
      { type: 'used', cars: 2, averageDays: 22.5 },
    ]);
    expect(stockReport(rows).table.rows).toEqual([
      ['New', 1, 1],
      ['Demo', 0, 0],
      ['Used', 2, 22.5],
    ]);
    expect((await stockByType(handle.db, secondOnly, NOW)).map((r) => r.cars)).toEqual([1, 0, 0]);
  });

  it('lists the most viewed cars of the period, then the most enquired about', async () => {
    expect(await topCars(handle.db, whole)).toEqual([
      { id: car1, stockNumber: 'RC1', views: 2, leads: 2, title: '2021 Toyota Corolla Ascent 1' },
      { id: car2, stockNumber: 'RC2', views: 1, leads: 0, title: '2021 Toyota Corolla Ascent 2' },
    ]);
    expect(await topCars(handle.db, secondOnly)).toEqual([]);
  });
});
