import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { cars, dealerships } from '../db/schema';
import { stockScope } from './rules';
import { scopeConditions } from './scope-sql';

// The site's default stock filter, run as SQL against crafted cars at each boundary.
const now = new Date('2026-11-22T00:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

let handle: Awaited<ReturnType<typeof createTestDb>>;
let own: number;
let other: number;

type CarSpec = Partial<typeof cars.$inferInsert> & { stocknum: string };

async function addCars(dealershipId: number, specs: CarSpec[]) {
  await handle.db.insert(cars).values(
    specs.map((spec) => ({
      dealershipId,
      slug: `${dealershipId}-${spec.stocknum}`,
      name: 'car',
      year: 2022,
      make: 'Toyota',
      model: 'HiLux',
      carType: 'used' as const,
      ...spec,
    })),
  );
}

beforeAll(async () => {
  handle = await createTestDb();
  [{ id: own }, { id: other }] = await handle.db
    .insert(dealerships)
    .values([
      { slug: 'own', name: 'Own' },
      { slug: 'other', name: 'Other' },
    ])
    .returning({ id: dealerships.id });
  await addCars(own, [
    { stocknum: 'plain' },
    { stocknum: 'new', carType: 'new' },
    { stocknum: 'hidden-4', hiddenFromStock: 4 },
    { stocknum: 'hidden-5', hiddenFromStock: 5 },
    { stocknum: 'coming', status: 'coming_soon' },
    { stocknum: 'sold-2.9d', status: 'sold', soldAt: daysAgo(2.9) },
    { stocknum: 'sold-3.1d', status: 'sold', soldAt: daysAgo(3.1) },
    { stocknum: 'gwm', make: 'Great Wall' },
    { stocknum: 'bike', itemType: 'motorcycle' },
    { stocknum: 'off-site', showOnDealerWebsite: false },
  ]);
  await addCars(other, [{ stocknum: 'elsewhere' }]);
});
afterAll(async () => handle.drop());

const base = {
  hiddenFromStockCount: 4,
  usedOnly: false,
  inStockOnly: false,
  excludedMakes: [] as string[],
  itemTypes: ['car'],
};

async function visible(filter: Partial<typeof base>, soldDays = 3, opts = {}) {
  const scope = stockScope(
    { stockFilter: { ...base, ...filter }, includeSoldCarsDays: soldDays },
    [own],
    now,
  );
  const rows = await handle.db
    .select({ s: cars.stocknum })
    .from(cars)
    .where(and(scopeConditions(scope, opts)));
  return rows.map((r) => r.s).sort();
}

describe('the default stock filter in SQL', () => {
  it('shows own dealerships only, hidden ≤ count, recently sold inside the window', async () => {
    expect(await visible({})).toEqual(['coming', 'hidden-4', 'new', 'plain', 'sold-2.9d', 'gwm'].sort());
  });

  it.each([
    [0, ['coming', 'gwm', 'new', 'plain', 'sold-2.9d']],
    [5, ['coming', 'gwm', 'hidden-4', 'hidden-5', 'new', 'plain', 'sold-2.9d']],
  ])('hidden-from-stock count %i', async (count, expected) => {
    expect(await visible({ hiddenFromStockCount: count })).toEqual(expected);
  });

  it('used only', async () => {
    expect(await visible({ usedOnly: true })).not.toContain('new');
  });

  it('in-stock only drops coming soon and sold', async () => {
    expect(await visible({ inStockOnly: true })).toEqual(['gwm', 'hidden-4', 'new', 'plain']);
  });

  it('brand exclusions', async () => {
    expect(await visible({ excludedMakes: ['Great Wall'] })).not.toContain('gwm');
  });

  it('item types', async () => {
    expect(await visible({ itemTypes: ['car', 'motorcycle'] })).toContain('bike');
  });

  it('a sold window of 0 days shows no sold cars', async () => {
    expect(await visible({}, 0)).toEqual(['coming', 'gwm', 'hidden-4', 'new', 'plain']);
  });

  it('the in-stock option narrows to buyable cars', async () => {
    expect(await visible({}, 3, { inStockOnly: true })).toEqual(['gwm', 'hidden-4', 'new', 'plain']);
  });

  it('never reaches another dealership', async () => {
    const all = await handle.db.select().from(cars).where(eq(cars.dealershipId, other));
    expect(all).toHaveLength(1);
    expect(await visible({ hiddenFromStockCount: 14 })).not.toContain('elsewhere');
  });
});
