import { describe, expect, it } from 'vitest';
import { isoAt } from '@/lib/dates';
import type { WeekdayHours } from '@/lib/opening-hours';
import { isOverdue, type LocationClock, overdueAt } from './overdue-rules';
import { DEFAULT_RESPONSE_MINUTES } from './response-time';

// A Brisbane dealership (no daylight saving), open 8:30 to 17:30 on weekdays and 9:00 to 13:00 on
// Saturday, closed on Sunday; 2026-12-07 is a Monday.
const week: WeekdayHours[] = [
  { weekday: 0, status: 'Closed', open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' })),
  { weekday: 6, status: 'Open', open: '09:00', close: '13:00' },
];
const brisbane: LocationClock = { week, special: [], timeZone: 'Australia/Brisbane' };
const at = (local: string, zone = '+10:00') => new Date(`${local}${zone}`);
const due = (received: string, minutes = DEFAULT_RESPONSE_MINUTES, clock = brisbane) => {
  const instant = overdueAt(at(received), minutes, clock);
  return instant && isoAt(instant, clock.timeZone);
};

describe('overdueAt: the response time counted in opening hours, on the location’s clock', () => {
  it.each([
    ['received mid-morning', '2026-12-07T10:00:00', '2026-12-07T12:00:00+10:00'],
    ['received at opening', '2026-12-07T08:30:00', '2026-12-07T10:30:00+10:00'],
    ['received a minute before opening', '2026-12-07T08:29:00', '2026-12-07T10:30:00+10:00'],
    [
      'received exactly two hours before closing: due at closing',
      '2026-12-07T15:30:00',
      '2026-12-07T17:30:00+10:00',
    ],
    [
      'received a minute later: the last minute carries to the next morning',
      '2026-12-07T15:31:00',
      '2026-12-08T08:31:00+10:00',
    ],
    ['received after closing', '2026-12-07T19:00:00', '2026-12-08T10:30:00+10:00'],
    ['received at closing', '2026-12-07T17:30:00', '2026-12-08T10:30:00+10:00'],
    ['Friday afternoon, into Saturday morning', '2026-12-11T16:30:00', '2026-12-12T10:00:00+10:00'],
    [
      'Saturday noon: one hour there, the rest on Monday (closed Sunday)',
      '2026-12-12T12:00:00',
      '2026-12-14T09:30:00+10:00',
    ],
    ['on a Sunday', '2026-12-13T11:00:00', '2026-12-14T10:30:00+10:00'],
  ])('%s: %s → %s', (_what, received, expected) => {
    expect(due(received)).toBe(expected);
  });

  it('counts seconds: received at 10:00:30, due at 12:00:30', () => {
    expect(due('2026-12-07T10:00:30')).toBe('2026-12-07T12:00:30+10:00');
  });

  it.each([
    [1, '2026-12-07T10:01:00+10:00'],
    [540, '2026-12-08T10:00:00+10:00'],
    [30, '2026-12-07T10:30:00+10:00'],
  ])('a response time of %i minutes from Monday 10:00 is due %s', (minutes, expected) => {
    expect(due('2026-12-07T10:00:00', minutes)).toBe(expected);
  });

  it('a holiday’s hours replace the day’s: closed on Christmas Day, short hours on Boxing Day', () => {
    const clock: LocationClock = {
      ...brisbane,
      special: [
        { date: '2026-12-25', status: 'Closed', startHour: null, endHour: null },
        { date: '2026-12-26', status: 'Open', startHour: '10:00', endHour: '11:00' },
      ],
    };
    // Thursday 24 December 17:00: half an hour then, an hour on Boxing Day, the rest on Monday 28th.
    expect(due('2026-12-24T17:00:00', 120, clock)).toBe('2026-12-28T09:00:00+10:00');
  });

  it('on the location’s own clock: Adelaide in summer (UTC+10:30)', () => {
    const adelaide = { ...brisbane, timeZone: 'Australia/Adelaide' };
    const received = new Date('2026-12-07T10:00:00+10:30');
    expect(isoAt(overdueAt(received, 120, adelaide) as Date, 'Australia/Adelaide')).toBe(
      '2026-12-07T12:00:00+10:30',
    );
  });

  it('a location never open gives no deadline', () => {
    const closed = { ...brisbane, week: week.map((day) => ({ ...day, status: 'Closed' as const })) };
    expect(overdueAt(at('2026-12-07T10:00:00'), 120, closed)).toBeNull();
  });
});

describe('isOverdue', () => {
  const lead = (status: string) => ({ status, receivedAt: at('2026-12-07T10:00:00') });
  it.each([
    ['new', '2026-12-07T11:59:59', false],
    ['new', '2026-12-07T12:00:00', true],
    ['contacted', '2026-12-07T15:00:00', false],
    ['junk', '2026-12-09T15:00:00', false],
  ])('a %s lead at %s: %s', (status, now, expected) => {
    expect(isOverdue(lead(status), 120, brisbane, at(now))).toBe(expected);
  });
});
