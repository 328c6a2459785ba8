import Holidays from 'date-holidays';
import { addDays } from './dates';

// The public holidays of an Australian state or territory, from date-holidays (maintained, with each
// state's own days: Melbourne Cup, the King's Birthday in Queensland in October, substitute days). Used
// to offer a location's coming holidays when its holiday hours are set; nothing on the site depends on it.

export type PublicHoliday = { date: string; name: string };

/** The state's public holidays from `today` (inclusive) for `days` days, in date order. */
export function publicHolidays(state: string, today: string, days = 365): PublicHoliday[] {
  const calendar = new Holidays('AU', state.toLowerCase());
  const last = addDays(today, days - 1);
  const years = [...new Set([today.slice(0, 4), last.slice(0, 4)])].map(Number);
  // One entry a date: where two holidays fall on one day, the first named.
  const byDate = new Map<string, PublicHoliday>();
  for (const holiday of years.flatMap((year) => calendar.getHolidays(year))) {
    const date = holiday.date.slice(0, 10);
    if (holiday.type === 'public' && date >= today && date <= last && !byDate.has(date))
      byDate.set(date, { date, name: holiday.name });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
