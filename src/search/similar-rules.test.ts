import { describe, expect, it } from 'vitest';
import { similarCarsPriceRange, similarCarsWindow } from './similar-rules';

describe('similar cars (AF §9)', () => {
  it.each([
    [0, 10_000],
    [49_999, 10_000],
    [50_000, 25_000],
    [120_000, 25_000],
  ])('price %s → ±%s', (price, window) => expect(similarCarsWindow(price)).toBe(window));

  it.each([
    [30_000, 20_000, 40_000],
    [5_000, 0, 15_000],
    [60_000, 35_000, 85_000],
  ])('price %s → %s..%s', (price, min, max) => expect(similarCarsPriceRange(price)).toEqual({ min, max }));
});
