import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { carMarket, cars, siteDealerships, sites } from '../../../db/schema';
import { recordStockChanges } from '../../../db/stock-version';
import { refreshAllCarMarkets } from '../../../inventory/market/car-market';
import { STOCK_DEFAULTS, type StockFilter } from '../stock/filter-rules';
import { listStock, type StockViewer } from '../stock/stock-list';
import { priceAgainstMarket, priceHistoryOf } from './price-market';

vi.mock('server-only', () => ({}));

// The console's price position: the stock list filtered and sorted by the car_market rows the job keeps,
// and a car's page reading the same market live, with its price history; all within the member's reach.

const NOW = new Date('2026-11-28T00:00:00Z');

let handle: Awaited<ReturnType<typeof createTestDb>>;
let viewer: StockViewer;
let outsider: StockViewer;
let mine: number[];
let subject: number;

beforeAll(async () => {
  handle = await createTestDb({ cars: 120 });
  const viewerOf = async (slug: string) => {
    const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
    const links = await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
    return { siteId: site.id, dealershipIds: links.map((l) => l.dealershipId) };
  };
  viewer = await viewerOf('summit-motor-group');
  outsider = await viewerOf('outback-rv');
  outsider.dealershipIds = outsider.dealershipIds.filter((id) => !viewer.dealershipIds.includes(id));
  // A model of our own: five cars around 30,000 and three to place, one below, one at, one above.
  const prices = [28_000, 29_000, 30_000, 31_000, 32_000, 25_000, 30_000, 36_000];
  const added = await handle.db
    .insert(cars)
    .values(
      prices.map((price, i) => ({
        dealershipId: viewer.dealershipIds[0],
        slug: `position-fixture-${i}`,
        stocknum: `PF${i}`,
        name: `Fixture ${i}`,
        year: 2020,
        make: 'Zedmotor',
        model: 'Testa',
        carType: 'used' as const,
        price,
        km: 50_000,
      })),
    )
    .returning({ id: cars.id });
  subject = added[5].id;
  await refreshAllCarMarkets(handle.db, NOW);
  mine = (
    await handle.db.select({ id: cars.id }).from(cars).where(inArray(cars.dealershipId, viewer.dealershipIds))
  ).map((row) => row.id);
}, 120_000);
afterAll(() => handle.drop());

const list = (filter: Partial<StockFilter> = {}) =>
  listStock(handle.db, viewer, { ...STOCK_DEFAULTS, ...filter }, NOW);

const positionsOf = async () =>
  handle.db
    .select({ carId: carMarket.carId, position: carMarket.position })
    .from(carMarket)
    .where(inArray(carMarket.carId, mine));

describe('the stock list by price position', () => {
  it.each(['below', 'at', 'above'] as const)('filters the cars %s the market', async (market) => {
    const expected = (await positionsOf()).filter((row) => row.position === market).map((row) => row.carId);
    expect(expected.length).toBeGreaterThan(0);
    const { rows, total } = await list({ market });
    expect(total).toBe(expected.length);
    expect(rows.every((row) => row.market === market)).toBe(true);
  });

  it('filters the cars without a market: too few comparables, sold, or not worked out yet', async () => {
    const placed = (await positionsOf()).filter((row) => row.position !== null).length;
    const { rows, total } = await list({ market: 'none' });
    expect(total).toBe(mine.length - placed);
    expect(rows.every((row) => row.market === null)).toBe(true);
  });

  it('sorts by how far the price is from the median, the cars without a market last', async () => {
    const { rows } = await list({ sort: 'market', dir: 'asc', market: null });
    const gaps = rows.map((row) => row.marketGap).filter((gap) => gap !== null);
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(rows[0].market).toBe('below');
    const down = await list({ sort: 'market', dir: 'desc' });
    expect(down.rows[0].market).toBe('above');
  });
});

describe('a car’s price against the market on its page', () => {
  it('is read live with the job’s figures, its comparables listed without dealer or link', async () => {
    const [row] = await handle.db.select().from(carMarket).where(eq(carMarket.carId, subject));
    expect(row).toMatchObject({ position: 'below', median: 30_000, comparables: 7 });
    const live = await priceAgainstMarket(handle.db, viewer, row.carId, NOW);
    expect(live).toMatchObject({
      comparables: row.comparables,
      marketMin: row.marketMin,
      marketMax: row.marketMax,
      median: row.median,
      position: row.position,
      suggested: row.suggested,
    });
    expect(live?.basis).toMatch(/^The median of \d+ comparables?, weighted/);
    expect(live?.closest.length).toBeGreaterThan(0);
    for (const comparable of live?.closest ?? [])
      expect(Object.keys(comparable).sort()).toEqual(['badge', 'city', 'km', 'price', 'sold', 'year']);
  });

  it('is another dealership’s car: nothing, and no history', async () => {
    expect(await priceAgainstMarket(handle.db, outsider, mine[0], NOW)).toBeNull();
    expect(await priceHistoryOf(handle.db, outsider, mine[0])).toEqual([]);
  });

  it('lists the price history newest first, with who changed it', async () => {
    const [car] = await handle.db
      .select()
      .from(cars)
      .where(and(inArray(cars.id, mine), gt(cars.price, 0)))
      .limit(1);
    for (const price of [car.price + 1000, car.price])
      await handle.db.transaction(async (tx) => {
        await tx.update(cars).set({ price, offerPrice: null }).where(eq(cars.id, car.id));
        await recordStockChanges(tx, [car.id], { source: 'person', who: 'manager@example.com' });
      });
    const history = await priceHistoryOf(handle.db, viewer, car.id);
    expect(history.map((entry) => [entry.price, entry.source, entry.who])).toEqual([
      [car.price, 'person', 'manager@example.com'],
      [car.price + 1000, 'person', 'manager@example.com'],
    ]);
  });
});
