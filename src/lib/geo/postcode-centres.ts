import 'server-only';
import centres from './au-postcode-centres.json';
import type { LatLong } from './distance';

// Where an Australian postcode is: the centre of its localities, from the bundled table that
// scripts/build-postcode-centres.ts builds (every postcode with a position, 3,175 of them). Server only:
// the table stays out of the browser's bundle.

const table = centres as unknown as Record<string, [number, number]>;

/** The centre of a 4-digit postcode ('4000' → Brisbane City); null for one that names no place. */
export function postcodeCentre(postcode: string): LatLong | null {
  if (!/^\d{4}$/.test(postcode) || !Object.hasOwn(table, postcode)) return null;
  const [lat, long] = table[postcode];
  return { lat, long };
}
