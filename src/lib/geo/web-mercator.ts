// Web Mercator, as every tile service and the drawn maps use it: the world is 256 × 2^zoom pixels square.

export const TILE_SIZE = 256;

/** A point in the map's pixels at `zoom`, from the world's top-left corner. */
export function project(long: number, lat: number, zoom: number): [number, number] {
  const size = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return [((long + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}
