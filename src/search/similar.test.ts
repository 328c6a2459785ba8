import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { setDbHandleForTests } from '../db';
import { cars, dealerships } from '../db/schema';
import { getSite, type Site } from '../tenancy/get-site';
import { loadSiteConfigs } from '../tenancy/site-files';
import { syncSites } from '../tenancy/sync-sites';
import { similarCars } from './similar';
import { resetSearchIndexForTests } from './stock-search';

// A tenant of our own (no seed) with a page size of 4, so the order of every list is known.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let site: Site;
let dealerId: number;
let serial = 0;
const slugs = new Map<number, string>();

type CarValues = Partial<typeof cars.$inferInsert>;
const fixtures: CarValues[] = [];

/** Queues a car; all are inserted before the search index is first built. */
function car(label: string, values: CarValues): string {
  serial += 1;
  const slug = `${label}-${serial}`;
  fixtures.push({ slug, ...values });
  return slug;
}

const suvAnchor = car('suv-anchor', { simpleBody: 'SUV', price: 30_000 });
const suv500 = car('suv', { simpleBody: 'SUV', price: 30_500 });
const suv1000 = car('suv', { simpleBody: 'SUV', price: 29_000 });
const suv3000 = car('suv', { simpleBody: 'SUV', price: 33_000 });
const suv9000 = car('suv', { simpleBody: 'SUV', price: 39_000 });
car('suv-out-of-window', { simpleBody: 'SUV', price: 40_001 });
car('suv-no-price', { simpleBody: 'SUV', price: 0 });
car('suv-truck', { simpleBody: 'SUV', price: 30_050, itemType: 'truck' });
car('suv-coming-soon', { simpleBody: 'SUV', price: 30_010, status: 'coming_soon' });
const sedan100 = car('sedan', { simpleBody: 'Sedan', price: 30_100 });
const sedan200 = car('sedan', { simpleBody: 'Sedan', price: 30_200 });
const uteAnchor = car('ute-anchor', { simpleBody: 'Ute', price: 30_000 });
const ute5000 = car('ute', { simpleBody: 'Ute', price: 35_000 });
const noPrice = car('wagon-no-price', { simpleBody: 'Wagon', price: 0 });
const wagonOld = car('wagon', { simpleBody: 'Wagon', price: 90_000, createdAt: new Date('2026-01-01') });
const wagonNew = car('wagon', { simpleBody: 'Wagon', price: 10_000, createdAt: new Date('2026-03-01') });

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
  const base = loadSiteConfigs().find((c) => c.slug === 'coastal-toyota');
  if (!base) throw new Error('coastal-toyota config missing');
  await syncSites(handle.db, [
    {
      ...base,
      slug: 'fixture-similar',
      name: 'Fixture Similar',
      hostnames: [],
      dealerships: ['fixture-similar-dealer'],
      hiddenDealerships: [],
      stockFilter: { ...base.stockFilter, usedOnly: false, excludedMakes: [], itemTypes: ['car', 'truck'] },
      similarCarsPageSize: 4,
    },
  ]);
  const [dealer] = await handle.db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(inArray(dealerships.slug, ['fixture-similar-dealer']));
  dealerId = dealer.id;
  const rows = await handle.db
    .insert(cars)
    .values(
      fixtures.map((values, i) => ({
        dealershipId: dealerId,
        stocknum: `S${i}`,
        name: values.slug ?? '',
        slug: values.slug ?? '',
        year: 2021,
        make: 'Zedmotor',
        model: 'Testa',
        carType: 'used' as const,
        km: 30_000,
        createdAt: new Date('2026-02-01'),
        ...values,
      })),
    )
    .returning({ id: cars.id, slug: cars.slug });
  for (const row of rows) slugs.set(row.id, row.slug);
  site = (await getSite('fixture-similar')) as Site;
}, 60_000);
afterAll(async () => handle.drop());

const similar = async (slug: string) => (await similarCars(site, slug))?.map((hit) => hit.slug);

describe('similarCars', () => {
  it('takes the same body first, nearest in price, up to the page size; never itself', async () => {
    // The sedans are nearer in price, but four SUVs fill the page.
    expect(await similar(suvAnchor)).toEqual([suv500, suv1000, suv3000, suv9000]);
  });

  it('tops up with other bodies when too few share it, without repeats', async () => {
    expect(await similar(uteAnchor)).toEqual([ute5000, suvAnchor, sedan100, sedan200]);
  });

  it('leaves out other item types, other statuses, cars without a price and cars outside the window', async () => {
    const hits = (await similarCars(site, suv500)) ?? [];
    expect(
      hits.every((h) => h.status === 'in_stock' && h.price > 0 && Math.abs(h.price - 30_500) <= 10_000),
    ).toBe(true);
    expect(hits.map((h) => h.slug).some((s) => /truck|coming-soon|no-price|out-of-window/.test(s))).toBe(
      false,
    );
  });

  it('gives a car without a price no window: the newest of its body first', async () => {
    const hits = await similar(noPrice);
    expect(hits?.slice(0, 2)).toEqual([wagonNew, wagonOld]);
    expect(hits).toHaveLength(4);
    expect(hits).not.toContain(noPrice);
  });

  it('answers null for a car the site does not have', async () => {
    expect(await similarCars(site, 'no-such-car')).toBeNull();
  });
});
