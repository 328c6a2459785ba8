// The price a shopper sees for a car, decided once (AF §2 price block; AF §3 price, before_price,
// offer_price). Search sorts, filters and groups by it, cards and the vehicle page show it, the printed
// sheet carries it and the calculators start from it. Pure: no I/O.

export type PricedCar = {
  price: number | null;
  beforePrice: number | null;
  offerPrice: number | null;
};

export type ShownPrice = {
  /** The price to pay, or null when the car has none (the site's no-price text shows instead). */
  now: number | null;
  /** The struck-through earlier price, only when above `now`. */
  was: number | null;
};

const positive = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? n : null);

/**
 * An offer price below the price is what the shopper pays, and the price becomes the 'was'; otherwise
 * the price is paid and before_price is the 'was' when it is higher. No price (0 or null) is no price,
 * with no 'was' and no offer. E.g. price 69,000 + offer 65,990 → now 65,990 was 69,000; price 30,000 +
 * before 32,000 → now 30,000 was 32,000; offer 31,000 above price 30,000 → now 30,000.
 */
export function shownPrice(car: PricedCar): ShownPrice {
  const price = positive(car.price);
  const offer = positive(car.offerPrice);
  if (price !== null && offer !== null && offer < price) return { now: offer, was: price };
  const before = positive(car.beforePrice);
  return { now: price, was: price !== null && before !== null && before > price ? before : null };
}

/** The number search sorts and filters on: the shown price, 0 for a car without one. */
export function searchPrice(car: PricedCar): number {
  return shownPrice(car).now ?? 0;
}
