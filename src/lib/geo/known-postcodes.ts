import ranges from './au-postcode-ranges.json';

// The postcodes that name a place: the keys of the postcode centre table (au-postcode-centres.json) as
// runs of consecutive numbers, e.g. [4000, 4032] for 4000 to 4032, so forms in the browser can check a
// postcode without the centres themselves. scripts/build-postcode-centres.ts writes both files.

const runs = ranges as [number, number][];

/** Whether a 4-digit postcode names a place in Australia: '4000' yes; '2999', '4999', '0000' no. */
export function isKnownPostcode(postcode: string): boolean {
  if (!/^\d{4}$/.test(postcode)) return false;
  const n = Number(postcode);
  let low = 0;
  let high = runs.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [from, to] = runs[mid];
    if (n < from) high = mid - 1;
    else if (n > to) low = mid + 1;
    else return true;
  }
  return false;
}
