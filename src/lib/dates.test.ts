import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateAt,
  ddMMyyyyAt,
  instantAt,
  isCalendarDate,
  isoAt,
  isTimeZone,
  locationTimeZone,
  offsetAt,
  STATE_TIME_ZONES,
  stateTimeZone,
  weekdayOf,
} from './dates';

const SYDNEY = 'Australia/Sydney';
const ADELAIDE = 'Australia/Adelaide';
const PERTH = 'Australia/Perth';
const DARWIN = 'Australia/Darwin';
const BRISBANE = 'Australia/Brisbane';

describe('the zone of a place', () => {
  it.each([
    ['QLD', BRISBANE],
    ['NSW', SYDNEY],
    ['ACT', SYDNEY],
    ['VIC', 'Australia/Melbourne'],
    ['TAS', 'Australia/Hobart'],
    ['SA', ADELAIDE],
    ['NT', DARWIN],
    ['WA', PERTH],
    [' nsw ', SYDNEY],
    ['', BRISBANE],
    ['XX', BRISBANE],
  ])('state %j → %s', (state, zone) => {
    expect(stateTimeZone(state)).toBe(zone);
  });

  it('names a real zone for every state', () => {
    for (const zone of Object.values(STATE_TIME_ZONES)) expect(isTimeZone(zone)).toBe(true);
  });

  it.each([
    [{ timeZone: null, state: 'NSW' }, SYDNEY],
    [{ timeZone: 'Australia/Broken_Hill', state: 'NSW' }, 'Australia/Broken_Hill'],
    [{ timeZone: 'Australia/Sidney', state: 'NSW' }, SYDNEY], // not a zone: the state's
    [{ timeZone: '', state: 'WA' }, PERTH],
  ])('location %j → %s', (location, zone) => {
    expect(locationTimeZone(location)).toBe(zone);
  });

  it.each([
    ['Australia/Sydney', true],
    ['Australia/Canberra', true],
    ['Australia/Broken_Hill', true],
    ['Etc/GMT-10', true],
    ['UTC', true],
    ['Australia/Sidney', false],
    ['Sydney', false],
    ['+10:00', false],
    ['AEST', false],
    ['', false],
  ])('%j is a zone: %s', (name, known) => {
    expect(isTimeZone(name)).toBe(known);
  });
});

describe('wall-clock time at a place ↔ instant', () => {
  it.each([
    // Blacktown in January: daylight saving (UTC+11), so 10:00 is 23:00 UTC the day before
    ['2026-01-15', '10:00', SYDNEY, '2026-01-14T23:00:00.000Z'],
    // Sydney's clocks go forward at 02:00 on Sunday 4 October 2026
    ['2026-10-03', '10:00', SYDNEY, '2026-10-03T00:00:00.000Z'],
    ['2026-10-04', '10:00', SYDNEY, '2026-10-03T23:00:00.000Z'],
    ['2026-10-04', '00:00', SYDNEY, '2026-10-03T14:00:00.000Z'],
    ['2026-10-05', '00:00', SYDNEY, '2026-10-04T13:00:00.000Z'],
    // … and back at 03:00 on Sunday 4 April 2027
    ['2027-04-03', '10:00', SYDNEY, '2027-04-02T23:00:00.000Z'],
    ['2027-04-04', '10:00', SYDNEY, '2027-04-04T00:00:00.000Z'],
    // Adelaide: UTC+9:30, +10:30 in summer, the same Sundays
    ['2026-10-03', '10:00', ADELAIDE, '2026-10-03T00:30:00.000Z'],
    ['2026-10-04', '10:00', ADELAIDE, '2026-10-03T23:30:00.000Z'],
    ['2027-04-03', '10:00', ADELAIDE, '2027-04-02T23:30:00.000Z'],
    ['2027-04-04', '10:00', ADELAIDE, '2027-04-04T00:30:00.000Z'],
    // Perth (UTC+8), Darwin (UTC+9:30) and Brisbane (UTC+10) never change
    ['2026-01-15', '10:00', PERTH, '2026-01-15T02:00:00.000Z'],
    ['2026-07-15', '10:00', PERTH, '2026-07-15T02:00:00.000Z'],
    ['2026-01-15', '10:00', DARWIN, '2026-01-15T00:30:00.000Z'],
    ['2026-10-04', '10:00', DARWIN, '2026-10-04T00:30:00.000Z'],
    ['2026-01-15', '10:00', BRISBANE, '2026-01-15T00:00:00.000Z'],
    ['2026-10-04', '10:00', BRISBANE, '2026-10-04T00:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    const instant = instantAt(date, time, zone);
    expect(instant.toISOString()).toBe(iso);
    expect(isoAt(instant, zone).slice(0, 16)).toBe(`${date}T${time}`);
  });

  it.each([
    ['2026-01-14T12:59:59Z', SYDNEY, '2026-01-14'],
    ['2026-01-14T13:00:00Z', SYDNEY, '2026-01-15'], // midnight in Sydney (UTC+11)
    ['2026-01-14T13:00:00Z', BRISBANE, '2026-01-14'],
    ['2026-01-14T14:00:00Z', BRISBANE, '2026-01-15'],
    ['2026-01-14T13:29:59Z', ADELAIDE, '2026-01-14'],
    ['2026-01-14T13:30:00Z', ADELAIDE, '2026-01-15'], // midnight in Adelaide (UTC+10:30)
    ['2026-01-14T15:59:59Z', PERTH, '2026-01-14'],
    ['2026-01-14T16:00:00Z', PERTH, '2026-01-15'],
  ])('%s is %s … on %s', (iso, zone, date) => {
    expect(dateAt(new Date(iso), zone)).toBe(date);
  });

  it.each([
    ['2026-01-15T00:00:00Z', SYDNEY, '+11:00', '2026-01-15T11:00:00+11:00'],
    ['2026-07-15T00:00:00Z', SYDNEY, '+10:00', '2026-07-15T10:00:00+10:00'],
    ['2026-01-15T00:00:00Z', ADELAIDE, '+10:30', '2026-01-15T10:30:00+10:30'],
    ['2026-07-15T00:00:00Z', ADELAIDE, '+09:30', '2026-07-15T09:30:00+09:30'],
    ['2026-01-15T00:00:00Z', DARWIN, '+09:30', '2026-01-15T09:30:00+09:30'],
    ['2026-01-15T00:00:00Z', PERTH, '+08:00', '2026-01-15T08:00:00+08:00'],
  ])('%s in %s: offset %s, %s', (iso, zone, offset, local) => {
    expect(offsetAt(new Date(iso), zone)).toBe(offset);
    expect(isoAt(new Date(iso), zone)).toBe(local);
  });

  it.each([
    ['2026-01-01T13:59:59Z', BRISBANE, '01/01/2026'],
    ['2026-01-01T14:00:00Z', BRISBANE, '02/01/2026'],
    ['2026-12-31T13:00:00Z', SYDNEY, '01/01/2027'],
    ['2026-12-31T13:00:00Z', BRISBANE, '31/12/2026'],
    ['2026-12-31T15:59:59Z', PERTH, '31/12/2026'],
  ])('%s in %s is %s', (iso, zone, text) => {
    expect(ddMMyyyyAt(new Date(iso), zone)).toBe(text);
  });
});

describe('calendar dates', () => {
  it('counts days and weekdays across month and year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-07-01', 13)).toBe('2025-07-14');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
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
