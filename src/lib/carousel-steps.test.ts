import { describe, expect, it } from 'vitest';
import { indexAfterKey, SWIPE_MIN_PX, stepIndex, swipeStep, wrapIndex } from './carousel-steps';

describe('wrapIndex', () => {
  it.each([
    [0, 12, 0],
    [11, 12, 11],
    [12, 12, 0],
    [-1, 12, 11],
    [-13, 12, 11],
    [25, 12, 1],
    [3, 0, 0],
    [3, -1, 0],
    [2.7, 12, 2],
  ])('%d of %d → %d', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('stepIndex', () => {
  it.each([
    [0, 1, 12, true, 1],
    [11, 1, 12, true, 0],
    [0, -1, 12, true, 11],
    [11, 1, 12, false, 11],
    [0, -1, 12, false, 0],
    [10, 1, 12, false, 11],
    [5, 10, 12, false, 11],
    [0, 1, 1, true, 0],
    [0, 1, 1, false, 0],
    [3, 1, 0, true, 0],
  ])('%d + %d of %d, loop %s → %d', (index, steps, count, loop, expected) => {
    expect(stepIndex(index, steps, count, loop)).toBe(expected);
  });
});

describe('indexAfterKey', () => {
  it.each<[number, string, number, boolean, number | null]>([
    [0, 'ArrowRight', 12, true, 1],
    [11, 'ArrowRight', 12, true, 0],
    [0, 'ArrowLeft', 12, true, 11],
    [5, 'ArrowLeft', 12, true, 4],
    [11, 'ArrowRight', 12, false, 11],
    [0, 'ArrowLeft', 12, false, 0],
    [5, 'Home', 12, true, 0],
    [5, 'End', 12, true, 11],
    [5, 'End', 12, false, 11],
    [0, 'ArrowRight', 1, true, 0],
    [5, 'ArrowUp', 12, true, null],
    [5, 'Enter', 12, true, null],
    [0, 'ArrowRight', 0, true, null],
  ])('%d + %s of %d, loop %s → %s', (index, key, count, loop, expected) => {
    expect(indexAfterKey(index, key, count, loop)).toBe(expected);
  });
});

describe('swipeStep', () => {
  it('needs 40 px', () => expect(SWIPE_MIN_PX).toBe(40));

  it.each([
    [-40, 0, 1],
    [-39, 0, 0],
    [40, 0, -1],
    [39, 0, 0],
    [-120, 30, 1],
    [-60, 60, 0], // as much down as across: a scroll
    [-60, -61, 0],
    [80, -79, -1],
    [0, 0, 0],
    [Number.NaN, 0, 0],
    [-50, Number.NaN, 1],
  ])('dx %d, dy %d → %d', (dx, dy, expected) => {
    expect(swipeStep(dx, dy)).toBe(expected);
  });
});
