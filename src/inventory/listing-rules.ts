// Which of a site's cars an outbound feed (Google, Meta, the CSV and JSON exports) lists, and why each
// other car is left out: a feed advertises only what a shopper can buy on the site now, at the price and
// with the photos the site shows. Pure.

import type { CarImage } from '@/db/json-types';
import { type PricedCar, shownPrice } from './price-rules';
import { isAvailable } from './status-rules';

export type LeftOutReason = 'sold' | 'hidden' | 'no-price' | 'no-photo';

export const LEFT_OUT_LABELS: Record<LeftOutReason, string> = {
  sold: 'Sold',
  hidden: 'Withdrawn or hidden from the site',
  'no-price': 'No price',
  'no-photo': 'No photo',
};

/** A sale this recent is still worth a line in the console's left-out list; older ones are history. */
export const RECENTLY_SOLD_DAYS = 14;

export type ListingCar = PricedCar & {
  status: string;
  hiddenFromStock: number;
  showOnDealerWebsite: boolean;
  images: readonly CarImage[];
};

export type ListingScope = { maxHiddenFromStock: number; inStockOnly: boolean };

/**
 * Why a car of the site is not in its feeds, or null when it is listed. The first reason that applies
 * wins: a sold car without photos is 'sold'. Hidden: switched off the website, above the site's
 * hidden-from-stock count, or coming soon on a site that shows only cars in stock. A price of 0 is no
 * price (shownPrice), as on the site's own pages.
 */
export function leftOutReason(car: ListingCar, scope: ListingScope): LeftOutReason | null {
  if (!isAvailable(car.status)) return 'sold';
  if (
    !car.showOnDealerWebsite ||
    car.hiddenFromStock > scope.maxHiddenFromStock ||
    (scope.inStockOnly && car.status !== 'in_stock')
  )
    return 'hidden';
  if (shownPrice(car).now === null) return 'no-price';
  if (car.images.length === 0) return 'no-photo';
  return null;
}
