import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, compareSlugs, togglePick } from './rules';

describe('compareSlugs', () => {
  it.each([
    ['a,b', ['a', 'b']],
    [' a , b ,', ['a', 'b']],
    ['a,a,b', ['a', 'b']],
    ['a,b,c,d', ['a', 'b', 'c', 'd']],
    ['a,b,c,d,e', ['a', 'b', 'c', 'd']],
    ['A-Capital,%00,ok', ['ok']],
    ['', []],
    [null, []],
    [
      ['a', 'b,c'],
      ['a', 'b', 'c'],
    ],
  ])('%j → %j', (value, slugs) => {
    expect(compareSlugs(value)).toEqual(slugs);
  });
});

describe('togglePick', () => {
  it.each([
    [[], 'a', ['a']],
    [['a'], 'a', []],
    [['a', 'b', 'c'], 'd', ['a', 'b', 'c', 'd']],
    [['a', 'b', 'c', 'd'], 'e', ['b', 'c', 'd', 'e']],
  ])('%j + %s → %j', (picked, slug, after) => {
    expect(togglePick(picked, slug)).toEqual(after);
    expect(togglePick(picked, slug).length).toBeLessThanOrEqual(COMPARE_MAX);
  });
});
