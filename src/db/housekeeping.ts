// The tables that would otherwise only grow: rate-limit counters (one row per address and site), the
// stock change log (one row per car written), and shoppers' sign-in codes and sessions once expired. Every server process prunes them on start and then
// hourly; the deletes are idempotent, so several processes pruning at once do no harm.

import { lt } from 'drizzle-orm';
import { logger } from '@/lib/logger';
import { pruneRateLimits } from '@/lib/rate-limit';
import type { Db } from './client';
import { session, signInCodes } from './schema';
import { pruneStockChanges } from './stock-version';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/** One pruning pass over every growing table. */
export async function pruneGrowingTables(db: Db, now = new Date()): Promise<void> {
  await pruneRateLimits(db, { now });
  await pruneStockChanges(db, { now });
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, now));
  await db.delete(session).where(lt(session.expiresAt, now));
}

// On globalThis, as the outbox: one loop per process, whatever reloads the module.
const store = globalThis as unknown as { __housekeeping?: { stop(): Promise<void> } };

/** Prunes now and every `intervalMs`; a failed pass is logged and the next one tries again. */
export function startHousekeeping(options: { db: Db; intervalMs?: number }): { stop(): Promise<void> } {
  if (store.__housekeeping) return store.__housekeeping;
  let running: Promise<void> | undefined;
  const run = () => {
    // A pass still running when the next is due is not started again beside it.
    running ??= pruneGrowingTables(options.db)
      .catch((error) =>
        logger.error(
          { err: error },
          'Pruning rate limits and the stock change log failed; trying again later',
        ),
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  // The timer never holds the process open: a server exits as it would without it.
  const timer = setInterval(run, options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS).unref();
  const housekeeping = {
    /** No more passes; settles once the pass in progress, if any, has ended. */
    async stop() {
      clearInterval(timer);
      if (store.__housekeeping === housekeeping) store.__housekeeping = undefined;
      await running;
    },
  };
  store.__housekeeping = housekeeping;
  return housekeeping;
}
