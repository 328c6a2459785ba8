// How fresh a car's availability is: the last feed run that listed it or the last edit in the console, in
// words ('Checked in stock 3 hours ago'). A cached page is at most minutes old, so whole hours and days
// stay true while it is served. Pure.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** E.g. 20 minutes → 'less than an hour ago', 3 hours → '3 hours ago', 50 hours → '2 days ago'. */
export function checkedAgo(checkedAt: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - checkedAt.getTime());
  if (elapsed < HOUR_MS) return 'less than an hour ago';
  const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  return ago(Math.floor(elapsed / DAY_MS), 'day');
}

export const checkedInStockText = (checkedAt: Date, now: Date) =>
  `Checked in stock ${checkedAgo(checkedAt, now)}`;
