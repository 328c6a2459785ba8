// The price_range refinement: $10,000 buckets up to $100,000, then '$100,000+'. A bucket includes its lower
// bound ($20,000 is in '$20,000 - $30,000'); price 0 means "no advertised price" and has no bucket.

export type PriceRange = { label: string; min: number; max: number }; // min inclusive, max exclusive

const STEP = 10_000;
const TOP = 100_000;

// Not toLocaleString: the labels are filter values and must not depend on the runtime's ICU data.
function dollars(value: number): string {
  return `$${String(value).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

function buildRanges(): PriceRange[] {
  const ranges: PriceRange[] = [{ label: `Under ${dollars(STEP)}`, min: 0, max: STEP }];
  for (let min = STEP; min < TOP; min += STEP) {
    ranges.push({ label: `${dollars(min)} - ${dollars(min + STEP)}`, min, max: min + STEP });
  }
  ranges.push({ label: `${dollars(TOP)}+`, min: TOP, max: Number.POSITIVE_INFINITY });
  return ranges;
}

/** Ordered numerically, cheapest first. */
export const PRICE_RANGES: readonly PriceRange[] = buildRanges();

export function priceRangeLabel(price: number): string | null {
  if (!(price > 0)) return null;
  const index = Math.min(Math.floor(price / STEP), PRICE_RANGES.length - 1);
  return PRICE_RANGES[index].label;
}
