import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { cars, reservations } from '@/db/schema';
import { isUuid } from '@/lib/uuid';
import {
  endHold,
  markCarReserved,
  recordReservationEvent as record,
  refundOwed,
  releaseEndedHolds as releaseDue,
} from '@/payments/holds';
import type { Site } from '@/tenancy/get-site';
import { tell } from './reservation-tell';
import { view } from './reservation-view';
import { canCancel, holdEnds } from './rules';
import type { ReservationStatus, ReservationView } from './view';

// What a paid deposit holds (docs/decisions/022): the car, taken with its row locked so that two payments
// for one car make one hold (the partial unique index allows one 'held' per car; the other is 'lost' and
// refunded), until the shopper cancels or the hold runs out. What the hold does to the car and the money
// is the payments service's (src/payments, which the dealer console uses too); telling the shopper and
// the dealer is the checkout's.

/**
 * The deposit is paid: hold the car, unless another payment holds it already or it is no longer for sale,
 * when this one is 'lost' and refunded. Applying it again changes nothing.
 */
export async function takeHold(reservationId: string, paymentId: string | null, now: Date): Promise<void> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for('update');
    if (row?.status !== 'pending') return null;
    // The car row's lock makes two payments for one car take turns here.
    const [car] = await tx
      .select({ status: cars.status, reserved: cars.reserved })
      .from(cars)
      .where(eq(cars.id, row.carId))
      .for('update');
    const [holder] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.carId, row.carId), eq(reservations.status, 'held')));
    const available = car && car.status === 'in_stock' && !holder && !car.reserved;
    const status: ReservationStatus = available ? 'held' : 'lost';
    const holdUntil = available ? holdEnds(now) : null;
    const [updated] = await tx
      .update(reservations)
      .set({ status, paymentId, paidAt: now, holdUntil, endedAt: available ? null : now, updatedAt: now })
      .where(eq(reservations.id, row.id))
      .returning();
    await record(
      tx,
      row.id,
      status,
      available
        ? `Deposit paid (${paymentId}); car held until ${holdUntil?.toISOString()}`
        : `Deposit paid (${paymentId}) but the car was taken: to refund`,
      now,
    );
    if (available) await markCarReserved(tx, row.carId, true);
    return updated;
  });
  if (!outcome) return;
  if (outcome.status !== 'held') await refundOwed(now);
  await tell(outcome, outcome.status === 'held' ? 'held' : 'lost', now);
}

export const CANNOT_CANCEL_MESSAGE =
  'This reservation can no longer be cancelled online. Please call the dealer.';

/** The shopper cancels within the hold: the car goes back on sale and the deposit is refunded. */
export async function cancelReservation(
  site: Site,
  id: string,
  now = new Date(),
): Promise<{ status: 200; view: ReservationView } | { status: 404 | 409; error: string }> {
  if (!isUuid(id)) return { status: 404, error: 'Reservation not found' };
  const db = await getDb();
  const ended = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, id), eq(reservations.siteId, site.id)))
      .for('update');
    if (!row) return 'missing' as const;
    if (!canCancel(row, now)) return row.status === 'cancelled' ? row : ('refused' as const);
    const updated = await endHold(tx, row.id, {
      status: 'cancelled',
      note: 'Cancelled by the shopper within the hold: to refund',
      now,
    });
    return updated ? { ...updated, justEnded: true } : ('refused' as const);
  });
  if (ended === 'missing') return { status: 404, error: 'Reservation not found' };
  if (ended === 'refused') return { status: 409, error: CANNOT_CANCEL_MESSAGE };
  if ('justEnded' in ended) {
    await refundOwed(now);
    await tell(ended, 'cancelled', now);
  }
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return { status: 200, view: await view(site, row, now) };
}

/** Holds that have run out: the car goes back on sale, the deposit is refunded, shopper and dealer told. */
export async function releaseEndedHolds(now = new Date()): Promise<number> {
  const released = await releaseDue(now);
  for (const row of released) await tell(row, 'released', now);
  if (released.length > 0) await refundOwed(now);
  return released.length;
}
