import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { cars, reservations } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import { soldAtFor } from '@/inventory/status-rules';
import { isUuid } from '@/lib/uuid';
import { extendedHoldEnds, extendRefusal, holdStands, NOT_HELD_MESSAGE } from '@/payments/hold-rules';
import { endHold, type ReservationRow, recordReservationEvent, refundOwed, type Tx } from '@/payments/holds';
import { type AuditActor, auditChange } from '@/staff/audit';
import { depositInReach, type PaymentViewer } from './payment-list';
import { type DealerState, dealerState, type HoldAction, PAYMENT_CHANGED_MEANWHILE } from './payment-rules';

// A manager's actions on a deposit's hold (README, Payments): cancel it with the deposit refunded, extend
// it once by a whole hold, or mark it the car's sale. Each is taken from the hold as the manager saw it
// (its last change, `seen`): the row is locked, so of two presses at once one acts and the other is told
// the hold changed; the refund goes through the provider for the deposit paid, once (src/payments). The
// car follows in the same transaction (its stock change for every process), and each action is on the
// audit log with the hold before and after. The shopper hears of a cancelled hold from the checkout's
// keeper, as of one that ran out; a sale has no message.

/** What the manager changed, as the list shows it after. */
export type HoldSummary = {
  id: string;
  state: DealerState;
  holdUntil: string | null;
  extendedAt: string | null;
  updatedAt: string;
};

export type HoldOutcome = { ok: true; hold: HoldSummary } | { ok: false; status: 404 | 409; error: string };

const AUDIT_ACTIONS: Record<HoldAction, string> = {
  cancel: 'reservation.cancel',
  extend: 'reservation.extend',
  convert: 'reservation.convert',
};

const summary = (row: ReservationRow): HoldSummary => ({
  id: row.id,
  state: dealerState(row),
  holdUntil: row.status === 'held' ? (row.holdUntil?.toISOString() ?? null) : null,
  extendedAt: row.extendedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** The hold's facts the audit log keeps before and after. */
const auditState = (row: ReservationRow) => ({
  state: summary(row).state,
  holdUntil: row.holdUntil?.toISOString() ?? null,
});

/** A deposit of the viewer's reach, locked for the transaction; null for one of elsewhere or none. */
async function lockDeposit(tx: Tx, viewer: PaymentViewer, id: string): Promise<ReservationRow | null> {
  const [found] = await tx
    .select({ reservation: reservations })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .where(and(eq(reservations.id, id), depositInReach(viewer)))
    .for('update', { of: reservations });
  return found?.reservation ?? null;
}

async function apply(tx: Tx, action: HoldAction, row: ReservationRow, who: string, now: Date) {
  switch (action) {
    case 'cancel':
      return endHold(tx, row.id, {
        status: 'released',
        note: `Cancelled by ${who} in the dealer console: the car is back on sale, the deposit to refund`,
        now,
      });
    case 'extend': {
      const holdUntil = extendedHoldEnds(row.holdUntil as Date);
      const [extended] = await tx
        .update(reservations)
        .set({ holdUntil, extendedAt: now, updatedAt: now })
        .where(and(eq(reservations.id, row.id), eq(reservations.status, 'held')))
        .returning();
      if (!extended) return null;
      await recordReservationEvent(
        tx,
        row.id,
        'held',
        `Hold extended by ${who} in the dealer console until ${holdUntil.toISOString()}`,
        now,
      );
      return extended;
    }
    case 'convert': {
      const sold = await endHold(tx, row.id, {
        status: 'released',
        note: `Marked sold by ${who} in the dealer console: the hold became the sale, the deposit goes toward the price`,
        now,
        convertedAt: now,
      });
      const [car] = await tx
        .select({ soldAt: cars.soldAt })
        .from(cars)
        .where(eq(cars.id, row.carId))
        .for('update');
      await tx
        .update(cars)
        .set({ status: 'sold', reserved: false, soldAt: soldAtFor('sold', car?.soldAt, now), updatedAt: now })
        .where(eq(cars.id, row.carId));
      await recordStockChanges(tx, [row.carId], { source: 'person', who, at: now });
      return sold;
    }
  }
}

/**
 * Takes the action on the deposit `id` of the viewer's reach, read when it last changed at `seen`: a hold
 * of elsewhere or none is a 404; one no longer standing, extended before (for an extension) or changed
 * since `seen` is a 409 saying why.
 */
export async function actOnHold(
  db: Db,
  viewer: PaymentViewer,
  actor: AuditActor,
  action: HoldAction,
  id: string,
  seen: Date,
  now = new Date(),
): Promise<HoldOutcome> {
  if (!isUuid(id)) return { ok: false, status: 404, error: 'Not found' };
  const outcome = await db.transaction(async (tx): Promise<HoldOutcome> => {
    const row = await lockDeposit(tx, viewer, id);
    if (!row) return { ok: false, status: 404, error: 'Not found' };
    const refusal =
      action === 'extend' ? extendRefusal(row, now) : holdStands(row, now) ? null : NOT_HELD_MESSAGE;
    if (refusal) return { ok: false, status: 409, error: refusal };
    if (row.updatedAt.getTime() !== seen.getTime())
      return { ok: false, status: 409, error: PAYMENT_CHANGED_MEANWHILE };
    const changed = await apply(tx, action, row, actor.email, now);
    if (!changed) return { ok: false, status: 409, error: PAYMENT_CHANGED_MEANWHILE };
    await auditChange(
      tx,
      actor,
      viewer.siteId,
      AUDIT_ACTIONS[action],
      { type: 'reservation', id },
      { before: auditState(row), after: auditState(changed) },
    );
    return { ok: true, hold: summary(changed) };
  });
  if (!outcome.ok || action !== 'cancel') return outcome;
  // After the transaction: the provider is not asked while the row is locked.
  await refundOwed(now, id);
  const [after] = await db.select().from(reservations).where(eq(reservations.id, id));
  return { ok: true, hold: summary(after) };
}
