import { describe, expect, it } from 'vitest';
import type { RangeField } from './engine/types';
import {
  clampRange,
  formatRangeParam,
  parseRangeParam,
  SLIDER_ABOVE_MAX_MESSAGE,
  SLIDER_BELOW_MIN_MESSAGE,
  type SliderBounds,
  type SliderStats,
  sliderBounds,
  sliderStep,
} from './slider-rules';

describe('sliderStep: range / 100, rounded, at least 1', () => {
  it.each([
    [0, 100_000, 1000],
    [0, 1000, 10],
    [2010, 2025, 1], // 0.15 rounds to 0 → at least 1
    [0, 149, 1], // 1.49 → 1
    [0, 150, 2], // 1.5 → 2 (half rounds up)
    [5000, 5000, 1], // zero-width range
    [0, 157_000, 1570],
  ])('%i to %i → %i', (min, max, step) => expect(sliderStep(min, max)).toBe(step));
});

describe('sliderBounds', () => {
  it.each<[string, SliderStats, RangeField | undefined, SliderBounds]>([
    ['no stats → default range', null, 'price', { min: 0, max: 100_000, step: 1000 }],
    ['undefined stats → default range', undefined, 'km', { min: 0, max: 100_000, step: 1000 }],
    [
      'unknown (NaN) max → default',
      { min: 5, max: Number.NaN },
      'price',
      { min: 0, max: 100_000, step: 1000 },
    ],
    [
      'infinite max → default',
      { min: 5, max: Number.POSITIVE_INFINITY },
      'year',
      { min: 0, max: 100_000, step: 1000 },
    ],
    ['unknown min, known max', { min: Number.NaN, max: 50_000 }, 'price', { min: 0, max: 50_000, step: 500 }],
    [
      'price already on 1000s',
      { min: 10_000, max: 60_000 },
      'price',
      { min: 10_000, max: 60_000, step: 500 },
    ],
    [
      'price rounded outwards',
      { min: 10_999, max: 45_001 },
      'price',
      { min: 10_000, max: 46_000, step: 360 },
    ],
    [
      'price min 1 below a 1000 floors',
      { min: 9_999, max: 20_000 },
      'price',
      { min: 9_000, max: 20_000, step: 110 },
    ],
    ['km rounded outwards', { min: 1, max: 199_999 }, 'km', { min: 0, max: 200_000, step: 2000 }],
    ['year not rounded to 1000', { min: 2010, max: 2025 }, 'year', { min: 2010, max: 2025, step: 1 }],
    [
      'no field: not rounded to 1000',
      { min: 10_999, max: 45_001 },
      undefined,
      { min: 10_999, max: 45_001, step: 340 },
    ],
    [
      'fractional weekly price widened to whole',
      { min: 99.5, max: 250.2 },
      'weekly_price',
      { min: 99, max: 251, step: 2 },
    ],
    [
      'upside-down stats swapped',
      { min: 60_000, max: 10_000 },
      'price',
      { min: 10_000, max: 60_000, step: 500 },
    ],
    ['single car', { min: 25_000, max: 25_000 }, 'price', { min: 25_000, max: 25_000, step: 1 }],
  ])('%s', (_label, stats, field, expected) => expect(sliderBounds(stats, field)).toEqual(expected));
});

describe('clampRange', () => {
  const price: SliderBounds = { min: 10_000, max: 60_000, step: 500 };
  const year: SliderBounds = { min: 2010, max: 2025, step: 1 };

  it.each<
    [string, { min?: number; max?: number }, SliderBounds, RangeField, { min: number; max: number }, string[]]
  >([
    ['inside: untouched', { min: 20_000, max: 30_000 }, price, 'price', { min: 20_000, max: 30_000 }, []],
    [
      'min exactly at bound: not logged',
      { min: 10_000, max: 30_000 },
      price,
      'price',
      { min: 10_000, max: 30_000 },
      [],
    ],
    [
      'min one below the bound: clamped and logged',
      { min: 9_999, max: 30_000 },
      price,
      'price',
      { min: 10_000, max: 30_000 },
      [SLIDER_BELOW_MIN_MESSAGE],
    ],
    [
      'max exactly at bound: not logged',
      { min: 20_000, max: 60_000 },
      price,
      'price',
      { min: 20_000, max: 60_000 },
      [],
    ],
    [
      'max one above the bound: clamped and logged',
      { min: 20_000, max: 60_001 },
      price,
      'price',
      { min: 20_000, max: 60_000 },
      [SLIDER_ABOVE_MAX_MESSAGE],
    ],
    [
      'both sides out',
      { min: 0, max: 1_000_000 },
      price,
      'price',
      { min: 10_000, max: 60_000 },
      [SLIDER_BELOW_MIN_MESSAGE, SLIDER_ABOVE_MAX_MESSAGE],
    ],
    ['year min exactly at bound', { min: 2010 }, year, 'year', { min: 2010, max: 2025 }, []],
    ['year min one below', { min: 2009 }, year, 'year', { min: 2010, max: 2025 }, [SLIDER_BELOW_MIN_MESSAGE]],
    ['year max one above', { max: 2026 }, year, 'year', { min: 2010, max: 2025 }, [SLIDER_ABOVE_MAX_MESSAGE]],
    ['missing sides take the bounds', {}, price, 'price', { min: 10_000, max: 60_000 }, []],
    [
      'NaN side takes the bound',
      { min: Number.NaN, max: 30_000 },
      price,
      'price',
      { min: 10_000, max: 30_000 },
      [],
    ],
    [
      'price 24,499 rounds down to 24,000',
      { min: 24_499, max: 30_000 },
      price,
      'price',
      { min: 24_000, max: 30_000 },
      [],
    ],
    [
      'price 24,500 rounds up to 25,000',
      { min: 24_500, max: 30_000 },
      price,
      'price',
      { min: 25_000, max: 30_000 },
      [],
    ],
    [
      'km rounded to the nearest 1000',
      { min: 12_345, max: 56_789 },
      { min: 0, max: 100_000, step: 1000 },
      'km',
      { min: 12_000, max: 57_000 },
      [],
    ],
    [
      'year values are not rounded to 1000',
      { min: 2012, max: 2019 },
      year,
      'year',
      { min: 2012, max: 2019 },
      [],
    ],
    [
      'crossed thumbs: min gives way to max',
      { min: 40_000, max: 30_000 },
      price,
      'price',
      { min: 30_000, max: 30_000 },
      [],
    ],
    [
      'equal thumbs are allowed',
      { min: 30_000, max: 30_000 },
      price,
      'price',
      { min: 30_000, max: 30_000 },
      [],
    ],
  ])('%s', (_label, value, bounds, field, range, messages) => {
    expect(clampRange(value, bounds, { field })).toEqual({ range, messages });
  });

  it.each([
    ['min moved past max stops at max', 'min', { min: 30_000, max: 30_000 }],
    ['max moved past min stops at min', 'max', { min: 40_000, max: 40_000 }],
  ] as const)('%s', (_label, moved, range) => {
    expect(clampRange({ min: 40_000, max: 30_000 }, price, { field: 'price', moved }).range).toEqual(range);
  });

  it('rounding never escapes bounds that are not multiples of 1000', () => {
    expect(
      clampRange({ min: 10_400, max: 45_600 }, { min: 10_400, max: 45_600, step: 352 }, { field: 'price' }),
    ).toEqual({
      range: { min: 10_400, max: 45_600 },
      messages: [],
    });
  });
});

describe('parseRangeParam', () => {
  const bounds: SliderBounds = { min: 0, max: 100_000, step: 1000 };
  it.each<[string, string | null | undefined, { min: number; max: number } | null]>([
    ['missing key → reset', null, null],
    ['undefined → reset', undefined, null],
    ['both sides', '10000:30000', { min: 10_000, max: 30_000 }],
    ['empty min side → range minimum', ':30000', { min: 0, max: 30_000 }],
    ['empty max side → range maximum', '10000:', { min: 10_000, max: 100_000 }],
    ['both sides empty → full range', ':', { min: 0, max: 100_000 }],
    ['whitespace is ignored', ' 10000 : 30000 ', { min: 10_000, max: 30_000 }],
    ['decimals are numbers', '99.5:250', { min: 99.5, max: 250 }],
    ['out of range is NOT clamped here', '-5:999999', { min: -5, max: 999_999 }],
    ['crossed sides are kept for clampRange', '30000:10000', { min: 30_000, max: 10_000 }],
    ['empty string → reset', '', null],
    ['bare number (no colon) → reset', '30000', null],
    ['junk → reset', 'abc:def', null],
    ['one junk side → reset', '10000:abc', null],
    ['too many colons → reset', '1:2:3', null],
    ['thousands separators are junk', '10,000:30,000', null],
    ['exponent is junk', '1e4:3e4', null],
  ])('%s', (_label, param, expected) => expect(parseRangeParam(param, bounds)).toEqual(expected));

  it('a parsed URL below the minimum is clamped and logged by clampRange', () => {
    const b: SliderBounds = { min: 10_000, max: 60_000, step: 500 };
    const parsed = parseRangeParam('5000:30000', b);
    expect(parsed).not.toBeNull();
    expect(clampRange(parsed ?? {}, b, { field: 'price' })).toEqual({
      range: { min: 10_000, max: 30_000 },
      messages: [SLIDER_BELOW_MIN_MESSAGE],
    });
  });
});

describe('formatRangeParam', () => {
  const bounds: SliderBounds = { min: 0, max: 100_000, step: 1000 };
  it.each<[string, { min: number; max: number }, string | null]>([
    ['full range → key omitted', { min: 0, max: 100_000 }, null],
    ['wider than the bounds → key omitted', { min: -1, max: 100_001 }, null],
    ['both sides inside', { min: 10_000, max: 30_000 }, '10000:30000'],
    ['min at bound → empty min side', { min: 0, max: 30_000 }, ':30000'],
    ['max at bound → empty max side', { min: 10_000, max: 100_000 }, '10000:'],
    ['min one above the bound is written', { min: 1, max: 100_000 }, '1:'],
    ['max one below the bound is written', { min: 0, max: 99_999 }, ':99999'],
  ])('%s', (_label, range, expected) => expect(formatRangeParam(range, bounds)).toBe(expected));

  it.each([[{ min: 10_000, max: 30_000 }], [{ min: 0, max: 30_000 }], [{ min: 10_000, max: 100_000 }]])(
    'round-trips through parseRangeParam: %o',
    (range) => {
      expect(parseRangeParam(formatRangeParam(range, bounds), bounds)).toEqual(range);
    },
  );

  it('the full range round-trips to a reset', () => {
    expect(parseRangeParam(formatRangeParam({ min: 0, max: 100_000 }, bounds), bounds)).toBeNull();
  });
});
