import { addDays, dateAt, instantAt } from '@/lib/dates';

// An offer a person gave dates to: its price is the one shoppers pay from the start of its first day to the
// end of its last, on the car's location's clock. The car's `offer_price` is always the live offer (every
// price rule reads it alone); the dated offer waits in `offer_planned` and is moved in and out of it at each
// edge. Pure.

export type OfferWindow = {
  offerPlanned: number | null;
  offerStartsAt: Date | null;
  offerEndsAt: Date | null;
};

/** The live offer a window gives at `now`: the planned price from its start until (not at) its end. */
export function offerNow(window: OfferWindow, now: Date): number | null {
  const { offerPlanned, offerStartsAt, offerEndsAt } = window;
  if (offerPlanned === null || !offerStartsAt || !offerEndsAt) return null;
  return offerStartsAt <= now && now < offerEndsAt ? offerPlanned : null;
}

/** Dates on a clock as a window's instants: the first day's midnight, and the midnight after the last day. */
export const windowInstants = (from: string, to: string, timeZone: string) => ({
  offerStartsAt: instantAt(from, '00:00', timeZone),
  offerEndsAt: instantAt(addDays(to, 1), '00:00', timeZone),
});

/** A window's instants as the dates a person gave: the first day, and the last (the day before its end). */
export const windowDates = (startsAt: Date, endsAt: Date, timeZone: string) => ({
  from: dateAt(startsAt, timeZone),
  to: addDays(dateAt(endsAt, timeZone), -1),
});
