import { describe, expect, it } from 'vitest';
import { clipToFrame, staticMap } from './static-map';

describe('clipToFrame: a polygon cut to the map', () => {
  it.each([
    [
      'inside, unchanged',
      [
        [10, 10],
        [20, 10],
        [20, 20],
        [10, 20],
      ],
      [
        [10, 10],
        [20, 10],
        [20, 20],
        [10, 20],
      ],
    ],
    [
      'across the left edge',
      [
        [-10, 10],
        [20, 10],
        [20, 20],
        [-10, 20],
      ],
      [
        [0, 10],
        [20, 10],
        [20, 20],
        [0, 20],
      ],
    ],
    [
      'on the edge, kept',
      [
        [0, 0],
        [100, 0],
        [100, 50],
        [0, 50],
      ],
      [
        [0, 0],
        [100, 0],
        [100, 50],
        [0, 50],
      ],
    ],
    [
      'outside, gone',
      [
        [-30, -30],
        [-20, -30],
        [-20, -20],
      ],
      [],
    ],
  ] as [string, [number, number][], [number, number][]][])('%s', (_name, polygon, clipped) => {
    expect(clipToFrame(polygon, 100, 50)).toEqual(clipped);
  });

  it('covers the whole frame with a polygon larger than it', () => {
    const clipped = clipToFrame(
      [
        [-50, -50],
        [150, -50],
        [150, 150],
        [-50, 150],
      ],
      100,
      50,
    );
    expect(clipped).toHaveLength(4);
    expect(clipped).toEqual(
      expect.arrayContaining([
        [0, 0],
        [100, 0],
        [100, 50],
        [0, 50],
      ]),
    );
  });
});

describe('staticMap: the coastline around a location at its zoom', () => {
  const landCorners = (land: string) => (land.match(/M|L/g) ?? []).length;

  it('draws Brisbane’s bayside coast with the pin at the centre', () => {
    const map = staticMap({ lat: -27.475, long: 153.13 }, 10, 600, 400);
    expect(map.pin).toEqual({ x: 300, y: 200 });
    expect(map.land).toMatch(/^M[\d.]+ [\d.]+L/);
    // Land and sea both: a coast runs through the frame, not a filled rectangle.
    expect(landCorners(map.land)).toBeGreaterThan(10);
  });

  it('is all land in the middle of the continent', () => {
    const map = staticMap({ lat: -23.7, long: 133.88 }, 10, 600, 400);
    const corners = map.land.replace(/^M|Z$/g, '').split('L').sort();
    expect(corners).toEqual(['0.0 0.0', '0.0 400.0', '600.0 0.0', '600.0 400.0']);
  });

  it('is all sea off the coast', () => {
    expect(staticMap({ lat: -30, long: 160 }, 10, 600, 400).land).toBe('');
  });

  it.each([1, 5, 10, 15, 20])('draws at zoom %d', (zoom) => {
    const map = staticMap({ lat: -33.87, long: 151.21 }, zoom, 300, 200);
    expect(map.land.length).toBeGreaterThan(0);
  });
});
