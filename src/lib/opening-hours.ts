// A location's opening hours on a date: its week (opening_hours) with special (holiday) hours overriding
// single dates. Shared by test-drive availability and the location pages, so both agree on when a
// location is open.

import { weekdayOf } from '@/lib/dates';

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

/** '08:30' → '8:30 am', '17:00' → '5:00 pm', '12:00' → '12:00 pm'. */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h >= 12 && h < 24 ? 'pm' : 'am'}`;
}

/** A day's hours in words: '8:30 am - 5:30 pm', or 'Closed' (also for a day without a row). */
export const hoursText = (day: Omit<WeekdayHours, 'weekday'> | undefined): string =>
  day ? formattedHours(day) : 'Closed';

/** A weekday's hours as opening_hours keeps them for feeds and exports: '8:30 am - 5:30 pm' or 'Closed'. */
export const formattedHours = (day: Omit<WeekdayHours, 'weekday'>): string =>
  day.status === 'Closed' || !day.open || !day.close
    ? 'Closed'
    : `${formatTime(day.open)} - ${formatTime(day.close)}`;

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
