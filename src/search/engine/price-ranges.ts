// The bucket refinements: price_range in $10,000 buckets up to $100,000, then '$100,000+'; the weekly
// repayment (weekly_price_range) in $50 buckets from $100 to $400. A bucket includes its lower bound
// ($20,000 is in '$20,000 - $30,000'); 0 or no value means "no advertised figure" and has no bucket.

export type PriceRange = { label: string; min: number; max: number }; // min inclusive, max exclusive

// Not toLocaleString: the labels are filter values and must not depend on the runtime's ICU data.
function dollars(value: number): string {
  return `$${String(value).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

function buildRanges(step: number, top: number): PriceRange[] {
  const ranges: PriceRange[] = [{ label: `Under ${dollars(step)}`, min: 0, max: step }];
  for (let min = step; min < top; min += step) {
    ranges.push({ label: `${dollars(min)} - ${dollars(min + step)}`, min, max: min + step });
  }
  ranges.push({ label: `${dollars(top)}+`, min: top, max: Number.POSITIVE_INFINITY });
  return ranges;
}

function labelIn(ranges: readonly PriceRange[], value: number | null): string | null {
  if (value === null || !(value > 0)) return null;
  return ranges.find((r) => value >= r.min && value < r.max)?.label ?? null;
}

/** Ordered numerically, cheapest first. */
export const PRICE_RANGES: readonly PriceRange[] = buildRanges(10_000, 100_000);

/** Weekly repayment buckets: 'Under $100', '$100 - $150', … '$350 - $400', '$400+'. */
export const WEEKLY_PRICE_RANGES: readonly PriceRange[] = [
  { label: 'Under $100', min: 0, max: 100 },
  ...buildRanges(50, 400).filter((r) => r.min >= 100),
];

export function priceRangeLabel(price: number): string | null {
  return labelIn(PRICE_RANGES, price);
}

export function weeklyPriceRangeLabel(weekly: number | null): string | null {
  return labelIn(WEEKLY_PRICE_RANGES, weekly);
}
