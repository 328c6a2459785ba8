import { describe, expect, it } from 'vitest';
import {
  collapseSoldRuns,
  createLruCache,
  insertPromos,
  type PromoPlacement,
  pageBeyondLast,
  pageCount,
  pageOffset,
  parseSearchHistory,
  promoSlots,
  pushSearchHistory,
  type ResultEntry,
  seededRandom,
} from './results-rules';

describe('pageCount', () => {
  it.each([
    [0, 21, 0],
    [1, 21, 1],
    [20, 21, 1],
    [21, 21, 1],
    [22, 21, 2],
    [42, 21, 2],
    [43, 21, 3],
    [-1, 21, 0],
    [Number.NaN, 21, 0],
    [10, 0, 0],
    [10, 3, 4],
  ])('%s hits at %s per page → %i pages', (count, perPage, pages) =>
    expect(pageCount(count, perPage)).toBe(pages),
  );

  it('defaults to 21 per page', () => expect(pageCount(22)).toBe(2));
});

describe('pageOffset', () => {
  it.each([
    [1, 0],
    [2, 21],
    [3, 42],
    [0, 0],
    [-2, 0],
    [Number.NaN, 0],
    [2.7, 21],
  ])('page %s → offset %i', (page, offset) => expect(pageOffset(page)).toBe(offset));
});

describe('collapseSoldRuns', () => {
  // 'A' available, 'S' sold; each letter + index is one car
  const cars = (pattern: string) => [...pattern].map((c, i) => `${c}${i}`);
  const sold = (car: string) => car.startsWith('S');
  const shape = (entries: ResultEntry<string>[]) =>
    entries.map((e) => (e.kind === 'car' ? e.item : `[${e.items.join(',')}]`)).join(' ');

  it.each([
    ['', ''],
    ['AAA', 'A0 A1 A2'],
    ['ASA', 'A0 S1 A2'], // a run of one stays a plain card
    ['ASSA', 'A0 [S1,S2] A3'],
    ['SSSA', '[S0,S1,S2] A3'],
    ['ASSS', 'A0 [S1,S2,S3]'],
    ['SSASSAS', '[S0,S1] A2 [S3,S4] A5 S6'],
    ['S', 'S0'], // all sold: shown individually
    ['SSS', 'S0 S1 S2'], // all sold: shown individually
  ])('%s → %s', (pattern, expected) => expect(shape(collapseSoldRuns(cars(pattern), sold))).toBe(expected));
});

describe('promoSlots', () => {
  const every = (n: number): PromoPlacement => ({ mode: 'every', every: n });

  it.each<[string, PromoPlacement, number, number[]]>([
    ['no cards → no promos', every(6), 0, []],
    ['every 6, 4 cards: too few to reach slot 6', every(6), 4, []],
    ['every 6, 5 cards: promo right after the last card', every(6), 5, [6]],
    ['every 6, 21 cards', every(6), 21, [6, 12, 18, 24]],
    ['every 5, 21 cards', every(5), 21, [5, 10, 15, 20, 25]],
    ['every 5, 20 cards: 5th promo still fits after card 20', every(5), 20, [5, 10, 15, 20, 25]],
    ['every 5, 19 cards', every(5), 19, [5, 10, 15, 20]],
    ['fixed 8 and 17, 21 cards', { mode: 'fixed', positions: [8, 17] }, 21, [8, 17]],
    [
      'fixed 8 and 17, 15 cards: 17 is reachable (15 + 2)',
      { mode: 'fixed', positions: [8, 17] },
      15,
      [8, 17],
    ],
    ['fixed 8 and 17, 14 cards: 17 is beyond', { mode: 'fixed', positions: [8, 17] }, 14, [8]],
    ['fixed 8 and 17, 7 cards: 8 right after the last card', { mode: 'fixed', positions: [8, 17] }, 7, [8]],
    ['fixed 8 and 17, 6 cards: none', { mode: 'fixed', positions: [8, 17] }, 6, []],
    ['fixed, unsorted and duplicated', { mode: 'fixed', positions: [17, 8, 8] }, 21, [8, 17]],
  ])('%s', (_label, placement, count, slots) => expect(promoSlots(placement, count)).toEqual(slots));

  it.each<[string, number, number[]]>([
    ['random() = 0 → gaps of 3 cards', 0, [4, 8, 12, 16, 20, 24, 28]],
    ['random() just below 1 → gaps of 5 cards', 0.999_999, [6, 12, 18, 24]],
    ['random() = 1 (out of contract) still 5', 1, [6, 12, 18, 24]],
    ['random() = 0.5 → gaps of 4 cards', 0.5, [5, 10, 15, 20, 25]],
  ])('random 3 to 5, 21 cards, %s', (_label, r, slots) => {
    expect(promoSlots({ mode: 'random', min: 3, max: 5 }, 21, () => r)).toEqual(slots);
  });

  it('random gaps always hold 3 to 5 cards', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const slots = promoSlots({ mode: 'random', min: 3, max: 5 }, 100, seededRandom(seed));
      let previous = 0;
      for (const slot of slots) {
        const cardsBetween = slot - previous - 1;
        expect(cardsBetween).toBeGreaterThanOrEqual(3);
        expect(cardsBetween).toBeLessThanOrEqual(5);
        previous = slot;
      }
      expect(slots.length).toBeGreaterThan(0);
    }
  });

  it('seededRandom is deterministic and in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    for (let i = 0; i < 100; i += 1) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('insertPromos', () => {
  const cards = (n: number) => Array.from({ length: n }, (_, i) => `c${i + 1}`);
  const shape = (cells: ReturnType<typeof insertPromos<string, string>>) =>
    cells.map((c) => (c.kind === 'result' ? c.item : `<${c.promo}@${c.position}>`)).join(' ');

  it.each<[string, number, string[], number[], string]>([
    ['no slots', 3, ['P'], [], 'c1 c2 c3'],
    ['no promos', 3, [], [2], 'c1 c2 c3'],
    ['no cards', 0, ['P'], [1], ''],
    ['slot 1 leads', 2, ['P'], [1], '<P@1> c1 c2'],
    ['slot 3 of 2 cards: right after the last', 2, ['P'], [3], 'c1 c2 <P@3>'],
    ['slot 4 of 2 cards: dropped', 2, ['P'], [4], 'c1 c2'],
    ['promos used in order', 6, ['A', 'B'], [3, 6], 'c1 c2 <A@3> c3 c4 <B@6> c5 c6'],
    ['one promo shows once a page', 5, ['P'], [3, 6], 'c1 c2 <P@3> c3 c4 c5'],
    ['promos do not repeat', 7, ['A', 'B'], [2, 4, 6], 'c1 <A@2> c2 <B@4> c3 c4 c5 c6 c7'],
    ['adjacent slots', 3, ['A', 'B'], [2, 3], 'c1 <A@2> <B@3> c2 c3'],
    ['unsorted, duplicated slots', 4, ['A', 'B'], [4, 2, 2], 'c1 <A@2> c2 <B@4> c3 c4'],
  ])('%s', (_label, n, promos, slots, expected) => {
    expect(shape(insertPromos(cards(n), promos, slots))).toBe(expected);
  });

  it('every 5 over a full page: the one card once, not five times', () => {
    const grid = insertPromos(cards(21), ['sell'], promoSlots({ mode: 'every', every: 5 }, 21));
    expect(grid.filter((cell) => cell.kind === 'promo')).toEqual([
      { kind: 'promo', promo: 'sell', position: 5 },
    ]);
  });

  it('with promoSlots: fixed 8 and 17 over a full page', () => {
    const grid = insertPromos(
      cards(21),
      ['cta', 'sell'],
      promoSlots({ mode: 'fixed', positions: [8, 17] }, 21),
    );
    expect(grid).toHaveLength(23);
    expect(grid[7]).toEqual({ kind: 'promo', promo: 'cta', position: 8 });
    expect(grid[16]).toEqual({ kind: 'promo', promo: 'sell', position: 17 });
  });
});

describe('parseSearchHistory', () => {
  it.each<[string, unknown, string[]]>([
    ['nothing', null, []],
    ['not a list', { a: 1 }, []],
    ['junk entries dropped', ['hilux', 3, null, ' ', 'ranger'], ['hilux', 'ranger']],
    ['5 kept', ['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c', 'd', 'e']],
    ['a 6th dropped', ['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c', 'd', 'e']],
  ])('%s', (_label, stored, expected) => {
    expect(parseSearchHistory(stored)).toEqual(expected);
  });
});

describe('pushSearchHistory', () => {
  it.each<[string, string[], string, string[]]>([
    ['first entry', [], 'hilux', ['hilux']],
    ['newest first', ['ranger'], 'hilux', ['hilux', 'ranger']],
    ['4 → 5 keeps all', ['d', 'c', 'b', 'a'], 'e', ['e', 'd', 'c', 'b', 'a']],
    ['6th entry drops the oldest', ['e', 'd', 'c', 'b', 'a'], 'f', ['f', 'e', 'd', 'c', 'b']],
    ['a repeat moves to the front, no duplicate', ['e', 'd', 'c', 'b', 'a'], 'c', ['c', 'e', 'd', 'b', 'a']],
    ['repeat differing in case and spaces', ['Hilux', 'ranger'], '  HILUX ', ['HILUX', 'ranger']],
    ['blank is ignored', ['a'], '   ', ['a']],
    [
      'an over-long stored history is cut',
      ['1', '2', '3', '4', '5', '6', '7'],
      'x',
      ['x', '1', '2', '3', '4'],
    ],
  ])('%s', (_label, history, entry, expected) => expect(pushSearchHistory(history, entry)).toEqual(expected));

  it('does not mutate the stored history', () => {
    const history = ['a', 'b'];
    pushSearchHistory(history, 'c');
    expect(history).toEqual(['a', 'b']);
  });
});

describe('createLruCache', () => {
  const filled = (n: number, capacity?: number) => {
    const cache = createLruCache<string, number>(capacity);
    for (let i = 1; i <= n; i += 1) cache.set(`k${i}`, i);
    return cache;
  };

  it.each([
    [9, 9, true],
    [10, 10, true],
    [11, 10, false], // the 11th entry evicts the oldest, k1
    [12, 10, false],
  ])('%i entries → size %i, first entry kept: %s', (n, size, keepsFirst) => {
    const cache = filled(n);
    expect(cache.size).toBe(size);
    expect(cache.has('k1')).toBe(keepsFirst);
    expect(cache.get(`k${n}`)).toBe(n);
  });

  it('the 11th entry evicts exactly the oldest', () => {
    const cache = filled(11);
    expect(cache.has('k1')).toBe(false);
    expect(cache.has('k2')).toBe(true);
  });

  it('get refreshes recency: the least recently used goes first', () => {
    const cache = filled(10);
    expect(cache.get('k1')).toBe(1);
    cache.set('k11', 11);
    expect(cache.has('k1')).toBe(true);
    expect(cache.has('k2')).toBe(false);
  });

  it('has does not refresh recency', () => {
    const cache = filled(10);
    expect(cache.has('k1')).toBe(true);
    cache.set('k11', 11);
    expect(cache.has('k1')).toBe(false);
  });

  it('set on an existing key updates it, refreshes it, and does not grow', () => {
    const cache = filled(10);
    cache.set('k1', 100);
    expect(cache.size).toBe(10);
    cache.set('k11', 11);
    expect(cache.get('k1')).toBe(100);
    expect(cache.has('k2')).toBe(false);
  });

  it.each([
    [3, 3],
    [1, 1],
    [0, 1],
    [-5, 1],
  ])('capacity %i holds %i', (capacity, holds) => expect(filled(5, capacity).size).toBe(holds));

  it('misses return undefined; delete and clear', () => {
    const cache = filled(3);
    expect(cache.get('nope')).toBeUndefined();
    expect(cache.delete('k2')).toBe(true);
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('pageBeyondLast', () => {
  it.each([
    [1, 27, null],
    [27, 27, null],
    [28, 27, 27],
    [100, 27, 27],
    [5, 0, null], // no results: the empty state, not a last page
  ])('page %i of %i → %s', (page, pages, expected) => {
    expect(pageBeyondLast(page, pages)).toBe(expected);
  });
});
