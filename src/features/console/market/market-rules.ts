// The console's words and figures for a car's price against its market and its price history. Pure.

import {
  MARKET_POSITION_LABELS,
  MARKET_POSITIONS,
  type MarketPosition,
} from '@/inventory/market/position-rules';

const DAY_MS = 86_400_000;

/** Whole days since the car arrived, as the stock list counts them: 0 on its first day, never below. */
export function daysInStock(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
}

/**
 * The shown price against the weighted median, in per cent of the median to one decimal: 32,460 against
 * 30,000 → 8.2, 29,000 → -3.3; null without either.
 */
export function priceGap(shown: number | null, median: number | null): number | null {
  if (shown === null || median === null || !(median > 0)) return null;
  return Math.round(((shown - median) / median) * 1000) / 10;
}

/** '+8.2 %', '−3.3 %', '0 %': the gap as a dealer reads it. */
export function gapText(gap: number): string {
  if (gap === 0) return '0 %';
  const size = Math.abs(gap).toLocaleString('en-AU', { maximumFractionDigits: 1 });
  return `${gap > 0 ? '+' : '−'}${size} %`;
}

/** The stock list's price position filter: a position, or the cars without a market. */
export const MARKET_FILTERS = [...MARKET_POSITIONS, 'none'] as const;
export type MarketFilter = (typeof MARKET_FILTERS)[number];
export const MARKET_FILTER_LABELS: Record<MarketFilter, string> = {
  ...MARKET_POSITION_LABELS,
  none: 'No market (too few comparables)',
};

/** A position as the list and the car's page show it; null: no market. */
export const positionText = (position: MarketPosition | null) =>
  position ? MARKET_POSITION_LABELS[position] : 'No market';

export const PRICE_SOURCE_LABELS = { feed: 'Stock feed', person: 'Console', api: 'Platform' } as const;
