import { describe, expect, it } from 'vitest';
import {
  nextViewedCars,
  PICK_UP_MAX,
  parseViewedCars,
  pickUpSearches,
  VIEWED_CARS_MAX,
  type ViewedCar,
} from './rules';

const car = (id: number, make = 'Toyota', model = 'HiLux'): ViewedCar => ({
  id,
  stocknum: `S${id}`,
  make,
  model,
  body: 'Dual Cab Utility',
  simple_body: 'Ute',
});

describe('nextViewedCars', () => {
  it('puts the car first, once', () => {
    expect(nextViewedCars([car(1), car(2)], car(2)).map((c) => c.id)).toEqual([2, 1]);
  });

  it.each([
    [VIEWED_CARS_MAX - 1, VIEWED_CARS_MAX],
    [VIEWED_CARS_MAX, VIEWED_CARS_MAX],
    [VIEWED_CARS_MAX + 3, VIEWED_CARS_MAX],
  ])('keeps at most %i + 1 → %i cars, the oldest dropped', (earlier, kept) => {
    const list = Array.from({ length: earlier }, (_, i) => car(i + 1));
    const next = nextViewedCars(list, car(100));
    expect(next).toHaveLength(kept);
    expect(next[0].id).toBe(100);
    expect(next.at(-1)?.id).toBe(Math.min(earlier, VIEWED_CARS_MAX - 1));
  });
});

describe('parseViewedCars', () => {
  it.each([
    null,
    '',
    'not json',
    '{}',
    '42',
    '[null, 1, "x"]',
    '[{"id":"1","stocknum":"S1","make":"A","model":"B"}]',
  ])('reads %j as no cars', (raw) => expect(parseViewedCars(raw)).toEqual([]));

  it('keeps the whole records, with missing bodies as null', () => {
    const raw = JSON.stringify([car(1), { id: 2, stocknum: 'S2', make: 'Mazda', model: 'CX-5' }, { id: 3 }]);
    expect(parseViewedCars(raw)).toEqual([
      car(1),
      { id: 2, stocknum: 'S2', make: 'Mazda', model: 'CX-5', body: null, simple_body: null },
    ]);
  });
});

describe('pickUpSearches', () => {
  it('offers each make and model once, newest first, as a query-string search', () => {
    expect(pickUpSearches([car(1), car(2, 'toyota', 'hilux'), car(3, 'Mazda', 'CX-5')], false)).toEqual([
      { label: 'Toyota HiLux', href: '/search?make=Toyota&model=HiLux' },
      { label: 'Mazda CX-5', href: '/search?make=Mazda&model=CX-5' },
    ]);
  });

  it('uses the used-car routes where the site has them', () => {
    expect(pickUpSearches([car(1, 'Land Rover', 'Range Rover Sport')], true)).toEqual([
      { label: 'Land Rover Range Rover Sport', href: '/used-car?make=Land+Rover&model=Range+Rover+Sport' },
    ]);
  });

  it(`offers at most ${PICK_UP_MAX}`, () => {
    const viewed = Array.from({ length: PICK_UP_MAX + 2 }, (_, i) => car(i, 'Make', `Model ${i}`));
    expect(pickUpSearches(viewed, false)).toHaveLength(PICK_UP_MAX);
    expect(pickUpSearches(viewed.slice(0, PICK_UP_MAX - 1), false)).toHaveLength(PICK_UP_MAX - 1);
  });
});
