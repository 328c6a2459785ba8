import { CHANNELS, type ChangeListener } from '@/db/change-listener';
import type { Db } from '@/db/client';
import { startHousekeeping } from '@/db/housekeeping';
import { startLeadOutbox } from '@/enquiries';
import { startReservationKeeper } from '@/features/checkout/server';
import { startOverdueLeads, startWeeklySummaries } from '@/features/console/server';
import { startQuoteRefresh } from '@/features/finance/server';
import { startSavedSearchAlerts } from '@/features/saved-searches';
import { startFeedPhotos } from '@/inventory/feed-photos';
import { startCarMarket } from '@/inventory/market/car-market';
import { startOfferWindows } from '@/inventory/offer-windows';
import { startShopperMessageOutbox } from '@/lib/shopper-messages';

// The background jobs: every loop that does work on shared data, as opposed to the followers, which keep
// one process's own caches fresh and so run in every web process. They run in one place per deployment
// or in many (each claims its work in the database, so several never do one thing twice): in the web
// process (WORKER unset or 'embedded', and always on the embedded database), or in a worker process of
// their own (`npm run worker`, scripts/worker.ts), which `npm start` starts on a PostgreSQL server.

export const JOB_NAMES = [
  'lead-outbox',
  'shopper-message-outbox',
  'saved-search-alerts',
  'housekeeping',
  'quote-refresh',
  'reservation-keeper',
  'lead-overdue',
  'car-market',
  'offer-windows',
  'feed-photos',
  'weekly-summary',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export type Jobs = {
  /** The loops running, in the order they started. */
  names: JobName[];
  /** Stops every loop; settles once the work each had in progress has ended. */
  stop(): Promise<void>;
};

type Stop = () => Promise<void>;
/** A loop's stop as one that settles after its run in progress (each loop's own does). */
const settled =
  (stop: () => unknown): Stop =>
  async () => {
    await stop();
  };

/** Each job's start; each returns its stop. The reservation keeper reads the database through `getDb()`. */
const starters: Record<JobName, (db: Db, listener?: ChangeListener) => Stop> = {
  'lead-outbox': (db, listener) => {
    const outbox = startLeadOutbox({ db });
    // A lead queued in another process (a web process, with the jobs here) is sent at once, not at the
    // next tick: its deliveries' insert notifies.
    const unsubscribe = listener?.subscribe(CHANNELS.leadDeliveries, () => outbox.kick());
    return async () => {
      unsubscribe?.();
      await outbox.stop();
    };
  },
  'shopper-message-outbox': (db) => settled(startShopperMessageOutbox({ db })),
  'saved-search-alerts': (db) => settled(startSavedSearchAlerts({ db })),
  housekeeping: (db) => settled(startHousekeeping({ db }).stop),
  'quote-refresh': (db) => settled(startQuoteRefresh({ db }).stop),
  'reservation-keeper': () => settled(startReservationKeeper()),
  'lead-overdue': (db) => settled(startOverdueLeads({ db })),
  // Follows stock changes as the followers do, but writes rows every process shares: a job, not a follower.
  'car-market': (db, listener) => settled(startCarMarket({ db, listener })),
  'offer-windows': (db) => settled(startOfferWindows({ db })),
  // Fetches at once when a feed (in any process) queues photos: the queue's insert notifies.
  'feed-photos': (db, listener) => settled(startFeedPhotos({ db, listener })),
  'weekly-summary': (db) => settled(startWeeklySummaries({ db })),
};

// One set per process, on globalThis as each loop is: a start tried again (the database was away) must
// not subscribe twice.
const store = globalThis as unknown as { __jobs?: Jobs };

/** Starts the background jobs (`only` a part of them) in this process, once. */
export function startJobs(options: { db: Db; listener?: ChangeListener; only?: readonly JobName[] }): Jobs {
  if (store.__jobs) return store.__jobs;
  const names = JOB_NAMES.filter((name) => !options.only || options.only.includes(name));
  const stops = names.map((name) => starters[name](options.db, options.listener));
  const jobs: Jobs = {
    names,
    async stop() {
      if (store.__jobs === jobs) store.__jobs = undefined;
      await Promise.all(stops.map((stop) => stop()));
    },
  };
  store.__jobs = jobs;
  return jobs;
}
