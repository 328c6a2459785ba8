import { describe, expect, it } from 'vitest';
import { RadixSorter } from './radix-order';
import { seededRandom } from './test-docs';

/** What every order's comparator gives: value ascending, ties by id descending. */
function compared(slots: number[], values: Float64Array, id: Float64Array): number[] {
  return [...slots].sort((a, b) => (values[a] < values[b] ? -1 : values[a] > values[b] ? 1 : id[b] - id[a]));
}

function sorted(
  values: number[],
  ids: number[] = values.map((_, i) => i + 1),
  slots = values.map((_, i) => i),
) {
  return new RadixSorter().sort(Int32Array.from(slots), Float64Array.from(values), Float64Array.from(ids));
}

describe('RadixSorter', () => {
  it.each([
    ['nothing', [], [], []],
    ['ascending values', [3, 1, 2], [1, 2, 3], [1, 2, 0]],
    ['ties newest id first', [5, 5, 5], [10, 30, 20], [1, 2, 0]],
    [
      'negatives, zero and -0 (equal to a comparator)',
      [-1.5, 0, -0, -20, 7],
      [1, 2, 3, 4, 5],
      [3, 0, 2, 1, 4],
    ],
    ['infinities at the ends', [Number.POSITIVE_INFINITY, 1, Number.NEGATIVE_INFINITY], [1, 2, 3], [2, 1, 0]],
    [
      'listing dates in milliseconds',
      [1_792_765_566_573, 1_792_765_566_572, 1_792_765_566_573],
      [1, 2, 3],
      [1, 2, 0],
    ],
    ['ids past 65,535 and up to 2^32 - 1', [1, 1, 1], [70_000, 4_294_967_295, 0], [1, 0, 2]],
  ])('%s', (_, values, ids, expected) => {
    expect(Array.from(sorted(values, ids) ?? [])).toEqual(expected);
  });

  it('orders only the slots it is given', () => {
    expect(Array.from(sorted([9, 8, 7, 6], [1, 2, 3, 4], [3, 1, 0]) ?? [])).toEqual([3, 1, 0]);
  });

  it.each([
    ['a value is NaN', [1, Number.NaN], [1, 2]],
    ['an id is fractional', [1, 2], [1, 2.5]],
    ['an id is negative', [1, 2], [-1, 2]],
    ['an id is past 2^32 - 1', [1, 2], [1, 2 ** 32]],
  ])('leaves the order to a comparator when %s', (_, values, ids) => {
    expect(sorted(values, ids)).toBeNull();
  });

  it('matches the comparator on random prices, years, km and dates, one sorter for all', () => {
    const random = seededRandom(5);
    const sorter = new RadixSorter();
    for (const [n, scale] of [
      [1000, 100_000],
      [5000, 30],
      [20_000, 300_000],
      [3000, 1e12],
    ]) {
      const values = Float64Array.from(
        { length: n },
        () => Math.round(random() * scale) - (scale > 1e6 ? 0 : 50),
      );
      const id = Float64Array.from({ length: n }, () => Math.floor(random() * 1e6));
      const slots = Array.from({ length: n }, (_, i) => i).filter(() => random() < 0.9);
      expect(Array.from(sorter.sort(Int32Array.from(slots), values, id) ?? [])).toEqual(
        compared(slots, values, id),
      );
    }
  });
});
