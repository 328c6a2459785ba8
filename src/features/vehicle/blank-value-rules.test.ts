import { describe, expect, it } from 'vitest';
import { isBlankValue } from './blank-value-rules';

describe('isBlankValue (AF §2: empty, null or the text null)', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    ['null', true],
    [' NULL ', true],
    [Number.NaN, true],
    [0, false],
    ['0', false],
    ['nullable', false],
    [false, false],
  ])('%j → %s', (value, blank) => expect(isBlankValue(value)).toBe(blank));
});
