import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db';
import { analyticsEvents, cars } from '@/db/schema';
import { type ErrorBody, invalidFieldsBody } from '@/lib/http';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import type { TrackEvent } from './schema';

/** Stores one event of the site; a car_id that is not one of the site's cars is refused (400 naming it). */
export async function recordEvent(
  site: Site,
  event: TrackEvent,
): Promise<{ status: 204 } | { status: 400; body: Required<ErrorBody> }> {
  const db = await getDb();
  const carId = event.car_id ?? null;
  if (carId !== null && !(await isSiteCar(site, carId))) {
    return {
      status: 400,
      body: invalidFieldsBody([{ field: 'car_id', message: 'Not a car of this site' }]),
    };
  }
  await db
    .insert(analyticsEvents)
    .values({ eventId: event.event_id, siteId: site.id, carId, page: event.page, data: event.data });
  return { status: 204 };
}

async function isSiteCar(site: Site, carId: number): Promise<boolean> {
  const ids = visibleDealerships(site).map((d) => d.id);
  if (ids.length === 0) return false;
  const db = await getDb();
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, carId), inArray(cars.dealershipId, ids)))
    .limit(1);
  return Boolean(car);
}
