import { formatTime, hoursText } from '@/lib/opening-hours';
import type { LocationSettings, SpecialDay } from '@/tenancy/location-settings';

// What a version changed, as the history shows it: a setting before and after, and a location's hours
// day by day and date by date rather than as lists.

export type DiffRow = { path: string; before: unknown; after: unknown };

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const FIELDS = ['phone', 'landlinePhone', 'email', 'dealerLicenseNumber', 'image', 'lat', 'long'] as const;

/** A holiday's hours in words: 'Christmas Day: closed', '9:00 am - 1:00 pm'. */
export function specialText(day: SpecialDay): string {
  const hours =
    day.status === 'Closed' || !day.startHour || !day.endHour
      ? 'Closed'
      : `${formatTime(day.startHour)} - ${formatTime(day.endHour)}`;
  return day.label ? `${day.label}: ${hours}` : hours;
}

/** A location's change, one row per day, date, field or lead kind that differs. */
export function locationDiff(slug: string, before: LocationSettings, after: LocationSettings): DiffRow[] {
  const at = (name: string) => `locations.${slug}.${name}`;
  const rows: DiffRow[] = [];
  for (const weekday of [1, 2, 3, 4, 5, 6, 0]) {
    const was = hoursText(before.week.find((d) => d.weekday === weekday));
    const is = hoursText(after.week.find((d) => d.weekday === weekday));
    if (was !== is) rows.push({ path: at(DAYS[weekday]), before: was, after: is });
  }
  const dates = [...new Set([...before.special, ...after.special].map((d) => d.date))].sort();
  for (const date of dates) {
    const was = before.special.find((d) => d.date === date);
    const is = after.special.find((d) => d.date === date);
    const wasText = was ? specialText(was) : undefined;
    const isText = is ? specialText(is) : undefined;
    if (wasText !== isText) rows.push({ path: at(`holiday ${date}`), before: wasText, after: isText });
  }
  for (const field of FIELDS)
    if (before[field] !== after[field])
      rows.push({ path: at(field), before: before[field], after: after[field] });
  const kinds = [...new Set([...Object.keys(before.leadEmails), ...Object.keys(after.leadEmails)])].sort();
  for (const kind of kinds) {
    const was = before.leadEmails[kind as keyof LocationSettings['leadEmails']];
    const is = after.leadEmails[kind as keyof LocationSettings['leadEmails']];
    if (was !== is) rows.push({ path: at(`leadEmails.${kind}`), before: was, after: is });
  }
  return rows;
}
