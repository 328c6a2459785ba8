import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { analyticsEvents, cars } from '@/db/schema';
import type { TrackEvent } from './schema';

/** Stores one event; a car id that does not exist is dropped rather than failing the event. */
export async function recordEvent(siteId: number, event: TrackEvent): Promise<void> {
  const db = await getDb();
  let carId = event.car_id ?? null;
  if (carId !== null) {
    const [car] = await db.select({ id: cars.id }).from(cars).where(eq(cars.id, carId)).limit(1);
    if (!car) carId = null;
  }
  await db
    .insert(analyticsEvents)
    .values({ eventId: event.event_id, siteId, carId, page: event.page, data: event.data });
}
