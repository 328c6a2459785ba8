import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { locations, onlinePayments } from '@/db/schema';
import { isUuid } from '@/lib/uuid';
import { onlineRefundRefusal } from '@/payments/online-refund-rules';
import { claimOnlineRefund, recordOnlinePaymentEvent, refundClaimed } from '@/payments/online-refunds';
import { type AuditActor, auditChange } from '@/staff/audit';
import { type PaymentViewer, paymentInReach } from './payment-list';
import { dealerState, PAYMENT_CHANGED_MEANWHILE } from './payment-rules';

// A manager refunds an online payment (README, Payments): all of it, once. Taken from the payment as the
// page read it (its `seen`), the row locked; the refund is claimed on the row in that transaction and asked
// of the provider after it (src/payments/online-refunds.ts), so two presses at once make one refund. On
// the payment's events and the audit log.

export const REFUND_REFUSED = 'The payment provider did not take the refund. Try again in a few minutes.';

type Row = typeof onlinePayments.$inferSelect;

export type RefundSummary = { id: string; state: 'paid' | 'refunded'; updatedAt: string };

export type RefundOutcome =
  | { ok: true; payment: RefundSummary }
  | { ok: false; status: 404 | 409 | 502; error: string };

const summary = (row: Row): RefundSummary => ({
  id: row.id,
  state: dealerState({ ...row, convertedAt: null }) === 'refunded' ? 'refunded' : 'paid',
  updatedAt: row.updatedAt.toISOString(),
});

export async function refundOnlinePayment(
  db: Db,
  viewer: PaymentViewer,
  actor: AuditActor,
  id: string,
  seen: Date,
  now = new Date(),
): Promise<RefundOutcome> {
  if (!isUuid(id)) return { ok: false, status: 404, error: 'Not found' };
  const claimed = await db.transaction(async (tx): Promise<RefundOutcome | Row> => {
    const [found] = await tx
      .select({ payment: onlinePayments })
      .from(onlinePayments)
      .leftJoin(locations, eq(locations.id, onlinePayments.locationId))
      .where(and(eq(onlinePayments.id, id), paymentInReach(viewer)))
      .for('update', { of: onlinePayments });
    if (!found) return { ok: false, status: 404, error: 'Not found' };
    const row = found.payment;
    const refusal = onlineRefundRefusal(row, now);
    if (refusal) return { ok: false, status: 409, error: refusal };
    if (row.updatedAt.getTime() !== seen.getTime())
      return { ok: false, status: 409, error: PAYMENT_CHANGED_MEANWHILE };
    if (!(await claimOnlineRefund(tx, id, now)))
      return { ok: false, status: 409, error: PAYMENT_CHANGED_MEANWHILE };
    await recordOnlinePaymentEvent(
      tx,
      id,
      row.status,
      `Refund asked by ${actor.email} in the dealer console`,
      now,
    );
    return row;
  });
  if ('ok' in claimed) return claimed;
  // After the transaction: the provider is not asked while the row is locked.
  const after = await refundClaimed(db, claimed, now);
  if (!after) return { ok: false, status: 502, error: REFUND_REFUSED };
  await auditChange(
    db,
    actor,
    viewer.siteId,
    'online_payment.refund',
    { type: 'online_payment', id },
    {
      before: { state: 'paid', amountCents: claimed.amountCents },
      after: { state: summary(after).state, refundId: after.refundId },
    },
  );
  return { ok: true, payment: summary(after) };
}
