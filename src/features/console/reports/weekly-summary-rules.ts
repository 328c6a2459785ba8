// The weekly summary email's rule: when it is due, and for which week. Pure.
//
// A site's summary of a week (Monday to Sunday, on the site's clock) is due on the Monday after, from
// 7 am to midnight on that clock. A worker checking at any time that Monday sends it; a Monday the worker
// misses altogether is not made up later in the week (the Reports screen has every week). Each member gets
// it once per site and week: the send is claimed under `summaryKey` before the email goes.

import { addDays, dateAt, instantAt, weekdayOf } from '@/lib/dates';

export const SUMMARY_TIME = '07:00';
const MONDAY = 1;

/** The week whose summary is due at `now` on the site's clock, or null when none is. */
export function dueSummaryWeek(now: Date, timeZone: string): { from: string; to: string } | null {
  const today = dateAt(now, timeZone);
  if (weekdayOf(today) !== MONDAY) return null;
  if (now.getTime() < instantAt(today, SUMMARY_TIME, timeZone).getTime()) return null;
  return { from: addDays(today, -7), to: addDays(today, -1) };
}

/** The claim on one member's summary of one site's week: taken once, so never sent twice. */
export const summaryKey = (siteId: number, weekFrom: string, memberId: string) =>
  `weekly-summary:${siteId}:${weekFrom}:${memberId}`;

const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** A week as the email names it: 'Monday 16 November 2026 to Sunday 22 November 2026'. */
export const weekText = (week: { from: string; to: string }) =>
  `${dayName(week.from)} to ${dayName(week.to)}`;

export type SummaryFigures = {
  kinds: { label: string; count: number }[];
  response: { leads: number; responded: number; medianMinutes: number | null; overdue: number };
  cars: { title: string; stockNumber: string; views: number; leads: number }[];
};

/** The summary's lines: the leads and their kinds, the first response, the cars most looked at. */
export function summaryLines(figures: SummaryFigures, waitText: (minutes: number) => string): string[] {
  const { response } = figures;
  const plural = (n: number, one: string, many: string) =>
    `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;
  const kinds = figures.kinds.map((k) => `${k.label} ${k.count}`).join(', ');
  const lines = [`Leads: ${response.leads.toLocaleString('en-AU')}${kinds ? ` (${kinds})` : ''}.`];
  if (response.leads > 0)
    lines.push(
      `First response: ${response.responded} of ${response.leads} answered${
        response.medianMinutes === null ? '' : `, the median in ${waitText(response.medianMinutes)}`
      }; ${plural(response.overdue, 'lead', 'leads')} went overdue.`,
    );
  lines.push(
    figures.cars.length
      ? `Most viewed: ${figures.cars
          .map(
            (c) =>
              `${c.title} (${c.stockNumber}), ${plural(c.views, 'view', 'views')}, ${plural(c.leads, 'lead', 'leads')}`,
          )
          .join('; ')}.`
      : 'No car was viewed.',
  );
  return lines;
}
