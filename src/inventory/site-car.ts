import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db';
import { cars, dealerships, locations } from '@/db/schema';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import { isCarSlug } from './slug-rules';

/**
 * A car of this site by slug, with its dealership and location: any status (a sold car still has a page
 * that offers similar cars), but only from the site's own visible dealerships. A path that cannot be a
 * slug (NUL, '%', capitals, 10 KB of text) is not found without asking the database.
 */
export async function findSiteCar(site: Site, slug: string) {
  const ids = visibleDealerships(site).map((d) => d.id);
  if (ids.length === 0 || !isCarSlug(slug)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ car: cars, dealership: dealerships, location: locations })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(eq(cars.slug, slug), inArray(cars.dealershipId, ids)))
    .limit(1);
  return row ?? null;
}

/**
 * A car of this site by id (the finance page's ?car_id=42), as findSiteCar finds one by slug: any status,
 * only from the site's own visible dealerships. The id is already a whole number in int4.
 */
export async function findSiteCarById(site: Site, id: number) {
  const ids = visibleDealerships(site).map((d) => d.id);
  if (ids.length === 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({ car: cars, dealership: dealerships, location: locations })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(eq(cars.id, id), inArray(cars.dealershipId, ids)))
    .limit(1);
  return row ?? null;
}

/** A car of the site with its dealership and location, as findSiteCar reads it. */
export type FoundCar = NonNullable<Awaited<ReturnType<typeof findSiteCar>>>;
