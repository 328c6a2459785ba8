// The money taken online as a dealer reads it (README, Payments): a reservation's or purchase's deposit
// and an online payment, each in one of the states a dealer thinks in, and the list's filter as it lives
// in the address bar (anything unknown or out of range dropped, never an error). Pure.

import { shortDateTimeAt } from '@/lib/dates';
import { extendRefusal, holdStands } from '@/payments/hold-rules';

export const PAYMENT_PAGE_SIZE = 50;
export const PAYMENT_MAX_PAGE = 1000;

/** What was paid for: a car reserved, a car bought online (its deposit), a payment to a dealer's reference. */
export const PAYMENT_KINDS = ['reservation', 'purchase', 'payment'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  reservation: 'Reservation',
  purchase: 'Purchase',
  payment: 'Online payment',
};

/**
 * The states a dealer thinks in. A deposit: pending (at the provider's page), held (the car held for the
 * shopper), paid (the hold became the sale and the deposit went toward it), cancelled (the hold ended,
 * cancelled, ran out or lost to another payment, and its refund is still on its way), refunded (the
 * provider took the refund), failed (the payment did not go through). An online payment: pending, paid,
 * refunded or failed.
 */
export const DEALER_STATES = ['pending', 'held', 'paid', 'cancelled', 'refunded', 'failed'] as const;
export type DealerState = (typeof DEALER_STATES)[number];
export const DEALER_STATE_LABELS: Record<DealerState, string> = {
  pending: 'Pending',
  held: 'Held',
  paid: 'Paid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  failed: 'Failed',
};

/** What the state of a row is told from: the stored status and what the refund and sale left on it. */
export type StoredState = {
  status: string;
  refundId: string | null;
  convertedAt: Date | null;
};

export function dealerState(row: StoredState): DealerState {
  if (row.refundId !== null) return 'refunded';
  switch (row.status) {
    case 'pending':
    case 'held':
    case 'failed':
    case 'paid':
      return row.status;
  }
  // An ended hold: its sale, or cancelled until the provider takes the refund.
  return row.convertedAt !== null ? 'paid' : 'cancelled';
}

/** The state in the dealer's words: 'Held until 1 Dec 2026, 3:15 pm AEST' on the car's location's clock. */
export function stateText(state: DealerState, holdUntil: Date | null, timeZone: string): string {
  if (state === 'held' && holdUntil) return `Held until ${shortDateTimeAt(holdUntil, timeZone)}`;
  return DEALER_STATE_LABELS[state];
}

export type PaymentFilter = { state: DealerState | null; kind: PaymentKind | null; page: number };
export const PAYMENT_DEFAULTS: PaymentFilter = { state: null, kind: null, page: 1 };

type Query = { get(name: string): string | null };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function readPaymentFilter(query: Query): PaymentFilter {
  const page = query.get('page');
  const n = page !== null && /^\d{1,4}$/.test(page) ? Number(page) : 0;
  return {
    state: oneOf(DEALER_STATES, query.get('state')),
    kind: oneOf(PAYMENT_KINDS, query.get('kind')),
    page: n >= 1 && n <= PAYMENT_MAX_PAGE ? n : 1,
  };
}

/** The query of a filter, leaving out what is at its default: '' for the whole list. */
export function paymentQuery(filter: PaymentFilter, changes: Partial<PaymentFilter> = {}): string {
  const f = { ...filter, ...changes };
  const params = new URLSearchParams();
  if (f.state) params.set('state', f.state);
  if (f.kind) params.set('kind', f.kind);
  if (f.page > 1) params.set('page', String(f.page));
  return params.toString();
}

export const isPaymentFiltered = (filter: PaymentFilter) => filter.state !== null || filter.kind !== null;

export const paymentPageCount = (total: number) => Math.max(1, Math.ceil(total / PAYMENT_PAGE_SIZE));

/** A manager's action taken from a payment as the page read it, which changed since. */
export const PAYMENT_CHANGED_MEANWHILE =
  'This payment changed a moment ago (the shopper, the keeper or a colleague): reload to see it now.';

/** A manager's actions on a deposit's hold: cancel it with a refund, extend it once, mark it the sale. */
export const HOLD_ACTIONS = ['cancel', 'extend', 'convert'] as const;
export type HoldAction = (typeof HOLD_ACTIONS)[number];

/** What a manager may do to a deposit: a standing hold is cancelled, marked sold, or extended once. */
export type HoldActions = { cancel: boolean; extend: boolean; convert: boolean };

export function holdActions(
  row: { status: string; holdUntil: Date | null; extendedAt: Date | null },
  now: Date,
): HoldActions {
  const stands = holdStands(row, now);
  return { cancel: stands, convert: stands, extend: extendRefusal(row, now) === null };
}
