// The rules of a deposit's hold that the shopper's checkout and the dealer's console share (decision 022 and
// its amendment): how long a hold lasts, how far a manager may extend it, and when a deposit is owed back. Pure.

/** AF §9: the car is held 48 hours from the deposit's payment. */
export const HOLD_HOURS = 48;

/** When the hold of a deposit paid at `paidAt` ends. */
export const holdEnds = (paidAt: Date) => new Date(paidAt.getTime() + HOLD_HOURS * 3_600_000);

/** A manager's one extension adds a whole hold to the current end (the checkout's rule, from the end). */
export const extendedHoldEnds = (holdUntil: Date) => holdEnds(holdUntil);

/** The states in which a reservation's hold has ended. */
export const ENDED_STATES = ['cancelled', 'released', 'lost'] as const;

type HoldState = { status: string; holdUntil: Date | null };

/** A hold still standing: held, and its end not reached (the keeper releases it at `holdUntil`). */
export const holdStands = (row: HoldState, now: Date) =>
  row.status === 'held' && row.holdUntil !== null && now < row.holdUntil;

export const NOT_HELD_MESSAGE =
  'This car is no longer held for the shopper: the hold was cancelled, ran out or became a sale.';
export const ALREADY_EXTENDED_MESSAGE =
  'This hold was already extended once. Cancel it or mark the car sold instead.';

/** Why a manager may not extend the hold, or null when they may: once, while it stands. */
export function extendRefusal(row: HoldState & { extendedAt: Date | null }, now: Date): string | null {
  if (!holdStands(row, now)) return NOT_HELD_MESSAGE;
  if (row.extendedAt !== null) return ALREADY_EXTENDED_MESSAGE;
  return null;
}

/**
 * A deposit owed back: the hold ended (cancelled, released or lost), the deposit paid and not yet refunded,
 * and the hold did not become a sale (the deposit then goes toward the price).
 */
export function refundIsOwed(row: {
  status: string;
  paymentId: string | null;
  refundId: string | null;
  convertedAt: Date | null;
}): boolean {
  return (
    (ENDED_STATES as readonly string[]).includes(row.status) &&
    row.paymentId !== null &&
    row.refundId === null &&
    row.convertedAt === null
  );
}
