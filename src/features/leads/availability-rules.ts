// Pure rules of test-drive availability: 30-minute slots within a location's opening hours (special hours
// override a date), in Brisbane time, less the booked ones and those under 2 hours away. No I/O.

/** Slots start every 30 minutes from opening; the last one ends at closing (09:00–17:00 → 16:30). */
export const SLOT_MINUTES = 30;
/** A slot must start at least this long after now: the dealer needs time to prepare the car. */
export const BOOKING_LEAD_TIME_MS = 2 * 60 * 60_000;
/** Brisbane is UTC+10 all year (Queensland has no daylight saving). */
export const BRISBANE_OFFSET_MS = 10 * 60 * 60_000;
export const AVAILABILITY_DEFAULT_DAYS = 14;
export const AVAILABILITY_MAX_DAYS = 31;

/** A weekday's row of opening_hours (weekday 0 Sunday .. 6 Saturday). */
export type WeekdayHours = {
  weekday: number;
  status: 'Open' | 'Closed';
  open: string | null;
  close: string | null;
};
/** A special_hours row: the date closed, or open other hours. */
export type SpecialHours = {
  date: string;
  status: 'Open' | 'Closed';
  startHour: string | null;
  endHour: string | null;
};
export type DayAvailability = { date: string; slots: string[] };

const DAY_MS = 24 * 60 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date in Brisbane of an instant: 2025-06-30T14:00:00Z → '2025-07-01'. */
export function brisbaneDate(instant: Date): string {
  return new Date(instant.getTime() + BRISBANE_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether 'YYYY-MM-DD' is a real calendar date ('2025-02-30' is not). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** '2025-12-31' + 1 → '2026-01-01'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday .. 6 Saturday, as opening_hours counts them. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant a Brisbane wall-clock time starts: ('2025-07-01', '09:30') → 2025-06-30T23:30:00Z. */
export function slotInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - BRISBANE_OFFSET_MS);
}

/** 'HH:mm' → minutes after midnight; null for anything else. '24:00' is allowed as a closing time. */
export function minutesOf(time: string | null | undefined): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time ?? '');
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/**
 * A date's opening hours: a special-hours row for the date wins (closed, or its own hours; a closure
 * wins over another row of the same date), else the weekday's row. Null when closed.
 */
export function hoursOn(
  date: string,
  week: readonly WeekdayHours[],
  special: readonly SpecialHours[],
): { open: number; close: number } | null {
  const overrides = special.filter((s) => s.date === date);
  let open: string | null;
  let close: string | null;
  if (overrides.length > 0) {
    if (overrides.some((s) => s.status === 'Closed')) return null;
    open = overrides[0].startHour;
    close = overrides[0].endHour;
  } else {
    const day = week.find((w) => w.weekday === weekdayOf(date));
    if (!day || day.status === 'Closed') return null;
    open = day.open;
    close = day.close;
  }
  const from = minutesOf(open);
  const to = minutesOf(close);
  return from === null || to === null || to <= from ? null : { open: from, close: to };
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
 * The free slots of each of `days` dates from `from`: open hours, not booked (`booked` holds the start
 * instants taken at this location), at least 2 hours ahead of `now`. Closed dates have no slots.
 */
export function availability(input: {
  from: string;
  days: number;
  week: readonly WeekdayHours[];
  special: readonly SpecialHours[];
  booked: readonly Date[];
  now: Date;
}): DayAvailability[] {
  const taken = new Set(input.booked.map((d) => d.getTime()));
  return Array.from({ length: input.days }, (_, i) => {
    const date = addDays(input.from, i);
    const slots = slotTimes(hoursOn(date, input.week, input.special)).filter((time) => {
      const start = slotInstant(date, time);
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
): 'closed' | 'too-soon' | null {
  if (!isCalendarDate(date) || !slotTimes(hoursOn(date, week, special)).includes(time)) return 'closed';
  return isFarEnoughAhead(slotInstant(date, time), now) ? null : 'too-soon';
}
