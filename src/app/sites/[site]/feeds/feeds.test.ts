import { eq, inArray } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as stockPOST } from '@/app/api/admin/stock/route';
import { setDbHandleForTests } from '@/db';
import { cars, dealerships } from '@/db/schema';
import { shownPrice } from '@/inventory/price-rules';
import { isAvailable } from '@/inventory/status-rules';
import { onTagsInvalidated, pageTags, stockTag } from '@/lib/cache-tags';
import { OUTBOUND_FEEDS, paths } from '@/lib/paths';
import { resetSearchIndexForTests, searchIndex, siteFeedStock, startStockCacheFollower } from '@/search';
import { getSite, type Site } from '@/tenancy/get-site';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { GET as googleStoresGET } from './google-stores.xml/route';
import { GET as googleVehiclesGET } from './google-vehicles.xml/route';
import { GET as metaVehiclesGET } from './meta-vehicles.xml/route';
import { GET as stockCsvGET } from './stock.csv/route';
import { GET as stockJsonGET } from './stock.json/route';

// Each feed of a seeded site, built from its live stock: only cars on sale with a price and a photo, at
// the site's shown price; a car sold through the stock API drops every feed from the page cache.

const SITE = 'carzone';
let handle: Awaited<ReturnType<typeof createTestDb>>;
let site: Site;

const props = { params: Promise.resolve({ site: SITE }) };
const get = (route: typeof googleVehiclesGET, name: string) =>
  route(new Request(`http://${SITE}.localhost/feeds/${name}`), props);
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['item', 'listing', 'image', 'g:additional_image_link'].includes(name),
});

type Feeds = {
  google: Record<string, unknown>[];
  stores: Record<string, unknown>[];
  meta: Record<string, unknown>[];
  csv: string[];
  json: { count: number; cars: { id: string; price: number; images: string[] }[] };
};

async function readFeeds(): Promise<Feeds> {
  const responses = {
    google: await get(googleVehiclesGET, 'google-vehicles.xml'),
    stores: await get(googleStoresGET, 'google-stores.xml'),
    meta: await get(metaVehiclesGET, 'meta-vehicles.xml'),
    csv: await get(stockCsvGET, 'stock.csv'),
    json: await get(stockJsonGET, 'stock.json'),
  };
  for (const key of ['google', 'stores', 'meta'] as const) {
    expect(responses[key].status).toBe(200);
    expect(responses[key].headers.get('content-type')).toBe('application/xml; charset=utf-8');
  }
  expect(responses.csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(responses.json.headers.get('content-type')).toBe('application/json');
  const xml = async (response: Response) => {
    const text = await response.text();
    expect(XMLValidator.validate(text)).toBe(true);
    return parser.parse(text);
  };
  return {
    google: (await xml(responses.google)).rss.channel.item ?? [],
    stores: (await xml(responses.stores)).rss.channel.item ?? [],
    meta: (await xml(responses.meta)).listings.listing ?? [],
    csv: (await responses.csv.text()).split('\r\n').filter(Boolean),
    json: await responses.json.json(),
  };
}

const GOOGLE_REQUIRED = [
  'g:id',
  'g:title',
  'g:description',
  'g:link',
  'g:image_link',
  'g:price',
  'g:condition',
  'g:brand',
  'g:model',
  'g:year',
  'g:mileage',
  'g:store_code',
  'g:dealership_name',
  'g:dealership_address',
  'g:body_style',
  'g:transmission',
  'g:fuel_type',
  'g:drivetrain',
  'g:vehicle_fulfillment',
];
const META_REQUIRED = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage',
  'image',
  'price',
  'state_of_vehicle',
  'body_style',
  'transmission',
  'fuel_type',
  'drivetrain',
  'address',
  'latitude',
  'longitude',
  'availability',
];

beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
  site = (await getSite(SITE)) as Site;
}, 120_000);
afterAll(async () => handle?.drop());

const carsBySlug = async (slugs: string[]) =>
  new Map(
    (
      await handle.db
        .select()
        .from(cars)
        .where(inArray(cars.slug, slugs.length ? slugs : ['-']))
    ).map((c) => [c.slug, c]),
  );

describe('the outbound feeds of a seeded site', () => {
  it('list only cars on sale with a price and a photo, at the shown price, with every required field', async () => {
    const feeds = await readFeeds();
    const slugs = feeds.google.map((item) => String(item['g:id']));
    expect(slugs.length).toBeGreaterThan(5);
    expect(feeds.meta.map((listing) => String(listing.vehicle_id))).toEqual(slugs);
    expect(feeds.json.cars.map((car) => car.id)).toEqual(slugs);
    expect(feeds.json.count).toBe(slugs.length);
    expect(feeds.csv).toHaveLength(slugs.length + 1);
    const stored = await carsBySlug(slugs);
    const dealershipIds = new Set(site.dealerships.map((d) => d.id));
    for (const [index, item] of feeds.google.entries()) {
      const car = stored.get(String(item['g:id']));
      if (!car) throw new Error(`no car ${item['g:id']}`);
      expect(isAvailable(car.status)).toBe(true);
      expect(dealershipIds.has(car.dealershipId)).toBe(true);
      expect(car.images.length).toBeGreaterThan(0);
      const price = shownPrice(car).now;
      expect(price).not.toBeNull();
      expect(item['g:price']).toBe(`${price?.toFixed(2)} AUD`);
      expect(feeds.meta[index].price).toBe(`${price} AUD`);
      expect(feeds.json.cars[index].price).toBe(price);
      for (const field of GOOGLE_REQUIRED) expect(item, field).toHaveProperty([field]);
      for (const field of META_REQUIRED) expect(feeds.meta[index], field).toHaveProperty([field]);
    }
    const storeCodes = new Set(feeds.stores.map((store) => store['g:store_code']));
    for (const item of feeds.google) expect(storeCodes.has(item['g:store_code'])).toBe(true);
    for (const store of feeds.stores) {
      for (const field of ['g:name', 'g:address', 'g:latitude', 'g:longitude'])
        expect(store).toHaveProperty([field]);
    }
  });

  it('leave out a car without a price, without a photo or hidden, and say why', async () => {
    const [noPrice, noPhoto, hidden] = (await readFeeds()).google.map((item) => String(item['g:id']));
    await handle.db.update(cars).set({ price: 0, offerPrice: null }).where(eq(cars.slug, noPrice));
    await handle.db.update(cars).set({ images: [] }).where(eq(cars.slug, noPhoto));
    await handle.db.update(cars).set({ showOnDealerWebsite: false }).where(eq(cars.slug, hidden));
    const feeds = await readFeeds();
    for (const slug of [noPrice, noPhoto, hidden]) {
      expect(feeds.google.some((item) => item['g:id'] === slug)).toBe(false);
      expect(feeds.meta.some((listing) => listing.vehicle_id === slug)).toBe(false);
      expect(feeds.json.cars.some((car) => car.id === slug)).toBe(false);
      expect(feeds.csv.some((line) => line.startsWith(`${slug},`))).toBe(false);
    }
    const { leftOut } = await siteFeedStock(site);
    const reasons = new Map(leftOut.map(({ car, reason }) => [car.slug, reason]));
    expect([reasons.get(noPrice), reasons.get(noPhoto), reasons.get(hidden)]).toEqual([
      'no-price',
      'no-photo',
      'hidden',
    ]);
  });

  it('drop a car sold through the stock API from every feed, and drop the feeds from the page cache', async () => {
    const before = await readFeeds();
    const slug = String(before.google[0]['g:id']);
    const [car] = await handle.db
      .select({ car: cars, dealership: dealerships.slug })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .where(eq(cars.slug, slug));
    const invalidated: string[] = [];
    const unsubscribe = onTagsInvalidated((tags) => invalidated.push(...tags));
    // The follower turns the index's changes into tags: it must hold the index before the sale.
    await searchIndex();
    const stop = startStockCacheFollower();
    await new Promise((resolve) => setTimeout(resolve, 500));
    try {
      const response = await stockPOST(
        new Request('http://localhost/api/admin/stock', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${handle.seeded.stockKeys[car.dealership]}`,
          },
          body: JSON.stringify({
            full: false,
            cars: [
              {
                stocknum: car.car.stocknum,
                year: car.car.year,
                make: car.car.make,
                model: car.car.model,
                car_type: car.car.carType,
                price: car.car.price,
                status: 'sold',
              },
            ],
          }),
        }),
      );
      expect(response.status).toBe(200);
      const deadline = Date.now() + 20_000;
      while (!invalidated.includes(stockTag(SITE)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(invalidated).toContain(stockTag(SITE));
      for (const feed of OUTBOUND_FEEDS)
        expect(pageTags(SITE, paths.outboundFeed(feed))).toContain(stockTag(SITE));
    } finally {
      unsubscribe();
      await stop();
    }
    // The import may give the car a new slug: it is gone under either.
    const [sold] = await handle.db.select().from(cars).where(eq(cars.id, car.car.id));
    expect(sold.status).toBe('sold');
    const after = await readFeeds();
    for (const gone of [slug, sold.slug]) {
      expect(after.google.some((item) => item['g:id'] === gone)).toBe(false);
      expect(after.meta.some((listing) => listing.vehicle_id === gone)).toBe(false);
      expect(after.json.cars.some((c) => c.id === gone)).toBe(false);
    }
    expect(after.csv).toHaveLength(before.csv.length - 1);
    const { leftOut } = await siteFeedStock(site);
    expect(leftOut.find((entry) => entry.car.id === sold.id)?.reason).toBe('sold');
  }, 40_000);
});
