import { describe, expect, it } from 'vitest';
import {
  carImageUrl,
  interiorImageUrl,
  locationImageUrl,
  logoUrl,
  type MediaName,
  mediaPath,
  mediaUrl,
  parseMediaPath,
  spinFrameUrl,
  spinInteriorUrl,
} from './media-names';

describe('parseMediaPath', () => {
  const accepted: [string, MediaName][] = [
    ['cars/suv-white-1.webp', { kind: 'car', body: 'suv', colour: 'white', view: 1 }],
    ['cars/people-mover-silver-6.webp', { kind: 'car', body: 'people-mover', colour: 'silver', view: 6 }],
    ['cars/camper-trailer-grey-3.webp', { kind: 'car', body: 'camper-trailer', colour: 'grey', view: 3 }],
    ['spin/ute-white-0.webp', { kind: 'spin', body: 'ute', colour: 'white', frame: 0 }],
    ['spin/hatch-red-35.webp', { kind: 'spin', body: 'hatch', colour: 'red', frame: 35 }],
    ['interior/beige-16.webp', { kind: 'interior', trim: 'beige', view: 16 }],
    ['interior/caravan-2.webp', { kind: 'interior', trim: 'caravan', view: 2 }],
    ['spin-interior/black-17.webp', { kind: 'spin-interior', trim: 'black', frame: 17 }],
    ['logos/mercedes-benz.webp', { kind: 'logo', slug: 'mercedes-benz' }],
    ['banners/isuzu-ute.webp', { kind: 'banner', slug: 'isuzu-ute' }],
    ['certified/toyota.webp', { kind: 'certified', slug: 'toyota' }],
    ['locations/40.webp', { kind: 'location', n: 40 }],
    ['/media/cars/sedan-blue-2.webp', { kind: 'car', body: 'sedan', colour: 'blue', view: 2 }],
  ];
  it.each(accepted)('accepts %s', (path, expected) => {
    expect(parseMediaPath(path)).toEqual(expected);
  });

  it('accepts route path segments', () => {
    expect(parseMediaPath(['spin', 'suv-black-9.webp'])).toEqual({
      kind: 'spin',
      body: 'suv',
      colour: 'black',
      frame: 9,
    });
  });

  const rejected = [
    '../x',
    '../../etc/passwd',
    'cars/../cars/suv-white-1.webp',
    'cars/..%2Fsuv-white-1.webp',
    '/etc/passwd',
    '',
    'cars',
    'cars/',
    'cars/suv-white-1.png',
    'cars/suv-white-1.webp.webp',
    'cars/suv-white-1',
    'cars/SUV-white-1.webp',
    'cars/suv-White-1.webp',
    'cars/limo-white-1.webp', // unknown body
    'cars/suv-pink-1.webp', // unknown colour
    'cars/suv-white-0.webp', // views start at 1
    'cars/suv-white-7.webp', // six exterior views
    'cars/suv-white-01.webp', // no leading zeros
    'spin/suv-white-36.webp', // frames 0..35
    'spin/suv-white--1.webp',
    'interior/black-0.webp',
    'interior/black-17.webp',
    'interior/purple-1.webp',
    'spin-interior/caravan-1.webp', // caravan and moto have no interior spin
    'spin-interior/black-36.webp',
    'logos/Toyota.webp',
    'logos/toyota_.webp',
    'logos/-toyota.webp',
    'logos/toyota-.webp',
    'logos/to--yota.webp',
    'logos/.webp',
    'logos/a.b.webp',
    `logos/${'a'.repeat(61)}.webp`,
    'locations/0.webp',
    'locations/41.webp',
    'locations/07.webp',
    'other/suv-white-1.webp',
    'cars/sub/suv-white-1.webp',
    'cars\\suv-white-1.webp',
    'cars/suv-white-1.webp\u0000',
  ];
  it.each(rejected)('rejects %j', (path) => {
    expect(parseMediaPath(path)).toBeNull();
  });

  it('rejects segment lists of the wrong length', () => {
    expect(parseMediaPath(['cars'])).toBeNull();
    expect(parseMediaPath(['cars', 'x', 'suv-white-1.webp'])).toBeNull();
    expect(parseMediaPath(['..', 'cars', 'suv-white-1.webp'])).toBeNull();
  });
});

describe('media URLs', () => {
  it('builds the documented URLs', () => {
    expect(carImageUrl('suv', 'white', 1)).toBe('/media/cars/suv-white-1.webp');
    expect(spinFrameUrl('ute', 'silver', 35)).toBe('/media/spin/ute-silver-35.webp');
    expect(interiorImageUrl('tan', 4)).toBe('/media/interior/tan-4.webp');
    expect(spinInteriorUrl('black', 0)).toBe('/media/spin-interior/black-0.webp');
    expect(logoUrl('toyota')).toBe('/media/logos/toyota.webp');
    expect(locationImageUrl(12)).toBe('/media/locations/12.webp');
  });

  it('round-trips every kind through the parser', () => {
    const names: MediaName[] = [
      { kind: 'car', body: 'cab-chassis', colour: 'white', view: 5 },
      { kind: 'spin', body: 'suv', colour: 'black', frame: 20 },
      { kind: 'interior', trim: 'moto', view: 9 },
      { kind: 'spin-interior', trim: 'grey', frame: 3 },
      { kind: 'logo', slug: 'royal-enfield' },
      { kind: 'banner', slug: 'summit-prestige' },
      { kind: 'location', n: 7 },
    ];
    for (const name of names) {
      expect(parseMediaPath(mediaPath(name))).toEqual(name);
      expect(parseMediaPath(mediaUrl(name))).toEqual(name);
    }
  });
});
