// Pure rules of the price comparison (SV §3, §4, §7, §8, §9): the result computed by the platform from
// comparable stock, and what the block on the vehicle page shows of it. No I/O, no React, no DOM.

// ── The block (SV §4, §7, §8, §9) ───────────────────────────────────────────────────────────────

/** The price comparison result as GET {car path}/autogauge returns it (SV §3). */
export type PriceComparison = {
  fill: number; // 0..1, higher is a better deal for the buyer
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number; // 0..1
  description?: string | null;
};

/** At or below this confidence nothing is shown (SV §4, §9): 0.2 → hidden, 0.21 → shown. */
export const PRICE_COMPARISON_MIN_CONFIDENCE = 0.2;
/** Fill below this reads 'Good Deal', from it on 'Great Deal' (SV §4, §9). */
export const GREAT_DEAL_FILL = 0.65;
export const GOOD_DEAL_LABEL = 'Good Deal';
export const GREAT_DEAL_LABEL = 'Great Deal';
/** The indicator animates to its place over 2 s (SV §4, §9). */
export const PRICE_COMPARISON_ANIMATION_MS = 2000;
/** Logged when the fetch fails; the block is then hidden (SV §8). */
export const PRICE_COMPARISON_FETCH_ERROR = 'Failed to fetch auto gauge data.';
/** Raised for an empty response, which counts as a failure (SV §7, §8). */
export const PRICE_COMPARISON_EMPTY_ERROR = 'No data returned';

export type PriceComparisonView = {
  label: string;
  fill: number; // clamped to 0..1 for the indicator's position
  listingPrice: number;
  marketMin: number;
  marketMax: number;
};

/**
 * What the price comparison block shows, or null to show nothing (SV §4): no data (or a number in it
 * missing), confidence 0.2 or less, or a market maximum below the listing price (equal is still shown).
 * Label: the description when one is given, else fill under 0.65 → 'Good Deal' (0.64), otherwise
 * 'Great Deal' (0.65).
 */
export function priceComparisonView(data: PriceComparison | null | undefined): PriceComparisonView | null {
  if (!data) return null;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = data;
  if (![fill, listing_price, market_range_min, market_range_max, confidence].every(Number.isFinite))
    return null;
  if (confidence <= PRICE_COMPARISON_MIN_CONFIDENCE) return null;
  if (market_range_max < listing_price) return null;
  const description = data.description?.trim();
  return {
    label: description || (fill < GREAT_DEAL_FILL ? GOOD_DEAL_LABEL : GREAT_DEAL_LABEL),
    fill: Math.min(1, Math.max(0, fill)),
    listingPrice: listing_price,
    marketMin: market_range_min,
    marketMax: market_range_max,
  };
}

/**
 * The autogauge response body, checked: an empty body (null, '', {} or an object without the numbers)
 * throws 'No data returned' so the caller handles it like any failed fetch (SV §7: "an empty response
 * counts as a failure"). E.g. parsePriceComparison({}) throws; a full result passes through.
 */
export function parsePriceComparison(body: unknown): PriceComparison {
  if (!body || typeof body !== 'object' || Object.keys(body).length === 0) {
    throw new Error(PRICE_COMPARISON_EMPTY_ERROR);
  }
  const b = body as Record<string, unknown>;
  const keys = ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const;
  if (!keys.every((k) => typeof b[k] === 'number')) throw new Error(PRICE_COMPARISON_EMPTY_ERROR);
  const out: PriceComparison = {
    fill: b.fill as number,
    listing_price: b.listing_price as number,
    market_range_min: b.market_range_min as number,
    market_range_max: b.market_range_max as number,
    confidence: b.confidence as number,
  };
  if (typeof b.description === 'string') out.description = b.description;
  return out;
}

// ── Computed from comparable stock ──────────────────────────────────────────────────────────────

export type Comparable = { price: number; year: number; km: number };

/** Fewer comparables than this → no comparison at all. */
export const AUTOGAUGE_MIN_COMPARABLES = 3;
/** A comparable this many years away counts half… */
export const AUTOGAUGE_YEAR_HALF_LIFE = 2;
/** …and so does one this many km away; the two multiply (2 years and 25,000 km away → a quarter). */
export const AUTOGAUGE_KM_HALF_LIFE = 25_000;
/** Confidence from the weighted count n is n / (n + 4): 4 perfect matches → 0.5, 12 → 0.75. */
export const AUTOGAUGE_COUNT_K = 4;
/** The market range leaves out the cheapest and the dearest 10 % of the comparables' weight. */
export const AUTOGAUGE_TAIL = 0.1;

/**
 * The price comparison for a car from other cars of the same make and model (the caller filters by make
 * and model and leaves the car itself out). Pure and deterministic.
 *
 * - Each comparable is weighted by how close it is: 0.5^(|Δyear| / 2 + |Δkm| / 25,000), so a same-year
 *   car with similar km counts fully and a car 4 years older counts a quarter. Comparables without a
 *   price (0) are ignored.
 * - market_range_min / max: the weighted 10th to 90th percentile of their prices, taken as the range
 *   left once the cheapest and dearest 10 % of the weight are dropped (whole dollars): 10 equal cars at
 *   20,000…29,000 give 21,000–28,000; 3 cars give their full min–max.
 * - fill: where the listing price sits in that range, measured from the top: (max − price) / (max − min),
 *   clamped to 0..1. A car priced at the market minimum (or below) fills 1 and reads 'Great Deal'; one
 *   at the maximum fills 0 ('Good Deal'); above the maximum the block hides it anyway. With no spread
 *   (min = max) a price below fills 1, equal 0.5, above 0.
 * - confidence: n / (n + 4) × tightness, where n is the sum of the weights (so far-off comparables add
 *   little) and tightness = 1 / (1 + (max − min) / mean price): a market spread of 30 % of the mean gives
 *   0.77. It grows with more or closer comparables and with a narrower market; e.g. 3 exact matches
 *   with a 30 % spread ≈ 0.33 (shown), 3 comparables five years away ≈ 0.09 (hidden below 0.2).
 * - description is left out: the block then labels by fill.
 * Returns null for fewer than 3 usable comparables or a car without a price.
 */
export function computeAutogauge(
  car: Comparable,
  comparables: readonly Comparable[],
): Omit<PriceComparison, 'description'> | null {
  const listing = car.price;
  if (!(Number.isFinite(listing) && listing > 0)) return null;
  const market = weightedMarket(car, comparables);
  if (!market) return null;
  const { min, max, mean, weight: n } = market;
  const fill =
    max > min
      ? Math.min(1, Math.max(0, (max - listing) / (max - min)))
      : listing < min
        ? 1
        : listing > max
          ? 0
          : 0.5;
  const tightness = 1 / (1 + (max - min) / mean);
  return {
    fill,
    listing_price: listing,
    market_range_min: min,
    market_range_max: max,
    confidence: (n / (n + AUTOGAUGE_COUNT_K)) * tightness,
  };
}

/** What the comparables say a car of this year and km is worth, whole dollars (see computeAutogauge). */
type WeightedMarket = {
  /** How many comparables had a price. */
  count: number;
  /** The sum of their weights: 1 for each exact match. */
  weight: number;
  min: number;
  max: number;
  mean: number;
  /** The weighted median: the cheapest price with half the weight at or below it. */
  median: number;
};

/**
 * How far a comparable is from the car, as the exponent of its weight 0.5^distance: |Δyear| / 2 +
 * |Δkm| / 25,000 (2 years and 25,000 km away → 2, a quarter). The comparables' query orders by the same
 * in SQL (market.ts).
 */
function comparableDistance(
  car: Pick<Comparable, 'year' | 'km'>,
  c: Pick<Comparable, 'year' | 'km'>,
): number {
  return (
    Math.abs(c.year - car.year) / AUTOGAUGE_YEAR_HALF_LIFE +
    Math.abs(c.km - (Number.isFinite(car.km) ? car.km : c.km)) / AUTOGAUGE_KM_HALF_LIFE
  );
}

/**
 * The market for a car of this year and km from comparables of its make and model: each weighted by
 * closeness (0.5^(|Δyear| / 2 + |Δkm| / 25,000)), the range the weighted 10th to 90th percentile, the
 * mean and the median weighted. Null for fewer than 3 comparables with a price. A trade-in is valued by
 * a fitted model of used cars instead (used-value-rules.ts): a listing is compared with its own kind,
 * new or used. The console's price position (position-rules.ts) reads the same market.
 */
export function weightedMarket(
  car: Pick<Comparable, 'year' | 'km'>,
  comparables: readonly Comparable[],
): WeightedMarket | null {
  const usable = comparables.filter(
    (c) => Number.isFinite(c.price) && c.price > 0 && Number.isFinite(c.year) && Number.isFinite(c.km),
  );
  if (usable.length < AUTOGAUGE_MIN_COMPARABLES) return null;

  const weighted = usable
    .map((c) => ({ price: c.price, weight: 0.5 ** comparableDistance(car, c) }))
    .sort((a, b) => a.price - b.price);
  const n = weighted.reduce((sum, c) => sum + c.weight, 0);
  if (!(n > 0)) return null; // every comparable infinitely far away

  const range = trimmedRange(weighted, AUTOGAUGE_TAIL);
  return {
    count: usable.length,
    weight: n,
    min: Math.round(range.min),
    max: Math.round(range.max),
    mean: Math.round(weighted.reduce((sum, c) => sum + c.price * c.weight, 0) / n),
    median: weightedMedian(weighted, n),
  };
}

/**
 * The cheapest price with at least half the total weight at or below it (the lower weighted median, so
 * always a price some comparable has): equal weights at 20,000, 21,000, 22,000 → 21,000; at 20,000,
 * 21,000, 22,000, 23,000 → 21,000; one exact match at 30,000 beside two cars weighing a quarter each at
 * 20,000 and 25,000 → 30,000 (the quarters make half only together with it).
 */
function weightedMedian(sorted: readonly { price: number; weight: number }[], total: number): number {
  // A sum of halves and quarters can land a hair below the half it should equal.
  const half = total / 2 - total * 1e-12;
  let below = 0;
  for (const c of sorted) {
    below += c.weight;
    if (below >= half) return Math.round(c.price);
  }
  return Math.round(sorted[sorted.length - 1].price);
}

/**
 * The weighted market range: drop the cheapest and the dearest `tail` share of the total weight and
 * span what is left. A comparable is dropped only when the weight up to and including it is within the
 * tail, so with 10 equal cars the 10 % tails drop exactly the cheapest and the dearest, with 3 equal
 * cars none, and a far-off car carrying 0.2 % of the weight is dropped whatever its price (it cannot
 * drag the range the way interpolating between percentiles would).
 */
function trimmedRange(
  sorted: readonly { price: number; weight: number }[],
  tail: number,
): { min: number; max: number } {
  const total = sorted.reduce((sum, c) => sum + c.weight, 0);
  const cut = tail * total;
  let below = 0;
  let min = sorted[sorted.length - 1].price;
  for (const c of sorted) {
    below += c.weight;
    if (below > cut) {
      min = c.price;
      break;
    }
  }
  let above = 0;
  let max = sorted[0].price;
  for (let i = sorted.length - 1; i >= 0; i--) {
    above += sorted[i].weight;
    if (above > cut) {
      max = sorted[i].price;
      break;
    }
  }
  return { min, max: Math.max(min, max) };
}
