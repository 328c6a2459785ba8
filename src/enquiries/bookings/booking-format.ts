// Test-drive dates and times as the shopper reads them, and the availability answer as the form uses
// it. Dates and times are the location's own wall clock, whatever the shopper's zone: the server answers
// them in the location's time, and they are shown as they come.

import { AVAILABILITY_DEFAULT_DAYS } from './availability-rules';

/** How far ahead the pickers offer times: the availability call's own default (14 days). */
export const BOOKING_DAYS = AVAILABILITY_DEFAULT_DAYS;

/** '2025-11-24' → 'Mon 24 Nov'. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  })
    .format(new Date(Date.UTC(y, m - 1, d)))
    .replace(',', '');
}

/** '09:30' → '9:30 am'; '13:00' → '1:00 pm'; '12:00' → '12:00 pm'. */
export function timeLabel(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

export type AvailableDay = { date: string; slots: string[] };

/** The days of an availability answer that have free slots; anything malformed is left out. */
export function availableDays(body: unknown): AvailableDay[] {
  const days = typeof body === 'object' && body !== null ? (body as { days?: unknown }).days : undefined;
  if (!Array.isArray(days)) return [];
  return days.flatMap((day) => {
    if (typeof day !== 'object' || day === null) return [];
    const { date, slots } = day as { date?: unknown; slots?: unknown };
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !Array.isArray(slots)) return [];
    const times = slots.filter(
      (s): s is string => typeof s === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(s),
    );
    return times.length > 0 ? [{ date, slots: times }] : [];
  });
}
