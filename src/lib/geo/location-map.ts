import 'server-only';
import type { LatLong } from './distance';
import { type StaticMap, staticMap } from './static-map';
import { type TileMosaic, type TileService, tileMosaic } from './tiles';

/**
 * A location's map (AF §2 'map image', §7 'map tiles from a maps service'): the site's tile service's
 * tiles when it has one, which its own page makes interactive; else drawn from the bundled coastline.
 */
export type LocationMap =
  | { kind: 'drawn'; map: StaticMap }
  | { kind: 'tiles'; mosaic: TileMosaic; service: TileService; centre: LatLong; zoom: number };

export function locationMap(
  tiles: TileService | undefined,
  centre: LatLong,
  zoom: number,
  width: number,
  height: number,
): LocationMap {
  if (!tiles) return { kind: 'drawn', map: staticMap(centre, zoom, width, height) };
  return {
    kind: 'tiles',
    mosaic: tileMosaic(tiles, centre, zoom, width, height),
    service: tiles,
    centre: { lat: centre.lat, long: centre.long },
    zoom: Math.min(zoom, tiles.maxZoom),
  };
}
