import { describe, expect, it } from 'vitest';
import { priceBlock, showsMarketIndicator } from './price-rules';

describe('showsMarketIndicator (AF §5: more than 499 below)', () => {
  it.each([
    [30_000, 30_000, false],
    [29_501, 30_000, false], // 499 below
    [29_500.5, 30_000, true], // 499.5 below
    [29_500, 30_000, true], // 500 below
    [20_000, 30_000, true],
    [31_000, 30_000, false],
    [0, 30_000, false],
    [29_000, null, false],
    [29_000, undefined, false],
    [null, 30_000, false],
  ])('price %s, average %s → %s', (price, average, shown) =>
    expect(showsMarketIndicator(price, average, true)).toBe(shown),
  );

  it.each([
    [20_000, 30_000, true, true],
    [20_000, 30_000, false, false], // a site without the market-data feature never shows it
    [29_501, 30_000, true, false],
  ])('price %s, average %s, features.autograb %s → %s', (price, average, autograb, shown) =>
    expect(showsMarketIndicator(price, average, autograb)).toBe(shown),
  );
});

describe('priceBlock', () => {
  const base = {
    price: 30000,
    beforePrice: null,
    offerPrice: null,
    subscriptionPrice: null,
    priceType: 'Drive Away',
    preorder: false,
  };
  const site = { noPriceText: 'Enquire for price.', offersSubscription: false };
  it.each([
    ['plain price', {}, { now: 30000, was: null, noPriceText: null }],
    ['was above now', { beforePrice: 32000 }, { now: 30000, was: 32000 }],
    ['was equal to now is not a was', { beforePrice: 30000 }, { now: 30000, was: null }],
    ['was below now is not a was', { beforePrice: 29000 }, { now: 30000, was: null }],
    ['offer below price', { offerPrice: 28500 }, { now: 28500, was: 30000 }],
    ['offer equal to price is no offer', { offerPrice: 30000 }, { now: 30000, was: null }],
    [
      'no price',
      { price: 0, beforePrice: 32000 },
      { now: null, was: null, noPriceText: 'Enquire for price.' },
    ],
    ['no price has no price type', { price: 0 }, { priceType: null }],
    ['preorder', { preorder: true }, { preorder: true }],
  ])('%s', (_name, car, expected) => {
    expect(priceBlock({ ...base, ...car }, site)).toMatchObject(expected);
  });
  it('shows a subscription price only on sites offering subscriptions', () => {
    expect(priceBlock({ ...base, subscriptionPrice: 189 }, site).subscription).toBeNull();
    expect(
      priceBlock({ ...base, subscriptionPrice: 189 }, { ...site, offersSubscription: true }).subscription,
    ).toBe(189);
  });
});
