// Builds src/lib/geo/australia-outline.json, the coastline the static location maps are drawn from:
// Australia's polygons in Natural Earth's 1:10m countries (public domain, through the world-atlas
// package's TopoJSON), each outer ring as a flat [long, lat, long, lat, …] list at 3 decimals (about
// 100 m). Usage: npm install --no-save world-atlas && npx tsx scripts/build-australia-outline.ts
import { readFileSync, writeFileSync } from 'node:fs';

type Topology = {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: {
    countries: { geometries: { type: string; properties: { name: string }; arcs: number[][][] }[] };
  };
};

const world = JSON.parse(readFileSync('node_modules/world-atlas/countries-10m.json', 'utf8')) as Topology;
const { scale, translate } = world.transform;

/** An arc's points: quantized deltas summed and scaled; a negative index (~i) is arc i reversed. */
function arc(index: number): [number, number][] {
  const deltas = world.arcs[index < 0 ? ~index : index];
  let x = 0;
  let y = 0;
  const points = deltas.map(([dx, dy]): [number, number] => {
    x += dx;
    y += dy;
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
  });
  return index < 0 ? points.reverse() : points;
}

const australia = world.objects.countries.geometries.find((g) => g.properties.name === 'Australia');
if (australia?.type !== 'MultiPolygon')
  throw new Error('Australia is not a MultiPolygon in countries-10m.json');
const round = (n: number) => Math.round(n * 1000) / 1000;
const rings = australia.arcs.flatMap(([outer]) => {
  const flat: number[] = [];
  // Each arc after the first starts where the one before ended.
  for (const [i, index] of outer.entries()) {
    for (const [long, lat] of arc(index).slice(i === 0 ? 0 : 1)) {
      const [x, y] = [round(long), round(lat)];
      if (flat.at(-2) !== x || flat.at(-1) !== y) flat.push(x, y);
    }
  }
  return flat.length >= 8 ? [flat] : [];
});
writeFileSync('src/lib/geo/australia-outline.json', `${JSON.stringify(rings)}\n`);
console.log(`${rings.length} rings, ${rings.reduce((n, r) => n + r.length / 2, 0)} points`);
