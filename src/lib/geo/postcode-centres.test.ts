import { describe, expect, it } from 'vitest';
import centres from './au-postcode-centres.json';
import { haversineKm } from './distance';
import { isKnownPostcode } from './known-postcodes';
import { postcodeCentre } from './postcode-centres';

describe('postcode centres (the bundled Australian table)', () => {
  it.each([
    ['4000', { lat: -27.47, long: 153.02 }],
    ['2000', { lat: -33.87, long: 151.21 }],
    ['3000', { lat: -37.81, long: 144.96 }],
    ['5000', { lat: -34.93, long: 138.6 }],
    ['6000', { lat: -31.95, long: 115.86 }],
    ['7000', { lat: -42.88, long: 147.33 }],
    ['0800', { lat: -12.46, long: 130.84 }],
    ['2600', { lat: -35.31, long: 149.13 }],
    ['4870', { lat: -16.92, long: 145.77 }],
    // Brisbane's Hawthorne and Balmoral: its source row once put it in the South China Sea.
    ['4171', { lat: -27.46, long: 153.06 }],
  ])('%s is within 15 km of its city', (postcode, city) => {
    const centre = postcodeCentre(postcode);
    expect(centre).not.toBeNull();
    expect(haversineKm(centre ?? { lat: 0, long: 0 }, city)).toBeLessThan(15);
  });

  it.each(['0000', '0001', '400', '40000', 'abcd', '4000\u0000', 'constructor', '__proto__'])(
    '%j names no place',
    (postcode) => {
      expect(postcodeCentre(postcode)).toBeNull();
    },
  );

  it('knows a postcode in the browser exactly when the table has its centre', () => {
    const all = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'));
    expect(all.filter(isKnownPostcode)).toEqual(Object.keys(centres).sort());
  });

  it.each([
    ['0200', true],
    ['0199', false],
    ['2999', false],
    ['4999', false],
    ['4000', true],
    ['9999', true],
    ['400', false],
    ['4000 ', false],
  ])('%j is known: %s', (postcode, known) => {
    expect(isKnownPostcode(postcode)).toBe(known);
  });

  it('puts every postcode in Australia or its external territories', () => {
    const outside = Object.entries(centres as unknown as Record<string, [number, number]>).filter(
      ([, [lat, long]]) => lat < -55 || lat > -9 || long < 72 || long > 168,
    );
    expect(outside).toEqual([]);
  });
});
