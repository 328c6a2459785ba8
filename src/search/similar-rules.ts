// Pure rules of the similar-cars list (AF §4, §9): how many it shows and the price window it looks in. Kept
// free of other modules (the bound aside) so the browser's list stays small. No I/O, no React, no DOM.

import { SIMILAR_CARS_MAX } from '@/tenancy/similar-cars';

export const SIMILAR_CARS_HEADING = 'Similar cars';

/**
 * How many similar cars a page shows, and so how many placeholders hold their room while they load:
 * the site's page size, never more than the spec's 6 nor fewer than 1 (3 → 3, 8 → 6, 0 → 1).
 */
export function similarCarsCount(pageSize: number = SIMILAR_CARS_MAX): number {
  return Number.isFinite(pageSize)
    ? Math.min(SIMILAR_CARS_MAX, Math.max(1, Math.floor(pageSize)))
    : SIMILAR_CARS_MAX;
}
export const SIMILAR_PRICE_SPLIT = 50_000;

/** The price window either side: ±10,000 under 50,000 (49,999 → 10,000), else ±25,000 (50,000 → 25,000). */
export function similarCarsWindow(price: number): number {
  return price < SIMILAR_PRICE_SPLIT ? 10_000 : 25_000;
}

/** The similar-cars price range: 30,000 → 20,000–40,000; 60,000 → 35,000–85,000; never below 0. */
export function similarCarsPriceRange(price: number): { min: number; max: number } {
  const w = similarCarsWindow(price);
  return { min: Math.max(0, price - w), max: price + w };
}
