import { describe, expect, it } from 'vitest';
import { garageMakes, sameMake } from './garage-rules';

describe('garage makes', () => {
  it.each([
    ['Mazda', 'mazda', true],
    [' Mazda ', 'MAZDA', true],
    ['Mazda', 'Mazda2', false],
  ])('%j and %j are one make: %s', (a, b, same) => expect(sameMake(a, b)).toBe(same));

  it('lists each make once, in the first spelling met, vehicles before saved cars', () => {
    expect(
      garageMakes(
        [{ make: 'mazda' }, { make: 'Toyota' }],
        [{ make: 'Mazda' }, { make: 'Kia' }, { make: 'KIA' }],
      ),
    ).toEqual(['mazda', 'Toyota', 'Kia']);
    expect(garageMakes([], [])).toEqual([]);
  });
});
