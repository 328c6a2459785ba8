// Pure rules of reserving a car online (AF §4, §5, §9; docs/decisions/022): the deposit, the hold, who may
// reserve, and the terms shown at checkout. No I/O.

/** AF §9: the car is held 48 hours from the deposit's payment. */
export const HOLD_HOURS = 48;
/** AF §9: the 14-day returns: 500 km or less driven, a quarter tank or more, every key, no lien. */
export const RETURN_DAYS = 14;
export const RETURN_MAX_KM = 500;

export const FULLY_REFUNDABLE = 'Fully refundable';
export const HOLD_TEXT = `We hold the car for you for ${HOLD_HOURS} hours.`;
export const RETURN_TERMS = [
  `${RETURN_MAX_KM} km or less driven`,
  'At least a quarter tank of fuel',
  'All keys and accessories returned',
  'No lien or finance owing on the car',
] as const;
export const RETURN_HEADING = `${RETURN_DAYS}-day returns`;
export const CAR_TAKEN_MESSAGE =
  'Sorry, this car has just been reserved by someone else. Your deposit has been refunded in full.';
export const NOT_RESERVABLE_MESSAGE = 'This car cannot be reserved online.';
export const ALREADY_RESERVED_MESSAGE =
  'This car is reserved by another shopper. Enquire and we will tell you if it becomes available.';

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

/** Whole dollars to the cents a payment provider takes: $200 → 20000. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** When the hold of a deposit paid at `paidAt` ends. */
export const holdEnds = (paidAt: Date) => new Date(paidAt.getTime() + HOLD_HOURS * 3_600_000);

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

/**
 * One dealer's money-back guarantee on used cars (AF §9: 48 hours), or null where the site gives none
 * (carPage.moneyBackGuaranteeHours 0) or the car is not used.
 */
export function moneyBackGuarantee(carType: string, hours: number): string | null {
  if (carType !== 'used' || !(hours > 0)) return null;
  return `${hours}-hour money-back guarantee: change your mind within ${hours} hours of delivery and we refund you in full.`;
}

/** A held reservation may be cancelled, and its deposit refunded, until its hold ends. */
export function canCancel(reservation: { status: string; holdUntil: Date | null }, now: Date): boolean {
  return reservation.status === 'held' && reservation.holdUntil !== null && now < reservation.holdUntil;
}

/**
 * The stage a reservation's shopper and dealer should have been told of by now: its state, or for a held
 * purchase with a booked handover, the handover. Null while nothing has happened to tell (pending, or a
 * payment that failed on the provider's page, which the shopper saw there).
 */
export function stageToTell(row: {
  status: string;
  handoverAt: Date | null;
}): 'held' | 'handover' | 'cancelled' | 'released' | 'lost' | null {
  switch (row.status) {
    case 'held':
      return row.handoverAt ? 'handover' : 'held';
    case 'cancelled':
    case 'released':
    case 'lost':
      return row.status;
    default:
      return null;
  }
}
