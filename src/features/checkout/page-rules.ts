// What the reserve and reservation pages say and how they read a reservation in the checkout calls'
// answers. Pure: the components and their tests share it.

import { formatAud, formatAudCents } from '@/lib/money';
import type { CheckoutRoute } from '@/lib/paths';
import { viewIn } from './payment/answer-rules';
import { CONFIRMING_COPY, type StatusCopy } from './payment/status-rules';
import { BUY_ONLINE_HEADING } from './purchase-rules';
import { CAR_TAKEN_MESSAGE } from './rules';
import type { ReservationView } from './view';

/**
 * The reserve page's name (and the vehicle page's section to it), as the site's route names it: a site
 * that sells online at /buy-online says Buy Online, as its button does, never Reserve Online.
 */
export const CHECKOUT_HEADINGS: Record<CheckoutRoute, string> = {
  checkout: 'Reserve Online',
  'buy-online': BUY_ONLINE_HEADING,
};
export const CANCEL_LABEL = 'Cancel and refund my deposit';
export const FAILED_MESSAGE = 'Your payment did not go through.';

/** 'Pay $200 deposit'. */
export const payLabel = (deposit: number) => `Pay ${formatAud(deposit)} deposit`;

/** The heading and text of each state of a reservation (the payment reference is shown beside them). */
export function statusCopy(
  view: Pick<ReservationView, 'status' | 'amountCents' | 'car' | 'holdUntilText'> & {
    purchase?: ReservationView['purchase'];
    sold?: boolean;
  },
): StatusCopy {
  const deposit = formatAudCents(view.amountCents);
  switch (view.status) {
    case 'pending':
      return CONFIRMING_COPY;
    case 'held':
      return {
        heading: view.purchase ? 'Deposit paid' : 'Reserved',
        lines: [
          view.holdUntilText
            ? `We hold the ${view.car.name} for you until ${view.holdUntilText}.`
            : `We hold the ${view.car.name} for you.`,
          `Your ${deposit} deposit is fully refundable.`,
        ],
      };
    case 'cancelled':
      return {
        heading: 'Reservation cancelled',
        lines: [
          `Your reservation of the ${view.car.name} is cancelled and your ${deposit} deposit has been refunded in full.`,
        ],
      };
    case 'released':
      if (view.sold)
        return {
          heading: 'The car is yours',
          lines: [`Your ${deposit} deposit went toward the ${view.car.name}.`],
        };
      return {
        heading: 'Your hold has ended',
        lines: [
          `The hold on the ${view.car.name} has ended and your ${deposit} deposit has been refunded in full.`,
        ],
      };
    case 'lost':
      return { heading: 'This car has been reserved', lines: [CAR_TAKEN_MESSAGE] };
    case 'failed':
      return { heading: 'Payment not completed', lines: [FAILED_MESSAGE] };
  }
}

/** The reservation in a GET, cancel or handover answer, when there is one. */
export const reservationOf = viewIn<ReservationView>('reservation');
