import { describe, expect, it } from 'vitest';
import { instantAt } from '@/lib/dates';
import { hoursOn, minutesOf, type SpecialHours, type WeekdayHours } from '@/lib/opening-hours';
import {
  availability,
  fromProblem,
  isBookableDate,
  isFarEnoughAhead,
  slotProblem,
  slotTimes,
} from './availability-rules';

const BRISBANE = 'Australia/Brisbane';
const SYDNEY = 'Australia/Sydney';
const ADELAIDE = 'Australia/Adelaide';
const PERTH = 'Australia/Perth';
const DARWIN = 'Australia/Darwin';
const slotInstant = (date: string, time: string, zone = BRISBANE) => instantAt(date, time, zone);

// 2025-07-01 is a Tuesday.
const open = (weekday: number, from: string, to: string): WeekdayHours => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
});
const closed = (weekday: number): WeekdayHours => ({ weekday, status: 'Closed', open: null, close: null });
const week: WeekdayHours[] = [
  closed(0),
  ...[1, 2, 3, 4, 5].map((d) => open(d, '09:00', '17:00')),
  open(6, '08:30', '12:00'),
];

describe('slots', () => {
  it('open 09:00 close 17:00 → 09:00 to 16:30 every 30 minutes', () => {
    const times = slotTimes({ open: 9 * 60, close: 17 * 60 });
    expect(times[0]).toBe('09:00');
    expect(times[1]).toBe('09:30');
    expect(times.at(-1)).toBe('16:30');
    expect(times).toHaveLength(16);
  });

  it('a slot must end by closing time', () => {
    expect(slotTimes({ open: 8 * 60 + 30, close: 12 * 60 })).toEqual([
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(slotTimes({ open: 9 * 60, close: 9 * 60 + 29 })).toEqual([]);
    expect(slotTimes(null)).toEqual([]);
  });

  it('reads HH:mm times', () => {
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('9:00')).toBeNull();
    expect(minutesOf('12:60')).toBeNull();
    expect(minutesOf(null)).toBeNull();
  });
});

describe('hoursOn', () => {
  it('uses the weekday’s hours; a closed day has none', () => {
    expect(hoursOn('2025-07-01', week, [])).toEqual({ open: 540, close: 1020 });
    expect(hoursOn('2025-07-06', week, [])).toBeNull(); // Sunday
  });

  it('a special-hours closure closes the date', () => {
    const special: SpecialHours[] = [
      { date: '2025-07-01', status: 'Closed', startHour: null, endHour: null },
    ];
    expect(hoursOn('2025-07-01', week, special)).toBeNull();
    expect(hoursOn('2025-07-02', week, special)).toEqual({ open: 540, close: 1020 });
  });

  it('special hours replace the day’s, even on a day normally closed', () => {
    const special: SpecialHours[] = [
      { date: '2025-07-06', status: 'Open', startHour: '10:00', endHour: '16:00' },
      { date: '2025-07-01', status: 'Open', startHour: '10:00', endHour: '12:00' },
    ];
    expect(hoursOn('2025-07-06', week, special)).toEqual({ open: 600, close: 960 });
    expect(hoursOn('2025-07-01', week, special)).toEqual({ open: 600, close: 720 });
  });

  it('a day without a row, or with unreadable hours, is closed', () => {
    expect(hoursOn('2025-07-01', [], [])).toBeNull();
    expect(hoursOn('2025-07-01', [open(2, '17:00', '09:00')], [])).toBeNull();
  });
});

describe('the 2-hour lead time', () => {
  const start = slotInstant('2025-07-01', '11:00');
  it.each([
    ['2025-07-01T08:59:59.999+10:00', true],
    ['2025-07-01T09:00:00+10:00', true], // exactly 2 hours ahead
    ['2025-07-01T09:00:00.001+10:00', false],
    ['2025-07-01T12:00:00+10:00', false],
  ])('now %s → bookable %s', (now, expected) => {
    expect(isFarEnoughAhead(start, new Date(now))).toBe(expected);
  });
});

describe('availability', () => {
  const now = new Date('2025-07-01T09:00:00+10:00');

  it('answers every day from `from`, closed days empty, today from 2 hours ahead', () => {
    const days = availability({
      from: '2025-07-01',
      days: 7,
      timeZone: BRISBANE,
      week,
      special: [],
      booked: [],
      now,
    });
    expect(days.map((d) => d.date)).toEqual([
      '2025-07-01',
      '2025-07-02',
      '2025-07-03',
      '2025-07-04',
      '2025-07-05',
      '2025-07-06',
      '2025-07-07',
    ]);
    expect(days[0].slots[0]).toBe('11:00');
    expect(days[0].slots.at(-1)).toBe('16:30');
    expect(days[1].slots).toHaveLength(16);
    expect(days[4].slots.at(-1)).toBe('11:30'); // Saturday 08:30–12:00
    expect(days[5].slots).toEqual([]); // Sunday
  });

  it('removes a booked slot', () => {
    const booked = [slotInstant('2025-07-02', '10:00')];
    const [, wednesday] = availability({
      from: '2025-07-01',
      days: 2,
      timeZone: BRISBANE,
      week,
      special: [],
      booked,
      now,
    });
    expect(wednesday.slots).not.toContain('10:00');
    expect(wednesday.slots).toContain('09:30');
    expect(wednesday.slots).toContain('10:30');
    expect(wednesday.slots).toHaveLength(15);
  });

  it('honours a special-hours closure', () => {
    const special: SpecialHours[] = [
      { date: '2025-07-02', status: 'Closed', startHour: null, endHour: null },
    ];
    const [, wednesday] = availability({
      from: '2025-07-01',
      days: 2,
      timeZone: BRISBANE,
      week,
      special,
      booked: [],
      now,
    });
    expect(wednesday).toEqual({ date: '2025-07-02', slots: [] });
  });

  it('a past day has no slots', () => {
    const [day] = availability({
      from: '2025-06-30',
      days: 1,
      timeZone: BRISBANE,
      week,
      special: [],
      booked: [],
      now,
    });
    expect(day.slots).toEqual([]);
  });
});

describe('slotProblem', () => {
  const now = new Date('2025-07-01T09:00:00+10:00');
  it.each([
    ['2025-07-02', '10:00', null],
    ['2025-07-01', '11:00', null], // exactly 2 hours ahead
    ['2025-07-01', '10:30', 'too-soon'],
    ['2025-06-30', '10:00', 'too-soon'],
    ['2025-07-02', '16:30', null],
    ['2025-07-02', '17:00', 'closed'], // would end after closing
    ['2025-07-02', '08:30', 'closed'],
    ['2025-07-02', '10:15', 'closed'], // off the 30-minute grid
    ['2025-07-06', '10:00', 'closed'], // Sunday
    ['2025-02-30', '10:00', 'closed'],
  ])('%s %s → %s', (date, time, problem) => {
    expect(slotProblem(date, time, week, [], now, BRISBANE)).toBe(problem);
  });
});

describe('slots are the location’s own time', () => {
  // Blacktown (NSW) in January is UTC+11: its 10:00 on Thursday 15 January 2026 starts at 23:00 UTC on
  // the 14th, so it is offered until 21:00 UTC and no later; a UTC+10 clock would put it an hour later.
  it.each([
    ['2026-01-14T20:59:59.999Z', null],
    ['2026-01-14T21:00:00Z', null], // exactly 2 hours ahead
    ['2026-01-14T21:00:00.001Z', 'too-soon'],
    ['2026-01-14T21:30:00Z', 'too-soon'], // 1.5 hours ahead
    ['2026-01-14T23:00:00Z', 'too-soon'],
  ])('Blacktown 10:00 on 15 January, now %s → %s', (now, problem) => {
    expect(slotProblem('2026-01-15', '10:00', week, [], new Date(now), SYDNEY)).toBe(problem);
    const [day] = availability({
      from: '2026-01-15',
      days: 1,
      timeZone: SYDNEY,
      week,
      special: [],
      booked: [],
      now: new Date(now),
    });
    expect(day.slots.includes('10:00')).toBe(problem === null);
  });

  // The 2-hour boundary of a 10:00 slot either side of each daylight-saving change, and where none happens.
  it.each([
    [SYDNEY, '2026-10-03', '2026-10-03T00:00:00Z'], // Saturday, standard time (UTC+10)
    [SYDNEY, '2026-10-05', '2026-10-04T23:00:00Z'], // Monday, daylight time (UTC+11)
    [SYDNEY, '2027-04-02', '2027-04-01T23:00:00Z'], // Friday, still daylight time
    [SYDNEY, '2027-04-05', '2027-04-05T00:00:00Z'], // Monday, standard time again
    [ADELAIDE, '2026-10-03', '2026-10-03T00:30:00Z'], // UTC+9:30
    [ADELAIDE, '2026-10-05', '2026-10-04T23:30:00Z'], // UTC+10:30
    [ADELAIDE, '2027-04-02', '2027-04-01T23:30:00Z'],
    [ADELAIDE, '2027-04-05', '2027-04-05T00:30:00Z'],
    [PERTH, '2026-10-05', '2026-10-05T02:00:00Z'], // UTC+8 all year
    [PERTH, '2027-01-04', '2027-01-04T02:00:00Z'],
    [DARWIN, '2026-10-05', '2026-10-05T00:30:00Z'], // UTC+9:30 all year
    [DARWIN, '2027-01-04', '2027-01-04T00:30:00Z'],
    [BRISBANE, '2027-01-04', '2027-01-04T00:00:00Z'],
  ])('%s 10:00 on %s starts at %s: bookable until exactly 2 hours before', (zone, date, start) => {
    const at = (ms: number) => new Date(Date.parse(start) + ms);
    const hours = 60 * 60_000;
    expect(slotProblem(date, '10:00', week, [], at(-2 * hours), zone)).toBeNull();
    expect(slotProblem(date, '10:00', week, [], at(-2 * hours + 1), zone)).toBe('too-soon');
  });

  it('leaves out a slot booked at its instant on the day clocks change', () => {
    // Sunday 4 October 2026: Sydney and Adelaide go to daylight time. Open 10:00–12:00 that day.
    const special: SpecialHours[] = [
      { date: '2026-10-04', status: 'Open', startHour: '10:00', endHour: '12:00' },
    ];
    const now = new Date('2026-09-01T00:00:00Z');
    for (const zone of [SYDNEY, ADELAIDE]) {
      const booked = [instantAt('2026-10-04', '10:30', zone)];
      const [sunday, monday] = availability({
        from: '2026-10-04',
        days: 2,
        timeZone: zone,
        week,
        special,
        booked,
        now,
      });
      expect(sunday).toEqual({ date: '2026-10-04', slots: ['10:00', '11:00', '11:30'] });
      expect(monday.slots).toHaveLength(16);
    }
  });
});

describe('fromProblem: from the location’s yesterday to a year ahead', () => {
  const today = '2026-01-15';
  it.each([
    ['2026-01-13', 'Must be 2026-01-14 or later'],
    ['2026-01-14', null],
    ['2026-01-15', null],
    ['2027-01-15', null], // 365 days ahead
    ['2027-01-16', 'Must be 2027-01-15 or earlier'],
    ['9999-12-31', 'Must be 2027-01-15 or earlier'],
    ['0001-01-01', 'Must be 2026-01-14 or later'],
  ])('%s → %s', (from, problem) => {
    expect(fromProblem(from, today)).toBe(problem);
  });
});

describe('isBookableDate', () => {
  it.each([
    ['2026-01-14', true],
    ['2027-01-15', true],
    ['2026-01-13', false],
    ['2027-01-16', false],
    ['2026-02-30', false],
    ['9999-12-31', false],
    ['0000-01-01', false],
  ])('%s with today 2026-01-15 → %s', (date, bookable) => {
    expect(isBookableDate(date, '2026-01-15')).toBe(bookable);
  });
});
