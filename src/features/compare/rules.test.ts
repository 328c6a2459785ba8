import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, compareRows, compareSlugs, featureRows, togglePick } from './rules';

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

describe('compareRows', () => {
  it('lines up every label any car has, and marks the rows that differ', () => {
    const rows = compareRows([
      [
        { label: 'Kilometres', value: '10,000 km' },
        { label: 'Fuel', value: 'Petrol' },
      ],
      [
        { label: 'Kilometres', value: '20,000 km' },
        { label: 'Fuel', value: 'Petrol' },
        { label: 'Seats', value: '7' },
      ],
    ]);
    expect(rows).toEqual([
      { label: 'Kilometres', values: ['10,000 km', '20,000 km'], differs: true },
      { label: 'Fuel', values: ['Petrol', 'Petrol'], differs: false },
      { label: 'Seats', values: [null, '7'], differs: true },
    ]);
  });

  it('lists each feature once, with the cars that have it', () => {
    expect(featureRows([['Cruise control', 'Bluetooth'], ['Bluetooth']])).toEqual([
      { label: 'Cruise control', values: ['Yes', null], differs: true },
      { label: 'Bluetooth', values: ['Yes', 'Yes'], differs: false },
    ]);
  });
});
