import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_QUESTIONS,
  type AdjustmentAnswers,
  answerLabel,
  type Market,
  offerExpiry,
  onlineRefusal,
  priceLessTradeIn,
  reconditioning,
  valuationFrom,
  valuationPluginEligible,
} from './valuation-rules';

const best: AdjustmentAnswers = {
  serviceHistory: 'full',
  accidentDamage: 'no',
  bodyInterior: 'excellent',
  tyres: 'good',
  keys: 'two',
  underFinance: 'No',
};
// A used market value of $24,000, give or take 8 %.
const market: Market = { comparables: 20, value: 24_000, low: 22_100, high: 26_000, error: 0.08 };

describe('onlineRefusal (AF §9: no online estimate over 7 years or 100,000 km)', () => {
  it.each([
    [2019, 50_000, null], // 7 years old in 2026: still online
    [2018, 50_000, 'age'], // 8 years old
    [2026, 0, null],
    [2024, 100_000, null], // exactly 100,000 km
    [2024, 100_001, 'kms'],
    [2010, 200_000, 'age'], // age is reported first
  ] as const)('a %i car with %i km → %s', (year, kms, expected) => {
    expect(onlineRefusal({ year, kms }, 2026)).toBe(expected);
  });
});

describe('reconditioning', () => {
  it('costs nothing for a car in the best condition, under finance or not', () => {
    expect(reconditioning(best, 24_000)).toBe(0);
    expect(reconditioning({ ...best, underFinance: 'Yes' }, 24_000)).toBe(0);
  });

  it.each([
    ['serviceHistory', 'partial', 500],
    ['serviceHistory', 'none', 1_200], // 5 % of $24,000
    ['accidentDamage', 'repaired', 1_200],
    ['accidentDamage', 'unrepaired', 3_000],
    ['bodyInterior', 'good', 300],
    ['bodyInterior', 'fair', 1_200],
    ['bodyInterior', 'poor', 3_000],
    ['tyres', 'worn', 800],
    ['keys', 'one', 350],
  ] as const)('%s %s costs $%i on a $24,000 car', (question, answer, cost) => {
    expect(reconditioning({ ...best, [question]: answer }, 24_000)).toBe(cost);
  });

  it('adds the answers up', () => {
    expect(reconditioning({ ...best, tyres: 'worn', keys: 'one', serviceHistory: 'none' }, 20_000)).toBe(
      800 + 350 + 1_000,
    );
  });
});

describe('valuationFrom', () => {
  it('takes the margin and the reconditioning off the value and each end of its range, rounded down to $100', () => {
    // $22,100 × 0.88 − $800 = $18,648; $26,000 × 0.88 − $800 = $22,080; $24,000 × 0.88 − $800 = $20,320.
    expect(valuationFrom(market, { ...best, tyres: 'worn' }, 12)).toEqual({
      low: 18_600,
      high: 22_000,
      offer: 20_300,
      reconditioning: 800,
      marginPercent: 12,
      market,
    });
  });

  it('gives the market less nothing at a 0 % margin and no reconditioning', () => {
    expect(valuationFrom(market, best, 0)).toMatchObject({ low: 22_100, high: 26_000, offer: 24_000 });
  });

  it('takes a share-of-value deduction on the value itself', () => {
    // No service history: 5 % of $24,000.
    expect(valuationFrom(market, { ...best, serviceHistory: 'none' }, 0)?.reconditioning).toBe(1_200);
  });

  it.each([
    [0.15, 'valued'], // give or take 15 %: the widest range offered on
    [0.151, null],
    [0.3, null],
  ] as const)('a market value give or take %f → %s', (error, expected) => {
    const result = valuationFrom({ ...market, error }, best, 12);
    expect(result ? 'valued' : null).toBe(expected);
  });

  it('gives no figure when nothing is left after the deductions', () => {
    const cheap = { comparables: 9, value: 2_500, low: 2_300, high: 2_700, error: 0.08 };
    expect(valuationFrom(cheap, { ...best, accidentDamage: 'unrepaired' }, 12)).toBeNull();
  });

  it('never gives a low end below $0', () => {
    const cheap = { comparables: 9, value: 4_000, low: 3_500, high: 4_600, error: 0.14 };
    const result = valuationFrom(cheap, { ...best, accidentDamage: 'unrepaired' }, 12);
    expect(result?.low).toBe(0);
    expect(result?.offer).toBe(500); // $4,000 × 0.88 − $3,000 = $520
    expect(result?.high).toBe(1_000); // $4,600 × 0.88 − $3,000 = $1,048
  });
});

describe('the changeover and the offer date', () => {
  it.each([
    [30_000, 18_500, 11_500],
    [18_500, 18_500, 0],
    [10_000, 18_500, 0],
  ])('a $%i car less a $%i trade-in → $%i', (price, offer, expected) => {
    expect(priceLessTradeIn(price, offer)).toBe(expected);
  });

  it('lets an offer stand for whole days', () => {
    expect(offerExpiry(new Date('2026-11-24T00:00:00Z'), 7).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('the questions', () => {
  it('ask under finance in the spec’s words (AF §3)', () => {
    expect(ADJUSTMENT_QUESTIONS.find((q) => q.id === 'underFinance')?.label).toBe(
      'Is Your Car Currently Under Finance?',
    );
    expect(ADJUSTMENT_QUESTIONS.find((q) => q.id === 'underFinance')?.options.map((o) => o.value)).toEqual([
      'No',
      'Yes',
    ]);
  });

  it('label answers for the dealer', () => {
    expect(answerLabel('serviceHistory', 'partial')).toBe('Partial service history');
    expect(answerLabel('tyres', 'unknown')).toBe('unknown');
  });
});

describe('valuationPluginEligible (AF §4)', () => {
  it.each([
    [{ status: 'in_stock', reserved: false, price: 201 }, true],
    [{ status: 'in_stock', reserved: false, price: 200 }, false],
    [{ status: 'in_stock', reserved: false, price: null }, false],
    [{ status: 'in_stock', reserved: true, price: 30_000 }, false],
    [{ status: 'sold', reserved: false, price: 30_000 }, false],
    [{ status: 'coming_soon', reserved: false, price: 30_000 }, false],
  ])('%o → %s', (car, expected) => {
    expect(valuationPluginEligible(car)).toBe(expected);
  });
});
