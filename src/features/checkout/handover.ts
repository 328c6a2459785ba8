import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db';
import { reservations } from '@/db/schema';
import { testDriveAvailability } from '@/enquiries/bookings/availability';
import type { DayAvailability } from '@/enquiries/bookings/availability-rules';
import { instantAt } from '@/lib/dates';
import { isUuid } from '@/lib/uuid';
import { recordReservationEvent as record } from '@/payments/holds';
import type { Site } from '@/tenancy/get-site';
import { HANDOVER_DAYS, handoverWindow, holdUntilHandover } from './purchase-rules';
import { tell } from './reservation-tell';
import { view } from './reservation-view';
import type { HandoverRequest } from './schema';
import type { ReservationView } from './view';

// A purchase's handover (docs/decisions/023): once the deposit holds the car, the shopper books a time at
// the car's location from its free appointment slots (its opening hours, special days and bookings), from
// the location's next day for 14 days. The hold then lasts to the end of the handover's day.

export const HANDOVER_NOT_BOOKABLE_MESSAGE =
  'A handover can be booked once your deposit is paid, while the car is held for you.';
export const HANDOVER_TAKEN_MESSAGE = 'That time is no longer free. Please choose another.';
export const HANDOVER_ALREADY_BOOKED_MESSAGE =
  'Your handover is already booked. Please call us to change it.';
const NOT_FOUND = 'Reservation not found';

type Row = typeof reservations.$inferSelect;

type Refusal = { status: 404 | 409; error: string };

async function siteRow(site: Site, id: string): Promise<Row | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.siteId, site.id)));
  return row ?? null;
}

/** The free handover slots of a held purchase's location, day by day. */
export async function handoverSlots(
  site: Site,
  id: string,
  now = new Date(),
): Promise<{ status: 200; locationId: number; days: DayAvailability[]; timeZone: string } | Refusal> {
  const row = await siteRow(site, id);
  if (!row) return { status: 404, error: NOT_FOUND };
  const current = await view(site, row, now);
  return slotsOf(site, current, now);
}

async function slotsOf(site: Site, current: ReservationView, now: Date) {
  const location = current.purchase?.handoverLocation;
  if (current.status !== 'held' || !location)
    return { status: 409 as const, error: HANDOVER_NOT_BOOKABLE_MESSAGE };
  const { timeZone } = location;
  const answer = await testDriveAvailability(
    site,
    { location: location.id, from: handoverWindow(now, timeZone).first, days: HANDOVER_DAYS },
    now,
  );
  if (answer.status !== 200) return { status: 409 as const, error: HANDOVER_NOT_BOOKABLE_MESSAGE };
  return { status: 200 as const, locationId: answer.body.location_id, days: answer.body.days, timeZone };
}

/**
 * Books the handover of a held purchase at one of its free slots. The same slot again answers the same;
 * another once booked is refused (the dealer changes it by phone).
 */
export async function bookHandover(
  site: Site,
  id: string,
  request: HandoverRequest,
  now = new Date(),
): Promise<{ status: 200; view: ReservationView } | Refusal> {
  const row = await siteRow(site, id);
  if (!row) return { status: 404, error: NOT_FOUND };
  const current = await view(site, row, now);
  const slots = await slotsOf(site, current, now);
  if (row.handoverAt) {
    const same =
      slots.status === 200 &&
      row.handoverAt.getTime() === instantAt(request.date, request.time, slots.timeZone).getTime();
    return same ? { status: 200, view: current } : { status: 409, error: HANDOVER_ALREADY_BOOKED_MESSAGE };
  }
  if (slots.status !== 200) return slots;
  const free = slots.days.some((day) => day.date === request.date && day.slots.includes(request.time));
  if (!free) return { status: 409, error: HANDOVER_TAKEN_MESSAGE };
  const handoverAt = instantAt(request.date, request.time, slots.timeZone);
  const db = await getDb();
  const booked = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reservations)
      .set({
        handoverAt,
        holdUntil: holdUntilHandover(handoverAt, slots.timeZone, row.holdUntil ?? now),
        updatedAt: now,
      })
      .where(
        and(eq(reservations.id, row.id), eq(reservations.status, 'held'), isNull(reservations.handoverAt)),
      )
      .returning();
    if (updated)
      await record(
        tx,
        row.id,
        'held',
        `Handover booked for ${handoverAt.toISOString()}; held until then`,
        now,
      );
    return updated ?? null;
  });
  if (!booked) return bookHandover(site, id, request, now);
  await tell(booked, 'handover', now);
  return { status: 200, view: await view(site, booked, now) };
}
