import { describe, expect, it } from 'vitest';
import {
  BUDGET_DEFAULTS,
  BUDGET_FALLBACK_MAX_PRICE,
  BUDGET_INPUT_MAX,
  BUDGET_PRICE_FLOOR,
  BUDGET_SLIDER,
  type BudgetFrequency,
  budgetButton,
  budgetEstimate,
  budgetSearchRange,
  budgetTypeLabel,
  clampBudgetSlider,
  coerceBudgetInput,
  defaultRepayment,
  ESTIMATE_DISCLAIMER,
  formatMoneyInput,
  QUICK_PICK_DEFAULT,
  QUICK_PICK_PREMIUM,
  quickPickChips,
} from './budget-rules';

describe('constants (AF §9)', () => {
  it.each([
    ['default monthly repayment', BUDGET_DEFAULTS.monthly, 600],
    ['default weekly repayment', BUDGET_DEFAULTS.weekly, 200],
    ['default deposit', BUDGET_DEFAULTS.deposit, 2000],
    ['input maximum', BUDGET_INPUT_MAX, 1_000_000],
    ['price floor', BUDGET_PRICE_FLOOR, 1000],
    ['fallback max price', BUDGET_FALLBACK_MAX_PRICE, 100_000],
    ['slider min', BUDGET_SLIDER.min, 5000],
    ['slider max', BUDGET_SLIDER.max, 250_000],
    ['slider step', BUDGET_SLIDER.step, 500],
  ])('%s = %i', (_label, actual, expected) => expect(actual).toBe(expected));

  it.each<[BudgetFrequency, number]>([
    ['monthly', 600],
    ['weekly', 200],
  ])('default %s repayment is %i', (frequency, expected) =>
    expect(defaultRepayment(frequency)).toBe(expected),
  );

  it.each([
    ['default', QUICK_PICK_DEFAULT, 5000, 70_000],
    ['premium', QUICK_PICK_PREMIUM, 300_000, 800_000],
  ])('%s quick picks run from %i to %i, ascending', (_label, chips, first, last) => {
    expect(chips[0]).toBe(first);
    expect(chips.at(-1)).toBe(last);
    expect([...chips].sort((a, b) => a - b)).toEqual(chips);
  });

  it.each([
    ['franchise', undefined, QUICK_PICK_DEFAULT],
    ['used-supermarket', undefined, QUICK_PICK_DEFAULT],
    ['dealer-group', undefined, QUICK_PICK_DEFAULT],
    ['specialist', undefined, QUICK_PICK_PREMIUM],
    ['franchise', [5000, 15_000], [5000, 15_000]],
    ['specialist', [100_000, 200_000], [100_000, 200_000]],
    ['specialist', [], []],
  ] as const)('a %s site setting chips %j shows %j', (siteType, own, chips) =>
    expect(quickPickChips(siteType, own)).toEqual(chips),
  );

  it('the estimate disclaimer says indicative only, no interest, fees or balloon', () => {
    expect(ESTIMATE_DISCLAIMER).toMatch(/indicative only/);
    expect(ESTIMATE_DISCLAIMER).toMatch(/No interest, fees or balloon/);
  });
});

describe('budgetEstimate = round(repayment × (12 | 52) × 5 + deposit)', () => {
  it.each<[number | string, BudgetFrequency, number | string, number]>([
    [600, 'monthly', 2000, 38_000], // the defaults
    [200, 'weekly', 2000, 54_000], // the weekly defaults
    [0, 'monthly', 0, 0],
    [0, 'weekly', 2000, 2000],
    [1, 'monthly', 0, 60],
    [1, 'weekly', 0, 260],
    [99.99, 'monthly', 0.4, 6000], // 5999.4 + 0.4 = 5999.8, rounded
    [100.01, 'weekly', 0, 26_003], // 26002.6 → 26003
    ['$600', 'monthly', '$2,000', 38_000], // display text is accepted
    ['abc', 'monthly', 2000, 2000], // not a number → 0
    [-5, 'weekly', 2000, 2000], // negative → 0
    [1_000_000, 'monthly', 1_000_000, 61_000_000], // both at the maximum
    [1_000_001, 'monthly', 0, 60_000_000], // clamped to 1,000,000 first
  ])('%s %s + deposit %s → %i', (repayment, frequency, deposit, expected) => {
    expect(budgetEstimate({ repayment, frequency, deposit })).toBe(expected);
  });
});

describe('coerceBudgetInput: NaN → 0, clamped 0 to 1,000,000', () => {
  it.each<[string | number | null | undefined, number]>([
    [0, 0],
    [600, 600],
    [1_000_000, 1_000_000],
    [1_000_001, 1_000_000],
    [2_000_000, 1_000_000],
    [-1, 0],
    [-5, 0],
    ['-5', 0],
    ['abc', 0],
    ['12abc', 0],
    ['', 0],
    ['   ', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 1_000_000],
    [Number.NEGATIVE_INFINITY, 0],
    ['$12,500', 12_500],
    ['12,500', 12_500],
    [' 2000 ', 2000],
    ['1,000,000', 1_000_000],
    ['$1,000,001', 1_000_000],
    ['2,000,000', 1_000_000],
    ['99.5', 99.5],
    ['1e3', 0], // exponent notation is not something a shopper types
  ])('%s → %i', (raw, expected) => expect(coerceBudgetInput(raw)).toBe(expected));
});

describe('budgetSearchRange: floor above 1000, fallback max 100,000', () => {
  it.each<[number, { min: number; max: number }]>([
    [38_000, { min: 1001, max: 38_000 }],
    [1001, { min: 1001, max: 1001 }], // just above the floor: usable
    [1000, { min: 1001, max: 100_000 }], // at the floor: not usable
    [0, { min: 1001, max: 100_000 }],
    [-1, { min: 1001, max: 100_000 }],
    [Number.NaN, { min: 1001, max: 100_000 }],
    [Number.POSITIVE_INFINITY, { min: 1001, max: 100_000 }],
    [250_000.4, { min: 1001, max: 250_000 }],
    [61_000_000, { min: 1001, max: 61_000_000 }],
  ])('estimate %s → %o', (estimate, range) => expect(budgetSearchRange(estimate)).toEqual(range));
});

describe('budgetTypeLabel', () => {
  it.each<[string | null | undefined, string]>([
    [undefined, 'Car'],
    [null, 'Car'],
    ['', 'Car'],
    ['all', 'Car'],
    ['new', 'New Car'],
    ['demo', 'Demo Car'],
    ['used', 'Used Car'],
    ['USED', 'Used Car'],
    ['Caravan', 'Caravan'],
  ])('%s → %s', (carType, label) => expect(budgetTypeLabel(carType)).toBe(label));
});

describe('budgetButton', () => {
  const enabled = (type: string) => ({ label: `View ${type}s In This Range`, disabled: false, note: null });
  const none = (type: string) => ({
    label: `0 ${type}s Found`,
    disabled: true,
    note: `No ${type}s found for this budget`,
  });

  it.each<[string, Parameters<typeof budgetButton>[0], ReturnType<typeof budgetButton>]>([
    ['budget above the lowest price', { count: 12, lowestPrice: 9990, estimate: 38_000 }, enabled('Car')],
    [
      'budget equal to the lowest price',
      { count: 12, lowestPrice: 38_000, estimate: 38_000 },
      enabled('Car'),
    ],
    ['budget one below the lowest price', { count: 12, lowestPrice: 38_001, estimate: 38_000 }, none('Car')],
    [
      'used cars, below',
      { count: 3, lowestPrice: 50_000, estimate: 38_000, carType: 'used' },
      none('Used Car'),
    ],
    [
      'used cars, above',
      { count: 3, lowestPrice: 10_000, estimate: 38_000, carType: 'used' },
      enabled('Used Car'),
    ],
    ['no results at all', { count: 0, lowestPrice: null, estimate: 38_000 }, none('Car')],
    ['lowest price unknown: count decides', { count: 4, lowestPrice: null, estimate: 0 }, enabled('Car')],
    ['lowest price 0 (unpriced) is unknown', { count: 4, lowestPrice: 0, estimate: 500 }, enabled('Car')],
    [
      'NaN estimate with a known lowest price',
      { count: 4, lowestPrice: 5000, estimate: Number.NaN },
      none('Car'),
    ],
  ])('%s', (_label, input, expected) => expect(budgetButton(input)).toEqual(expected));

  it('exact strings for used cars', () => {
    expect(budgetButton({ count: 1, lowestPrice: 20_000, estimate: 100, carType: 'used' })).toEqual({
      label: '0 Used Cars Found',
      disabled: true,
      note: 'No Used Cars found for this budget',
    });
    expect(budgetButton({ count: 1, lowestPrice: 20_000, estimate: 38_000, carType: 'new' }).label).toBe(
      'View New Cars In This Range',
    );
  });
});

describe('clampBudgetSlider: 5,000 to 250,000, step 500, thumbs never cross', () => {
  it.each<[string, { min?: number; max?: number }, 'min' | 'max' | undefined, { min: number; max: number }]>([
    ['inside', { min: 10_000, max: 50_000 }, undefined, { min: 10_000, max: 50_000 }],
    ['at the bounds', { min: 5000, max: 250_000 }, undefined, { min: 5000, max: 250_000 }],
    ['one below the minimum', { min: 4999, max: 50_000 }, undefined, { min: 5000, max: 50_000 }],
    ['one above the maximum', { min: 10_000, max: 250_001 }, undefined, { min: 10_000, max: 250_000 }],
    ['missing sides', {}, undefined, { min: 5000, max: 250_000 }],
    [
      'snapped to 500: 10,249 → 10,000',
      { min: 10_249, max: 50_000 },
      undefined,
      { min: 10_000, max: 50_000 },
    ],
    [
      'snapped to 500: 10,250 → 10,500',
      { min: 10_250, max: 50_000 },
      undefined,
      { min: 10_500, max: 50_000 },
    ],
    ['crossed, min moved: stops at max', { min: 60_000, max: 50_000 }, 'min', { min: 50_000, max: 50_000 }],
    ['crossed, max moved: stops at min', { min: 60_000, max: 50_000 }, 'max', { min: 60_000, max: 60_000 }],
    [
      'crossed, unknown thumb: min gives way',
      { min: 60_000, max: 50_000 },
      undefined,
      { min: 50_000, max: 50_000 },
    ],
  ])('%s', (_label, range, moved, expected) => expect(clampBudgetSlider(range, moved)).toEqual(expected));
});

describe('input display', () => {
  it.each([
    [0, '$0'],
    [5000, '$5,000'],
    [12_500, '$12,500'],
    [1_000_000, '$1,000,000'],
    [12_500.4, '$12,500'],
    [Number.NaN, '$0'],
  ])('formatMoneyInput(%s) → %s', (n, text) => expect(formatMoneyInput(n)).toBe(text));

  it.each([[5000], [12_500], [1_000_000]])('money display round-trips through coerceBudgetInput: %i', (n) => {
    expect(coerceBudgetInput(formatMoneyInput(n))).toBe(n);
  });
});
