import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { CHANNELS, type ChangeListener, followChanges } from '@/db/change-listener';
import { siteDealerships, sites } from '@/db/schema';
import { invalidateTags } from '@/lib/cache-tags';
import { logger } from '@/lib/logger';
import { type SiteLink, stockChangeTags } from './cache-tag-rules';
import type { IndexStore, StockChange } from './index-store';
import { searchIndex } from './stock-search';

// Every process keeps its search index current even when no one searches, and drops the cached pages
// and reads that showed a changed car (cache-tag-rules.ts), so a sale shows everywhere within about a
// second. The index checks the database at most twice a second; a tick here only asks it to. On
// PostgreSQL the database notifies each stock change (change-listener.ts), and the index catches up at
// once: a change shows in every process within tens of milliseconds.

const TICK_MS = 250;

async function siteLinks(): Promise<SiteLink[]> {
  const db = await getDb();
  return db
    .select({ site: sites.slug, dealershipId: siteDealerships.dealershipId })
    .from(siteDealerships)
    .innerJoin(sites, eq(sites.id, siteDealerships.siteId));
}

async function invalidateFor(change: StockChange): Promise<void> {
  try {
    invalidateTags(stockChangeTags(change, await siteLinks()));
  } catch (error) {
    logger.error({ err: error }, 'Could not work out which cached pages a stock change touched');
  }
}

/** Starts following stock changes in this process (notified through `listener`, if any); returns the stop. */
export function startStockCacheFollower(listener?: ChangeListener): () => Promise<void> {
  const followed = new WeakSet<IndexStore>();
  const follower = followChanges(
    listener,
    CHANNELS.stock,
    async (notified) => {
      const store = await searchIndex();
      if (!followed.has(store)) {
        followed.add(store);
        store.onChange((change) => void invalidateFor(change));
      }
      if (notified) await store.catchUp();
    },
    { pollMs: TICK_MS, failureMessage: 'Could not check the stock for changes; trying again' },
  );
  return follower.stop;
}
