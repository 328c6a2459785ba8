import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeTestLead } from '../../../../tests/helpers/stored-lead';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { cars, siteDealerships, sites } from '../../../db/schema';
import { searchPrice } from '../../../inventory/price-rules';
import { STOCK_DEFAULTS, STOCK_PAGE_SIZE, type StockFilter } from './filter-rules';
import { listStock, type StockViewer, shownPriceSql } from './stock-list';

vi.mock('server-only', () => ({}));

let handle: Awaited<ReturnType<typeof createTestDb>>;
let viewer: StockViewer;
let all: (typeof cars.$inferSelect)[];
const NOW = new Date('2026-11-28T00:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  handle = await createTestDb({ cars: 120 });
  const [site] = await handle.db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.slug, 'summit-motor-group'));
  const links = await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  viewer = { siteId: site.id, dealershipIds: links.map((l) => l.dealershipId) };
  all = await handle.db.select().from(cars).where(inArray(cars.dealershipId, viewer.dealershipIds));
  // Known ages: the first car 10 days in stock, the second exactly 30, the third 31, the fourth 91.
  for (const [i, days] of [10, 30, 31, 91].entries())
    await handle.db
      .update(cars)
      .set({ createdAt: new Date(NOW.getTime() - days * DAY - 1000) })
      .where(eq(cars.id, all[i].id));
  await handle.db.update(cars).set({ images: [] }).where(eq(cars.id, all[4].id));
  await storeTestLead(handle.db, { siteId: site.id, carId: all[5].id });
  await storeTestLead(handle.db, { siteId: site.id, carId: all[5].id });
});
afterAll(() => handle.drop());

const list = (filter: Partial<StockFilter> = {}, who = viewer) =>
  listStock(handle.db, who, { ...STOCK_DEFAULTS, ...filter }, NOW);

describe('listStock', () => {
  it('lists the cars of the member’s dealerships only, a page at a time', async () => {
    const { rows, total } = await list();
    expect(total).toBe(all.length);
    expect(rows.length).toBe(Math.min(STOCK_PAGE_SIZE, all.length));
    const one = { ...viewer, dealershipIds: [viewer.dealershipIds[0]] };
    const mine = await list({}, one);
    expect(mine.total).toBe(all.filter((c) => c.dealershipId === one.dealershipIds[0]).length);
    expect(await list({}, { ...viewer, dealershipIds: [] })).toEqual({ rows: [], total: 0 });
  });

  it.each([
    ['0-30', [0, 1]],
    ['31-60', [2]],
    ['over-90', [3]],
  ] as const)('days in stock %s takes the band’s ends', async (age, indexes) => {
    const ids = new Set((await list({ age })).rows.map((r) => r.id));
    for (const i of indexes) expect(ids.has(all[i].id)).toBe(true);
    for (const i of [0, 1, 2, 3].filter((i) => !(indexes as readonly number[]).includes(i)))
      expect(ids.has(all[i].id)).toBe(false);
  });

  it('finds a car by stock number, VIN or rego (spaces and letter case aside)', async () => {
    const car = all.find((c) => c.vin && c.regplate) ?? all[0];
    expect((await list({ q: car.stocknum.toLowerCase() })).rows.map((r) => r.id)).toContain(car.id);
    if (car.vin) expect((await list({ q: car.vin.slice(-6) })).rows.map((r) => r.id)).toContain(car.id);
    if (car.regplate) {
      const spaced = `${car.regplate.slice(0, 3)} ${car.regplate.slice(3)}`.toLowerCase();
      expect((await list({ q: spaced })).rows.map((r) => r.id)).toContain(car.id);
    }
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('counts leads and photos, and finds the cars without photos', async () => {
    const withLeads = (await list({ sort: 'leads', dir: 'desc' })).rows[0];
    expect(withLeads).toMatchObject({ id: all[5].id, leads: 2 });
    const bare = await list({ missingPhotos: true });
    expect(bare.rows.map((r) => r.id)).toContain(all[4].id);
    expect(bare.rows.every((r) => r.photos === 0)).toBe(true);
  });

  it('sorts by the price a shopper sees, the SQL agreeing with shownPrice for every car', async () => {
    const sqlPrices = await handle.db
      .select({ id: cars.id, price: shownPriceSql })
      .from(cars)
      .where(inArray(cars.dealershipId, viewer.dealershipIds));
    for (const row of sqlPrices) {
      const car = all.find((c) => c.id === row.id);
      if (car) expect(row.price ?? 0, `car ${car.id}`).toBe(searchPrice(car));
    }
    const rows = (await list({ sort: 'price', dir: 'asc' })).rows.filter((r) => r.price !== null);
    for (let i = 1; i < rows.length; i += 1)
      expect(rows[i].price ?? 0).toBeGreaterThanOrEqual(rows[i - 1].price ?? 0);
  });

  it('newest first by default; each sort falls back on the car’s id, so paging never repeats a car', async () => {
    const first = await list();
    expect(first.rows[0].daysInStock).toBeLessThanOrEqual(first.rows[1].daysInStock);
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(all.length / STOCK_PAGE_SIZE); page += 1)
      for (const row of (await list({ sort: 'views', page })).rows) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
      }
    expect(seen.size).toBe(all.length);
  });
});
