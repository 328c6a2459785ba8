import 'server-only';
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import { cars, reservationEvents, reservations } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import { logger } from '@/lib/logger';
import { paymentProvider } from '@/lib/payments';
import { isUuid } from '@/lib/uuid';
import type { Site } from '@/tenancy/get-site';
import { tell } from './reservation-tell';
import { view } from './reservation-view';
import { canCancel, holdEnds } from './rules';
import type { ReservationStatus, ReservationView } from './view';

// What a paid deposit holds (docs/decisions/022): the car, taken with its row locked so that two payments
// for one car make one hold (the partial unique index allows one 'held' per car; the other is 'lost' and
// refunded), until the shopper cancels or the hold runs out. Every change is recorded in
// reservation_events; a refund owed is retried until the provider takes it.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function record(
  db: Pick<Db, 'insert'>,
  reservationId: string,
  status: string,
  note: string,
  at: Date,
) {
  await db.insert(reservationEvents).values({ reservationId, status, note, at });
}

/** Sets the car's Reserved flag and tells every process's search index and page cache, in the transaction. */
async function markCar(tx: Tx, carId: number, reserved: boolean) {
  await tx.update(cars).set({ reserved, updatedAt: new Date() }).where(eq(cars.id, carId));
  await recordStockChanges(tx, [carId]);
}

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
    if (available) await markCar(tx, row.carId, true);
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
    const [updated] = await tx
      .update(reservations)
      .set({ status: 'cancelled', endedAt: now, updatedAt: now })
      .where(eq(reservations.id, row.id))
      .returning();
    await record(tx, row.id, 'cancelled', 'Cancelled by the shopper within the hold: to refund', now);
    await markCar(tx, row.carId, false);
    return { ...updated, justEnded: true };
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
  const db = await getDb();
  const due = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.status, 'held'), lte(reservations.holdUntil, now)))
    .limit(50);
  let released = 0;
  for (const { id } of due) {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(reservations)
        .set({ status: 'released', endedAt: now, updatedAt: now })
        .where(
          and(eq(reservations.id, id), eq(reservations.status, 'held'), lte(reservations.holdUntil, now)),
        )
        .returning();
      if (!updated) return null;
      await record(tx, id, 'released', 'The hold ended: the car is back on sale, the deposit to refund', now);
      await markCar(tx, updated.carId, false);
      return updated;
    });
    if (!row) continue;
    released += 1;
    await tell(row, 'released', now);
  }
  if (released > 0) await refundOwed(now);
  return released;
}

/**
 * Refunds every deposit owed (a reservation ended, lost or cancelled, paid and not yet refunded) through
 * the provider. A refund the provider refuses or cannot take now stays owed and is tried again.
 */
export async function refundOwed(now = new Date()): Promise<number> {
  const db = await getDb();
  const owed = await db
    .select()
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, ['cancelled', 'released', 'lost']),
        isNotNull(reservations.paymentId),
        isNull(reservations.refundId),
      ),
    )
    .limit(50);
  let refunded = 0;
  for (const row of owed) {
    try {
      const refund = await paymentProvider().refund(row.paymentId as string, row.amountCents);
      // Only the first to record the refund keeps it: a refund made twice at once is one refund recorded.
      const [saved] = await db
        .update(reservations)
        .set({ refundId: refund.refundId, updatedAt: now })
        .where(and(eq(reservations.id, row.id), isNull(reservations.refundId)))
        .returning({ id: reservations.id });
      if (saved) {
        refunded += 1;
        await record(db, row.id, row.status, `Deposit refunded (${refund.refundId}, ${refund.status})`, now);
      }
    } catch (error) {
      logger.warn({ err: error, reservation: row.id }, 'Deposit refund failed; trying again');
    }
  }
  return refunded;
}
