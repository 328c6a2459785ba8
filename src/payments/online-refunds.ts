import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { onlinePaymentEvents, onlinePayments } from '@/db/schema';
import { logger } from '@/lib/logger';
import { paymentProvider } from '@/lib/payments';
import type { Tx } from './holds';
import { REFUND_CLAIM_MS } from './online-refund-rules';

// Refunding an online payment, once: the refund is claimed on the row in the caller's transaction (one
// conditional update, so of two asks at once one claims it), asked of the provider after that transaction
// for the amount paid, and its id recorded only while none is. A refusal frees the claim; a claim whose
// process died is free again after REFUND_CLAIM_MS, and the provider refunds no more than was paid.

type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/** Writes one of an online payment's events: every change, with why. */
export async function recordOnlinePaymentEvent(
  db: Pick<Db, 'insert'>,
  onlinePaymentId: string,
  status: string,
  note: string,
  at: Date,
) {
  await db.insert(onlinePaymentEvents).values({ onlinePaymentId, status, note, at });
}

/** Claims the refund of a paid payment in the caller's transaction; false when another holds it or it is done. */
export async function claimOnlineRefund(tx: Tx, id: string, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(onlinePayments)
    .set({ refundedAt: now, updatedAt: now })
    .where(
      and(
        eq(onlinePayments.id, id),
        eq(onlinePayments.status, 'paid'),
        isNull(onlinePayments.refundId),
        or(
          isNull(onlinePayments.refundedAt),
          lt(onlinePayments.refundedAt, new Date(now.getTime() - REFUND_CLAIM_MS)),
        ),
      ),
    )
    .returning({ id: onlinePayments.id });
  return claimed !== undefined;
}

/**
 * Asks the provider to refund a payment whose refund this caller claimed (at `claimedAt`), and records
 * the refund; on a refusal the claim is freed so it may be asked again. The row as it is after, or null
 * when the provider did not take the refund.
 */
export async function refundClaimed(
  db: Db,
  row: OnlinePaymentRow,
  claimedAt: Date,
): Promise<OnlinePaymentRow | null> {
  try {
    const refund = await paymentProvider().refund(row.paymentId as string, row.amountCents);
    const [saved] = await db
      .update(onlinePayments)
      .set({ refundId: refund.refundId, updatedAt: claimedAt })
      .where(and(eq(onlinePayments.id, row.id), isNull(onlinePayments.refundId)))
      .returning();
    if (saved)
      await recordOnlinePaymentEvent(
        db,
        row.id,
        row.status,
        `Refunded (${refund.refundId}, ${refund.status})`,
        claimedAt,
      );
    const [after] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, row.id));
    return after;
  } catch (error) {
    logger.warn({ err: error, onlinePayment: row.id }, 'Online payment refund failed');
    await db
      .update(onlinePayments)
      .set({ refundedAt: null })
      .where(
        and(
          eq(onlinePayments.id, row.id),
          isNull(onlinePayments.refundId),
          eq(onlinePayments.refundedAt, claimedAt),
        ),
      );
    await recordOnlinePaymentEvent(
      db,
      row.id,
      row.status,
      'Refund refused by the payment provider',
      claimedAt,
    );
    return null;
  }
}
