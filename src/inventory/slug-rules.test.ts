import { describe, expect, it } from 'vitest';
import { isCarSlug, MAX_CAR_SLUG_LENGTH } from './slug-rules';

describe('isCarSlug', () => {
  it.each([
    ['2021-toyota-hilux-sr5-t1234', true],
    ['2021-toyota-hilux-sr5-t1234-carzone-rocklea-2', true],
    ['a', true],
    ['a'.repeat(MAX_CAR_SLUG_LENGTH), true],
    ['a'.repeat(MAX_CAR_SLUG_LENGTH + 1), false],
    ['', false],
    ['\u0000', false],
    ['hilux\u0000', false],
    ['%00', false],
    ['HiLux', false],
    ['-hilux', false],
    ['hilux-', false],
    ['hi--lux', false],
    ['hi lux', false],
    ['../etc', false],
  ])('%j → %s', (value, expected) => {
    expect(isCarSlug(value)).toBe(expected);
  });
});
