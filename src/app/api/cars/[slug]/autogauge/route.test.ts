import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAutogauge } from '@/inventory/market/autogauge-rules';
import { createTestDb } from '../../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../../db';
import { cars, dealerships } from '../../../../../db/schema';
import { SITE_HEADER } from '../../../../../tenancy/site-header';
import { GET } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let dealer: Record<string, number>;
let serial = 0;

async function addCar(dealership: string, values: Partial<typeof cars.$inferInsert> = {}) {
  serial += 1;
  const [row] = await handle.db
    .insert(cars)
    .values({
      dealershipId: dealer[dealership],
      slug: `gauge-fixture-${serial}`,
      stocknum: `G${serial}`,
      name: `Gauge fixture ${serial}`,
      year: 2020,
      make: 'Zedmotor',
      model: 'Testa',
      carType: 'used',
      price: 30_000,
      km: 50_000,
      ...values,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  const rows = await handle.db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(inArray(dealerships.slug, ['coastal-toyota-tingalpa', 'carzone-rocklea']));
  dealer = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
}, 120_000);
afterAll(async () => handle.drop());

const gauge = async (site: string, slug: string) => {
  const response = await GET(
    new Request(`http://x.localhost/api/cars/${slug}/autogauge`, { headers: { [SITE_HEADER]: site } }),
    { params: Promise.resolve({ slug }) },
  );
  return { status: response.status, headers: response.headers, json: await response.json() };
};

const KEYS = [
  'comparables',
  'confidence',
  'description',
  'fill',
  'listing_price',
  'market_range_max',
  'market_range_min',
];

describe('GET /api/cars/{slug}/autogauge', () => {
  it('answers the §3 fields for a seeded car, as computeAutogauge finds them from the market', async () => {
    // The market as the rule states it, worked out here in JS over every seeded car.
    const all = await handle.db.select().from(cars);
    const soldSince = Date.now() - 90 * 86_400_000;
    const marketFor = (car: (typeof all)[number]) =>
      all.filter(
        (c) =>
          c.id !== car.id &&
          c.make.toLowerCase() === car.make.toLowerCase() &&
          c.model.toLowerCase() === car.model.toLowerCase() &&
          c.price > 0 &&
          Math.abs(c.year - car.year) <= 3 &&
          Math.abs(c.km - car.km) <= 60_000 &&
          (c.status === 'in_stock' ||
            c.status === 'coming_soon' ||
            (c.soldAt !== null && c.soldAt.getTime() >= soldSince)),
      );
    const own = all.filter((c) => c.dealershipId === dealer['coastal-toyota-tingalpa'] && c.price > 0);
    const car = own.sort((a, b) => marketFor(b).length - marketFor(a).length || a.id - b.id)[0];
    const market = marketFor(car);
    expect(market.length).toBeGreaterThanOrEqual(3);
    const expected = computeAutogauge(car, market);
    expect(expected).not.toBeNull();

    const { status, headers, json } = await gauge('coastal-toyota', car.slug);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(Object.keys(json).sort()).toEqual(KEYS);
    expect(json.description).toBeNull();
    expect(json.listing_price).toBe(car.price);
    expect(json.market_range_min).toBe(expected?.market_range_min);
    expect(json.market_range_max).toBe(expected?.market_range_max);
    // Summation order may differ from the rule's input order in the last bits.
    expect(json.fill).toBeCloseTo(expected?.fill ?? Number.NaN, 10);
    expect(json.confidence).toBeCloseTo(expected?.confidence ?? Number.NaN, 10);
    expect(json.comparables).toHaveLength(Math.min(12, market.length));
    for (const c of json.comparables) {
      expect(Object.keys(c).sort()).toEqual(['badge', 'city', 'km', 'price', 'sold', 'year']);
    }
  });

  it('weighs comparables from every site, while the car itself must be the site’s own', async () => {
    const car = await addCar('coastal-toyota-tingalpa', { make: 'Crossite', model: 'Market' });
    for (const price of [28_000, 30_000, 32_000]) {
      await addCar('carzone-rocklea', { make: 'Crossite', model: 'Market', price });
    }
    const { status, json } = await gauge('coastal-toyota', car.slug);
    expect(status).toBe(200);
    expect(json.comparables.map((c: { price: number }) => c.price).sort()).toEqual([28_000, 30_000, 32_000]);
    const expected = computeAutogauge(
      car,
      [28_000, 30_000, 32_000].map((price) => ({ price, year: 2020, km: 50_000 })),
    );
    expect(json).toMatchObject({ ...expected, description: null });

    expect((await gauge('carzone', car.slug)).status).toBe(404);
  });

  it('answers {} when there is no comparison: too few comparables or no price', async () => {
    const lonely = await addCar('coastal-toyota-tingalpa', { make: 'Nobody', model: 'Else' });
    expect(await gauge('coastal-toyota', lonely.slug)).toMatchObject({ status: 200, json: {} });

    const unpriced = await addCar('coastal-toyota-tingalpa', { make: 'Crossite', model: 'Market', price: 0 });
    expect(await gauge('coastal-toyota', unpriced.slug)).toMatchObject({ status: 200, json: {} });
  });

  it('answers 404 JSON for an unknown car or site', async () => {
    const unknown = await gauge('coastal-toyota', 'no-such-car');
    expect(unknown).toMatchObject({ status: 404, json: { error: 'Car not found' } });
    const [any] = await handle.db
      .select()
      .from(cars)
      .where(eq(cars.dealershipId, dealer['carzone-rocklea']))
      .limit(1);
    expect((await gauge('no-such-site', any.slug)).status).toBe(404);
  });
});
