import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './index';
import { makeDoc } from './test-docs';
import { forEachDocToken, normalise, queryWords, withinOneEdit, withinTwoEdits } from './tokens';

describe('tokens', () => {
  it('normalises case and accents', () => {
    expect(normalise('Škoda CITROËN Hyundai')).toBe('skoda citroen hyundai');
  });

  it('splits queries into words, and words on anything but letters and digits', () => {
    expect(queryWords('  CX-5, Hi/Lux  sr5 ')).toEqual([['cx', '5'], ['hi', 'lux'], ['sr5']]);
    expect(queryWords('--- ')).toEqual([]);
  });

  it('indexes joined and letter/digit forms of a car', () => {
    const out = new Set<string>();
    for (const part of ['2021', 'Mazda', 'CX-5', 'Maxx Sport', 'SR5'])
      forEachDocToken(part, (t) => out.add(t));
    expect([...out].sort()).toEqual(['2021', '5', 'cx', 'cx5', 'mazda', 'maxx', 'sport', 'sr', 'sr5'].sort());
  });

  it('indexes a stock number whole, joined and by its digit runs only', () => {
    const out: string[] = [];
    forEachDocToken('AB-77x9', (t) => out.push(t), true);
    expect([...new Set(out)].sort()).toEqual(['77', '77x9', '9', 'ab', 'ab77x9'].sort());
  });

  it.each([
    ['toyota', 'toyota', true],
    ['toyta', 'toyota', true], // deletion
    ['toyotta', 'toyota', true], // insertion
    ['toyoda', 'toyota', true], // substitution
    ['toyoat', 'toyota', true], // swap of neighbours
    ['tyoota', 'toyota', true],
    ['toyt', 'toyota', false],
    ['hilxuu', 'hilux', false],
    ['ranger', 'danger', true],
    ['abcd', 'badc', false],
  ])('withinOneEdit(%s, %s) = %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  it.each([
    ['corolla', 'corolla', true],
    ['corrola', 'corolla', true], // two substitutions
    ['corola', 'corolla', true], // one deletion
    ['croolal', 'corolla', true], // two swaps
    ['colora', 'corolla', false], // three
    ['outlandr', 'outlander', true],
    ['otlandr', 'outlander', true],
    ['otlndr', 'outlander', false], // three deletions
    ['abcdefg', 'abcdefghi', true],
    ['abcdefg', 'abcdefghij', false],
    ['', 'ab', true],
    ['', 'abc', false],
  ])('withinTwoEdits(%s, %s) = %s', (a, b, expected) => {
    expect(withinTwoEdits(a, b)).toBe(expected);
    expect(withinTwoEdits(b, a)).toBe(expected);
  });
});

describe('full text', () => {
  const docs = [
    makeDoc({
      id: 1,
      make: 'Toyota',
      model: 'HiLux',
      badge: 'SR5',
      year: 2021,
      stocknum: 'U1001',
      carType: 'demo',
    }),
    makeDoc({
      id: 2,
      make: 'Toyota',
      model: 'HiLux',
      badge: 'Workmate',
      year: 2019,
      stocknum: 'U1002',
      carType: 'demo',
    }),
    makeDoc({
      id: 3,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      stocknum: 'N2001',
      carType: 'new',
    }),
    makeDoc({ id: 4, make: 'Mazda', model: 'CX-5', badge: 'Maxx', colour: 'Soul Red', stocknum: 'AB-77' }),
    makeDoc({
      id: 5,
      make: 'Ford',
      model: 'Ranger',
      badge: 'XLT',
      body: 'Ute',
      series: 'PX III',
      stocknum: 'F5',
    }),
    makeDoc({ id: 6, make: 'Škoda', model: 'Octavia', stocknum: 'E1' }),
  ];
  const engine = createSearchEngine(docs);
  const find = (query: string) => engine.search({ scope: null, query, limit: 100 }).ids;

  it.each([
    ['toyta hilux', [1, 2]],
    ['TOYOTA HILUX', [1, 2]],
    ['hilux sr5', [1]],
    ['hilux sr', [1]], // last token as a prefix
    ['cx5', [4]],
    ['cx-5', [4]],
    ['cx 5', [4]],
    ['mazda cx', [4]],
    ['hil', [1, 2]],
    ['u1001', [1]],
    ['1001', [1]],
    ['ranger u', [5]], // one letter: words only (ute)
    ['toyota u', []], // not the U in the stock numbers
    ['toyota 2', [1, 2, 3]], // 2021, 2019 and the default 2020
    ['ab-77', [4]],
    ['ab77', [4]],
    ['2019', [2]],
    ['hilux 2018', []], // no typos on numbers
    ['u1003', []],
    ['skoda', [6]],
    ['ŠKODA octavia', [6]],
    ['red mazda', [4]],
    ['ranger ute px', [5]],
    ['zzzz', []],
    ['toyota zzzz', []],
  ])('%s → %j', (query, expected) => {
    expect([...find(query)].sort((a, b) => a - b)).toEqual(expected);
  });

  it('a query with no tokens is no text condition', () => {
    expect(engine.search({ scope: null, query: ' - ', limit: 100 }).count).toBe(6);
  });

  it('ranks exact over prefix over typo, then newest', () => {
    const ranked = createSearchEngine([
      makeDoc({ id: 1, make: 'Holden', model: 'Rangers', createdAt: 300 }), // 'rangers' starts with 'range'
      makeDoc({ id: 2, make: 'Ford', model: 'Ranger', createdAt: 100 }), // 'ranger' too, older
      makeDoc({ id: 3, make: 'Ford', model: 'Range', createdAt: 200 }), // exact
      makeDoc({ id: 4, make: 'Ford', model: 'Rung', createdAt: 400 }), // one edit
    ]);
    // 'range' is a term, so it means that term only; 'rang' is not: prefixes, then typos.
    expect(ranked.search({ scope: null, query: 'ford range' }).ids).toEqual([3]);
    expect(ranked.search({ scope: null, query: 'rang' }).ids).toEqual([1, 3, 2, 4]);
    expect(ranked.search({ scope: null, query: 'ford rang' }).ids).toEqual([3, 2, 4]);
    expect(ranked.search({ scope: null, query: 'rang', sort: 'newest' }).ids).toEqual([4, 1, 3, 2]);
    expect(ranked.search({ scope: null, query: 'rang', offset: 1, limit: 2 }).ids).toEqual([3, 2]);
  });

  it('a term the index holds matches that term only; a word it holds joined is one term', () => {
    const terms = createSearchEngine([
      makeDoc({ id: 1, make: 'Ford', model: 'Everest', fuel: 'Diesel' }),
      makeDoc({ id: 2, make: 'Hyundai', model: 'Kona', fuel: 'Electric' }), // 'ev'
      makeDoc({ id: 3, make: 'Land Rover', model: 'Range Rover Evoque' }),
      makeDoc({ id: 4, make: 'Mazda', model: 'CX-5' }),
      makeDoc({ id: 5, make: 'Mazda', model: 'CX-60', badge: 'D50e' }),
      makeDoc({ id: 6, make: 'Toyota', model: 'Corolla' }),
    ]);
    const find = (query: string) => [...terms.search({ scope: null, query }).ids].sort((a, b) => a - b);
    expect(find('ev')).toEqual([2]);
    expect(find('evo')).toEqual([3]);
    expect(find('cx-5')).toEqual([4]);
    expect(find('cx5')).toEqual([4]);
    expect(find('cx')).toEqual([4, 5]);
    expect(find('corrola')).toEqual([6]);
    expect(find('corola')).toEqual([6]);
    expect(find('corrolla')).toEqual([6]);
    expect(find('croola')).toEqual([]); // two edits, but a six-letter word allows one
  });

  it('ANDs text with the scope and lists', () => {
    const r = engine.search({ scope: null, query: 'toyota', lists: { model: ['HiLux'] } });
    expect(r.count).toBe(2);
  });
});

describe('what shoppers type', () => {
  const docs = [
    makeDoc({
      id: 1,
      model: 'HiLux',
      badge: 'SR5',
      body: 'Ute',
      fuel: 'Diesel',
      transmission: 'Automatic',
      drive: '4x4',
      colour: 'Glacier White',
    }),
    makeDoc({
      id: 2,
      model: 'RAV4',
      badge: 'GX',
      body: 'SUV',
      fuel: 'Hybrid',
      transmission: 'Automatic',
      drive: 'AWD',
      carType: 'new',
    }),
    makeDoc({ id: 3, model: 'LandCruiser', badge: '70 GXL', body: 'Wagon', fuel: 'Diesel', drive: '4x4' }),
    makeDoc({ id: 4, make: 'Tesla', model: 'Model 3', fuel: 'Electric', transmission: 'Automatic' }),
    makeDoc({ id: 5, make: 'Kawasaki', model: 'Ninja 400', itemType: 'motorcycle', transmission: 'Manual' }),
    makeDoc({ id: 6, make: 'Great Wall', model: 'Steed', body: 'Ute', transmission: 'Manual' }),
  ];
  const engine = createSearchEngine(docs);
  const find = (query: string) =>
    [...engine.search({ scope: null, query, limit: 100 }).ids].sort((a, b) => a - b);

  it.each([
    ['RAV4 hybrid', [2]],
    ['rav 4', [2]],
    ['hybrid', [2]],
    ['diesel', [1, 3]],
    ['automatic', [1, 2, 4]],
    ['auto', [1, 2, 4]],
    ['manual', [5, 6]],
    ['hilux diesel', [1]],
    ['hi lux', [1]],
    ['land cruiser', [3]],
    ['landcruiser', [3]],
    ['4x4', [1, 3]],
    ['4wd', [1, 3]],
    ['awd', [2]],
    ['ute', [1, 6]],
    ['suv', [2]],
    ['ev', [4]],
    ['electric', [4]],
    ['new', [2]],
    ['motorbike', [5]],
    ['white', [1]],
    ['gwm', [6]],
  ])('%s → %j', (query, expected) => {
    expect(find(query)).toEqual(expected);
  });
});
