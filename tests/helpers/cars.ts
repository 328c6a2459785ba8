import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { cars, dealerships } from '../../src/db/schema';

/** The first car of a seeded dealership that meets every extra condition (e.g. in stock); throws if none. */
export async function firstCarOf(db: Db, dealershipSlug: string, ...conditions: SQL[]) {
  const [row] = await db
    .select({ car: cars })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(eq(dealerships.slug, dealershipSlug), ...conditions))
    .limit(1);
  if (!row) throw new Error(`No matching car of ${dealershipSlug} in the test data`);
  return row.car;
}
