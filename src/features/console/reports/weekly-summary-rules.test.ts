import { describe, expect, it } from 'vitest';
import { dueSummaryWeek, summaryKey, summaryLines, weekText } from './weekly-summary-rules';

// When the weekly summary is due, on the site's clock, and what it says.

const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';

describe('the week a summary is due for', () => {
  // Monday 16 November 2026; Sydney is UTC+11 (daylight saving), Perth UTC+8.
  const table: [string, string, string, { from: string; to: string } | null][] = [
    [
      'Monday 7:00 am in Sydney: last week',
      '2026-11-15T20:00:00Z',
      SYDNEY,
      { from: '2026-11-09', to: '2026-11-15' },
    ],
    ['Monday 6:59 am in Sydney: not yet', '2026-11-15T19:59:59Z', SYDNEY, null],
    [
      'Monday 11:59 pm in Sydney: still due',
      '2026-11-16T12:59:00Z',
      SYDNEY,
      { from: '2026-11-09', to: '2026-11-15' },
    ],
    ['Tuesday 12:00 am in Sydney: past', '2026-11-16T13:00:00Z', SYDNEY, null],
    ['Sunday in Sydney: none', '2026-11-15T05:00:00Z', SYDNEY, null],
    // The same instant as Sydney's 7 am Monday is 4 am in Perth: Perth's comes three hours later.
    ['Monday 4:00 am in Perth: not yet', '2026-11-15T20:00:00Z', PERTH, null],
    [
      'Monday 7:00 am in Perth: last week',
      '2026-11-15T23:00:00Z',
      PERTH,
      { from: '2026-11-09', to: '2026-11-15' },
    ],
    // The week over the end of a year.
    [
      'Monday 4 January 2027, 9 am in Sydney',
      '2027-01-03T22:00:00Z',
      SYDNEY,
      { from: '2026-12-28', to: '2027-01-03' },
    ],
    // The Monday daylight saving starts on the Sunday before (4 October 2026): 7 am AEDT is 20:00Z.
    [
      'Monday 5 October 2026, 7 am in Sydney',
      '2026-10-04T20:00:00Z',
      SYDNEY,
      { from: '2026-09-28', to: '2026-10-04' },
    ],
  ];
  it.each(table)('%s', (_name, now, zone, week) => {
    expect(dueSummaryWeek(new Date(now), zone)).toEqual(week);
  });

  it('is claimed once per site, week and member', () => {
    expect(summaryKey(3, '2026-11-09', 'abc')).toBe('weekly-summary:3:2026-11-09:abc');
    expect(summaryKey(3, '2026-11-09', 'abc')).not.toBe(summaryKey(3, '2026-11-16', 'abc'));
    expect(summaryKey(3, '2026-11-09', 'abc')).not.toBe(summaryKey(4, '2026-11-09', 'abc'));
  });
});

describe('what the summary says', () => {
  it('names the week by its days', () => {
    expect(weekText({ from: '2026-11-09', to: '2026-11-15' })).toBe(
      'Monday 9 November 2026 to Sunday 15 November 2026',
    );
  });

  it('the leads by kind, the first response and the most viewed cars', () => {
    expect(
      summaryLines(
        {
          kinds: [
            { label: 'Enquiry', count: 3 },
            { label: 'Test drive', count: 1 },
          ],
          response: { leads: 4, responded: 3, medianMinutes: 45, overdue: 1 },
          cars: [{ title: '2021 Toyota Corolla', stockNumber: 'CZ1', views: 12, leads: 1 }],
        },
        (minutes) => `${minutes} min`,
      ),
    ).toEqual([
      'Leads: 4 (Enquiry 3, Test drive 1).',
      'First response: 3 of 4 answered, the median in 45 min; 1 lead went overdue.',
      'Most viewed: 2021 Toyota Corolla (CZ1), 12 views, 1 lead.',
    ]);
  });

  it('a quiet week', () => {
    expect(
      summaryLines(
        { kinds: [], response: { leads: 0, responded: 0, medianMinutes: null, overdue: 0 }, cars: [] },
        String,
      ),
    ).toEqual(['Leads: 0.', 'No car was viewed.']);
  });
});
