import { shownPrice } from '@/inventory/price-rules';
import { isAvailable } from '@/inventory/status-rules';
import { formatAud } from '@/lib/money';

// A manager's change to many cars at once: the price by an amount or a percentage, marked sold, or taken
// off the site. What each car becomes is decided here, once, for the preview and for the change itself, so
// what the manager saw is what is applied. Pure.

/** At most this many cars at once: a page of the stock list, and then some. */
export const BULK_MAX_CARS = 200;
/** A percentage change within ±50 %: a bigger one is a typo, not a price move. */
export const BULK_MAX_PERCENT = 50;
/** An amount within ±$100,000. */
export const BULK_MAX_AMOUNT = 100_000;

export type BulkAction =
  | { kind: 'price'; by: 'amount' | 'percent'; change: number }
  | { kind: 'sold' }
  | { kind: 'withdraw' };

export type BulkCar = {
  price: number;
  beforePrice: number | null;
  offerPrice: number | null;
  status: string;
  showOnDealerWebsite: boolean;
};

/** The columns a car's change sets. */
export type BulkChange = Partial<Pick<BulkCar, 'price' | 'offerPrice' | 'showOnDealerWebsite'>> & {
  status?: 'sold';
};

export type BulkOutcome =
  | { ok: true; change: BulkChange; before: string; after: string }
  | { ok: false; reason: string };

export const BULK_REASONS = {
  noPrice: 'No price to change',
  sold: 'Sold: its price is not shown',
  zero: 'The price would fall to nothing',
  pastPrice: 'The offer would pass the price: change the price on the car’s page',
  alreadySold: 'Already sold',
  alreadyOff: 'Already off the site',
} as const;

/** The new price: whole dollars, an amount added or a percentage applied (−5 lowers it by 5 %). */
export function changedPrice(price: number, action: { by: 'amount' | 'percent'; change: number }): number {
  return action.by === 'amount' ? price + action.change : Math.round(price * (1 + action.change / 100));
}

/**
 * What the action does to one car. A price change moves the price the shopper pays: the offer when an
 * offer below the price is shown, else the price. E.g. −5 % on 41,990 → 39,891 (whole dollars, rounded).
 */
export function bulkOutcome(car: BulkCar, action: BulkAction): BulkOutcome {
  switch (action.kind) {
    case 'price': {
      if (!isAvailable(car.status)) return { ok: false, reason: BULK_REASONS.sold };
      const shown = shownPrice(car).now;
      if (shown === null) return { ok: false, reason: BULK_REASONS.noPrice };
      const next = changedPrice(shown, action);
      if (next < 1) return { ok: false, reason: BULK_REASONS.zero };
      const onOffer = shown !== car.price;
      if (onOffer && next >= car.price) return { ok: false, reason: BULK_REASONS.pastPrice };
      return {
        ok: true,
        change: onOffer ? { offerPrice: next } : { price: next },
        before: formatAud(shown),
        after: formatAud(next),
      };
    }
    case 'sold':
      if (!isAvailable(car.status)) return { ok: false, reason: BULK_REASONS.alreadySold };
      return { ok: true, change: { status: 'sold' }, before: 'For sale', after: 'Sold' };
    case 'withdraw':
      if (!car.showOnDealerWebsite) return { ok: false, reason: BULK_REASONS.alreadyOff };
      return {
        ok: true,
        change: { showOnDealerWebsite: false },
        before: 'On the site',
        after: 'Off the site',
      };
  }
}
