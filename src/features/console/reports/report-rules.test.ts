import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  dealershipOf,
  fillDays,
  MAX_PERIOD_DAYS,
  PERIOD_MESSAGES,
  percent,
  periodQuery,
  readPeriod,
  reportFileName,
  reportOf,
  tableCsv,
} from './report-rules';

// The Reports screen's period on the site's clock, its days, shares and CSV.

const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';
const query = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });
// 10:30 pm on 14 November 2026 in Sydney (AEDT, +11), still the 14th in Perth (+8): 7:30 pm.
const NOW = new Date('2026-11-14T11:30:00Z');

describe('the period a query asks for', () => {
  const table: [string, Record<string, string>, string, string, string][] = [
    ['no period: the last 30 days', {}, SYDNEY, '2026-10-16', '2026-11-14'],
    ['the last 7 days, today included', { period: '7d' }, SYDNEY, '2026-11-08', '2026-11-14'],
    ['last month: the calendar month before', { period: 'last-month' }, SYDNEY, '2026-10-01', '2026-10-31'],
    [
      'custom: both days included',
      { period: 'custom', from: '2026-02-01', to: '2026-02-28' },
      SYDNEY,
      '2026-02-01',
      '2026-02-28',
    ],
    [
      'custom: one day',
      { period: 'custom', from: '2026-11-14', to: '2026-11-14' },
      SYDNEY,
      '2026-11-14',
      '2026-11-14',
    ],
    [
      `custom: ${MAX_PERIOD_DAYS} days, the longest`,
      { period: 'custom', from: '2025-11-14', to: '2026-11-14' },
      SYDNEY,
      '2025-11-14',
      '2026-11-14',
    ],
  ];
  it.each(table)('%s', (_name, values, zone, from, to) => {
    const read = readPeriod(query(values), NOW, zone);
    expect(read.ok && { from: read.period.from, to: read.period.to }).toEqual({ from, to });
  });

  it('starts and ends at midnight on the site’s clock: [start, end)', () => {
    const read = readPeriod(query({ period: '7d' }), NOW, SYDNEY);
    expect(read.ok && [read.period.start.toISOString(), read.period.end.toISOString()]).toEqual([
      '2026-11-07T13:00:00.000Z',
      '2026-11-14T13:00:00.000Z',
    ]);
  });

  it('last month in January is December of the year before', () => {
    const read = readPeriod(query({ period: 'last-month' }), new Date('2027-01-01T01:00:00Z'), SYDNEY);
    expect(read.ok && [read.period.from, read.period.to]).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('today is the site’s: the same instant is another day in Perth', () => {
    const late = new Date('2026-11-14T14:00:00Z'); // 1 am on the 15th in Sydney, 10 pm on the 14th in Perth
    const sydney = readPeriod(query({ period: '7d' }), late, SYDNEY);
    const perth = readPeriod(query({ period: '7d' }), late, PERTH);
    expect(sydney.ok && sydney.period.to).toBe('2026-11-15');
    expect(perth.ok && perth.period.to).toBe('2026-11-14');
  });

  const refused: [string, Record<string, string>, string, string][] = [
    ['an unknown period', { period: 'fortnight' }, 'period', PERIOD_MESSAGES.period],
    ['custom without a first day', { period: 'custom', to: '2026-11-01' }, 'from', PERIOD_MESSAGES.from],
    [
      'a date that is not one',
      { period: 'custom', from: '2026-02-30', to: '2026-03-01' },
      'from',
      PERIOD_MESSAGES.from,
    ],
    [
      'the last day before the first',
      { period: 'custom', from: '2026-11-02', to: '2026-11-01' },
      'to',
      PERIOD_MESSAGES.to,
    ],
    [
      'the last day after today',
      { period: 'custom', from: '2026-11-01', to: '2026-11-15' },
      'to',
      PERIOD_MESSAGES.future,
    ],
    [
      `${MAX_PERIOD_DAYS + 1} days`,
      { period: 'custom', from: '2025-11-13', to: '2026-11-14' },
      'from',
      PERIOD_MESSAGES.span,
    ],
  ];
  it.each(refused)('%s is refused, naming its field', (_name, values, field, message) => {
    expect(readPeriod(query(values), NOW, SYDNEY)).toEqual({ ok: false, problem: { field, message } });
  });
});

describe('the days of a period', () => {
  it.each([
    ['2026-11-01', '2026-11-01', 1],
    ['2026-11-01', '2026-11-30', 30],
    ['2026-02-01', '2026-03-01', 29],
    // A daylight-saving change inside counts whole days still.
    ['2026-10-03', '2026-10-05', 3],
  ])('%s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it('lists every day, those without leads as 0, in order', () => {
    expect(
      fillDays({ from: '2026-10-30', to: '2026-11-02' }, [
        { day: '2026-11-01', count: 3 },
        { day: '2026-10-30', count: 1 },
      ]),
    ).toEqual([
      { day: '2026-10-30', count: 1 },
      { day: '2026-10-31', count: 0 },
      { day: '2026-11-01', count: 3 },
      { day: '2026-11-02', count: 0 },
    ]);
  });
});

describe('shares', () => {
  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [3, 3, 100],
    [0, 5, 0],
    [0, 0, 0],
    [1, 8, 12.5],
  ])('%i of %i is %d %', (part, whole, expected) => {
    expect(percent(part, whole)).toBe(expected);
  });
});

describe('the CSV', () => {
  it('is UTF-8 with a byte-order mark, CRLF rows and RFC 4180 quoting', () => {
    const csv = tableCsv({
      columns: ['Car', 'Views'],
      rows: [
        ['2021 Toyota "GR" Yaris, manual', 12],
        ['Line\nbreak', null],
      ],
    });
    expect(csv).toBe('\uFEFFCar,Views\r\n"2021 Toyota ""GR"" Yaris, manual",12\r\n"Line\nbreak",\r\n');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+61 412', "'+61 412"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Direct', 'Direct'],
  ])('a cell starting %s cannot run as a formula', (value, cell) => {
    expect(tableCsv({ columns: ['Source'], rows: [[value]] })).toBe(`\uFEFFSource\r\n${cell}\r\n`);
  });

  it('keeps numbers as numbers, a negative one too', () => {
    expect(tableCsv({ columns: ['n'], rows: [[-3]] })).toBe('\uFEFFn\r\n-3\r\n');
  });

  it('is named by the report, the site and the period', () => {
    expect(reportFileName('leads-by-day', 'carzone', { from: '2026-11-01', to: '2026-11-30' })).toBe(
      'leads-by-day-carzone-2026-11-01-to-2026-11-30.csv',
    );
  });
});

describe('the query', () => {
  it.each([
    ['leads-by-day.csv', 'leads-by-day'],
    ['stock', 'stock'],
    ['stock.txt', null],
    ['leads.csv', null],
    ['', null],
  ])('%j names the report %j', (name, report) => {
    expect(reportOf(name)).toBe(report);
  });

  it.each([
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['99999999999', null],
    ['', null],
  ])('dealership %j is %j', (value, id) => {
    expect(dealershipOf(value)).toBe(id);
  });

  it('names a period again: a preset alone, a custom one with its days, and the dealership', () => {
    expect(periodQuery({ preset: '7d', from: '2026-11-08', to: '2026-11-14' }, null)).toBe('period=7d');
    expect(periodQuery({ preset: 'custom', from: '2026-11-01', to: '2026-11-07' }, 4)).toBe(
      'period=custom&from=2026-11-01&to=2026-11-07&dealership=4',
    );
  });
});
