// Pure rules of a car's price against its market, for the dealer (the console's price position): the same
// comparables and weighted maths as the shopper's price comparison (autogauge-rules.ts), read as where
// the car's shown price sits and what price the market suggests. No I/O.

import { formatNumber } from '@/lib/money';
import { type Comparable, weightedMarket } from './autogauge-rules';

/**
 * Within this many per cent of the weighted median (either side, inclusive) a car is at the market:
 * median 30,000 → 29,100 to 30,900 is 'at', 29,099 'below', 30,901 'above'.
 */
export const AT_MARKET_PERCENT = 3;
/** The suggested price is the weighted median rounded to the nearest this many dollars (half up). */
export const SUGGESTED_ROUNDING = 100;

export const MARKET_POSITIONS = ['below', 'at', 'above'] as const;
export type MarketPosition = (typeof MARKET_POSITIONS)[number];
export const MARKET_POSITION_LABELS: Record<MarketPosition, string> = {
  below: 'Below market',
  at: 'At market',
  above: 'Above market',
};

/**
 * Where a shown price sits against the weighted median (AT_MARKET_PERCENT either side is 'at'); null
 * without a price or a market. Whole-dollar arithmetic, so the band's ends are exact.
 */
export function marketPosition(price: number | null, median: number | null): MarketPosition | null {
  if (price === null || !(price > 0) || median === null || !(median > 0)) return null;
  const gap = price - median;
  if (Math.abs(gap) * 100 <= median * AT_MARKET_PERCENT) return 'at';
  return gap < 0 ? 'below' : 'above';
}

/** The weighted median rounded to the nearest $100, half up: 28,449 → 28,400, 28,450 → 28,500. */
export function suggestedPrice(median: number): number {
  return Math.round(median / SUGGESTED_ROUNDING) * SUGGESTED_ROUNDING;
}

/** The suggestion's basis in words: 'The median of 14 comparables, weighted by year and km, …'. */
export function suggestionBasis(comparables: number): string {
  const of = comparables === 1 ? '1 comparable' : `${formatNumber(comparables)} comparables`;
  return `The median of ${of}, weighted by how close each is in year and km, rounded to the nearest $${SUGGESTED_ROUNDING}.`;
}

/** A car against its market: what car_market keeps per car and the console's car page shows. */
export type CarMarketFigures = {
  /** How many comparables the market was read from (those with a price). */
  comparables: number;
  marketMin: number | null;
  marketMax: number | null;
  median: number | null;
  position: MarketPosition | null;
  suggested: number | null;
};

/**
 * The car (its shown price, null for none; its year and km) against comparables of its make and model:
 * the weighted market range and median (weightedMarket), the position of the shown price, and the
 * suggested price. Fewer than 3 comparables with a price: no market, every figure null. A car without a
 * price still has its market and suggestion, but no position.
 */
export function carMarketFigures(
  car: { price: number | null; year: number; km: number },
  comparables: readonly Comparable[],
): CarMarketFigures {
  const market = weightedMarket(car, comparables);
  if (!market)
    return {
      comparables: comparables.filter((c) => c.price > 0).length,
      marketMin: null,
      marketMax: null,
      median: null,
      position: null,
      suggested: null,
    };
  return {
    comparables: market.count,
    marketMin: market.min,
    marketMax: market.max,
    median: market.median,
    position: marketPosition(car.price, market.median),
    suggested: suggestedPrice(market.median),
  };
}
