// Pure rules of buying a car online (AF §2 '/checkout-journey'; docs/decisions/023): the steps, the sums
// and when a booked handover lets the hold end. No I/O: the journey's components, the server and the
// dealer's lead read the same figures from here.

import type { PurchasePlan } from '@/db/schema';
import { deliveryPriceText } from '@/inventory/delivery-rules';
import { addDays, dateAt, instantAt, longDateTimeAt } from '@/lib/dates';
import { formatAud } from '@/lib/money';

export const BUY_ONLINE_HEADING = 'Buy Online';
export const NOT_FOR_SALE_ONLINE_MESSAGE = 'This car cannot be bought online.';

/** The steps, in order. The deposit is paid on the provider's page between Review and Handover. */
export const PURCHASE_STEPS = [
  'Your car',
  'Delivery or pick-up',
  'Trade-in',
  'Finance or pay',
  'Review',
  'Deposit',
  'Handover',
] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

/** A handover may be booked from the location's next day, this many days ahead. */
export const HANDOVER_DAYS = 14;

export type PurchaseTotals = {
  price: number;
  delivery: number;
  tradeIn: number;
  deposit: number;
  /** What is left to pay at handover: the price and delivery, less the trade-in and the deposit. */
  balance: number;
};

/**
 * The sums of a purchase, in whole dollars: e.g. a $30,000 car delivered for $450, a $12,000 trade-in
 * and a $200 deposit leave $18,250 to pay at handover. A trade-in worth more than the rest makes the
 * balance negative: the dealer pays the difference.
 */
export function purchaseTotals(
  plan: Pick<PurchasePlan, 'price' | 'fulfilment' | 'tradeIn'>,
  deposit: number,
) {
  const delivery = plan.fulfilment.method === 'delivery' ? plan.fulfilment.price : 0;
  const tradeIn = plan.tradeIn?.offer ?? 0;
  return {
    price: plan.price,
    delivery,
    tradeIn,
    deposit,
    balance: plan.price + delivery - tradeIn - deposit,
  } satisfies PurchaseTotals;
}

/** The balance as the shopper reads it: '$18,250 to pay at handover', or what the dealer pays back. */
export function balanceText(balance: number): string {
  if (balance < 0) return `We pay you ${formatAud(-balance)} at handover`;
  return `${formatAud(balance)} to pay at handover`;
}

/** How the car reaches the shopper, in a few words: 'Pick up from Coastal Toyota Brisbane'. */
export function fulfilmentText(fulfilment: PurchasePlan['fulfilment']): string {
  if (fulfilment.method === 'delivery')
    return `Delivery to ${fulfilment.postcode} (${fulfilment.region}): ${deliveryPriceText(fulfilment.price)}`;
  return fulfilment.location ? `Pick up from ${fulfilment.location}` : 'Pick up from the dealership';
}

export const PAYMENT_CHOICES = { pay: 'Pay in full', finance: 'Finance' } as const;
/** When the balance is paid, in the words every step of the journey uses (the review's 'Balance at handover'). */
export const BALANCE_AT_HANDOVER = 'The balance is paid at handover';

/** The first and last day (the location's own dates) a handover may be booked on, seen at `now`. */
export function handoverWindow(now: Date, timeZone: string): { first: string; last: string } {
  const first = addDays(dateAt(now, timeZone), 1);
  return { first, last: addDays(first, HANDOVER_DAYS - 1) };
}

/**
 * How long a purchase's hold lasts once its handover is booked: to the end of the handover's day at the
 * location, and never shorter than the hold it already has.
 */
export function holdUntilHandover(handoverAt: Date, timeZone: string, holdUntil: Date): Date {
  const dayAfter = addDays(dateAt(handoverAt, timeZone), 1);
  const end = instantAt(dayAfter, '00:00', timeZone);
  return end > holdUntil ? end : holdUntil;
}

/**
 * A moment of a reservation (its hold's end, its handover) on the location's clock: 'Monday 30 November
 * 2026 at 10:30 am AEDT'. A hold that runs to the end of a day ends at the next midnight, which reads as
 * '12:00 am' of a day the hold does not run into: it is named by its own day, 'the end of Monday 30
 * November 2026'.
 */
export function momentText(at: Date, timeZone: string): string {
  const date = dateAt(at, timeZone);
  if (instantAt(date, '00:00', timeZone).getTime() === at.getTime()) {
    const day = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(at.getTime() - 1));
    return `the end of ${day}`;
  }
  return longDateTimeAt(at, timeZone);
}
