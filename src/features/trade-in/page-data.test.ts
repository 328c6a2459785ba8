import { describe, expect, it } from 'vitest';
import { carIdParam, plateParam } from './page-data';

describe('carIdParam', () => {
  it.each([
    ['42', 42],
    ['1', 1],
    ['0', null],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['-1', null],
    ['4.5', null],
    ['abc', null],
    [undefined, null],
    [['7', '8'], 7],
  ] as const)('%s → %s', (value, expected) => {
    expect(carIdParam(value as string | string[] | undefined)).toBe(expected);
  });
});

describe('plateParam', () => {
  it.each([
    ['abc-123', 'qld', { rego: 'ABC123', regoState: 'QLD' }],
    ['S123ABC', 'SA', { rego: 'S123ABC', regoState: 'SA' }],
    ['S123ABC', 'NSW', null], // 7 characters: too long for NSW
    ['ABC123', 'XX', null],
    ['', 'QLD', null],
    ['AB\u0000C', 'QLD', null],
    [undefined, undefined, null],
  ] as const)('%s in %s → %o', (rego, state, expected) => {
    expect(plateParam(rego, state)).toEqual(expected);
  });
});
