import { describe, expect, it } from 'vitest';
import { PostingLog } from './posting-log';

function postingsOf(entries: [id: number, slot: number][], tokens: number) {
  const log = new PostingLog();
  for (const [id, slot] of entries) log.add(id, slot);
  return log.postings(tokens).map((list) => (typeof list === 'number' ? list : Array.from(list)));
}

describe('PostingLog', () => {
  it.each([
    ['nothing logged', [], 2, [-1, -1]],
    ['one slot is the bare number', [[0, 7]], 1, [7]],
    [
      'several slots are a list, ascending',
      [
        [0, 1],
        [1, 1],
        [0, 4],
        [0, 9],
      ],
      2,
      [[1, 4, 9], 1],
    ],
    [
      'a token twice in one car counts once',
      [
        [2, 3],
        [2, 3],
        [1, 3],
        [2, 3],
        [2, 5],
      ],
      3,
      [-1, 3, [3, 5]],
    ],
    ['a token never logged has none', [[1, 0]], 3, [-1, 0, -1]],
  ] as const)('%s', (_, entries, tokens, expected) => {
    expect(postingsOf(entries as unknown as [number, number][], tokens)).toEqual(expected);
  });

  it('keeps order across chunks (70,000 slots of one token, one slot of another)', () => {
    const log = new PostingLog();
    for (let slot = 0; slot < 70_000; slot += 1) log.add(0, slot);
    log.add(1, 69_999);
    const [many, one] = log.postings(2);
    expect(one).toBe(69_999);
    const list = many as Int32Array;
    expect(list.length).toBe(70_000);
    expect(list.every((slot, i) => slot === i)).toBe(true);
  });
});
