import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { BRISBANE, STATE_TIME_ZONES } from './time-zones';

export { BRISBANE, STATE_TIME_ZONES };

// Dates and times at a place. A dealer's hours, a booking and the date on a printed sheet are wall-clock
// times where the dealer is, so every conversion between an instant and a local date or time goes through
// here with an IANA time zone (daylight saving included), never a fixed offset.

// The shape of a zone name, as the locations.time_zone check constraint also requires.
const ZONE_NAME = /^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/;

/** Whether `name` is an IANA zone this runtime knows ('Australia/Sydney'); offsets ('+10:00') are not. */
export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone of a state ('NSW' → 'Australia/Sydney'); Brisbane's for an unknown one. */
export function stateTimeZone(state: string): string {
  return STATE_TIME_ZONES[state.trim().toUpperCase()] ?? BRISBANE;
}

/** A location's zone: its own `time_zone` when set to a real zone, else its state's. */
export function locationTimeZone(location: { timeZone: string | null; state: string }): string {
  return location.timeZone && isTimeZone(location.timeZone)
    ? location.timeZone
    : stateTimeZone(location.state);
}

/** Whether 'YYYY-MM-DD' is a real calendar date ('2025-02-30' is not). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

const DAY_MS = 24 * 60 * 60_000;

/** Calendar arithmetic, no zone involved: '2025-12-31' + 1 → '2026-01-01'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday .. 6 Saturday of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The calendar date at a place of an instant: 2026-01-14T13:00Z in Sydney (UTC+11) → '2026-01-15'. */
export function dateAt(instant: Date, timeZone: string): string {
  return format(instant, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/**
 * The instant a wall-clock time starts at a place: ('2026-01-15', '10:00', Sydney) → 2026-01-14T23:00Z.
 * A time skipped by a daylight-saving change (02:30 on the morning clocks go forward) lands an hour on.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, h, min, timeZone).getTime());
}

/** The UTC offset of a place at an instant: Adelaide in January → '+10:30'. */
export function offsetAt(instant: Date, timeZone: string): string {
  return format(instant, 'xxx', { in: tz(timeZone) });
}

/** ISO 8601 in the place's own time with its offset: '2026-01-15T10:00:00+11:00'. */
export function isoAt(instant: Date, timeZone: string): string {
  return format(instant, "yyyy-MM-dd'T'HH:mm:ssxxx", { in: tz(timeZone) });
}

/** A calendar date as AF §9 writes dates: '2026-01-03' → '03/01/2026'. */
export function ddMMyyyy(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** dd/MM/yyyy at a place: 2026-01-01T14:00Z in Brisbane → '02/01/2026'. */
export function ddMMyyyyAt(instant: Date, timeZone: string): string {
  return format(instant, 'dd/MM/yyyy', { in: tz(timeZone) });
}

/** A moment as a shopper reads it at a place: 'Tuesday 1 December 2026, 3:15 pm AEST'. */
export function longDateTimeAt(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

/** A moment as staff scan it in a list, at a place: '1 Dec 2026, 3:15 pm AEST'. */
export function shortDateTimeAt(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}
