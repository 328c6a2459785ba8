import { describe, expect, it } from 'vitest';
import { directionsUrl, mapUrl } from './map-links';

describe('links to the maps service', () => {
  it('Get Directions goes to the maps service with the position', () => {
    expect(directionsUrl({ lat: -27.4738, long: 153.1262 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-27.4738,153.1262',
    );
  });

  it.each([
    [undefined, 'https://www.google.com/maps/@-27.4738,153.1262,10z'],
    [9, 'https://www.google.com/maps/@-27.4738,153.1262,9z'],
    [20, 'https://www.google.com/maps/@-27.4738,153.1262,20z'],
  ])('the map opens at zoom %s (default 10, AF §9)', (zoom, url) => {
    expect(mapUrl({ lat: -27.4738, long: 153.1262 }, zoom)).toBe(url);
  });
});
