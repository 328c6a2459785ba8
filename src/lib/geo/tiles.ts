import type { LatLong } from './distance';
import { project, TILE_SIZE } from './web-mercator';

// A site's tile service (location.tiles): raster tiles by URL template, as OpenStreetMap-style services
// serve them. Its key is a browser key (sent with every tile, restricted by referrer at the provider),
// so it travels in the page like the template.

export type TileService = {
  /** `https://…/{z}/{x}/{y}.png`, with `{key}` where the service takes its key. */
  url: string;
  key?: string;
  /** Plain text, shown on every map as the service's licence asks. */
  attribution: string;
  maxZoom: number;
};

/** The template's placeholders a tile service must have. */
export const TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

/** Every placeholder a template may have. */
export const TILE_TEMPLATE_FIELDS: ReadonlySet<string> = new Set([...TILE_PLACEHOLDERS, '{key}']);

/** The address of one tile. */
export function tileUrl(service: Pick<TileService, 'url' | 'key'>, z: number, x: number, y: number): string {
  return service.url
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{key}', encodeURIComponent(service.key ?? ''));
}

export type MosaicTile = { src: string; left: number; top: number };

/** A map of `width` × `height` pixels around a point, as the tiles that cover it, placed in its pixels. */
export type TileMosaic = {
  width: number;
  height: number;
  tiles: MosaicTile[];
  attribution: string;
};

/**
 * The tiles covering `width` × `height` pixels centred on `centre` at `zoom` (clamped to the service's
 * maximum): columns wrap round the antimeridian, rows stop at the poles.
 */
export function tileMosaic(
  service: TileService,
  centre: LatLong,
  zoom: number,
  width: number,
  height: number,
): TileMosaic {
  const z = Math.min(zoom, service.maxZoom);
  const [cx, cy] = project(centre.long, centre.lat, z);
  const left = cx - width / 2;
  const top = cy - height / 2;
  const count = 2 ** z;
  const tiles: MosaicTile[] = [];
  for (let row = Math.floor(top / TILE_SIZE); row * TILE_SIZE < top + height; row += 1) {
    if (row < 0 || row >= count) continue;
    for (let column = Math.floor(left / TILE_SIZE); column * TILE_SIZE < left + width; column += 1) {
      const x = ((column % count) + count) % count;
      tiles.push({
        src: tileUrl(service, z, x, row),
        left: column * TILE_SIZE - left,
        top: row * TILE_SIZE - top,
      });
    }
  }
  return { width, height, tiles, attribution: service.attribution };
}
