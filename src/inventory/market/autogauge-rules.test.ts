import { describe, expect, it } from 'vitest';
import {
  type Comparable,
  computeAutogauge,
  type PriceComparison,
  parsePriceComparison,
  priceComparisonView,
} from './autogauge-rules';

// ── Price comparison block ────────────────────────────────────────────────────────────────────

const gauge = (over: Partial<PriceComparison> = {}): PriceComparison => ({
  fill: 0.7,
  listing_price: 30_000,
  market_range_min: 28_000,
  market_range_max: 34_000,
  confidence: 0.6,
  ...over,
});

describe('priceComparisonView (SV §4)', () => {
  it.each([
    ['missing (null)', null],
    ['missing (undefined)', undefined],
    ['confidence 0', gauge({ confidence: 0 })],
    ['confidence 0.2', gauge({ confidence: 0.2 })],
    ['market max below the listing', gauge({ market_range_max: 29_999 })],
    ['a number missing', gauge({ fill: Number.NaN })],
  ])('hidden: %s', (_label, data) => expect(priceComparisonView(data)).toBeNull());

  it.each([
    ['confidence 0.21', gauge({ confidence: 0.21 })],
    ['confidence 0.2000001', gauge({ confidence: 0.200_000_1 })],
    ['market max equal to the listing', gauge({ market_range_max: 30_000 })],
  ])('shown: %s', (_label, data) => expect(priceComparisonView(data)).not.toBeNull());

  it.each([
    [0, 'Good Deal'],
    [0.64, 'Good Deal'],
    [0.649_999, 'Good Deal'],
    [0.65, 'Great Deal'],
    [1, 'Great Deal'],
  ])('fill %s → %s', (fill, label) => expect(priceComparisonView(gauge({ fill }))?.label).toBe(label));

  it.each([
    ['Below market', 'Below market'],
    ['  Fair price ', 'Fair price'],
    ['', 'Great Deal'],
    [null, 'Great Deal'],
  ])('description %j → label %s', (description, label) =>
    expect(priceComparisonView(gauge({ description }))?.label).toBe(label),
  );

  it('clamps the fill for the indicator and passes the range through', () =>
    expect(priceComparisonView(gauge({ fill: 1.4 }))).toEqual({
      label: 'Great Deal',
      fill: 1,
      listingPrice: 30_000,
      marketMin: 28_000,
      marketMax: 34_000,
    }));
});

describe('parsePriceComparison (SV §7: an empty response counts as a failure)', () => {
  it.each([null, undefined, '', 0, {}, { fill: 0.5 }, [], 'text'])('%j → No data returned', (body) =>
    expect(() => parsePriceComparison(body)).toThrow('No data returned'),
  );
  it('a full body passes, with its description', () => {
    const body = { ...gauge(), description: 'Great Price', extra: 1 };
    expect(parsePriceComparison(body)).toEqual({ ...gauge(), description: 'Great Price' });
  });
});

// ── Price comparison computed from comparables ────────────────────────────────────────────────

const car: Comparable = { price: 30_000, year: 2021, km: 40_000 };
const same = (price: number): Comparable => ({ price, year: 2021, km: 40_000 });
const market = (prices: number[]) => prices.map(same);

describe('computeAutogauge', () => {
  it.each([0, 1, 2])('%s comparables → null', (count) =>
    expect(computeAutogauge(car, market([30_000, 31_000, 32_000].slice(0, count)))).toBeNull(),
  );

  it('3 comparables are enough', () => {
    expect(computeAutogauge(car, market([28_000, 30_000, 32_000]))).not.toBeNull();
  });

  it('comparables without a price do not count towards the 3', () =>
    expect(computeAutogauge(car, market([0, 30_000, 32_000]))).toBeNull());

  it.each([0, -1, Number.NaN])('a car priced %s has no comparison', (price) =>
    expect(computeAutogauge({ ...car, price }, market([28_000, 30_000, 32_000]))).toBeNull(),
  );

  it('the range drops the cheapest and dearest 10 % of the weight', () => {
    // 10 equal prices 20,000..29,000: each tail is exactly one car
    const g = computeAutogauge(car, market([20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map((k) => k * 1000)));
    expect(g?.market_range_min).toBe(21_000);
    expect(g?.market_range_max).toBe(28_000);
    expect(g?.listing_price).toBe(30_000);
    expect(g).not.toHaveProperty('description');
  });

  it.each([
    // listing price → fill, with the market 21,000..28,000 (a cheaper car fills more)
    [20_000, 1],
    [21_000, 1],
    [24_500, 0.5],
    [26_000, 2 / 7],
    [28_000, 0],
    [30_000, 0],
  ])('listing %s → fill %s', (price, fill) => {
    const g = computeAutogauge(
      { ...car, price },
      market([20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map((k) => k * 1000)),
    );
    expect(g?.fill).toBeCloseTo(fill, 10);
  });

  it('a cheaper-than-market car reads Great Deal, an at-market one Good Deal, a dear one nothing', () => {
    const comparables = market([
      30_000, 31_000, 32_000, 33_000, 34_000, 35_000, 36_000, 37_000, 38_000, 39_000, 40_000, 41_000,
    ]);
    const view = (price: number) => priceComparisonView(computeAutogauge({ ...car, price }, comparables));
    expect(view(29_000)?.label).toBe('Great Deal');
    expect(view(35_500)?.label).toBe('Good Deal');
    expect(view(45_000)).toBeNull();
  });

  it.each([
    [29_000, 1],
    [30_000, 0.5],
    [31_000, 0],
  ])('no spread (all at 30,000): listing %s → fill %s', (price, fill) =>
    expect(computeAutogauge({ ...car, price }, market([30_000, 30_000, 30_000]))?.fill).toBe(fill),
  );

  it('confidence grows with the number of comparables (same spread)', () => {
    const confidences = [3, 4, 6, 10, 20, 50].map((n) => {
      const prices = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 28_000 : 32_000));
      return computeAutogauge(car, market(prices))?.confidence ?? 0;
    });
    for (let i = 1; i < confidences.length; i++) expect(confidences[i]).toBeGreaterThan(confidences[i - 1]);
    expect(confidences.at(-1)).toBeLessThan(1);
  });

  it('confidence falls as the market widens (same count)', () => {
    const confidences = [0, 1_000, 5_000, 10_000, 20_000].map(
      (spread) => computeAutogauge(car, market([30_000 - spread, 30_000, 30_000 + spread]))?.confidence ?? 0,
    );
    for (let i = 1; i < confidences.length; i++) expect(confidences[i]).toBeLessThan(confidences[i - 1]);
  });

  it('confidence falls as the comparables move away in year and km', () => {
    const at = (dy: number, dkm: number) =>
      computeAutogauge(
        car,
        [28_000, 30_000, 32_000].map((price) => ({ price, year: 2021 - dy, km: 40_000 + dkm })),
      )?.confidence ?? 0;
    expect(at(1, 0)).toBeLessThan(at(0, 0));
    expect(at(0, 25_000)).toBeLessThan(at(0, 0));
    expect(at(4, 0)).toBeLessThan(at(1, 0));
    expect(at(5, 0)).toBeLessThan(0.2); // far-off comparables alone are not enough to show the block
  });

  it.each([
    // closed form: n / (n + 4) × 1 / (1 + spread / median)
    ['3 exact matches, no spread', [30_000, 30_000, 30_000], 3 / 7],
    ['4 exact matches, no spread', [30_000, 30_000, 30_000, 30_000], 0.5],
  ])('confidence of %s', (_label, prices, expected) =>
    expect(computeAutogauge(car, market(prices))?.confidence).toBeCloseTo(expected, 10),
  );

  it('a far-off comparable cannot drag the range', () => {
    // two close cars at 30,000, one 6 years older with 100,000 km more at 15,000 (weight 1/128)
    const g = computeAutogauge(car, [same(30_000), same(30_000), { price: 15_000, year: 2015, km: 140_000 }]);
    expect(g?.market_range_min).toBe(30_000);
    expect(g?.market_range_max).toBe(30_000);
  });

  it.each([
    // 3 equal cars: no tail is dropped, the range is their min..max
    [[28_000, 30_000, 32_000], 28_000, 32_000],
    // 5 equal cars: a 10 % tail (half a car) drops nobody either
    [[26_000, 28_000, 30_000, 32_000, 34_000], 26_000, 34_000],
    // 11 equal cars: the cheapest and dearest are dropped
    [[20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30].map((k) => k * 1000), 21_000, 29_000],
  ])('range of %j → %s..%s', (prices, min, max) => {
    const g = computeAutogauge(car, market(prices));
    expect([g?.market_range_min, g?.market_range_max]).toEqual([min, max]);
  });

  it('the order of the comparables does not matter', () => {
    const prices = [31_000, 27_500, 45_000, 29_990, 33_000, 30_500];
    const a = computeAutogauge(car, market(prices));
    const b = computeAutogauge(car, market([...prices].reverse()));
    expect(a).toEqual(b);
  });
});
