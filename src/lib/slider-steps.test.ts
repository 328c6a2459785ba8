import { describe, expect, it } from 'vitest';
import { keyedValue, PAGE_STEPS, snapToStep, stepFrom } from './slider-steps';

const amount = { min: 1000, max: 250_000, step: 500 };
const interest = { min: 0.5, max: 15, step: 0.5 };
const price = { min: 0, max: 1_070_000, step: 10_700 };
const term = { min: 1, max: 7, step: 0.5 };

describe('snapToStep: a dragged value lands on the grid', () => {
  it.each([
    [40_237, amount, 40_000],
    [40_250, amount, 40_500],
    [999, amount, 1000],
    [260_000, amount, 250_000],
    [9.3, interest, 9.5],
    [9.2, interest, 9],
    [0.1, interest, 0.5],
    [16, interest, 15],
    [10_000, price, 10_700],
    [1_069_999, price, 1_070_000],
    [Number.NaN, amount, 1000],
    [2.75, term, 3],
  ])('%s on %j → %s', (value, range, expected) => expect(snapToStep(value, range)).toBe(expected));

  it('reaches a maximum that is off the grid', () =>
    expect(snapToStep(10_050, { min: 0, max: 10_050, step: 100 })).toBe(10_050));

  it('leaves no floating-point dust', () => expect(snapToStep(0.3, { min: 0, max: 1, step: 0.1 })).toBe(0.3));
});

describe('stepFrom: one step from a value between grid points goes to the next grid point', () => {
  it.each([
    [9.17, interest, 1, 9.5],
    [9.17, interest, -1, 9],
    [9, interest, 1, 9.5],
    [9, interest, -1, 8.5],
    [39_990, amount, 1, 40_000],
    [39_990, amount, -1, 39_500],
    [40_000, amount, 1, 40_500],
    [15, interest, 1, 15],
    [0.5, interest, -1, 0.5],
    [10_000, price, 1, 10_700],
    [10_000, price, -1, 0],
    [3, term, PAGE_STEPS, 7],
  ])('%s on %j, %s step(s) → %s', (value, range, steps, expected) =>
    expect(stepFrom(value, range, steps)).toBe(expected),
  );
});

describe('keyedValue: the keys of a slider', () => {
  it.each([
    ['ArrowUp', 9.17, 9.5],
    ['ArrowRight', 9.17, 9.5],
    ['ArrowDown', 9.17, 9],
    ['ArrowLeft', 9.17, 9],
    ['PageUp', 9, 14],
    ['PageDown', 9, 4],
    ['Home', 9.17, 0.5],
    ['End', 9.17, 15],
    ['Tab', 9.17, null],
    ['a', 9.17, null],
  ])('%s from %s → %s', (key, value, expected) => expect(keyedValue(key, value, interest)).toBe(expected));

  const round1000 = (v: number) => Math.round(v / 1000) * 1000;
  const narrow = { min: 0, max: 107_000, step: 1070 };

  it('a step that settles back to the same value moves on to the next grid point', () => {
    expect(keyedValue('ArrowUp', 1000, narrow, round1000)).toBe(2000);
    expect(keyedValue('ArrowDown', 2000, narrow, round1000)).toBe(1000);
  });

  it('stops at the bounds', () => {
    expect(keyedValue('ArrowUp', 107_000, narrow, round1000)).toBe(107_000);
    expect(keyedValue('ArrowDown', 0, narrow, round1000)).toBe(0);
  });

  it('a range without a usable step does not loop', () =>
    expect(keyedValue('ArrowUp', 5, { min: 0, max: 10, step: 0 })).toBe(5));
});
