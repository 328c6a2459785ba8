import { describe, expect, it } from 'vitest';
import { spansRow } from './button-grid';

describe('spansRow', () => {
  it.each([
    [1, [true]],
    [2, [true, true]],
    [3, [true, false, false]],
    [4, [true, false, false, true]],
    [5, [true, false, false, false, false]],
  ])('%i buttons', (total, expected) => {
    expect(Array.from({ length: total }, (_, i) => spansRow(i, total))).toEqual(expected);
  });
});
