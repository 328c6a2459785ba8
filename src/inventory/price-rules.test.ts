import { describe, expect, it } from 'vitest';
import { type PricedCar, searchPrice, shownPrice } from './price-rules';

const car = (over: Partial<PricedCar>): PricedCar => ({
  price: 30_000,
  beforePrice: null,
  offerPrice: null,
  ...over,
});

describe('shownPrice: the price a shopper sees', () => {
  it.each<[string, Partial<PricedCar>, number | null, number | null]>([
    ['plain price', {}, 30_000, null],
    [
      'offer below the price: now the offer, was the price',
      { price: 69_000, offerPrice: 65_990 },
      65_990,
      69_000,
    ],
    ['offer one dollar below', { offerPrice: 29_999 }, 29_999, 30_000],
    ['offer equal to the price is no offer', { offerPrice: 30_000 }, 30_000, null],
    ['offer above the price is no offer', { offerPrice: 31_000 }, 30_000, null],
    ['offer 0 is no offer', { offerPrice: 0 }, 30_000, null],
    ['offer wins over before_price', { beforePrice: 33_000, offerPrice: 28_000 }, 28_000, 30_000],
    ['before_price above: was', { beforePrice: 32_000 }, 30_000, 32_000],
    ['before_price equal: no was', { beforePrice: 30_000 }, 30_000, null],
    ['before_price below: no was', { beforePrice: 29_000 }, 30_000, null],
    [
      'no price: nothing, whatever the offer',
      { price: 0, offerPrice: 25_000, beforePrice: 32_000 },
      null,
      null,
    ],
    ['null price', { price: null }, null, null],
  ])('%s', (_label, over, now, was) => expect(shownPrice(car(over))).toEqual({ now, was }));
});

describe('searchPrice: what search sorts and filters on is the shown price', () => {
  it.each<[Partial<PricedCar>, number]>([
    [{ price: 69_000, offerPrice: 65_990 }, 65_990],
    [{ price: 69_000, beforePrice: 72_000 }, 69_000],
    [{ price: 0 }, 0],
    [{ price: null }, 0],
  ])('%j → %s', (over, expected) => expect(searchPrice(car(over))).toBe(expected));
});
