import 'server-only';
import type { Db } from '@/db/client';
import { poll } from '@/lib/poll';
import { runSavedSearchAlerts } from './alerts';

// Every server process runs the alerts job; the messages it writes are sent by the shopper-message
// outbox (src/lib/shopper-messages). The job looks again only when the stock it last looked at has
// changed (a new car changes the stock version; nothing else can bring a saved search news).

export const ALERTS_INTERVAL_MS = 5_000;

const store = globalThis as unknown as { __savedSearchAlerts?: () => Promise<void> };

export function startSavedSearchAlerts(options: { db: Db; intervalMs?: number }): () => Promise<void> {
  if (store.__savedSearchAlerts) return store.__savedSearchAlerts;
  let lookedAt = Number.NaN;
  const stop = poll(
    async () => {
      const run = await runSavedSearchAlerts({ db: options.db, skipIfStockAt: lookedAt });
      lookedAt = run.stockVersion;
    },
    {
      intervalMs: options.intervalMs ?? ALERTS_INTERVAL_MS,
      failureMessage: 'Saved-search alerts could not run; trying again',
      immediately: true,
    },
  );
  store.__savedSearchAlerts = async () => {
    store.__savedSearchAlerts = undefined;
    await stop();
  };
  return store.__savedSearchAlerts;
}
