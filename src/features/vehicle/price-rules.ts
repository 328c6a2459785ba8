// Pure rules of the vehicle page's price (AF §2, §5): the sidebar's price block and the market price
// indicator. No I/O, no React, no DOM.

import { type PricedCar, shownPrice } from '@/inventory/price-rules';

export const PREORDER_LABEL = 'PREORDER';

export type PriceBlock = {
  /** The price to pay, or null when the car has none (then `noPriceText` shows). */
  now: number | null;
  /** The struck-through earlier price, only when above `now`. */
  was: number | null;
  priceType: string | null;
  noPriceText: string | null;
  /** The weekly subscription price, on sites that offer subscriptions. */
  subscription: number | null;
  preorder: boolean;
};

/**
 * The sidebar's price block (AF §2: was price, now price, subscription price, PREORDER, or a configured
 * no-price text). Now and was are the shopper's price (shownPrice), the same everywhere: price 30,000 +
 * offer 28,500 → now 28,500 was 30,000; price 0 → 'Enquire for price.'.
 */
export function priceBlock(
  car: PricedCar & {
    subscriptionPrice: number | null;
    priceType: string | null;
    preorder: boolean;
  },
  site: { noPriceText: string; offersSubscription: boolean },
): PriceBlock {
  const { now, was } = shownPrice(car);
  const subscription = car.subscriptionPrice;
  return {
    now,
    was,
    priceType: now === null ? null : car.priceType,
    noPriceText: now === null ? site.noPriceText : null,
    subscription: site.offersSubscription && subscription !== null && subscription > 0 ? subscription : null,
    preorder: car.preorder,
  };
}

// ── Market price indicator (AF §5) ──────────────────────────────────────────────────────────────

/** The indicator shows only when the price is MORE than this below the average market price. */
export const MARKET_INDICATOR_MARGIN = 499;

/**
 * AF §5: shown only when price is more than 499 below the average market price: average 30,000 →
 * price 29,501 (499 below) hidden, 29,500 (500 below) shown. A car without a price (0) or without an
 * average is never "below market". Only sites with the market-data feature (features.autograb) show it.
 */
export function showsMarketIndicator(
  price: number | null | undefined,
  averageMarketPrice: number | null | undefined,
  autograb: boolean,
): boolean {
  if (!autograb) return false;
  if (typeof price !== 'number' || !(price > 0)) return false;
  if (typeof averageMarketPrice !== 'number' || !Number.isFinite(averageMarketPrice)) return false;
  return averageMarketPrice - price > MARKET_INDICATOR_MARGIN;
}
