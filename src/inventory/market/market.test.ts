import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { cars, dealerships, locations } from '../../db/schema';
import { getSite, type Site } from '../../tenancy/get-site';
import { loadSiteConfigs } from '../../tenancy/site-files';
import { syncSites } from '../../tenancy/sync-sites';
import { computeAutogauge } from './autogauge-rules';
import { autogaugeFor, COMPARABLES_SHOWN } from './market';

// Two small tenants of our own (no seed), so every comparable is one this file inserted.

const NOW = new Date('2026-06-01T00:00:00Z');
const DAY = 86_400_000;

let handle: Awaited<ReturnType<typeof createTestDb>>;
let north: Site;
let dealer: { north: number; south: number };
let serial = 0;

async function addCar(dealershipId: number, values: Partial<typeof cars.$inferInsert> = {}) {
  serial += 1;
  const [row] = await handle.db
    .insert(cars)
    .values({
      dealershipId,
      slug: `fixture-${serial}`,
      stocknum: `F${serial}`,
      name: `Fixture ${serial}`,
      year: 2020,
      make: 'Zedmotor',
      model: 'Testa',
      carType: 'used',
      price: 30_000,
      km: 50_000,
      city: 'Brisbane',
      ...values,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  const base = loadSiteConfigs().find((c) => c.slug === 'coastal-toyota');
  if (!base) throw new Error('coastal-toyota config missing');
  const fixture = (slug: string) => ({
    ...base,
    slug,
    name: slug,
    hostnames: [],
    dealerships: [`${slug}-dealer`],
    hiddenDealerships: [],
  });
  await syncSites(handle.db, [fixture('fixture-north'), fixture('fixture-south')]);
  const rows = await handle.db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(inArray(dealerships.slug, ['fixture-north-dealer', 'fixture-south-dealer']));
  const id = (slug: string) => rows.find((r) => r.slug === slug)?.id ?? 0;
  dealer = { north: id('fixture-north-dealer'), south: id('fixture-south-dealer') };
  north = (await getSite('fixture-north')) as Site;
}, 60_000);
afterAll(async () => handle.drop());

describe('autogaugeFor', () => {
  it('compares with the same make and model across every site, within the year, km and sale windows', async () => {
    const car = await addCar(dealer.north, { year: 2020, km: 50_000, price: 30_000 });
    const [location] = await handle.db
      .insert(locations)
      .values({
        dealershipId: dealer.south,
        name: 'South Yard',
        slug: 'fixture-south-yard',
        street: '1 Test St',
        city: 'Toowoomba',
        state: 'QLD',
        postcode: '4350',
        lat: -27.56,
        long: 151.95,
      })
      .returning();
    const included = [
      await addCar(dealer.north, { price: 28_000, km: 40_000 }),
      await addCar(dealer.south, { price: 31_000, year: 2021, km: 60_000, badge: 'GX' }),
      await addCar(dealer.south, { price: 29_000, year: 2019, status: 'coming_soon' }),
      await addCar(dealer.south, {
        price: 27_500,
        status: 'sold',
        soldAt: new Date(NOW.getTime() - 90 * DAY),
      }),
      await addCar(dealer.south, { price: 32_000, year: 2023 }), // 3 years: the edge, in
      await addCar(dealer.south, { price: 26_000, year: 2017 }), // 3 years the other way
      await addCar(dealer.south, { price: 33_000, km: 110_000 }), // 60,000 km: the edge, in
      await addCar(dealer.south, { price: 30_500, make: 'ZEDMOTOR', model: 'testa' }), // any case
      await addCar(dealer.south, { price: 30_200, city: null, locationId: location.id }),
    ];
    // Each of these misses one condition.
    await addCar(dealer.south, {
      price: 25_000,
      status: 'sold',
      soldAt: new Date(NOW.getTime() - 90 * DAY - 1),
    });
    await addCar(dealer.south, { price: 25_000, status: 'sold', soldAt: null });
    await addCar(dealer.south, { price: 0 });
    await addCar(dealer.south, { price: 25_000, year: 2024 });
    await addCar(dealer.south, { price: 25_000, km: 110_001 });
    await addCar(dealer.south, { price: 25_000, model: 'Testa Sport' });

    const gauge = await autogaugeFor(north, car.slug, NOW);
    const expected = computeAutogauge(car, included);
    expect(gauge?.result).toEqual(expected);
    expect(gauge?.result).not.toBeNull();
    expect(gauge?.comparables.map((c) => c.price).sort((a, b) => a - b)).toEqual(
      included.map((c) => c.price).sort((a, b) => a - b),
    );

    // Closest first by computeAutogauge's weight: 0.5^(|Δyear| / 2 + |Δkm| / 25,000).
    const distance = (c: { year: number; km: number }) =>
      Math.abs(c.year - car.year) / 2 + Math.abs(c.km - car.km) / 25_000;
    const distances = gauge?.comparables.map(distance) ?? [];
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const byPrice = new Map(gauge?.comparables.map((c) => [c.price, c]));
    expect(byPrice.get(27_500)?.sold).toBe(true);
    expect(byPrice.get(29_000)?.sold).toBe(false);
    expect(byPrice.get(31_000)).toEqual({
      year: 2021,
      km: 60_000,
      price: 31_000,
      badge: 'GX',
      city: 'Brisbane',
      sold: false,
    });
    expect(byPrice.get(30_200)?.city).toBe('Toowoomba'); // the location's city when the car has none
  });

  it('shows the closest 12 but weighs them all', async () => {
    const car = await addCar(dealer.north, { make: 'Many', model: 'Comps', km: 20_000 });
    const all = [];
    for (let i = 0; i < 15; i++) {
      all.push(
        await addCar(dealer.south, {
          make: 'Many',
          model: 'Comps',
          km: 20_000 + i * 3_000,
          price: 25_000 + i * 500,
        }),
      );
    }
    const gauge = await autogaugeFor(north, car.slug, NOW);
    expect(gauge?.comparables).toHaveLength(COMPARABLES_SHOWN);
    expect(gauge?.comparables.map((c) => c.km)).toEqual(all.slice(0, 12).map((c) => c.km));
    expect(gauge?.result).toEqual(computeAutogauge(car, all));
  });

  it('has no result for a car without a price or with too few comparables', async () => {
    const noPrice = await addCar(dealer.north, { make: 'Few', model: 'Comps', price: 0 });
    await addCar(dealer.south, { make: 'Few', model: 'Comps', price: 20_000 });
    await addCar(dealer.south, { make: 'Few', model: 'Comps', price: 21_000 });
    await addCar(dealer.south, { make: 'Few', model: 'Comps', price: 22_000 });
    expect((await autogaugeFor(north, noPrice.slug, NOW))?.result).toBeNull();

    const lonely = await addCar(dealer.north, { make: 'Lonely', model: 'One' });
    await addCar(dealer.south, { make: 'Lonely', model: 'One', price: 20_000 });
    await addCar(dealer.south, { make: 'Lonely', model: 'One', price: 21_000 });
    const gauge = await autogaugeFor(north, lonely.slug, NOW);
    expect(gauge?.result).toBeNull();
    expect(gauge?.comparables).toHaveLength(2);
  });

  it('finds only the site’s own cars', async () => {
    const southCar = await addCar(dealer.south, { make: 'Other', model: 'Site' });
    expect(await autogaugeFor(north, southCar.slug, NOW)).toBeNull();
    expect(await autogaugeFor(north, 'no-such-car', NOW)).toBeNull();
    const [own] = await handle.db.select().from(cars).where(eq(cars.dealershipId, dealer.north)).limit(1);
    expect(await autogaugeFor(north, own.slug, NOW)).not.toBeNull();
  });
});
