import 'server-only';
import { and, asc, between, eq, gt, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import { cars, locations } from '@/db/schema';
import { searchPrice, shownPrice } from '@/inventory/price-rules';
import { findSiteCar } from '@/inventory/site-car';
import { isAvailable } from '@/inventory/status-rules';
import type { Site } from '@/tenancy/get-site';
import {
  AUTOGAUGE_KM_HALF_LIFE,
  AUTOGAUGE_YEAR_HALF_LIFE,
  computeAutogauge,
  type PriceComparison,
} from './autogauge-rules';
import { type CarMarketFigures, carMarketFigures } from './position-rules';
import { type UsedCarValue, usedCarValue } from './used-value-rules';

// The platform's own price comparison (GET /api/cars/{slug}/autogauge): the car against the market, i.e.
// the same make and model in every site's stock, not just this dealer's. computeAutogauge does the maths;
// this file picks the comparables and what of them the shopper may see (no links, no dealer names).

/** Comparables lie within this many model years of the car… */
export const COMPARABLE_YEARS = 3;
/** …and within this many km of its odometer. */
export const COMPARABLE_KM = 60_000;
/** Sold cars stay market evidence for 90 days after the sale. */
export const COMPARABLE_SOLD_DAYS = 90;
/** The shopper sees the closest 12. */
export const COMPARABLES_SHOWN = 12;
/**
 * Read at most this many, closest first: a popular model at 100,000 cars can have thousands in the
 * window, and one 5 years and 50,000 km away weighs 1/23 of an exact match, so the rest add nothing.
 */
const COMPARABLES_READ = 500;
const DAY_MS = 86_400_000;

/** One comparable as the shopper sees it: no slug, no dealer. */
export type ComparableListing = {
  year: number;
  km: number;
  price: number;
  badge: string | null;
  city: string | null;
  sold: boolean;
};

export type Autogauge = { result: PriceComparison | null; comparables: ComparableListing[] };

/**
 * The price comparison of this site's car, or null when the site has no such car. Comparables: the same
 * make and model (case-insensitive) anywhere on the platform, in_stock or coming_soon or sold in the last
 * 90 days, with a price, ±3 years and ±60,000 km, the car itself left out; ordered by computeAutogauge's
 * own weight (closest first). `result` is null when there are too few or the car has no price.
 */
export async function autogaugeFor(site: Site, slug: string, now = new Date()): Promise<Autogauge | null> {
  const found = await findSiteCar(site, slug);
  if (!found) return null;
  const car = found.car;
  const rows = await comparables(car, now);
  // The listing price is the one the shopper sees (an offer below the price).
  const result = computeAutogauge({ price: searchPrice(car), year: car.year, km: car.km }, rows);
  return { result, comparables: rows.slice(0, COMPARABLES_SHOWN).map(listing) };
}

const listing = (row: Awaited<ReturnType<typeof comparables>>[number]): ComparableListing => ({
  year: row.year,
  km: row.km,
  price: row.price,
  badge: row.badge,
  city: row.city,
  sold: !isAvailable(row.status),
});

/** A car as its market is read: who it is for the comparables, and its prices for the shown one. */
export type MarketCar = {
  id: number;
  make: string;
  model: string;
  year: number;
  km: number;
  price: number;
  offerPrice: number | null;
  beforePrice: number | null;
};

/** The car against its market (position-rules.ts) and the closest comparables it was read from. */
export type CarMarket = CarMarketFigures & { closest: ComparableListing[] };

/**
 * A car's price position, read live from the same comparables as the shopper's price comparison and
 * with the same weighted maths: the console's car page shows it and the car_market job keeps it. The
 * position is of the shown price (an offer below the price counts).
 */
export async function carMarketOf(car: MarketCar, now = new Date(), db?: Db): Promise<CarMarket> {
  const rows = await comparables(car, now, db);
  const figures = carMarketFigures({ price: shownPrice(car).now, year: car.year, km: car.km }, rows);
  return { ...figures, closest: rows.slice(0, COMPARABLES_SHOWN).map(listing) };
}

/** A used car's value is fitted on used cars within this many model years of it… */
export const USED_VALUE_YEARS = 4;
/** …and this many km of its odometer: wide enough for the model to see what a year and 10,000 km cost. */
export const USED_VALUE_KM = 80_000;

/**
 * What a used car of this make, model, badge, year and km is worth to a buyer (the trade-in valuation's
 * evidence): fitted on used cars of the same make and model anywhere on the platform (new and demo cars
 * are priced as new, not as what a used one fetches), for sale or sold in the last 90 days, with a price,
 * ±4 years and ±80,000 km. Null when they are too few for the model (usedCarValue).
 */
export async function usedCarValueFor(
  vehicle: { make: string; model: string; year: number; km: number; badge?: string | null },
  now = new Date(),
): Promise<UsedCarValue | null> {
  const db = await getDb();
  const rows = await db
    .select({ year: cars.year, km: cars.km, price: cars.price, badge: cars.badge })
    .from(cars)
    .where(
      and(
        sql`lower(${cars.make}) = lower(${vehicle.make})`,
        sql`lower(${cars.model}) = lower(${vehicle.model})`,
        eq(cars.carType, 'used'),
        gt(cars.price, 0),
        between(cars.year, vehicle.year - USED_VALUE_YEARS, vehicle.year + USED_VALUE_YEARS),
        between(cars.km, vehicle.km - USED_VALUE_KM, vehicle.km + USED_VALUE_KM),
        inMarket(now),
      ),
    )
    .orderBy(asc(distanceFrom(vehicle)), asc(cars.id))
    .limit(COMPARABLES_READ);
  return usedCarValue(vehicle, rows);
}

/** computeAutogauge's weight's exponent (comparableDistance), so ascending order is its "closest first". */
const distanceFrom = (car: { year: number; km: number }) =>
  sql`abs(${cars.year} - ${car.year}) / ${AUTOGAUGE_YEAR_HALF_LIFE}::float8 + abs(${cars.km} - ${car.km}) / ${AUTOGAUGE_KM_HALF_LIFE}::float8`;

/** In the market: for sale (in stock or coming soon) or sold in the last 90 days. */
const inMarket = (now: Date) =>
  or(
    inArray(cars.status, ['in_stock', 'coming_soon']),
    gte(cars.soldAt, new Date(now.getTime() - COMPARABLE_SOLD_DAYS * DAY_MS)),
  );

/**
 * Comparables: the same make and model (case-insensitive) anywhere on the platform, in_stock or
 * coming_soon or sold in the last 90 days, with a price, ±3 years and ±60,000 km, the car itself left
 * out; closest first by the weight the maths gives them.
 */
async function comparables(
  car: { id: number | null; make: string; model: string; year: number; km: number },
  now: Date,
  on?: Db,
) {
  const db = on ?? (await getDb());
  // Served by the expression index cars_make_model_lower_idx on (lower(make), lower(model)).
  return db
    .select({
      year: cars.year,
      km: cars.km,
      price: cars.price,
      badge: cars.badge,
      city: sql<string | null>`coalesce(${cars.city}, ${locations.city})`,
      status: cars.status,
    })
    .from(cars)
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(
      and(
        sql`lower(${cars.make}) = lower(${car.make})`,
        sql`lower(${cars.model}) = lower(${car.model})`,
        car.id === null ? undefined : ne(cars.id, car.id),
        gt(cars.price, 0),
        between(cars.year, car.year - COMPARABLE_YEARS, car.year + COMPARABLE_YEARS),
        between(cars.km, car.km - COMPARABLE_KM, car.km + COMPARABLE_KM),
        inMarket(now),
      ),
    )
    .orderBy(asc(distanceFrom(car)), asc(cars.id))
    .limit(COMPARABLES_READ);
}
