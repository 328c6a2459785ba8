// Pure rules of reserving a car online (AF §4, §5, §9; docs/decisions/022): the deposit, the hold, who may
// reserve, and the terms shown at checkout. No I/O.

import { HOLD_HOURS, holdStands } from '@/payments/hold-rules';

export { HOLD_HOURS, holdEnds } from '@/payments/hold-rules';

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

/** Whole dollars to the cents a payment provider takes: $200 → 20000. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * One dealer's money-back guarantee on used cars (AF §9: 48 hours), or null where the site gives none
 * (carPage.moneyBackGuaranteeHours 0) or the car is not used.
 */
export function moneyBackGuarantee(carType: string, hours: number): string | null {
  if (carType !== 'used' || !(hours > 0)) return null;
  return `${hours}-hour money-back guarantee: change your mind within ${hours} hours of delivery and we refund you in full.`;
}

/** A held reservation may be cancelled, and its deposit refunded, until its hold ends. */
export const canCancel = holdStands;

/**
 * The stage a reservation's shopper and dealer should have been told of by now: its state, or for a held
 * purchase with a booked handover, the handover. Null while nothing has happened to tell (pending, or a
 * payment that failed on the provider's page, which the shopper saw there).
 */
export function stageToTell(row: {
  status: string;
  handoverAt: Date | null;
  convertedAt?: Date | null;
}): 'held' | 'handover' | 'cancelled' | 'released' | 'lost' | null {
  // A hold a manager made into the sale ends with no message: the dealer is with the buyer.
  if (row.convertedAt) return null;
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
