// Pure rules of test-drive availability: 30-minute slots within a location's opening hours (special hours
// override a date), in the location's own time, less the booked ones and those under 2 hours away. No I/O.

import { addDays, instantAt, isCalendarDate } from '@/lib/dates';
import { hoursOn, type SpecialHours, type WeekdayHours } from '@/lib/opening-hours';

/** Slots start every 30 minutes from opening; the last one ends at closing (09:00–17:00 → 16:30). */
export const SLOT_MINUTES = 30;
/** A slot must start at least this long after now: the dealer needs time to prepare the car. */
export const BOOKING_LEAD_TIME_MS = 2 * 60 * 60_000;
export const AVAILABILITY_DEFAULT_DAYS = 14;
export const AVAILABILITY_MAX_DAYS = 31;
/** How far ahead availability may be asked for: a year from the location's today. */
export const AVAILABILITY_MAX_AHEAD_DAYS = 365;

export type DayAvailability = { date: string; slots: string[] };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Why availability from `from` cannot be answered at a place whose date is `today`: before yesterday
 * (a shopper's clock may still be a day behind the dealer's) or over a year ahead. Null when it can.
 */
export function fromProblem(from: string, today: string): string | null {
  if (from < addDays(today, -1)) return `Must be ${addDays(today, -1)} or later`;
  if (from > addDays(today, AVAILABILITY_MAX_AHEAD_DAYS)) {
    return `Must be ${addDays(today, AVAILABILITY_MAX_AHEAD_DAYS)} or earlier`;
  }
  return null;
}

/** Whether a booking may name `date` at a place whose date is `today`: a real date inside fromProblem's window. */
export function isBookableDate(date: string, today: string): boolean {
  return isCalendarDate(date) && fromProblem(date, today) === null;
}

/** Every slot start within the hours: { 09:00, 17:00 } → '09:00', '09:30', …, '16:30'. */
export function slotTimes(hours: { open: number; close: number } | null): string[] {
  if (!hours) return [];
  const times: string[] = [];
  for (let m = hours.open; m + SLOT_MINUTES <= hours.close; m += SLOT_MINUTES) {
    times.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  }
  return times;
}

/** Whether a slot starting at `start` is far enough ahead: exactly 2 hours from now still is. */
export function isFarEnoughAhead(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() >= BOOKING_LEAD_TIME_MS;
}

/**
 * The free slots of each of `days` dates from `from` at a location in `timeZone`: open hours, not booked (`booked` holds the start
 * instants taken at this location), at least 2 hours ahead of `now`. Closed dates have no slots.
 */
export function availability(input: {
  from: string;
  days: number;
  timeZone: string;
  week: readonly WeekdayHours[];
  special: readonly SpecialHours[];
  booked: readonly Date[];
  now: Date;
}): DayAvailability[] {
  const taken = new Set(input.booked.map((d) => d.getTime()));
  return Array.from({ length: input.days }, (_, i) => {
    const date = addDays(input.from, i);
    const slots = slotTimes(hoursOn(date, input.week, input.special)).filter((time) => {
      const start = instantAt(date, time, input.timeZone);
      return !taken.has(start.getTime()) && isFarEnoughAhead(start, input.now);
    });
    return { date, slots };
  });
}

/**
 * Why a requested slot cannot be booked, ignoring bookings (the database's unique index decides those):
 * 'closed' when the location is not open then or the time is off the 30-minute grid, 'too-soon' when it
 * starts under 2 hours from now (or has passed); null when it can be booked.
 */
export function slotProblem(
  date: string,
  time: string,
  week: readonly WeekdayHours[],
  special: readonly SpecialHours[],
  now: Date,
  timeZone: string,
): 'closed' | 'too-soon' | null {
  if (!isCalendarDate(date) || !slotTimes(hoursOn(date, week, special)).includes(time)) return 'closed';
  return isFarEnoughAhead(instantAt(date, time, timeZone), now) ? null : 'too-soon';
}
