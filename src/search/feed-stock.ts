import 'server-only';
import { and, desc, eq, gte, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { cars, dealerships } from '@/db/schema';
import { type LeftOutReason, leftOutReason, RECENTLY_SOLD_DAYS } from '@/inventory/listing-rules';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import { makeNames } from './engine/brand-aliases';

// The site's cars as its outbound feeds see them, read from the database (not the search index) so a
// feed rendered just after a stock change already has it: the cars listed, and the others of the site's
// stock (its dealerships, item types, car types and brands) with why each is left out. Shared by the
// feeds and the console's Feeds screen.

const DAY_MS = 86_400_000;

/** What a feed says of a car and what decides whether it lists it: not the car's large JSON columns. */
const carColumns = {
  id: cars.id,
  slug: cars.slug,
  stocknum: cars.stocknum,
  vin: cars.vin,
  name: cars.name,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  colour: cars.colour,
  interiorColour: cars.interiorColour,
  km: cars.km,
  price: cars.price,
  beforePrice: cars.beforePrice,
  offerPrice: cars.offerPrice,
  carType: cars.carType,
  certified: cars.certified,
  status: cars.status,
  simpleBody: cars.simpleBody,
  simpleTransmission: cars.simpleTransmission,
  simpleFuel: cars.simpleFuel,
  simpleDrive: cars.simpleDrive,
  dealercomments: cars.dealercomments,
  images: cars.images,
  locationId: cars.locationId,
  dealershipId: cars.dealershipId,
  hiddenFromStock: cars.hiddenFromStock,
  showOnDealerWebsite: cars.showOnDealerWebsite,
};

const feedColumns = {
  car: carColumns,
  dealership: { id: dealerships.id, name: dealerships.name, slug: dealerships.slug },
};

/** A listed car with its dealership (its location is the site's to resolve: it may hide some). */
export type FeedStockCar = {
  car: { [K in keyof typeof carColumns]: (typeof cars.$inferSelect)[K] };
  dealership: { id: number; name: string; slug: string };
};

export type FeedStock = {
  listed: FeedStockCar[];
  leftOut: { car: FeedStockCar['car']; reason: LeftOutReason }[];
};

/**
 * The site's feed stock at `now`: listed cars newest first (by id), then the left-out ones: every
 * available car the feeds skip, and the cars sold in the last RECENTLY_SOLD_DAYS.
 */
export async function siteFeedStock(site: Site, now = new Date()): Promise<FeedStock> {
  const dealershipIds = visibleDealerships(site).map((d) => d.id);
  if (dealershipIds.length === 0) return { listed: [], leftOut: [] };
  const filter = site.config.stockFilter;
  const conditions: (SQL | undefined)[] = [
    inArray(cars.dealershipId, dealershipIds),
    inArray(cars.itemType, filter.itemTypes as (typeof cars.itemType.enumValues)[number][]),
    filter.usedOnly ? inArray(cars.carType, ['used']) : undefined,
    filter.excludedMakes.length ? notInArray(cars.make, filter.excludedMakes.flatMap(makeNames)) : undefined,
    or(
      inArray(cars.status, ['in_stock', 'coming_soon']),
      gte(cars.soldAt, new Date(now.getTime() - RECENTLY_SOLD_DAYS * DAY_MS)),
    ),
  ];
  const db = await getDb();
  const rows = await db
    .select(feedColumns)
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(...conditions))
    .orderBy(desc(cars.id));
  const scope = { maxHiddenFromStock: filter.hiddenFromStockCount, inStockOnly: filter.inStockOnly };
  const stock: FeedStock = { listed: [], leftOut: [] };
  for (const row of rows) {
    const reason = leftOutReason(row.car, scope);
    if (reason) stock.leftOut.push({ car: row.car, reason });
    else stock.listed.push(row);
  }
  return stock;
}
