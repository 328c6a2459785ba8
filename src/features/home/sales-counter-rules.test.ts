import { describe, expect, it } from 'vitest';
import { carsSoldToday, SALES_PER_DAY, SECONDS_PER_SALE } from './sales-counter-rules';

// Brisbane is UTC+10 all year: its midnight is 14:00 UTC the day before.
describe('carsSoldToday (AF §9: 192 per day, one per 450 seconds, Brisbane timezone)', () => {
  it.each([
    ['2026-03-09T14:00:00Z', 1], // Brisbane midnight: the day's first sale
    ['2026-03-09T14:07:29Z', 1], // one second before the next
    ['2026-03-09T14:07:30Z', 2], // 450 s after midnight
    ['2026-03-09T15:00:00Z', 9], // 01:00: 3600 / 450 = 8 more
    ['2026-03-10T02:00:00Z', 97], // noon: half the day's 192, plus the midnight one
    ['2026-03-10T13:52:29Z', 191],
    ['2026-03-10T13:52:30Z', 192], // 23:52:30, the day's last
    ['2026-03-10T13:59:59Z', 192], // 23:59:59
    ['2026-03-10T14:00:00Z', 1], // the next Brisbane day
    ['2026-03-09T23:59:59Z', 80], // 09:59:59 Brisbane while it is still the 9th in UTC
    ['2026-10-04T14:00:00Z', 1], // Sydney's clocks go forward that night, Brisbane's do not
  ])('%s → %i', (iso, count) => expect(carsSoldToday(new Date(iso))).toBe(count));

  it('counts 192 sales in one day', () => {
    expect(SALES_PER_DAY * SECONDS_PER_SALE).toBe(86_400);
    const midnight = Date.parse('2026-03-09T14:00:00Z');
    const counts = new Set<number>();
    for (let s = 0; s < 86_400; s += 150) counts.add(carsSoldToday(new Date(midnight + s * 1000)));
    expect(counts.size).toBe(SALES_PER_DAY);
    expect(Math.max(...counts)).toBe(SALES_PER_DAY);
  });
});
