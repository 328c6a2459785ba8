import { describe, expect, it } from 'vitest';
import { modelYears } from './cars';
import { MAKES } from './catalogue';
import { badgesFor, parseBadges, parseGenerations, seriesFor } from './generations';

const CURRENT_YEAR = 2026;
const model = (make: string, name: string) => {
  const found = MAKES.find((m) => m.name === make)?.models.find((m) => m.name === name);
  if (!found) throw new Error(`${make} ${name} is not in the catalogue`);
  return found;
};

describe('parseGenerations', () => {
  it('ends each generation the year before the next begins; the last runs to the model’s end', () => {
    expect(parseGenerations('KE:2012|KF:2017', 2012, null)).toEqual([
      { series: 'KE', from: 2012, to: 2016 },
      { series: 'KF', from: 2017, to: null },
    ]);
    expect(parseGenerations('N Series', 2008, 2020)).toEqual([{ series: 'N Series', from: 2008, to: 2020 }]);
    expect(parseGenerations(undefined, 2008, null)).toEqual([]);
  });

  it('refuses a later generation without its first year', () => {
    expect(() => parseGenerations('KE:2012|KF', 2012, null)).toThrow(/KF/);
  });
});

describe('parseBadges', () => {
  it.each([
    ['SR:52', { name: 'SR', price: 52_000, from: null, to: null }],
    ['N Line:50@2021', { name: 'N Line', price: 50_000, from: 2021, to: null }],
    ['SS:50@-2017', { name: 'SS', price: 50_000, from: null, to: 2017 }],
    ['SS-V Redline:58@2014-2017', { name: 'SS-V Redline', price: 58_000, from: 2014, to: 2017 }],
  ])('%s', (spec, badge) => expect(parseBadges(spec)).toEqual([badge]));

  it.each([
    [2013, false],
    [2014, true],
    [2017, true],
    [2018, false],
  ])('a 2014-2017 badge in %i: %s', (year, sold) => {
    expect(badgesFor(parseBadges('SS-V Redline:58@2014-2017'), year).length === 1).toBe(sold);
  });
});

// Known Australian-market generations (model years) as the oracle.
describe.each([
  ['Hyundai', 'Tucson', 2015, 'TL'],
  ['Hyundai', 'Tucson', 2020, 'TL'],
  ['Hyundai', 'Tucson', 2021, 'NX4'],
  ['Toyota', 'HiLux', 2015, 'KUN26R'],
  ['Toyota', 'HiLux', 2016, 'GUN126R'],
  ['Ford', 'Ranger', 2021, 'PX'],
  ['Ford', 'Ranger', 2022, 'PY'],
  ['Mazda', 'CX-5', 2016, 'KE'],
  ['Mazda', 'CX-5', 2017, 'KF'],
  ['Holden', 'Commodore', 2016, 'VF II'],
  ['Holden', 'Commodore', 2018, 'ZB'],
])('%s %s %i', (make, name, year, series) => {
  it(`is the ${series}`, () => expect(seriesFor(model(make, name).generations, year)).toBe(series));
});

describe('badges belong to their years', () => {
  it('no Tucson before the TL and no Tucson N Line before the NX4', () => {
    const tucson = model('Hyundai', 'Tucson');
    expect(modelYears(tucson, CURRENT_YEAR)[0]).toBe(2015);
    expect(badgesFor(tucson.badges, 2020).map((b) => b.name)).not.toContain('N Line');
    expect(badgesFor(tucson.badges, 2021).map((b) => b.name)).toContain('N Line');
  });
});

// Every model can be listed in every year of its range with exactly one series (when it has series)
// and at least one badge.
const everyModelYear = MAKES.flatMap((make) =>
  make.models.flatMap((m) => {
    const [from, to] = modelYears(m, CURRENT_YEAR);
    return Array.from({ length: to - from + 1 }, (_, i) => [`${make.name} ${m.name}`, from + i, m] as const);
  }),
);

describe('catalogue', () => {
  it('covers each listable year with one generation and at least one badge', () => {
    const gaps = everyModelYear.flatMap(([label, year, m]) => {
      const series = m.generations.filter((g) => year >= g.from && (g.to === null || year <= g.to));
      const problems: string[] = [];
      if (m.generations.length > 0 && series.length !== 1)
        problems.push(`${year} ${label}: ${series.length} series`);
      if (badgesFor(m.badges, year).length === 0) problems.push(`${year} ${label}: no badge`);
      return problems;
    });
    expect(gaps).toEqual([]);
  });
});
