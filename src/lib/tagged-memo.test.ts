import { describe, expect, it } from 'vitest';
import { invalidateTags } from './cache-tags';
import { createTaggedMemo } from './tagged-memo';

describe('createTaggedMemo', () => {
  const counting = () => {
    let loads = 0;
    return { load: async () => ++loads, loads: () => loads };
  };

  it('keeps a read until one of its tags is invalidated', async () => {
    const memo = createTaggedMemo<number>({ maxAgeMs: 60_000, maxEntries: 10 });
    const source = counting();
    expect(await memo.get('a', ['site:a', 'car:x'], source.load)).toBe(1);
    expect(await memo.get('a', ['site:a', 'car:x'], source.load)).toBe(1);
    invalidateTags(['car:y']);
    expect(await memo.get('a', ['site:a', 'car:x'], source.load)).toBe(1);
    invalidateTags(['car:x']);
    expect(await memo.get('a', ['site:a', 'car:x'], source.load)).toBe(2);
  });

  it('shares one load between concurrent readers and drops a load an invalidation raced', async () => {
    const memo = createTaggedMemo<number>({ maxAgeMs: 60_000, maxEntries: 10 });
    const source = counting();
    const [first, second] = [memo.get('a', ['t'], source.load), memo.get('a', ['t'], source.load)];
    invalidateTags(['t']);
    expect([await first, await second]).toEqual([1, 1]);
    expect(await memo.get('a', ['t'], source.load)).toBe(2);
  });

  it('reads again past the backstop age, and after a failure', async () => {
    let t = 0;
    const memo = createTaggedMemo<number>({ maxAgeMs: 1000, maxEntries: 10, now: () => t });
    const source = counting();
    await memo.get('a', ['t'], source.load);
    t = 999;
    expect(await memo.get('a', ['t'], source.load)).toBe(1);
    t = 1000;
    expect(await memo.get('a', ['t'], source.load)).toBe(2);
    await expect(memo.get('b', ['t'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('b', ['t'], source.load)).toBe(3);
  });

  it('drops the oldest entries beyond its size', async () => {
    const memo = createTaggedMemo<number>({ maxAgeMs: 60_000, maxEntries: 2 });
    const source = counting();
    for (const key of ['a', 'b', 'c']) await memo.get(key, ['t'], source.load);
    expect(memo.size).toBe(2);
    expect(await memo.get('a', ['t'], source.load)).toBe(4);
  });
});
