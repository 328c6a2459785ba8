import { describe, expect, it } from 'vitest';
import { DB_ID_PATTERN, dbId, dbIdParam, MAX_DB_ID, storableDeep, visitorText } from './visitor-input';

describe('visitorText', () => {
  it.each([
    ['plain', 'plain'],
    ['a\u0000b', 'ab'],
    ['\u0000', ''],
    ['  x\u0000  ', 'x'],
    ['a\ud800b', 'a\ufffdb'],
    ['\udfff', '\ufffd'],
    ['👍', '👍'],
  ])('%j reads %j', (input, expected) => {
    expect(visitorText().trim().parse(input)).toBe(expected);
  });

  it('still applies the limits chained after it', () => {
    expect(visitorText().max(3).safeParse('abcd').success).toBe(false);
    expect(visitorText().max(3).safeParse('abc\u0000').success).toBe(true);
  });
});

describe('ids', () => {
  it.each([
    [0, false],
    [1, true],
    [MAX_DB_ID, true],
    [MAX_DB_ID + 1, false],
    [3_000_000_000, false],
    [1.5, false],
    [-1, false],
  ])('dbId %d valid: %s', (value, valid) => {
    expect(dbId().safeParse(value).success).toBe(valid);
  });

  it.each([
    ['1', 1],
    ['2147483647', MAX_DB_ID],
    ['2147483648', null],
    ['3000000000', null],
    ['0', null],
    ['1e3', null],
    ['', null],
    ['12\u0000', null],
    ['007', null],
  ])('dbIdParam %j reads %j', (value, expected) => {
    const parsed = dbIdParam().safeParse(value);
    expect(parsed.success ? parsed.data : null).toBe(expected);
  });

  // The pattern the document states is the range itself: every place a digit could tip it over int4.
  it.each([
    ['1', true],
    ['9', true],
    ['999999999', true],
    ['1000000000', true],
    ['1999999999', true],
    ['2099999999', true],
    ['2139999999', true],
    ['2146999999', true],
    ['2147399999', true],
    ['2147479999', true],
    ['2147482999', true],
    ['2147483599', true],
    ['2147483639', true],
    ['2147483647', true],
    ['2147483648', false],
    ['2147483650', false],
    ['2147483700', false],
    ['2147484000', false],
    ['2147490000', false],
    ['2147500000', false],
    ['2148000000', false],
    ['2150000000', false],
    ['2200000000', false],
    ['3000000000', false],
    ['10000000000', false],
    ['0', false],
    ['01', false],
    ['-1', false],
    ['', false],
  ])('DB_ID_PATTERN %j: %s', (value, matches) => {
    expect(DB_ID_PATTERN.test(value)).toBe(matches);
    expect(DB_ID_PATTERN.test(value)).toBe(
      /^[1-9]\d*$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_DB_ID,
    );
  });
});

describe('storableDeep', () => {
  it('cleans nested strings and keys, leaving other values alone', () => {
    expect(storableDeep({ 'a\u0000': ['x\u0000', 1, null, { b: 'y\u0000z' }], c: true })).toEqual({
      a: ['x', 1, null, { b: 'yz' }],
      c: true,
    });
  });
});
