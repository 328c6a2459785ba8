// When a lead that is still New goes overdue: the site's response time, counted only while its location
// is open, on the location's own clock. A lead that arrives while the dealership is closed starts counting
// when it opens; a holiday's hours replace the weekday's.

import { addDays, dateAt, instantAt, isoAt } from '@/lib/dates';
import { hoursOn, type SpecialHours, type WeekdayHours } from '@/lib/opening-hours';

/** How far ahead a lead's deadline is looked for: a location closed for longer gives none. */
const LOOKAHEAD_DAYS = 366;

export type LocationClock = {
  week: readonly WeekdayHours[];
  special: readonly SpecialHours[];
  timeZone: string;
};

const MINUTE_MS = 60_000;

/** Minutes after local midnight of an instant at a place, to the millisecond. */
function minutesIntoDay(instant: Date, timeZone: string): number {
  const [, time] = isoAt(instant, timeZone).split('T');
  const [h, m, s] = time.slice(0, 8).split(':').map(Number);
  return h * 60 + m + s / 60 + (instant.getTime() % 1000) / MINUTE_MS;
}

/** The instant at a place of a date and a number of minutes after its midnight (fractions kept). */
function instantOf(date: string, minutes: number, timeZone: string): Date {
  const whole = Math.floor(minutes);
  const time = `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
  return new Date(instantAt(date, time, timeZone).getTime() + (minutes - whole) * MINUTE_MS);
}

/**
 * The moment a lead received at `receivedAt` is overdue if still New: after `responseMinutes` of the
 * location's opening hours. Null when the location opens for none of the coming year.
 */
export function overdueAt(receivedAt: Date, responseMinutes: number, clock: LocationClock): Date | null {
  let remaining = responseMinutes;
  const firstDate = dateAt(receivedAt, clock.timeZone);
  for (let day = 0; day < LOOKAHEAD_DAYS; day += 1) {
    const date = addDays(firstDate, day);
    const hours = hoursOn(date, clock.week, clock.special);
    if (!hours) continue;
    const from = day === 0 ? Math.max(hours.open, minutesIntoDay(receivedAt, clock.timeZone)) : hours.open;
    const open = hours.close - from;
    if (open <= 0) continue;
    if (remaining <= open) return instantOf(date, from + remaining, clock.timeZone);
    remaining -= open;
  }
  return null;
}

/** Whether a lead is overdue now: still New, and past its deadline. */
export function isOverdue(
  lead: { status: string; receivedAt: Date },
  responseMinutes: number,
  clock: LocationClock,
  now: Date,
): boolean {
  if (lead.status !== 'new') return false;
  const due = overdueAt(lead.receivedAt, responseMinutes, clock);
  return due !== null && now.getTime() >= due.getTime();
}
