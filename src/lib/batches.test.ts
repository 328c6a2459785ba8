import { describe, expect, it } from 'vitest';
import { turnsDuring } from '../../tests/helpers/event-loop';
import { mapInBatches } from './batches';

describe('mapInBatches', () => {
  it('maps in order with indexes', async () => {
    expect(await mapInBatches(['a', 'b', 'c'], (item, i) => `${i}${item}`, 2)).toEqual(['0a', '1b', '2c']);
    expect(await mapInBatches([], (item) => item)).toEqual([]);
  });

  it.each([
    [1000, 100, 9],
    [1001, 1000, 1],
  ])('%i items in batches of %i give other work %i turns or more', async (count, size, turns) => {
    const items = Array.from({ length: count }, (_, i) => i);
    expect(await turnsDuring(() => mapInBatches(items, (n) => n * 2, size))).toBeGreaterThanOrEqual(turns);
  });
});
