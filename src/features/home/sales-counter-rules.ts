// The sales counter's rule (AF §9: 192 per day, one per 450 seconds, Brisbane timezone; AF §4: refreshed
// every 150 seconds). Pure: the count is a function of the instant, so every visitor sees the same number.

import { BRISBANE } from '@/lib/time-zones';

export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
export const SALES_COUNTER_REFRESH_MS = 150_000;

const clock = new Intl.DateTimeFormat('en-AU', {
  timeZone: BRISBANE,
  hourCycle: 'h23',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Seconds since midnight on Brisbane's clock (which has no daylight saving, but the zone decides). */
function brisbaneSecondsOfDay(now: Date): number {
  const part = (type: string) => Number(clock.formatToParts(now).find((p) => p.type === type)?.value);
  return part('hour') * 3600 + part('minute') * 60 + part('second');
}

/**
 * The cars sold today, Brisbane time: one sale at midnight and one every 450 seconds after, so the count
 * runs 1 at 00:00:00, 2 at 00:07:30, … 192 from 23:52:30, and starts again at 1 at midnight. 192 × 450 s
 * is exactly a day, so the day's last sale is its 192nd.
 */
export function carsSoldToday(now: Date): number {
  return Math.floor(brisbaneSecondsOfDay(now) / SECONDS_PER_SALE) + 1;
}
