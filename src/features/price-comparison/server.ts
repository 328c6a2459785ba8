import 'server-only';
import { and, asc, between, eq, gt, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { cars, locations } from '@/db/schema';
import { searchPrice } from '@/features/pricing';
import { isAvailable } from '@/features/search';
import { findSiteCar } from '@/inventory/site-car';
import type { Site } from '@/tenancy/get-site';
import {
  AUTOGAUGE_KM_HALF_LIFE,
  AUTOGAUGE_YEAR_HALF_LIFE,
  computeAutogauge,
  type PriceComparison,
  type WeightedMarket,
  weightedMarket,
} from './rules';

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
  return {
    result,
    comparables: rows.slice(0, COMPARABLES_SHOWN).map((row) => ({
      year: row.year,
      km: row.km,
      price: row.price,
      badge: row.badge,
      city: row.city,
      sold: !isAvailable(row.status),
    })),
  };
}

/**
 * The market for a car of this make, model, year and km from the same comparables as the price
 * comparison (the trade-in valuation's evidence), or null when there are fewer than 3. With a badge, the
 * cars of that badge when there are at least 3 of them (an XL and a Raptor are one model, not one market);
 * `badge` says which it was.
 */
export async function marketFor(
  vehicle: { make: string; model: string; year: number; km: number; badge?: string | null },
  now = new Date(),
): Promise<(WeightedMarket & { badge: string | null }) | null> {
  const rows = await comparables({ id: null, ...vehicle }, now);
  const badge = vehicle.badge?.trim().toLowerCase();
  const sameBadge = badge ? rows.filter((row) => row.badge?.trim().toLowerCase() === badge) : [];
  const narrowed = sameBadge.length > 0 ? weightedMarket(vehicle, sameBadge) : null;
  if (narrowed) return { ...narrowed, badge: vehicle.badge?.trim() ?? null };
  const market = weightedMarket(vehicle, rows);
  return market && { ...market, badge: null };
}

/**
 * Comparables: the same make and model (case-insensitive) anywhere on the platform, in_stock or
 * coming_soon or sold in the last 90 days, with a price, ±3 years and ±60,000 km, the car itself left
 * out; closest first by the weight the maths gives them.
 */
async function comparables(
  car: { id: number | null; make: string; model: string; year: number; km: number },
  now: Date,
) {
  const db = await getDb();
  // The weight's exponent, so ascending order is computeAutogauge's "closest first".
  const distance = sql`abs(${cars.year} - ${car.year}) / ${AUTOGAUGE_YEAR_HALF_LIFE}::float8 + abs(${cars.km} - ${car.km}) / ${AUTOGAUGE_KM_HALF_LIFE}::float8`;
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
        or(
          inArray(cars.status, ['in_stock', 'coming_soon']),
          gte(cars.soldAt, new Date(now.getTime() - COMPARABLE_SOLD_DAYS * DAY_MS)),
        ),
      ),
    )
    .orderBy(asc(distance), asc(cars.id))
    .limit(COMPARABLES_READ);
}
