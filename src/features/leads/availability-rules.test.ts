import { describe, expect, it } from 'vitest';
import {
  addDays,
  availability,
  brisbaneDate,
  hoursOn,
  isCalendarDate,
  isFarEnoughAhead,
  minutesOf,
  type SpecialHours,
  slotInstant,
  slotProblem,
  slotTimes,
  type WeekdayHours,
  weekdayOf,
} from './availability-rules';

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

describe('Brisbane date math (UTC+10, no daylight saving)', () => {
  it.each([
    ['2025-06-30T13:59:59.999Z', '2025-06-30'],
    ['2025-06-30T14:00:00Z', '2025-07-01'], // midnight in Brisbane
    ['2025-07-01T13:59:00Z', '2025-07-01'],
    ['2025-12-31T14:00:00Z', '2026-01-01'],
    // 5 October 2025: Sydney moves its clocks, Brisbane does not
    ['2025-10-05T00:00:00Z', '2025-10-05'],
  ])('%s is %s in Brisbane', (instant, date) => {
    expect(brisbaneDate(new Date(instant))).toBe(date);
  });

  it('places a wall-clock time at UTC+10 whatever the season', () => {
    expect(slotInstant('2025-07-01', '09:30').toISOString()).toBe('2025-06-30T23:30:00.000Z');
    expect(slotInstant('2025-12-25', '00:00').toISOString()).toBe('2025-12-24T14:00:00.000Z');
  });

  it('counts days and weekdays across month and year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-07-01', 13)).toBe('2025-07-14');
    expect(weekdayOf('2025-07-01')).toBe(2);
    expect(weekdayOf('2025-07-06')).toBe(0);
  });

  it('knows a real date', () => {
    expect(isCalendarDate('2025-07-01')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-7-1')).toBe(false);
    expect(isCalendarDate('tomorrow')).toBe(false);
  });
});

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
    const days = availability({ from: '2025-07-01', days: 7, week, special: [], booked: [], now });
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
    const [, wednesday] = availability({ from: '2025-07-01', days: 2, week, special: [], booked, now });
    expect(wednesday.slots).not.toContain('10:00');
    expect(wednesday.slots).toContain('09:30');
    expect(wednesday.slots).toContain('10:30');
    expect(wednesday.slots).toHaveLength(15);
  });

  it('honours a special-hours closure', () => {
    const special: SpecialHours[] = [
      { date: '2025-07-02', status: 'Closed', startHour: null, endHour: null },
    ];
    const [, wednesday] = availability({ from: '2025-07-01', days: 2, week, special, booked: [], now });
    expect(wednesday).toEqual({ date: '2025-07-02', slots: [] });
  });

  it('a past day has no slots', () => {
    const [day] = availability({ from: '2025-06-30', days: 1, week, special: [], booked: [], now });
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
    expect(slotProblem(date, time, week, [], now)).toBe(problem);
  });
});
