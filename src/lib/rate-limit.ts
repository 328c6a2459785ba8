// Fixed-window rate limits kept in PostgreSQL (table rate_limits), so every app process counts together.
// One atomic upsert per hit: `insert … on conflict do update … returning count` cannot lose a count or
// let two processes both see the 10th hit.

import { isIP } from 'node:net';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rateLimits } from '@/db/schema';

/** Every limit counts per 10-minute window, so the pruning knows when a counter's window has ended. */
export const RATE_WINDOW_MS = 10 * 60_000;

/**
 * Who a counter counts: an IPv4 address (or anything that is not IPv6) as given; an IPv6 address as its
 * /64 network, since one home or phone is given a whole /64 and could otherwise take a fresh address for
 * every hit.
 */
export function rateSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail ('::ffff:1.2.3.4') is two groups; it lies in the low 64 bits either way.
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

export type RateLimitResult = {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (for a Retry-After header). */
  retryAfterSeconds: number;
};

/**
 * Counts one hit on `key` and says whether it is within `limit` per `windowMs`. Windows are aligned to
 * the epoch (10-minute windows start at :00, :10, …), so every process agrees where one starts; a hit in
 * a later window starts the count again at 1.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  options: { limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  const now = (options.now ?? new Date()).getTime();
  const windowStart = new Date(now - (now % options.windowMs));
  // greatest(): a process whose clock lags a little behind must not drag the window back and reset it.
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} >= excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
      },
    })
    .returning({ count: rateLimits.count });
  return {
    allowed: row.count <= options.limit,
    count: row.count,
    retryAfterSeconds: Math.ceil((windowStart.getTime() + options.windowMs - now) / 1000),
  };
}

/**
 * Deletes the counters whose window has ended (a later hit would start again at 1 anyway), so the table
 * holds at most one window's worth of addresses.
 */
export async function pruneRateLimits(
  db: Pick<Db, 'delete'>,
  options: { windowMs?: number; now?: Date } = {},
): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  const ended = new Date(now - (options.windowMs ?? RATE_WINDOW_MS));
  await db.delete(rateLimits).where(lte(rateLimits.windowStart, ended));
}
