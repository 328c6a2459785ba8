import { describe, expect, it } from 'vitest';
import { byDistance, EARTH_RADIUS_KM, haversineKm, isLatLong } from './distance';

const brisbane = { lat: -27.4698, long: 153.0251 };
const sydney = { lat: -33.8688, long: 151.2093 };
const perth = { lat: -31.9523, long: 115.8613 };

describe('haversine (AF §9: earth radius 6371 km)', () => {
  it.each([
    ['Brisbane to Sydney', brisbane, sydney, 732],
    ['Sydney to Perth', sydney, perth, 3290.5],
    ['a point to itself', brisbane, brisbane, 0],
    ['a quarter of the equator', { lat: 0, long: 0 }, { lat: 0, long: 90 }, (Math.PI * EARTH_RADIUS_KM) / 2],
    ['pole to pole', { lat: 90, long: 0 }, { lat: -90, long: 0 }, Math.PI * EARTH_RADIUS_KM],
  ])('%s: %s km', (_label, a, b, km) => {
    expect(haversineKm(a, b)).toBeCloseTo(km, -1);
  });

  it('orders places nearest first, ties in their order', () => {
    const places = [
      { name: 'Perth', ...perth },
      { name: 'Sydney', ...sydney },
      { name: 'Sydney too', ...sydney },
      { name: 'Brisbane', ...brisbane },
    ];
    expect(byDistance(places, { lat: -27.5, long: 153 }).map((p) => p.name)).toEqual([
      'Brisbane',
      'Sydney',
      'Sydney too',
      'Perth',
    ]);
  });

  it.each([
    [-27.4, 153, true],
    [90, 180, true],
    [-90, -180, true],
    [90.1, 0, false],
    [0, 180.1, false],
    [Number.NaN, 0, false],
  ])('(%s, %s) is a position: %s', (lat, long, ok) => {
    expect(isLatLong(lat, long)).toBe(ok);
  });
});
