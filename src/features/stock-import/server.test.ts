import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appMeta,
  cars,
  dealerships,
  locations,
  reservations,
  sites,
  stockChanges,
  stockImports,
} from '@/db/schema';
import { turnsDuring } from '../../../tests/helpers/event-loop';
import { createTestDb } from '../../../tests/helpers/test-db';
import { type ParsedFeed, parseCsvFeed, parseJsonFeed } from './feed-parser';
import { importStock, StockImportError } from './server';

let handle: Awaited<ReturnType<typeof createTestDb>>;
const db = () => handle.db;
let mainId: number;
let otherId: number;
let northId: number;

const HEADER = 'stocknum,year,make,model,badge,car_type,price,km,status,location,images,colour';
const GOOD = [
  'S1,2021,Toyota,HiLux,SR5,used,"$34,990","45,000",in_stock,,https://cdn.example.com/s1a.jpg|https://cdn.example.com/s1b.jpg,White',
  'S2,2022,Mazda,CX-5,Maxx,demo,29990,1200,coming_soon,north-store,,Red',
  'S3,2020,Ford,Ranger,XLT,used,41990,80000,,,,Blue',
];
const BAD = ['S4,1899,Kia,Rio,S,used,15990,1000,,,,', 'S5,2020,Kia,Cerato,S,used,-1,1000,,,,'];

async function feed(lines: string[]): Promise<ParsedFeed> {
  const parsed = await parseCsvFeed([HEADER, ...lines].join('\n'));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.feed;
}

const carsOf = (dealershipId: number) =>
  db().select().from(cars).where(eq(cars.dealershipId, dealershipId)).orderBy(asc(cars.stocknum));
const changeCount = async () => (await db().select({ n: count() }).from(stockChanges))[0].n;

beforeAll(async () => {
  handle = await createTestDb();
  const [main, other] = await db()
    .insert(dealerships)
    .values([
      { slug: 'test-motors', name: 'Test Motors' },
      { slug: 'other-motors', name: 'Other Motors' },
    ])
    .returning({ id: dealerships.id });
  mainId = main.id;
  otherId = other.id;
  const address = { street: '1 Main St', postcode: '4000', lat: -27.47, long: 153.02 };
  const [, north] = await db()
    .insert(locations)
    .values([
      {
        ...address,
        dealershipId: mainId,
        name: 'Main',
        slug: 'main-store',
        primary: true,
        city: 'Brisbane',
        state: 'QLD',
      },
      {
        ...address,
        dealershipId: mainId,
        name: 'North',
        slug: 'north-store',
        city: 'Chermside',
        state: 'QLD',
      },
      {
        ...address,
        dealershipId: otherId,
        name: 'Other',
        slug: 'other-store',
        primary: true,
        city: 'Sydney',
        state: 'NSW',
      },
    ])
    .returning({ id: locations.id });
  northId = north.id;
  // The other dealership has a car with the same stock number and the same slug base as ours.
  await importStock(db(), { ...(await feed([GOOD[0]])), dealershipId: otherId, full: true, source: 'test' });
});

afterAll(async () => {
  await handle?.drop();
});

describe('importStock', () => {
  it('loads the good rows of a feed and reports the bad ones', async () => {
    const before = await changeCount();
    const result = await importStock(db(), {
      ...(await feed([...GOOD, ...BAD])),
      dealershipSlug: 'test-motors',
      full: true,
      source: 'test',
    });
    expect(result).toMatchObject({ inserted: 3, updated: 0, unchanged: 0, markedSold: 0, rejected: 2 });
    expect(result.errors).toEqual([
      { line: 5, field: 'year', message: 'must be at least 1900, got 1899' },
      { line: 6, field: 'price', message: 'must be at least 0, got -1' },
    ]);

    const rows = await carsOf(mainId);
    expect(rows.map((car) => car.stocknum)).toEqual(['S1', 'S2', 'S3']);
    const [s1, s2, s3] = rows;
    expect(s1).toMatchObject({
      name: '2021 Toyota HiLux SR5',
      price: 34990,
      km: 45000,
      carType: 'used',
      status: 'in_stock',
      soldAt: null,
      locationId: expect.any(Number),
      city: 'Brisbane',
      state: 'QLD',
      // The photos are fetched after the import (feed-photos.test.ts).
      primaryImageUrl: null,
      images: [],
      feedImages: ['https://cdn.example.com/s1a.jpg', 'https://cdn.example.com/s1b.jpg'],
    });
    expect(result.photosQueued).toBe(2);
    // The other dealership already holds the plain slug.
    expect(s1.slug).toBe('2021-toyota-hilux-sr5-s1-test-motors');
    expect(s2).toMatchObject({ status: 'coming_soon', locationId: northId, city: 'Chermside', images: [] });
    expect(s3).toMatchObject({ slug: '2020-ford-ranger-xlt-s3', status: 'in_stock' });

    expect((await changeCount()) - before).toBe(3);
    const [audit] = await db().select().from(stockImports).where(eq(stockImports.id, result.importId));
    expect(audit).toMatchObject({
      dealershipId: mainId,
      fullFeed: true,
      inserted: 3,
      rejected: 2,
      source: 'test',
    });
    expect(audit.errors).toHaveLength(2);
  });

  it('changes nothing when the same feed runs again', async () => {
    const before = await carsOf(mainId);
    const changes = await changeCount();
    const [version] = await db().select().from(appMeta).where(eq(appMeta.key, 'stock_version'));
    const result = await importStock(db(), {
      ...(await feed([...GOOD, ...BAD])),
      dealershipId: mainId,
      full: true,
      source: 'test',
    });
    expect(result).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, markedSold: 0, rejected: 2 });
    expect(await changeCount()).toBe(changes);
    // Only the check time moves: the feed confirmed the cars are still there.
    const unchecked = (rows: (typeof cars.$inferSelect)[]) => rows.map(({ checkedAt: _, ...row }) => row);
    expect(unchecked(await carsOf(mainId))).toEqual(unchecked(before));
    const [after] = await db().select().from(appMeta).where(eq(appMeta.key, 'stock_version'));
    expect(after.value).toBe(version.value);
  });

  it('updates only what changed and logs only that car', async () => {
    const before = await carsOf(mainId);
    const changes = await changeCount();
    const edited = GOOD[2].replace('41990', '39990');
    const result = await importStock(db(), {
      ...(await feed([GOOD[0], GOOD[1], edited])),
      dealershipId: mainId,
      full: true,
      source: 'test',
    });
    expect(result).toMatchObject({ inserted: 0, updated: 1, unchanged: 2, markedSold: 0 });
    const rows = await carsOf(mainId);
    expect(rows[2].price).toBe(39990);
    expect(rows[2].updatedAt.getTime()).toBeGreaterThan(before[2].updatedAt.getTime());
    expect(rows[0].updatedAt).toEqual(before[0].updatedAt);
    expect((await changeCount()) - changes).toBe(1);
  });

  it('a partial feed marks nothing sold', async () => {
    const result = await importStock(db(), {
      ...(await feed([GOOD[0]])),
      dealershipId: mainId,
      full: false,
      source: 'test',
    });
    expect(result).toMatchObject({ markedSold: 0, unchanged: 1 });
    expect((await carsOf(mainId)).every((car) => car.status !== 'sold')).toBe(true);
  });

  it('a full feed marks the missing car sold, and leaves the other dealership alone', async () => {
    const otherBefore = await carsOf(otherId);
    const changes = await changeCount();
    const result = await importStock(db(), {
      ...(await feed([GOOD[0], GOOD[1]])),
      dealershipId: mainId,
      full: true,
      source: 'test',
    });
    expect(result).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, markedSold: 1 });
    const s3 = (await carsOf(mainId))[2];
    expect(s3.status).toBe('sold');
    expect(s3.soldAt).toBeInstanceOf(Date);
    expect((await changeCount()) - changes).toBe(1);
    expect(await carsOf(otherId)).toEqual(otherBefore);

    // Running it again: the car is already sold, so nothing more happens.
    const again = await importStock(db(), {
      ...(await feed([GOOD[0], GOOD[1]])),
      dealershipId: mainId,
      full: true,
      source: 't',
    });
    expect(again).toMatchObject({ markedSold: 0, updated: 0, unchanged: 2 });
  });

  it('a sold car that reappears returns to its feed status with sold_at cleared', async () => {
    const result = await importStock(db(), {
      ...(await feed([GOOD[0], GOOD[1], GOOD[2]])),
      dealershipId: mainId,
      full: true,
      source: 'test',
    });
    expect(result).toMatchObject({ updated: 1, unchanged: 2, markedSold: 0 });
    const s3 = (await carsOf(mainId))[2];
    expect(s3).toMatchObject({ status: 'in_stock', soldAt: null, price: 41990 });
  });

  it('does not mark a car sold because its row was rejected', async () => {
    const broken = GOOD[2].replace('41990', 'call us');
    const result = await importStock(db(), {
      ...(await feed([GOOD[0], GOOD[1], broken])),
      dealershipId: mainId,
      full: true,
      source: 'test',
    });
    expect(result).toMatchObject({ markedSold: 0, rejected: 1 });
    expect((await carsOf(mainId))[2].status).toBe('in_stock');
  });

  it('marks nothing sold when every row of a full feed was rejected', async () => {
    const result = await importStock(db(), {
      ...(await feed(BAD)),
      dealershipId: mainId,
      full: true,
      source: 'test',
    });
    expect(result.markedSold).toBe(0);
    expect(result.warnings).toContain('No car was marked sold: every row of this full feed was rejected');
  });

  it('keeps a location the feed does not carry, and falls back to the primary for an unknown one', async () => {
    const header = 'stocknum,year,make,model,badge,car_type,price';
    const parsed = await parseCsvFeed(`${header}\nS2,2022,Mazda,CX-5,Maxx,demo,29990\n`);
    if (!parsed.ok) throw new Error(parsed.error);
    await importStock(db(), { ...parsed.feed, dealershipId: mainId, full: false, source: 'test' });
    const [s2] = await db().select().from(cars).where(eq(cars.slug, '2022-mazda-cx-5-maxx-s2'));
    // Columns the feed lacks keep their values; a feed without a status column means in stock.
    expect(s2).toMatchObject({ locationId: northId, colour: 'Red', status: 'in_stock' });

    const result = await importStock(db(), {
      ...(await feed([GOOD[1].replace('north-store', 'other-store')])),
      dealershipId: mainId,
      full: false,
      source: 'test',
    });
    expect(result.warnings[0]).toContain("location 'other-store' is not one of test-motors's locations");
    // The run's record keeps it, for the console's page of the run.
    const [run] = await db().select().from(stockImports).where(eq(stockImports.id, result.importId));
    expect(run.warnings).toEqual(result.warnings);
    const [moved] = await db().select().from(cars).where(eq(cars.id, s2.id));
    expect(moved).toMatchObject({ city: 'Brisbane', state: 'QLD' });
    expect(moved.locationId).not.toBe(northId);
  });

  it('a feed carrying every column round-trips: the second run finds nothing changed', async () => {
    const car = {
      stocknum: 'ALL1',
      vin: 'JTFB22H10A1234567',
      year: 2023,
      make: 'Toyota',
      model: 'LandCruiser 300',
      badge: 'GR Sport',
      series: 'FJA300R',
      car_type: 'new',
      status: 'in_stock',
      price: '$139,990',
      before_price: 145000,
      offer_price: '137,990',
      subscription_price: 499,
      price_type: 'drive_away',
      drive_away_price: '$141,500',
      preorder: 'no',
      km: 12,
      colour: 'Graphite',
      interior_colour: 'Black',
      trans: '10 Speed Automatic',
      simple_transmission: 'Automatic',
      simple_body: 'SUV',
      simple_fuel: 'Diesel',
      simple_drive: '4x4',
      fuel: 'Diesel',
      drive: 'Four Wheel Drive',
      seats: 5,
      doors: 4,
      engine_size: '3.3L',
      engine_size_litres: 3.346,
      gearnum: 10,
      bodyconfiguration: 'Wagon',
      regplate: 'ABC123',
      rego_expiry: '01/07/2027',
      build_date: '2023-03-01',
      compliance_date: '2023-04-15',
      nvic: 'L3Z23A',
      tag: 'Test Drive Only',
      certified: 'Y',
      reserved: false,
      item_type: 'car',
      images: ['https://cdn.example.com/all1.jpg', '/media/cars/all1-2.jpg'],
      video_url: 'https://cdn.example.com/all1.mp4',
      external_video_url: 'https://www.youtube.com/watch?v=abc',
      file: 'https://reports.example.com/all1.pdf',
      dealercomments: 'One owner.\nFull service history.',
      carsales_title: '2023 Toyota LandCruiser 300 GR Sport Auto 4x4',
      standard_equipment: ['Adaptive cruise', 'Diff locks'],
      categories: ['4x4', 'family'],
      location: 'north-store',
      private_suburb: 'Chermside',
      private_postcode: '4032',
      hidden_from_stock: 3,
      show_on_dealer_website: true,
      checkout_enabled: 'yes',
      trade_in_allowed: '1',
      test_drive_enabled: 'true',
      reserve_amount: 500,
      variant: { cylinders: 6, enginesize: 3346, induction: 'Twin Turbo', torque: 700, ancaprating: 5 },
    };
    const parsed = await parseJsonFeed([car]);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.feed.errors).toEqual([]);
    expect(parsed.feed.warnings).toEqual([]);
    const first = await importStock(db(), {
      ...parsed.feed,
      dealershipId: mainId,
      full: false,
      source: 'test',
    });
    expect(first.inserted).toBe(1);
    const [stored] = await db().select().from(cars).where(eq(cars.stocknum, 'ALL1'));
    expect(stored).toMatchObject({
      price: 139990,
      offerPrice: 137990,
      driveAwayPrice: 141500,
      regoExpiry: '2027-07-01',
      buildDate: '2023-03-01',
      hasNvic: true,
      certified: true,
      checkoutEnabled: true,
      hiddenFromStock: 3,
      locationId: northId,
      variant: {
        cylinders: 6,
        enginesize: 3346,
        induction: 'Twin Turbo',
        torque: 700,
        ancaprating: 5,
        bodyconfiguration: 'Wagon',
      },
      standardEquipment: ['Adaptive cruise', 'Diff locks'],
      categories: ['4x4', 'family'],
    });
    const second = await importStock(db(), {
      ...parsed.feed,
      dealershipId: mainId,
      full: false,
      source: 'test',
    });
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
  });

  it('a big feed gives other requests turns while it is written', async () => {
    const [{ id }] = await db()
      .insert(dealerships)
      .values({ slug: 'busy-motors', name: 'Busy Motors' })
      .returning({ id: dealerships.id });
    const rows = Array.from({ length: 1200 }, (_, i) => `B${i},2022,Kia,Rio,S,used,${15000 + i},10,,,,`);
    const parsed = await feed(rows);
    const turns = await turnsDuring(() =>
      importStock(db(), { ...parsed, dealershipId: id, full: true, source: 'test' }),
    );
    // Inserts in batches of 500, and the stock-change log: each batch lets the event loop run.
    expect(turns).toBeGreaterThanOrEqual(4);
    expect(await db().select({ n: count() }).from(cars).where(eq(cars.dealershipId, id))).toEqual([
      { n: 1200 },
    ]);
  });

  it('keeps a car held by an online reservation Reserved whatever the feed says, until the hold ends', async () => {
    const [site] = await db()
      .insert(sites)
      .values({ slug: 'test-site', name: 'Test', config: {} })
      .returning({ id: sites.id });
    const [s1] = (await carsOf(mainId)).filter((car) => car.stocknum === 'S1');
    const hold = {
      siteId: site.id,
      carId: s1.id,
      idempotencyKey: 'hold-1',
      contact: {
        name: 'Jo',
        last_name: 'Citizen',
        email: 'jo@example.com',
        phone: '0412345678',
        postcode: null,
      },
      amountCents: 20_000,
      status: 'held' as const,
    };
    const [reservation] = await db().insert(reservations).values(hold).returning({ id: reservations.id });
    // The dealer's feed says S1 is not reserved.
    const parsed = await parseCsvFeed(
      [`${HEADER},reserved`, ...GOOD.map((line) => `${line},false`)].join('\n'),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const again = () =>
      importStock(db(), { ...parsed.feed, dealershipSlug: 'test-motors', full: true, source: 'test' });
    await again();
    expect((await carsOf(mainId)).find((car) => car.stocknum === 'S1')?.reserved).toBe(true);
    await db().update(reservations).set({ status: 'released' }).where(eq(reservations.id, reservation.id));
    await again();
    expect((await carsOf(mainId)).find((car) => car.stocknum === 'S1')?.reserved).toBe(false);
  });

  it('keeps the values a person locked, reports them, and confirms every car the feed lists', async () => {
    const load = async (lines: string[], full = false) =>
      importStock(db(), { ...(await feed(lines)), dealershipSlug: 'test-motors', full, source: 'test' });
    await load(GOOD, true);
    const s3 = (await carsOf(mainId)).find((car) => car.stocknum === 'S3');
    if (!s3) throw new Error('no S3');
    await db()
      .update(cars)
      .set({ price: 39_990, lockedFields: ['price', 'status'] })
      .where(eq(cars.id, s3.id));
    const later = new Date(Date.now() + 60_000);
    // The feed still carries the old price, and a new km; S3's price stays, its km follows the feed.
    const result = await importStock(db(), {
      ...(await feed([GOOD[0], GOOD[1], GOOD[2].replace('80000', '81000')])),
      dealershipSlug: 'test-motors',
      full: true,
      source: 'test',
      now: later,
    });
    expect(result.kept).toEqual([{ stocknum: 'S3', field: 'price', feed: 41_990, kept: 39_990 }]);
    const [run] = await db().select().from(stockImports).where(eq(stockImports.id, result.importId));
    expect(run.kept).toEqual(result.kept);
    const rows = await carsOf(mainId);
    const after = rows.find((car) => car.stocknum === 'S3');
    expect(after).toMatchObject({ price: 39_990, km: 81_000 });
    expect(after?.fieldSources.price?.at).not.toBe(later.toISOString());
    expect(after?.youxQuote?.weeklyRepaymentAmount).toBeGreaterThan(0);
    // Every car the feed listed was checked now, written or not.
    for (const car of rows.filter((row) => ['S1', 'S2', 'S3'].includes(row.stocknum)))
      expect(car.checkedAt.toISOString()).toBe(later.toISOString());

    // A full feed that leaves S3 out does not sell it: its status is locked.
    const without = await load([GOOD[0], GOOD[1]], true);
    expect(without.kept).toEqual([{ stocknum: 'S3', field: 'status', feed: 'sold', kept: 'in_stock' }]);
    expect((await carsOf(mainId)).find((car) => car.stocknum === 'S3')?.status).toBe('in_stock');

    // Unlocked, the feed sets the price again, and is its source from then on.
    await db().update(cars).set({ lockedFields: [] }).where(eq(cars.id, s3.id));
    const unlocked = await load([GOOD[2]]);
    expect(unlocked.kept).toEqual([]);
    const back = (await carsOf(mainId)).find((car) => car.stocknum === 'S3');
    expect(back?.price).toBe(41_990);
    expect(back?.fieldSources.price?.by).toBe('feed');
  });

  it('refuses an unknown dealership', async () => {
    await expect(
      importStock(db(), { rows: [], dealershipSlug: 'nobody', full: true, source: 'test' }),
    ).rejects.toBeInstanceOf(StockImportError);
  });

  it('never touched the other dealership', async () => {
    const rows = await db()
      .select()
      .from(cars)
      .where(inArray(cars.dealershipId, [otherId]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ slug: '2021-toyota-hilux-sr5-s1', status: 'in_stock', city: 'Sydney' });
  });
});
