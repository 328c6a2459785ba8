import 'server-only';
import outline from './australia-outline.json';
import type { LatLong } from './distance';
import { project } from './web-mercator';

// A location's map drawn without a tile service (AF §2 'map image': the location's image, else a map;
// §9 zoom 10): the bundled Australian coastline (Natural Earth 1:10m, scripts/build-australia-outline.ts)
// in Web Mercator at the site's zoom, centred on the location, clipped to the frame, with its pin at the
// centre. Server only: the coastline stays out of the browser's bundle; the page gets a few paths.

const rings = outline as number[][];

type Point = [number, number];

/** A polygon cut to the rectangle 0..w × 0..h (Sutherland–Hodgman, one edge at a time). */
export function clipToFrame(points: Point[], w: number, h: number): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= 0, (a, b) => at(a, b, (0 - a[0]) / (b[0] - a[0]))],
    [(p) => p[0] <= w, (a, b) => at(a, b, (w - a[0]) / (b[0] - a[0]))],
    [(p) => p[1] >= 0, (a, b) => at(a, b, (0 - a[1]) / (b[1] - a[1]))],
    [(p) => p[1] <= h, (a, b) => at(a, b, (h - a[1]) / (b[1] - a[1]))],
  ];
  let result = points;
  for (const [inside, cross] of edges) {
    const input = result;
    result = [];
    for (let i = 0; i < input.length; i += 1) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) result.push(cross(previous, current));
        result.push(current);
      } else if (inside(previous)) result.push(cross(previous, current));
    }
    if (result.length === 0) break;
  }
  return result;
}

const at = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

export type StaticMap = {
  width: number;
  height: number;
  /** SVG path data of the land in the frame, in its pixels. */
  land: string;
  /** The location's pin: the frame's centre. */
  pin: { x: number; y: number };
};

/** The map of `width` × `height` pixels around `centre` at `zoom` (1 to 20). */
export function staticMap(centre: LatLong, zoom: number, width: number, height: number): StaticMap {
  const [cx, cy] = project(centre.long, centre.lat, zoom);
  const left = cx - width / 2;
  const top = cy - height / 2;
  const paths: string[] = [];
  for (const ring of rings) {
    const points: Point[] = [];
    let minX = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < ring.length; i += 2) {
      const [x, y] = project(ring[i], ring[i + 1], zoom);
      const point: Point = [x - left, y - top];
      points.push(point);
      minX = Math.min(minX, point[0]);
      maxX = Math.max(maxX, point[0]);
      minY = Math.min(minY, point[1]);
      maxY = Math.max(maxY, point[1]);
    }
    if (maxX < 0 || minX > width || maxY < 0 || minY > height) continue;
    const clipped = clipToFrame(points, width, height);
    if (clipped.length < 3) continue;
    paths.push(`M${clipped.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`);
  }
  return { width, height, land: paths.join(''), pin: { x: width / 2, y: height / 2 } };
}
