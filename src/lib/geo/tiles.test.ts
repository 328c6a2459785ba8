import { describe, expect, it } from 'vitest';
import { type TileService, tileMosaic, tileUrl } from './tiles';
import { project } from './web-mercator';

const service: TileService = {
  url: 'https://tiles.example.com.au/{z}/{x}/{y}.png?key={key}',
  key: 'a b&c',
  attribution: '© OpenStreetMap contributors',
  maxZoom: 19,
};

describe('tileUrl', () => {
  it('puts the zoom, column, row and the key (encoded) in place', () => {
    expect(tileUrl(service, 10, 925, 592)).toBe('https://tiles.example.com.au/10/925/592.png?key=a%20b%26c');
  });
  it('needs no key when the template has none', () => {
    expect(tileUrl({ url: 'http://127.0.0.1:4000/{z}/{y}/{x}' }, 3, 1, 2)).toBe(
      'http://127.0.0.1:4000/3/2/1',
    );
  });
});

// A centre exactly on a tile corner at zoom 2 (the world is 4 × 4 tiles): long 0, lat 0 is pixel (512, 512).
const corner = { lat: 0, long: 0 };

describe('tileMosaic', () => {
  it.each([
    // [width, height, tiles expected]: a frame on the corner needs the four tiles around it…
    [512, 512, 4],
    [2, 2, 4],
    // …a frame of 2 tiles a side centred on a corner is exactly 4 tiles; a pixel more each side reaches
    // the next ring of tiles on every side.
    [514, 514, 16],
  ])('covers a %d × %d frame on a tile corner with %d tiles', (width, height, count) => {
    expect(tileMosaic(service, corner, 2, width, height).tiles).toHaveLength(count);
  });

  it('places each tile in the frame’s pixels, the centre at the middle', () => {
    const mosaic = tileMosaic(service, corner, 2, 512, 512);
    expect(mosaic.tiles.map((t) => [t.src.split('?')[0].slice(-9), t.left, t.top])).toEqual([
      ['2/1/1.png', 0, 0],
      ['2/2/1.png', 256, 0],
      ['2/1/2.png', 0, 256],
      ['2/2/2.png', 256, 256],
    ]);
    expect(mosaic.attribution).toBe('© OpenStreetMap contributors');
  });

  it('centres on the location: its pixel is the frame’s middle', () => {
    const brisbane = { lat: -27.4698, long: 153.0251 };
    const mosaic = tileMosaic(service, brisbane, 10, 400, 300);
    const [x, y] = project(brisbane.long, brisbane.lat, 10);
    const first = mosaic.tiles[0];
    const [, z, column, row] = first.src.match(/\/(\d+)\/(\d+)\/(\d+)\.png/) ?? [];
    expect(z).toBe('10');
    expect(Number(column) * 256 - (x - 200)).toBeCloseTo(first.left, 6);
    expect(Number(row) * 256 - (y - 150)).toBeCloseTo(first.top, 6);
  });

  it('wraps columns round the antimeridian and drops rows past the poles', () => {
    const mosaic = tileMosaic(service, { lat: 85, long: 180 }, 1, 512, 512);
    const columnsRows = mosaic.tiles.map((t) =>
      t.src
        .match(/\/1\/(\d+)\/(\d+)\.png/)
        ?.slice(1)
        .join(','),
    );
    // Zoom 1 has 2 × 2 tiles: nothing above row 0, and column 2 is column 0 again.
    expect(columnsRows.every((cr) => /^[01],[01]$/.test(cr ?? ''))).toBe(true);
    expect(mosaic.tiles.every((t) => t.top >= -256)).toBe(true);
  });

  it.each([
    [18, 18],
    [19, 19],
    [20, 19],
  ])('zoom %d asks the service for zoom %d (its deepest is 19)', (zoom, used) => {
    expect(tileMosaic(service, corner, zoom, 256, 256).tiles[0].src).toContain(`/${used}/`);
  });
});
