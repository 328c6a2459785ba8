import 'server-only';
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import { cars, reservationEvents, reservations } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import { logger } from '@/lib/logger';
import { paymentProvider } from '@/lib/payments';
import { ENDED_STATES } from './hold-rules';

// What a deposit's hold does to the car and the money, for the shopper's checkout and the dealer's console
// alike (decision 022): the car's Reserved flag with a stock change in the same transaction, every change
// of state recorded with why, a hold ended by one conditional move from 'held', and a deposit owed back
// refunded through the payment provider with only the first refund id recorded. Who is told of a change is
// the checkout's (its keeper tells a stage left untold, so a change made here reaches the shopper too).

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ReservationRow = typeof reservations.$inferSelect;

/** Writes one of a reservation's events: every change, with why. */
export async function recordReservationEvent(
  db: Pick<Db, 'insert'>,
  reservationId: string,
  status: string,
  note: string,
  at: Date,
) {
  await db.insert(reservationEvents).values({ reservationId, status, note, at });
}

/** Sets the car's Reserved flag and tells every process's search index and page cache, in the transaction. */
export async function markCarReserved(tx: Tx, carId: number, reserved: boolean) {
  await tx.update(cars).set({ reserved, updatedAt: new Date() }).where(eq(cars.id, carId));
  await recordStockChanges(tx, [carId]);
}

/**
 * Ends a hold in the caller's transaction: from 'held' only, so of two that try (a shopper's cancel, the
 * keeper, a manager) one ends it and the others get null. The car goes back on sale unless the hold became
 * its sale (`convertedAt`, whose caller marks the car sold).
 */
export async function endHold(
  tx: Tx,
  id: string,
  change: { status: 'cancelled' | 'released'; note: string; now: Date; convertedAt?: Date },
): Promise<ReservationRow | null> {
  const { status, note, now, convertedAt } = change;
  const [ended] = await tx
    .update(reservations)
    .set({ status, endedAt: now, updatedAt: now, ...(convertedAt && { convertedAt }) })
    .where(and(eq(reservations.id, id), eq(reservations.status, 'held')))
    .returning();
  if (!ended) return null;
  await recordReservationEvent(tx, id, status, note, now);
  if (!convertedAt) await markCarReserved(tx, ended.carId, false);
  return ended;
}

/** Holds whose time ran out, ended ('released'): the rows ended now, for the caller to tell and refund. */
export async function releaseEndedHolds(now: Date): Promise<ReservationRow[]> {
  const db = await getDb();
  const due = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.status, 'held'), lte(reservations.holdUntil, now)))
    .limit(50);
  const released: ReservationRow[] = [];
  for (const { id } of due) {
    const row = await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(eq(reservations.id, id), eq(reservations.status, 'held'), lte(reservations.holdUntil, now)),
        )
        .for('update');
      if (!still) return null;
      return endHold(tx, id, {
        status: 'released',
        note: 'The hold ended: the car is back on sale, the deposit to refund',
        now,
      });
    });
    if (row) released.push(row);
  }
  return released;
}

/**
 * Refunds every deposit owed (refundIsOwed: a hold ended, paid, not refunded, not a sale), or only the
 * reservation `only`, through the provider, for the amount paid. The provider refunds no more than was
 * paid (decision 021), so a second ask made at the same moment (a double press, the keeper) is refused
 * there, and only the first refund id is recorded. One the provider refuses or cannot take now stays owed
 * and is tried again by the keeper.
 */
export async function refundOwed(now: Date, only?: string): Promise<number> {
  const db = await getDb();
  const owed = await db
    .select()
    .from(reservations)
    .where(
      and(
        only ? eq(reservations.id, only) : undefined,
        inArray(reservations.status, [...ENDED_STATES]),
        isNotNull(reservations.paymentId),
        isNull(reservations.refundId),
        isNull(reservations.convertedAt),
      ),
    )
    .limit(50);
  let refunded = 0;
  for (const row of owed) {
    try {
      const refund = await paymentProvider().refund(row.paymentId as string, row.amountCents);
      const [saved] = await db
        .update(reservations)
        .set({ refundId: refund.refundId, updatedAt: now })
        .where(and(eq(reservations.id, row.id), isNull(reservations.refundId)))
        .returning({ id: reservations.id });
      if (saved) {
        refunded += 1;
        await recordReservationEvent(
          db,
          row.id,
          row.status,
          `Deposit refunded (${refund.refundId}, ${refund.status})`,
          now,
        );
      }
    } catch (error) {
      logger.warn({ err: error, reservation: row.id }, 'Deposit refund failed; trying again');
    }
  }
  return refunded;
}
