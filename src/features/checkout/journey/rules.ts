// Pure rules of the buy-online journey's steps (/checkout-journey): the shopper's choices, where the
// journey opens, what each step lets through, the plan the running sums are made from and the choices
// kept for the browser session. No I/O: the journey's components and their tests share them.

import type { PurchasePlan } from '@/db/schema';
import type { JourneyTradeIn } from '../journey-data';
import { NOT_FOR_SALE_ONLINE_MESSAGE, PURCHASE_STEPS } from '../purchase-rules';
import { ALREADY_RESERVED_MESSAGE } from '../rules';
import type { PurchaseChoice } from '../schema';
import type { CheckoutCar } from '../view';

export type Fulfilment = 'pickup' | 'delivery';
export type DeliveryPrice = { postcode: string; region: string; price: number };

export type Choices = {
  step: number;
  fulfilment: Fulfilment;
  postcode: string;
  delivery: DeliveryPrice | null;
  tradeIn: 'none' | 'valuation';
  payment: 'pay' | 'finance';
};

export const START: Choices = {
  step: 0,
  fulfilment: 'pickup',
  postcode: '',
  delivery: null,
  tradeIn: 'none',
  payment: 'pay',
};
export const REVIEW = PURCHASE_STEPS.indexOf('Review');
export const TRADE_IN = PURCHASE_STEPS.indexOf('Trade-in');

/** Where the session keeps a car's choices. */
export const storageKey = (slug: string) => `buy-online:${slug}`;

/**
 * The choices the journey opens with: back from a cancelled payment on the review, back from valuing a
 * trade-in on the trade-in step with it chosen, else where the shopper was.
 */
export function opening(choices: Choices, arrival: { cancelled: boolean; valued: boolean }): Choices {
  return {
    ...choices,
    ...(arrival.cancelled ? { step: REVIEW } : {}),
    ...(arrival.valued ? { step: TRADE_IN, tradeIn: 'valuation' as const } : {}),
  };
}

/** A car bought online has a price; else why not, as the journey says it. */
export function notBuyableMessage(car: CheckoutCar): string | null {
  if (car.reservable && car.price !== null && car.price > 0) return null;
  if (car.reserved) return ALREADY_RESERVED_MESSAGE;
  return car.reservable ? 'This car has no price to buy it at online.' : NOT_FOR_SALE_ONLINE_MESSAGE;
}

/** How the car is got: only picked up where the site does not deliver. */
export const fulfilmentOf = (choices: Choices, delivers: boolean): Fulfilment =>
  delivers ? choices.fulfilment : 'pickup';

/** The delivery price checked for the postcode now typed, if it was. */
export const quotedDelivery = (choices: Choices): DeliveryPrice | null =>
  choices.delivery && choices.delivery.postcode === choices.postcode.trim() ? choices.delivery : null;

/** The delivery step lets the shopper on once a delivery is priced (a pick-up needs no price). */
export const isPriced = (choices: Choices, delivers: boolean) =>
  fulfilmentOf(choices, delivers) === 'pickup' || quotedDelivery(choices) !== null;

/** The trade-in step lets the shopper on with no trade-in, or with one valued. */
export const tradeInReady = (choices: Choices, tradeIn: JourneyTradeIn | null) =>
  choices.tradeIn === 'none' || tradeIn !== null;

/** The plan as the browser knows it, for the running sums; the server prices the same choices again. */
export function planOf(
  car: CheckoutCar,
  choices: Choices,
  tradeIn: JourneyTradeIn | null,
  delivers: boolean,
): PurchasePlan {
  const delivery = fulfilmentOf(choices, delivers) === 'delivery' ? choices.delivery : null;
  return {
    price: car.price ?? 0,
    fulfilment: delivery
      ? { method: 'delivery', ...delivery }
      : { method: 'pickup', location: car.location?.name ?? null },
    tradeIn: choices.tradeIn === 'valuation' && tradeIn ? tradeIn : null,
    payment: choices.payment,
    weeklyRepayment: null,
  };
}

/** What the deposit's form sends of the plan: the choices, which the server prices again. */
export const purchaseChoice = (plan: PurchasePlan): PurchaseChoice => ({
  fulfilment: plan.fulfilment.method,
  postcode: plan.fulfilment.method === 'delivery' ? plan.fulfilment.postcode : undefined,
  valuation_id: plan.tradeIn?.valuationId,
  payment: plan.payment,
});

/** The choices the session kept (JSON), each checked; null when there are none or they do not read. */
export function parseChoices(text: string | null): Choices | null {
  let value: Partial<Choices> | null;
  try {
    value = JSON.parse(text ?? 'null') as Partial<Choices> | null;
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const step = Number(value.step);
  return {
    step: Number.isInteger(step) && step >= 0 && step <= REVIEW ? step : 0,
    fulfilment: value.fulfilment === 'delivery' ? 'delivery' : 'pickup',
    postcode: typeof value.postcode === 'string' ? value.postcode.slice(0, 4) : '',
    delivery:
      value.delivery &&
      typeof value.delivery.region === 'string' &&
      typeof value.delivery.price === 'number' &&
      typeof value.delivery.postcode === 'string'
        ? value.delivery
        : null,
    tradeIn: value.tradeIn === 'valuation' ? 'valuation' : 'none',
    payment: value.payment === 'finance' ? 'finance' : 'pay',
  };
}
