import { describe, expect, it } from 'vitest';
import {
  ALREADY_REFUNDED_MESSAGE,
  NOT_PAID_MESSAGE,
  onlineRefundRefusal,
  REFUND_CLAIM_MS,
  REFUND_UNDER_WAY_MESSAGE,
} from './online-refund-rules';

describe('a dealer refunds an online payment once, when it is paid', () => {
  const now = new Date('2026-11-27T00:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const paid = { status: 'paid', paymentId: 'tpi_1', refundId: null, refundedAt: null };
  it.each([
    ['paid, never refunded', {}, null],
    ['pending at the provider’s page', { status: 'pending', paymentId: null }, NOT_PAID_MESSAGE],
    ['failed', { status: 'failed', paymentId: null }, NOT_PAID_MESSAGE],
    ['refunded', { refundId: 'tpr_1', refundedAt: ago(60_000) }, ALREADY_REFUNDED_MESSAGE],
    ['a refund asked a moment ago', { refundedAt: ago(1) }, REFUND_UNDER_WAY_MESSAGE],
    [
      'a refund asked a millisecond short of the claim’s life',
      { refundedAt: ago(REFUND_CLAIM_MS - 1) },
      REFUND_UNDER_WAY_MESSAGE,
    ],
    ['a refund asked the claim’s life ago (its process died)', { refundedAt: ago(REFUND_CLAIM_MS) }, null],
  ] as const)('%s → %s', (_label, over, refusal) => {
    expect(onlineRefundRefusal({ ...paid, ...over }, now)).toBe(refusal);
  });
});
