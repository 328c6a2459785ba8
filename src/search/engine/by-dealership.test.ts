import { describe, expect, it } from 'vitest';
import { byDealership } from './by-dealership';
import { seededRandom } from './test-docs';

const cars = (...pairs: [number, number][]) => pairs.map(([dealershipId, id]) => ({ dealershipId, id }));

describe('byDealership', () => {
  it.each([
    ['nothing', cars(), cars()],
    ['one car', cars([3, 9]), cars([3, 9])],
    [
      'id order, dealerships interleaved',
      cars([2, 1], [1, 2], [2, 3], [1, 4]),
      cars([1, 2], [1, 4], [2, 1], [2, 3]),
    ],
    [
      'a dealership out of id order is sorted',
      cars([1, 5], [1, 2], [0, 7], [1, 3]),
      cars([0, 7], [1, 2], [1, 3], [1, 5]),
    ],
    [
      'dealership ids ascend as numbers, not strings',
      cars([10, 1], [9, 2], [100, 3]),
      cars([9, 2], [10, 1], [100, 3]),
    ],
  ])('%s', (_, docs, expected) => {
    const before = [...docs];
    expect(byDealership(docs)).toEqual(expected);
    expect(docs).toEqual(before);
  });

  it('matches a sort by dealership then id on shuffled cars', () => {
    const random = seededRandom(11);
    const docs = Array.from({ length: 2000 }, (_, id) => ({ dealershipId: Math.floor(random() * 30), id }));
    for (let i = docs.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [docs[i], docs[j]] = [docs[j], docs[i]];
    }
    const expected = [...docs].sort((a, b) => a.dealershipId - b.dealershipId || a.id - b.id);
    expect(byDealership(docs)).toEqual(expected);
  });
});
