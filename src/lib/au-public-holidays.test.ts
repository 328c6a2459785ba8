import { describe, expect, it } from 'vitest';
import { publicHolidays } from './au-public-holidays';

describe('public holidays of a state', () => {
  it.each([
    // Each state's own days, and the year's turn inside the window.
    ['VIC', '2026-10-01', '2026-11-03', 'Melbourne Cup'],
    ['QLD', '2026-10-01', '2026-10-05', "King's Birthday"],
    ['NSW', '2026-12-01', '2027-01-26', 'Australia Day'],
    ['WA', '2027-05-01', '2027-06-07', 'Western Australia Day'],
  ])('%s from %s includes %s (%s)', (state, today, date, name) => {
    expect(publicHolidays(state, today)).toContainEqual({ date, name });
  });

  it('starts on the day given, inclusive, and keeps to the window', () => {
    const list = publicHolidays('QLD', '2026-12-25', 2);
    expect(list.map((h) => h.date)).toEqual(['2026-12-25', '2026-12-26']);
  });

  it('has no Melbourne Cup outside Victoria', () => {
    expect(publicHolidays('NSW', '2026-10-01', 60).map((h) => h.name)).not.toContain('Melbourne Cup');
  });
});
