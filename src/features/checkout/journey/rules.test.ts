import { describe, expect, it } from 'vitest';
import { NOT_FOR_SALE_ONLINE_MESSAGE } from '../purchase-rules';
import { ALREADY_RESERVED_MESSAGE } from '../rules';
import type { CheckoutCar } from '../view';
import {
  isPriced,
  notBuyableMessage,
  opening,
  parseChoices,
  planOf,
  purchaseChoice,
  REVIEW,
  START,
  TRADE_IN,
  tradeInReady,
} from './rules';

const car: CheckoutCar = {
  id: 7,
  slug: 'a-car',
  name: '2022 Toyota Corolla Ascent Sport',
  path: '/cars/a-car',
  image: null,
  price: 27_990,
  carType: 'used',
  certified: false,
  deposit: 200,
  reservable: true,
  reserved: false,
  location: { id: 3, name: 'CarZone Moorooka', timeZone: 'Australia/Brisbane' },
  dealershipId: 1,
};
const tradeIn = { valuationId: 'v1', vehicle: '2019 Mazda CX-5 Maxx', offer: 15_000, expiresOn: null };
const delivered = {
  ...START,
  fulfilment: 'delivery' as const,
  postcode: '4000',
  delivery: { postcode: '4000', region: 'Brisbane Metro', price: 450 },
};

describe('opening', () => {
  it('opens on the review after a cancelled payment, on the trade-in once one is valued, else where it was', () => {
    expect(opening({ ...START, step: 2 }, { cancelled: false, valued: false }).step).toBe(2);
    expect(opening(START, { cancelled: true, valued: false }).step).toBe(REVIEW);
    expect(opening(START, { cancelled: true, valued: true })).toMatchObject({
      step: TRADE_IN,
      tradeIn: 'valuation',
    });
  });
});

describe('notBuyableMessage', () => {
  it.each([
    { over: {}, message: null },
    { over: { reservable: false, reserved: true }, message: ALREADY_RESERVED_MESSAGE },
    { over: { price: null }, message: 'This car has no price to buy it at online.' },
    { over: { reservable: false }, message: NOT_FOR_SALE_ONLINE_MESSAGE },
  ])('$message', ({ over, message }) => expect(notBuyableMessage({ ...car, ...over })).toBe(message));
});

describe('the steps', () => {
  it('lets delivery on only once the postcode typed is priced; pick-up always', () => {
    expect(isPriced(delivered, true)).toBe(true);
    expect(isPriced({ ...delivered, postcode: '4001' }, true)).toBe(false);
    expect(isPriced({ ...delivered, delivery: null }, false)).toBe(true);
  });

  it('lets the trade-in on with none, or with one valued', () => {
    expect(tradeInReady(START, null)).toBe(true);
    expect(tradeInReady({ ...START, tradeIn: 'valuation' }, null)).toBe(false);
    expect(tradeInReady({ ...START, tradeIn: 'valuation' }, tradeIn)).toBe(true);
  });
});

describe('planOf and purchaseChoice', () => {
  it('plans the delivery priced, and sends its postcode with the trade-in and the payment', () => {
    const plan = planOf(car, { ...delivered, tradeIn: 'valuation', payment: 'finance' }, tradeIn, true);
    expect(plan.fulfilment).toEqual({
      method: 'delivery',
      postcode: '4000',
      region: 'Brisbane Metro',
      price: 450,
    });
    expect(purchaseChoice(plan)).toEqual({
      fulfilment: 'delivery',
      postcode: '4000',
      valuation_id: 'v1',
      payment: 'finance',
    });
  });

  it('plans a pick-up where the site does not deliver, whatever was chosen', () => {
    const plan = planOf(car, delivered, null, false);
    expect(plan.fulfilment).toEqual({ method: 'pickup', location: 'CarZone Moorooka' });
    expect(purchaseChoice(plan)).toEqual({
      fulfilment: 'pickup',
      postcode: undefined,
      valuation_id: undefined,
      payment: 'pay',
    });
  });
});

describe('parseChoices', () => {
  it('reads the choices kept, each checked', () => {
    expect(parseChoices(JSON.stringify(delivered))).toEqual(delivered);
    expect(
      parseChoices(
        JSON.stringify({
          step: 9,
          fulfilment: 'drone',
          postcode: '400012',
          delivery: { region: 1 },
          payment: 'x',
        }),
      ),
    ).toEqual({ ...START, postcode: '4000' });
  });

  it.each([null, '', 'not json', '42', 'null'])('%j reads as none', (text) =>
    expect(parseChoices(text)).toBeNull(),
  );
});
