import { type LeadStatus, LOST_REASONS } from '../../src/enquiries/inbox-rules';
import { type LocationClock, overdueAt } from '../../src/enquiries/overdue-rules';
import type { LeadInsert } from './activity-leads';
import type { Random } from './random';

// How staff worked a demo lead by the seed's `now`, and whether the overdue check marked it on the way.

const MINUTE = 60_000;
const DAY = 86_400_000;

export type Worked = Pick<
  LeadInsert,
  'status' | 'lostReason' | 'statusChangedAt' | 'firstResponseAt' | 'overdueNotifiedAt'
> & { overdue: { due: Date; at: Date } | null };

/**
 * How staff worked a lead by `now`: most answered minutes to hours after it came in (moving it from New,
 * the first response), older ones won or lost with a reason, a few junk, some never answered. A lead
 * still New past its response time (in its location's opening hours) is marked overdue as the overdue
 * check marks it, at most a minute after its deadline, and so is one answered only after its deadline.
 * No lead is left New and unmarked with a deadline still to come: the running check would mark it and
 * email the site's managers about a demo lead.
 */
export function workLead(
  createdAt: Date,
  now: Date,
  clock: LocationClock | null,
  minutes: number,
  rng: Random,
): Worked {
  const age = now.getTime() - createdAt.getTime();
  let status: LeadStatus = 'new';
  let lostReason: string | null = null;
  let statusChangedAt: Date | null = null;
  let firstResponseAt: Date | null = null;
  if (rng.chance(0.03)) {
    status = 'junk';
    statusChangedAt = new Date(createdAt.getTime() + rng.int(5, 240) * MINUTE);
  } else if (rng.chance(0.86)) {
    // Log-normal wait: a median of about 40 minutes, a tail into the next day.
    const wait = Math.min(3 * 24 * 60, Math.max(2, Math.exp(rng.normal(Math.log(40), 1.1))));
    firstResponseAt = new Date(createdAt.getTime() + Math.round(wait * MINUTE));
  }
  if (statusChangedAt && statusChangedAt > now) {
    status = 'new';
    statusChangedAt = null;
  }
  if (firstResponseAt && firstResponseAt <= now) {
    const days = age / DAY;
    status = rng.weighted([
      ['contacted', 4],
      ['appointment', days > 1 ? 2 : 0.5],
      ['won', days > 3 ? 2.2 : 0.1],
      ['lost', days > 3 ? 3 : 0.2],
    ]);
    const later = (maxDays: number) =>
      new Date(
        Math.min(
          now.getTime() - MINUTE,
          (firstResponseAt as Date).getTime() + rng.float(0.1, Math.max(0.2, maxDays)) * DAY,
        ),
      );
    statusChangedAt =
      status === 'contacted' ? firstResponseAt : later(status === 'appointment' ? 2 : Math.min(20, days - 1));
    if (statusChangedAt < firstResponseAt) statusChangedAt = firstResponseAt;
    if (status === 'lost')
      lostReason = rng.weighted(LOST_REASONS.map((r, i) => [r, [5, 4, 2, 2, 2, 3, 4, 1][i] ?? 1] as const));
  } else firstResponseAt = null;

  const due = clock ? overdueAt(createdAt, minutes, clock) : null;
  // The check runs every minute, so it marks a lead within a minute of its deadline.
  const markedAt = due && new Date(due.getTime() + rng.int(1, 59) * 1000);
  const leftNew = status === 'new' ? now : (firstResponseAt ?? statusChangedAt ?? now);
  let overdue = markedAt && markedAt < leftNew && markedAt <= now ? { due: due as Date, at: markedAt } : null;
  if (status === 'new' && due && !overdue) {
    // Its deadline is still to come: answered already, a little after it came in.
    status = 'contacted';
    firstResponseAt = new Date(createdAt.getTime() + Math.max(MINUTE, Math.min(age / 2, 30 * MINUTE)));
    statusChangedAt = firstResponseAt;
    overdue = null;
  }
  return {
    status,
    lostReason,
    statusChangedAt,
    firstResponseAt,
    overdueNotifiedAt: overdue?.at ?? null,
    overdue,
  };
}
