import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeListener } from '@/db/change-listener';
import type { Db } from '@/db/client';

// Which loops a worker (or a web process with the jobs in it) starts, and how they stop. The loops
// themselves are mocked: each is tested on its own, and here only its start and stop are watched.

const started: string[] = [];
const stopped: string[] = [];
const release = new Map<string, () => void>();
/** A stop that settles when the test releases it, as a loop's does once its run in progress ends. */
const slowStop = (name: string) => () =>
  new Promise<void>((resolve) => {
    release.set(name, () => {
      stopped.push(name);
      resolve();
    });
  });
const loop = (name: string) => () => {
  started.push(name);
  return slowStop(name);
};
const kick = vi.fn();

vi.mock('@/enquiries', () => ({
  startLeadOutbox: () => {
    started.push('lead-outbox');
    return { kick, stop: slowStop('lead-outbox') };
  },
}));
vi.mock('@/lib/shopper-messages', () => ({ startShopperMessageOutbox: loop('shopper-message-outbox') }));
vi.mock('@/features/saved-searches', () => ({ startSavedSearchAlerts: loop('saved-search-alerts') }));
vi.mock('@/db/housekeeping', () => ({ startHousekeeping: () => ({ stop: loop('housekeeping')() }) }));
vi.mock('@/features/finance/server', () => ({
  startQuoteRefresh: () => ({ stop: loop('quote-refresh')() }),
}));
vi.mock('@/features/checkout/server', () => ({ startReservationKeeper: loop('reservation-keeper') }));
vi.mock('@/features/console/server', () => ({
  startOverdueLeads: loop('lead-overdue'),
  startWeeklySummaries: loop('weekly-summary'),
}));
vi.mock('@/inventory/market/car-market', () => ({ startCarMarket: loop('car-market') }));
vi.mock('@/inventory/offer-windows', () => ({ startOfferWindows: loop('offer-windows') }));
vi.mock('@/inventory/feed-photos', () => ({ startFeedPhotos: loop('feed-photos') }));
// The followers are every web process's own, never a job.
const followers = vi.hoisted(() => ({ stock: vi.fn(), sites: vi.fn(), files: vi.fn() }));
vi.mock('@/search', () => ({ startStockCacheFollower: followers.stock }));
vi.mock('@/tenancy/site-changes', () => ({ startSiteChangeFollower: followers.sites }));
vi.mock('@/tenancy/site-file-sync', () => ({ startSiteFileFollower: followers.files }));

const { JOB_NAMES, startJobs } = await import('./jobs');
const db = {} as Db;

/** A listener whose notifications the test sends. */
function fakeListener() {
  const subscribers = new Map<string, Set<() => void>>();
  const listener: ChangeListener = {
    listening: true,
    subscribe(channel, callback) {
      const set = subscribers.get(channel) ?? new Set();
      set.add(callback);
      subscribers.set(channel, set);
      return () => set.delete(callback);
    },
    onListeningChange: () => () => true,
    stop: async () => undefined,
  };
  const notify = (channel: string) => {
    for (const callback of subscribers.get(channel) ?? []) callback();
  };
  return { listener, notify, count: (channel: string) => subscribers.get(channel)?.size ?? 0 };
}

async function stopAll(jobs: { stop(): Promise<void> }) {
  const stopping = jobs.stop();
  await Promise.resolve();
  for (const done of release.values()) done();
  await stopping;
}

afterEach(() => {
  started.length = 0;
  stopped.length = 0;
  release.clear();
  kick.mockClear();
});

describe('startJobs', () => {
  it('starts exactly the eleven job loops, once each, and none of the followers', async () => {
    const jobs = startJobs({ db });
    expect(JOB_NAMES).toEqual([
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
    ]);
    expect(jobs.names).toEqual([...JOB_NAMES]);
    expect(started).toEqual([...JOB_NAMES]);
    // Asked again (a start tried again after the database was away), the same loops, none started twice.
    expect(startJobs({ db })).toBe(jobs);
    expect(started).toHaveLength(JOB_NAMES.length);
    expect(followers.stock).not.toHaveBeenCalled();
    expect(followers.sites).not.toHaveBeenCalled();
    expect(followers.files).not.toHaveBeenCalled();
    await stopAll(jobs);
    expect([...stopped].sort()).toEqual([...JOB_NAMES].sort());
  });

  it('stops only once the work every loop has in progress has ended', async () => {
    const jobs = startJobs({ db });
    let settled = false;
    const stopping = jobs.stop().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const name of JOB_NAMES.filter((job) => job !== 'saved-search-alerts')) release.get(name)?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false); // the alerts are still at work
    release.get('saved-search-alerts')?.();
    await stopping;
    expect(settled).toBe(true);
    // Stopped, a new start starts them again.
    const again = startJobs({ db });
    expect(again).not.toBe(jobs);
    await stopAll(again);
  });

  it('starts a part when asked (the lead outbox alone, scripts/lead-outbox.ts)', async () => {
    const jobs = startJobs({ db, only: ['lead-outbox'] });
    expect(jobs.names).toEqual(['lead-outbox']);
    expect(started).toEqual(['lead-outbox']);
    await stopAll(jobs);
  });

  it('sends a lead queued in another process at once: its deliveries’ notification kicks the outbox', async () => {
    const { listener, notify, count } = fakeListener();
    const jobs = startJobs({ db, listener });
    expect(kick).not.toHaveBeenCalled();
    notify('lead_deliveries');
    expect(kick).toHaveBeenCalledTimes(1);
    notify('stock_changes');
    expect(kick).toHaveBeenCalledTimes(1);
    await stopAll(jobs);
    expect(count('lead_deliveries')).toBe(0);
  });
});
