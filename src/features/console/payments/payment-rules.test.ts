import { describe, expect, it } from 'vitest';
import { holdEnds } from '@/payments/hold-rules';
import {
  dealerState,
  holdActions,
  PAYMENT_MAX_PAGE,
  paymentPageCount,
  paymentQuery,
  readPaymentFilter,
  type StoredState,
  stateText,
} from './payment-rules';

const at = new Date('2026-11-26T05:15:00Z');

describe('a payment in the dealer’s words', () => {
  const row = (status: string, over: Partial<StoredState> = {}): StoredState => ({
    status,
    refundId: null,
    convertedAt: null,
    ...over,
  });
  it.each([
    ['a deposit at the provider’s page', row('pending'), 'pending'],
    ['a deposit holding the car', row('held'), 'held'],
    ['a deposit whose payment failed', row('failed'), 'failed'],
    ['a hold the shopper cancelled, refund on its way', row('cancelled'), 'cancelled'],
    ['a hold that ran out (or a manager ended), refund on its way', row('released'), 'cancelled'],
    ['a payment that lost the car to another, refund on its way', row('lost'), 'cancelled'],
    ['a cancelled hold, refunded', row('cancelled', { refundId: 'tpr_1' }), 'refunded'],
    ['a released hold, refunded', row('released', { refundId: 'tpr_1' }), 'refunded'],
    ['a lost payment, refunded', row('lost', { refundId: 'tpr_1' }), 'refunded'],
    ['a hold that became the sale', row('released', { convertedAt: at }), 'paid'],
    ['an online payment at the provider’s page', row('pending'), 'pending'],
    ['an online payment paid', row('paid'), 'paid'],
    ['an online payment refunded', row('paid', { refundId: 'tpr_2' }), 'refunded'],
    ['an online payment that failed', row('failed'), 'failed'],
  ] as const)('%s → %s', (_label, stored, state) => {
    expect(dealerState(stored)).toBe(state);
  });

  it('says until when a hold stands, on the car’s location’s clock', () => {
    expect(stateText('held', at, 'Australia/Brisbane')).toBe('Held until 26 Nov 2026, 3:15 pm AEST');
    expect(stateText('held', at, 'Australia/Perth')).toBe('Held until 26 Nov 2026, 1:15 pm AWST');
    expect(stateText('refunded', null, 'Australia/Brisbane')).toBe('Refunded');
  });
});

describe('what a manager may do to a deposit', () => {
  const holdUntil = holdEnds(new Date('2026-11-24T01:00:00Z'));
  const before = new Date(holdUntil.getTime() - 1);
  it.each([
    ['a standing hold', { status: 'held', holdUntil, extendedAt: null }, before, [true, true, true]],
    [
      'a standing hold extended once',
      { status: 'held', holdUntil, extendedAt: before },
      before,
      [true, false, true],
    ],
    ['a hold at its end', { status: 'held', holdUntil, extendedAt: null }, holdUntil, [false, false, false]],
    ['a cancelled hold', { status: 'cancelled', holdUntil, extendedAt: null }, before, [false, false, false]],
    [
      'a pending deposit',
      { status: 'pending', holdUntil: null, extendedAt: null },
      before,
      [false, false, false],
    ],
  ] as const)('%s: cancel, extend, sell → %j', (_label, row, now, [cancel, extend, convert]) => {
    expect(holdActions(row, now)).toEqual({ cancel, extend, convert });
  });
});

describe('the filter in the address', () => {
  const query = (text: string) => new URLSearchParams(text);
  it.each([
    ['', { state: null, kind: null, page: 1 }],
    ['state=held&kind=purchase&page=3', { state: 'held', kind: 'purchase', page: 3 }],
    ['state=refunded&kind=payment', { state: 'refunded', kind: 'payment', page: 1 }],
    ['state=lost&kind=reserve', { state: null, kind: null, page: 1 }],
    [`page=${PAYMENT_MAX_PAGE}`, { state: null, kind: null, page: PAYMENT_MAX_PAGE }],
    [`page=${PAYMENT_MAX_PAGE + 1}`, { state: null, kind: null, page: 1 }],
    ['page=0', { state: null, kind: null, page: 1 }],
    ['page=-2', { state: null, kind: null, page: 1 }],
    ['page=1e3', { state: null, kind: null, page: 1 }],
  ] as const)('%j → %j', (text, filter) => {
    expect(readPaymentFilter(query(text))).toEqual(filter);
  });

  it('is written back without its defaults, so the paging links keep the filter', () => {
    const filter = readPaymentFilter(query('state=cancelled&kind=reservation'));
    expect(paymentQuery(filter, { page: 2 })).toBe('state=cancelled&kind=reservation&page=2');
    expect(paymentQuery({ state: null, kind: null, page: 1 })).toBe('');
  });

  it.each([
    [0, 1],
    [50, 1],
    [51, 2],
  ])('%i payments make %i pages', (total, pages) => {
    expect(paymentPageCount(total)).toBe(pages);
  });
});
