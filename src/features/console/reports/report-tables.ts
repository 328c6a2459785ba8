// Each report's rows as a table and a chart: the page draws both from here and the CSV is the table, so
// the numbers a principal sees, reads aloud and downloads are one. Pure.

import { LEAD_KIND_LABELS, responseTimeText } from '@/enquiries/inbox-rules';
import type { LeadKind } from '@/enquiries/rules';
import { percent, type ReportId, type ReportTable } from './report-rules';

/** A chart's points in order: days as columns over time, categories as bars. */
export type Chart = { shape: 'columns' | 'bars'; points: { label: string; value: number }[]; unit: string };
export type Report = { id: ReportId; table: ReportTable; chart: Chart | null };

type Counted = { count: number };
const CAR_TYPE_LABELS = { new: 'New', demo: 'Demo', used: 'Used' } as const;
export const NO_SOURCE = 'None given';

const total = (rows: Counted[]) => rows.reduce((sum, row) => sum + row.count, 0);

/** Counts of named things: the name, the count and its share of all. */
function shares(id: ReportId, column: string, rows: { name: string; count: number }[]): Report {
  const all = total(rows);
  return {
    id,
    table: {
      columns: [column, 'Leads', 'Share (%)'],
      rows: rows.map((r) => [r.name, r.count, percent(r.count, all)]),
    },
    chart: { shape: 'bars', unit: 'leads', points: rows.map((r) => ({ label: r.name, value: r.count })) },
  };
}

export const leadsByDayReport = (rows: { day: string; count: number }[]): Report => ({
  id: 'leads-by-day',
  table: { columns: ['Day', 'Leads'], rows: rows.map((r) => [r.day, r.count]) },
  chart: { shape: 'columns', unit: 'leads', points: rows.map((r) => ({ label: r.day, value: r.count })) },
});

export const leadsByKindReport = (rows: { kind: LeadKind; count: number }[]) =>
  shares(
    'leads-by-kind',
    'Kind',
    rows.map((r) => ({ name: LEAD_KIND_LABELS[r.kind] ?? r.kind, count: r.count })),
  );

export const leadsBySourceReport = (rows: { source: string; count: number }[]) =>
  shares(
    'leads-by-source',
    'Source',
    rows.map((r) => ({ name: r.source || NO_SOURCE, count: r.count })),
  );

export const leadsByDealershipReport = (rows: { dealership: string | null; count: number }[]) =>
  shares(
    'leads-by-dealership',
    'Dealership',
    rows.map((r) => ({ name: r.dealership ?? 'No dealership', count: r.count })),
  );

/** A wait in minutes as the inbox writes a lead's first response time. */
export const waitText = (minutes: number) =>
  responseTimeText(new Date(0), new Date(Math.round(minutes * 60_000)));

export const responseTimesReport = (
  rows: {
    salesperson: string | null;
    leads: number;
    responded: number;
    medianMinutes: number | null;
    overdue: number;
  }[],
): Report => ({
  id: 'response-times',
  table: {
    columns: ['Salesperson', 'Leads', 'Answered', 'Median wait', 'Went overdue'],
    rows: rows.map((r) => [
      r.salesperson ?? 'Not taken',
      r.leads,
      r.responded,
      r.medianMinutes === null ? null : waitText(r.medianMinutes),
      r.overdue,
    ]),
  },
  chart: {
    shape: 'bars',
    unit: 'leads',
    points: rows.map((r) => ({ label: r.salesperson ?? 'Not taken', value: r.leads })),
  },
});

export const funnelReport = (steps: {
  searches: number | null;
  views: number;
  leads: number;
  reservations: number;
}): Report => {
  const named: [string, number | null][] = [
    ['Searches', steps.searches],
    ['Vehicle views', steps.views],
    ['Leads', steps.leads],
    ['Reservations', steps.reservations],
  ];
  const shown = named.filter((step): step is [string, number] => step[1] !== null);
  return {
    id: 'funnel',
    table: {
      columns: ['Step', 'Count', 'Of the step before (%)'],
      rows: shown.map(([name, n], i) => [name, n, i === 0 ? null : percent(n, shown[i - 1][1])]),
    },
    chart: { shape: 'bars', unit: '', points: shown.map(([label, value]) => ({ label, value })) },
  };
};

export const stockReport = (
  rows: { type: keyof typeof CAR_TYPE_LABELS; cars: number; averageDays: number }[],
): Report => ({
  id: 'stock',
  table: {
    columns: ['Type', 'Cars in stock', 'Average days in stock'],
    rows: rows.map((r) => [CAR_TYPE_LABELS[r.type], r.cars, r.averageDays]),
  },
  chart: {
    shape: 'bars',
    unit: 'cars',
    points: rows.map((r) => ({ label: CAR_TYPE_LABELS[r.type], value: r.cars })),
  },
});

export const topCarsReport = (
  rows: { title: string; stockNumber: string; views: number; leads: number }[],
): Report => ({
  id: 'top-cars',
  table: {
    columns: ['Car', 'Stock number', 'Views', 'Leads'],
    rows: rows.map((r) => [r.title, r.stockNumber, r.views, r.leads]),
  },
  chart: {
    shape: 'bars',
    unit: 'views',
    points: rows.map((r) => ({ label: `${r.title} (${r.stockNumber})`, value: r.views })),
  },
});

export const outcomesReport = (rows: { status: string; reason: string | null; count: number }[]): Report => {
  const named = rows.map((r) => ({
    name: r.status === 'won' ? 'Won' : `Lost: ${r.reason ?? 'no reason given'}`,
    count: r.count,
  }));
  const all = total(named);
  return {
    id: 'outcomes',
    table: {
      columns: ['Outcome', 'Leads', 'Share (%)'],
      rows: named.map((r) => [r.name, r.count, percent(r.count, all)]),
    },
    chart: { shape: 'bars', unit: 'leads', points: named.map((r) => ({ label: r.name, value: r.count })) },
  };
};
