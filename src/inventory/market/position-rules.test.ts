import { describe, expect, it } from 'vitest';
import { type Comparable, computeAutogauge, weightedMarket } from './autogauge-rules';
import {
  AT_MARKET_PERCENT,
  carMarketFigures,
  marketPosition,
  SUGGESTED_ROUNDING,
  suggestedPrice,
  suggestionBasis,
} from './position-rules';

const same = (price: number): Comparable => ({ price, year: 2020, km: 50_000 });
const car = { year: 2020, km: 50_000 };

describe('marketPosition: within 3 % of the weighted median either side is at the market', () => {
  it('the band is 3 %', () => expect(AT_MARKET_PERCENT).toBe(3));

  it.each([
    [29_099, 30_000, 'below'],
    [29_100, 30_000, 'at'],
    [30_000, 30_000, 'at'],
    [30_900, 30_000, 'at'],
    [30_901, 30_000, 'above'],
    [1, 30_000, 'below'],
    // A cheap car's band is as narrow in dollars as its price: 3 % of 5,000 is 150.
    [4_850, 5_000, 'at'],
    [4_849, 5_000, 'below'],
    [5_150, 5_000, 'at'],
    [5_151, 5_000, 'above'],
  ] as const)('%i against a median of %i is %s', (price, median, position) =>
    expect(marketPosition(price, median)).toBe(position),
  );

  it.each([
    ['no price', null, 30_000],
    ['a price of 0', 0, 30_000],
    ['no market', 30_000, null],
  ] as const)('%s: no position', (_label, price, median) => expect(marketPosition(price, median)).toBeNull());
});

describe('suggestedPrice: the weighted median to the nearest $100, half up', () => {
  it('rounds to $100', () => expect(SUGGESTED_ROUNDING).toBe(100));

  it.each([
    [28_449, 28_400],
    [28_450, 28_500],
    [28_451, 28_500],
    [28_500, 28_500],
    [49, 0],
    [50, 100],
  ])('%i → %i', (median, suggested) => expect(suggestedPrice(median)).toBe(suggested));

  it('says what it is based on', () => {
    expect(suggestionBasis(14)).toBe(
      'The median of 14 comparables, weighted by how close each is in year and km, rounded to the nearest $100.',
    );
    expect(suggestionBasis(1)).toMatch(/^The median of 1 comparable,/);
    expect(suggestionBasis(1200)).toMatch(/^The median of 1,200 comparables,/);
  });
});

describe('the weighted median (the same market as the shopper’s price comparison)', () => {
  it.each([
    ['three equal weights: the middle one', [same(20_000), same(21_000), same(22_000)], 21_000],
    [
      'four equal weights: the lower middle',
      [same(20_000), same(21_000), same(22_000), same(23_000)],
      21_000,
    ],
    ['in any order', [same(23_000), same(20_000), same(22_000), same(21_000)], 21_000],
    [
      // Two cars 4 years away weigh a quarter each: together with the exact match they only just make half.
      'close cars outweigh far ones',
      [{ price: 20_000, year: 2016, km: 50_000 }, { price: 25_000, year: 2024, km: 50_000 }, same(30_000)],
      30_000,
    ],
  ])('%s', (_label, comparables, median) => expect(weightedMarket(car, comparables)?.median).toBe(median));

  it('its range is the shopper’s range', () => {
    const comparables = [20, 22, 24, 26, 28, 30, 32, 34, 36, 38].map((k) => same(k * 1000));
    const market = weightedMarket(car, comparables);
    const gauge = computeAutogauge({ ...car, price: 29_000 }, comparables);
    expect([market?.min, market?.max]).toEqual([gauge?.market_range_min, gauge?.market_range_max]);
  });
});

describe('carMarketFigures', () => {
  const comparables = [28_000, 29_000, 30_000, 31_000, 32_000].map(same);

  it.each([
    [27_000, 'below'],
    [30_000, 'at'],
    [33_000, 'above'],
  ] as const)('a car at %i is %s the market of 28,000 to 32,000', (price, position) =>
    expect(carMarketFigures({ ...car, price }, comparables)).toEqual({
      comparables: 5,
      marketMin: 28_000,
      marketMax: 32_000,
      median: 30_000,
      position,
      suggested: 30_000,
    }),
  );

  it('a car without a price has its market and suggestion, but no position', () =>
    expect(carMarketFigures({ ...car, price: null }, comparables)).toMatchObject({
      median: 30_000,
      position: null,
      suggested: 30_000,
    }));

  it.each([
    ['2 comparables', [same(30_000), same(31_000)], 2],
    ['3 of which one has no price', [same(30_000), same(31_000), same(0)], 2],
  ])('%s: no market', (_label, few, count) =>
    expect(carMarketFigures({ ...car, price: 30_000 }, few)).toEqual({
      comparables: count,
      marketMin: null,
      marketMax: null,
      median: null,
      position: null,
      suggested: null,
    }),
  );

  it('3 comparables with a price make a market', () =>
    expect(carMarketFigures({ ...car, price: 30_000 }, comparables.slice(0, 3)).position).toBe('above'));
});
