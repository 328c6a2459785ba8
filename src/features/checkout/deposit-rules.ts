// The two uses of a deposit (docs/decisions/022, 023): reserving a car, and buying it online (a
// reservation with a plan). The payment flow, the hold, the refunds and the keeper are the same for
// both; these are what differ. Pure.

import { type CheckoutRoute, paths } from '@/lib/paths';
import { NOT_FOR_SALE_ONLINE_MESSAGE } from './purchase-rules';
import { NOT_RESERVABLE_MESSAGE } from './rules';

export type DepositTerms = {
  kind: 'reserve' | 'purchase';
  /** Why a car that cannot be reserved now is refused. */
  refusal: string;
  /** What the provider's page says is paid for, before the car's name. */
  description: string;
  /** Said after the deposit in its first event's note. */
  noteSuffix: string;
  /** The shopper's page of the paid deposit: where the provider sends them back, and their emails link. */
  pagePath: (carSlug: string, id: string) => string;
  /** Where the provider's Cancel sends them. */
  cancelPath: (carSlug: string, route: CheckoutRoute) => string;
};

export const RESERVATION_DEPOSIT: DepositTerms = {
  kind: 'reserve',
  refusal: NOT_RESERVABLE_MESSAGE,
  description: 'Refundable deposit',
  noteSuffix: '',
  pagePath: (_carSlug, id) => paths.reservation(id),
  cancelPath: (carSlug, route) => `${paths.checkout(carSlug, route)}?cancelled=1`,
};

/** A purchase comes back to its journey, where its handover is booked. */
export const BUY_ONLINE_DEPOSIT: DepositTerms = {
  kind: 'purchase',
  refusal: NOT_FOR_SALE_ONLINE_MESSAGE,
  description: 'Refundable deposit on your purchase',
  noteSuffix: ' on a purchase',
  pagePath: (carSlug, id) => paths.checkoutJourney(carSlug, { reservation: id }),
  cancelPath: (carSlug) => paths.checkoutJourney(carSlug, { cancelled: '1' }),
};

export const depositTerms = (purchase: boolean) => (purchase ? BUY_ONLINE_DEPOSIT : RESERVATION_DEPOSIT);
