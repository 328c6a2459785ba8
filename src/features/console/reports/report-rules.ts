// The Reports screen's rules: which period a query asks for (on the site's clock), the days a period
// holds, each report's table (the same rows the page shows and the CSV carries) and the shares in it. Pure.

import { BOM, csvLine } from '@/lib/csv';
import { addDays, dateAt, instantAt, isCalendarDate } from '@/lib/dates';

export const PERIOD_PRESETS = ['7d', '30d', 'last-month', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  'last-month': 'Last month',
  custom: 'From … to …',
};
export const DEFAULT_PRESET: PeriodPreset = '30d';
/** The longest custom period: a year and a day, so a whole leap year fits. */
export const MAX_PERIOD_DAYS = 366;

/** Calendar dates on the site's clock, both included, and the instants they span: [start, end). */
export type Period = { preset: PeriodPreset; from: string; to: string; start: Date; end: Date };
export type PeriodProblem = { field: 'period' | 'from' | 'to'; message: string };

export const PERIOD_MESSAGES = {
  period: `Choose one of ${PERIOD_PRESETS.join(', ')}.`,
  from: 'Give the first day as a date (YYYY-MM-DD).',
  to: 'Give the last day as a date (YYYY-MM-DD), not before the first.',
  future: 'The last day cannot be after today.',
  span: `A period is at most ${MAX_PERIOD_DAYS} days.`,
} as const;

type Query = { get(name: string): string | null };

/** The whole days from one date to another, both included: ('2026-01-01', '2026-01-01') → 1. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const periodOf = (preset: PeriodPreset, from: string, to: string, timeZone: string): Period => ({
  preset,
  from,
  to,
  start: instantAt(from, '00:00', timeZone),
  end: instantAt(addDays(to, 1), '00:00', timeZone),
});

/**
 * The period a query names (`period`, and `from`/`to` for a custom one), today being `now` on the site's
 * clock: the last 7 or 30 days end today; last month is the calendar month before this one. No `period`
 * is the last 30 days; anything wrong names its field.
 */
export function readPeriod(
  query: Query,
  now: Date,
  timeZone: string,
): { ok: true; period: Period } | { ok: false; problem: PeriodProblem } {
  const today = dateAt(now, timeZone);
  const preset = query.get('period') ?? DEFAULT_PRESET;
  switch (preset) {
    case '7d':
      return { ok: true, period: periodOf(preset, addDays(today, -6), today, timeZone) };
    case '30d':
      return { ok: true, period: defaultPeriod(now, timeZone) };
    case 'last-month': {
      const firstOfThis = `${today.slice(0, 7)}-01`;
      const last = addDays(firstOfThis, -1);
      return { ok: true, period: periodOf(preset, `${last.slice(0, 7)}-01`, last, timeZone) };
    }
    case 'custom': {
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      if (!isCalendarDate(from))
        return { ok: false, problem: { field: 'from', message: PERIOD_MESSAGES.from } };
      if (!isCalendarDate(to) || to < from)
        return { ok: false, problem: { field: 'to', message: PERIOD_MESSAGES.to } };
      if (to > today) return { ok: false, problem: { field: 'to', message: PERIOD_MESSAGES.future } };
      if (daysBetween(from, to) > MAX_PERIOD_DAYS)
        return { ok: false, problem: { field: 'from', message: PERIOD_MESSAGES.span } };
      return { ok: true, period: periodOf(preset, from, to, timeZone) };
    }
    default:
      return { ok: false, problem: { field: 'period', message: PERIOD_MESSAGES.period } };
  }
}

/** The period shown when none is asked for (or a wrong one): the last 30 days. */
export const defaultPeriod = (now: Date, timeZone: string): Period => {
  const today = dateAt(now, timeZone);
  return periodOf(DEFAULT_PRESET, addDays(today, -29), today, timeZone);
};

/** The query that names a period again: for the links, the CSV downloads and the form. */
export function periodQuery(period: Pick<Period, 'preset' | 'from' | 'to'>, dealership: number | null) {
  const query = new URLSearchParams({ period: period.preset });
  if (period.preset === 'custom') {
    query.set('from', period.from);
    query.set('to', period.to);
  }
  if (dealership !== null) query.set('dealership', String(dealership));
  return query.toString();
}

/** Every day of the period with its count, days without any as 0, in order. */
export function fillDays(period: Pick<Period, 'from' | 'to'>, counts: { day: string; count: number }[]) {
  const byDay = new Map(counts.map((c) => [c.day, c.count]));
  const days: { day: string; count: number }[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1))
    days.push({ day, count: byDay.get(day) ?? 0 });
  return days;
}

/** A part of a whole in per cent, to one decimal place; 0 of nothing is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** A report as a table: the rows the page lists under its chart and the CSV carries. */
export type ReportTable = { columns: string[]; rows: (string | number | null)[][] };

/** The CSV of a table: UTF-8 with a byte-order mark (Excel reads it so), CRLF rows, RFC 4180 cells. */
export function tableCsv(table: ReportTable): string {
  return BOM + csvLine(table.columns) + table.rows.map(csvLine).join('');
}

/** The downloaded file's name: 'leads-by-day-carzone-2026-11-01-to-2026-11-30.csv'. */
export const reportFileName = (report: string, site: string, period: Pick<Period, 'from' | 'to'>) =>
  `${report}-${site}-${period.from}-to-${period.to}.csv`;

export const REPORTS = [
  'leads-by-day',
  'leads-by-kind',
  'leads-by-source',
  'leads-by-dealership',
  'response-times',
  'funnel',
  'stock',
  'top-cars',
  'outcomes',
] as const;
export type ReportId = (typeof REPORTS)[number];

export const REPORT_TITLES: Record<ReportId, string> = {
  'leads-by-day': 'Leads by day',
  'leads-by-kind': 'Leads by kind',
  'leads-by-source': 'Leads by source',
  'leads-by-dealership': 'Leads by dealership',
  'response-times': 'First response by salesperson',
  funnel: 'From searches to reservations',
  stock: 'Stock by new, demo and used',
  'top-cars': 'Cars with the most views and leads',
  outcomes: 'Won and lost',
};

/** The report a CSV address names ('leads-by-day.csv'), or null. */
export function reportOf(name: string): ReportId | null {
  const id = name.endsWith('.csv') ? name.slice(0, -4) : name;
  return (REPORTS as readonly string[]).includes(id) ? (id as ReportId) : null;
}

/** What each report counts, as the screen says it under the report's heading. */
export const REPORT_ABOUT: Record<ReportId, string> = {
  'leads-by-day': 'Every lead received, by the day it arrived on the site’s clock.',
  'leads-by-kind': 'The leads of the period by the form or journey they came from.',
  'leads-by-source': 'The leads by the campaign the shopper arrived from (utm_source in the address).',
  'leads-by-dealership': 'The leads by the dealership they went to.',
  'response-times':
    'The period’s leads by who has them: how many were answered, the median wait for the first answer, and how many went overdue (still New after the site’s response time in opening hours).',
  funnel:
    'Searches on the site (counted for the whole site only), views of the cars’ pages, leads, and deposits paid, in the period.',
  stock: 'The cars in stock now, and their average days since they were listed.',
  'top-cars': 'The cars whose pages were viewed most in the period, then those with the most leads.',
  outcomes: 'The period’s leads that are now won, or lost with their reason.',
};

/** A dealership id from the query: a positive whole number, else none. */
export function dealershipOf(value: string | null): number | null {
  if (value === null || value === '' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
