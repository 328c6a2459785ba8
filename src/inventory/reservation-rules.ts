// A car held by a deposit, read the same on its card, its page and in checkout (AF §4, §5; SV §4). Pure.

/**
 * The deposit the reserve button asks for. AF §5 says "reserve amount null or $0 hides the button" and
 * AF §9 "$200 default (when not configured)"; they fit as: the car's amount when it has one; null (not
 * configured for the car) → the site's carPage.reserveDepositDefault ($200 unless the site changes it);
 * an explicit 0, or a site default of 0 for a car without its own, → 0, which hides the button.
 * E.g. (null, 200) → 200; (0, 200) → 0; (500, 200) → 500; (null, 0) → 0.
 */
export function reserveDeposit(carAmount: number | null | undefined, siteDefault: number): number {
  const amount = carAmount ?? siteDefault;
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}

export const RESERVED_LABEL = 'Reserved';

/**
 * An in-stock car held by a deposit says 'Reserved' where its buttons are, on its card and its page: its
 * tag cannot always say it (SV §4: an Electric or Hybrid tag comes before Reserved).
 */
export function showsReserved(car: { status: string; reserved: boolean }): boolean {
  return car.status === 'in_stock' && car.reserved;
}

/**
 * Whether a car can be reserved online now: checkout on for the site and the car, in stock, not already
 * reserved, and a deposit above $0 (AF §4, §5).
 */
export function canReserve(
  car: { status: string; reserved: boolean; checkoutEnabled: boolean; reserveAmount: number | null },
  site: { checkout: boolean; reserveDepositDefault: number },
): boolean {
  return (
    site.checkout &&
    car.checkoutEnabled &&
    car.status === 'in_stock' &&
    !car.reserved &&
    reserveDeposit(car.reserveAmount, site.reserveDepositDefault) > 0
  );
}
