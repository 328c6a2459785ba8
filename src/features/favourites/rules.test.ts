import { describe, expect, it } from 'vitest';
import { type Favourite, parseFavourites, toggleFavourite } from './rules';

const car = (id: number): Favourite => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: null,
});

describe('toggleFavourite', () => {
  it('adds a car, newest first', () => {
    expect(toggleFavourite([car(1)], car(2)).map((f) => f.id)).toEqual([2, 1]);
  });
  it('removes a saved car', () => {
    expect(toggleFavourite([car(1), car(2)], car(1)).map((f) => f.id)).toEqual([2]);
  });
});

describe('parseFavourites', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"id":1}', []],
    [JSON.stringify([car(1), { id: 'x' }, null]), [car(1)]],
  ])('%s', (raw, expected) => expect(parseFavourites(raw)).toEqual(expected));
});
