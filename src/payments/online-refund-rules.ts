// When an online payment (a shopper paying a dealer's reference) may be refunded by the dealer. Pure.

/**
 * A refund asked of the provider is claimed on the row first (`refunded_at` set, no refund id yet), so two
 * asks at once make one call. A claim older than this is taken to have died with its process (the
 * provider refunds no more than was paid, so asking again cannot refund twice).
 */
export const REFUND_CLAIM_MS = 5 * 60_000;

export const NOT_PAID_MESSAGE = 'Only a paid payment can be refunded.';
export const ALREADY_REFUNDED_MESSAGE = 'This payment was already refunded.';
export const REFUND_UNDER_WAY_MESSAGE =
  'A refund of this payment is under way. Reload in a minute to see it refunded.';

type OnlineRefundState = {
  status: string;
  paymentId: string | null;
  refundId: string | null;
  refundedAt: Date | null;
};

/** Why the payment may not be refunded now, or null when it may: paid, not refunded, no refund under way. */
export function onlineRefundRefusal(row: OnlineRefundState, now: Date): string | null {
  if (row.refundId !== null) return ALREADY_REFUNDED_MESSAGE;
  if (row.status !== 'paid' || row.paymentId === null) return NOT_PAID_MESSAGE;
  if (row.refundedAt !== null && now.getTime() - row.refundedAt.getTime() < REFUND_CLAIM_MS)
    return REFUND_UNDER_WAY_MESSAGE;
  return null;
}
