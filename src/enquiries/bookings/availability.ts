import 'server-only';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import { type cars, locations, openingHours, specialHours, testDriveBookings } from '@/db/schema';
import { findSiteCar } from '@/inventory/site-car';
import { addDays, dateAt, instantAt, locationTimeZone } from '@/lib/dates';
import { type ErrorBody, invalidFieldsBody } from '@/lib/http';
import type { SpecialHours, WeekdayHours } from '@/lib/opening-hours';
import type { Site } from '@/tenancy/get-site';
import { findSiteLocation } from '@/tenancy/site-locations';
import { availability, type DayAvailability, fromProblem } from './availability-rules';

// The database side of test-drive availability: which location a car is driven from, that location's
// week, special days and bookings, and the free slots GET /api/test-drive/availability answers.

/** The columns a location's time zone is worked out from (its override, else its state's). */
const zoneColumns = { timeZone: locations.timeZone, state: locations.state };

/**
 * Where a car is test-driven: its own location, or, for a car the feed gave none, its dealership's
 * primary location (else its first).
 */
export async function carTestDriveLocation(
  db: Db,
  car: { locationId: number | null; dealershipId: number },
): Promise<{ id: number; name: string; timeZone: string } | null> {
  const [row] = await db
    .select({ id: locations.id, name: locations.name, ...zoneColumns })
    .from(locations)
    .where(
      car.locationId !== null
        ? eq(locations.id, car.locationId)
        : eq(locations.dealershipId, car.dealershipId),
    )
    .orderBy(desc(locations.primary), asc(locations.id))
    .limit(1);
  return row ? { id: row.id, name: row.name, timeZone: locationTimeZone(row) } : null;
}

/** Whether a car takes test-drive bookings: in stock, with test drives enabled by its feed. */
export const takesTestDrives = (car: Pick<typeof cars.$inferSelect, 'status' | 'testDriveEnabled'>) =>
  car.status === 'in_stock' && car.testDriveEnabled;

/** A location's week, its special days and its bookings between two of its own dates (`to` excluded). */
export async function locationSchedule(
  db: Db,
  location: { id: number; timeZone: string },
  from: string,
  to: string,
): Promise<{ week: WeekdayHours[]; special: SpecialHours[]; booked: Date[] }> {
  const [week, special, booked] = await Promise.all([
    db
      .select({
        weekday: openingHours.weekday,
        status: openingHours.status,
        open: openingHours.open,
        close: openingHours.close,
      })
      .from(openingHours)
      .where(eq(openingHours.locationId, location.id)),
    db
      .select({
        date: specialHours.date,
        status: specialHours.status,
        startHour: specialHours.startHour,
        endHour: specialHours.endHour,
      })
      .from(specialHours)
      .where(
        and(
          eq(specialHours.locationId, location.id),
          gte(specialHours.date, from),
          lt(specialHours.date, to),
        ),
      ),
    db
      .select({ startsAt: testDriveBookings.startsAt })
      .from(testDriveBookings)
      .where(
        and(
          eq(testDriveBookings.locationId, location.id),
          gte(testDriveBookings.startsAt, instantAt(from, '00:00', location.timeZone)),
          lt(testDriveBookings.startsAt, instantAt(to, '00:00', location.timeZone)),
        ),
      ),
  ]);
  return { week, special, booked: booked.map((b) => b.startsAt) };
}

export type AvailabilityQuery = ({ car: string } | { location: number }) & { from?: string; days: number };
export type AvailabilityAnswer =
  | { status: 200; body: { location_id: number; days: DayAvailability[] } }
  | { status: 400; body: ErrorBody }
  | { status: 404; body: { error: string } };

/**
 * The free test-drive slots of a car's location (or of one of the site's locations), day by day in the
 * location's own time, from `from` (default: the location's today).
 */
export async function testDriveAvailability(
  site: Site,
  query: AvailabilityQuery,
  now: Date = new Date(),
): Promise<AvailabilityAnswer> {
  const db = await getDb();
  let location: { id: number; timeZone: string } | null;
  if ('car' in query) {
    const found = await findSiteCar(site, query.car);
    if (!found) return { status: 404, body: { error: 'Car not found' } };
    if (!takesTestDrives(found.car)) {
      return { status: 404, body: { error: 'This car cannot be booked for a test drive' } };
    }
    location = await carTestDriveLocation(db, found.car);
    if (location === null)
      return { status: 404, body: { error: 'This car has no location to drive it from' } };
  } else {
    location = await findSiteLocation(db, site, query.location);
    if (location === null) return { status: 404, body: { error: 'Location not found' } };
  }
  const today = dateAt(now, location.timeZone);
  const from = query.from ?? today;
  const problem = fromProblem(from, today);
  if (problem) return { status: 400, body: invalidFieldsBody([{ field: 'from', message: problem }]) };
  const schedule = await locationSchedule(db, location, from, addDays(from, query.days));
  return {
    status: 200,
    body: {
      location_id: location.id,
      days: availability({ ...schedule, from, days: query.days, timeZone: location.timeZone, now }),
    },
  };
}
