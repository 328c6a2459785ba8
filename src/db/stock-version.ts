import { and, lt, sql } from 'drizzle-orm';
import { yieldToEventLoop } from '@/lib/batches';
import type { Db } from './client';
import { type HistoryExecutor, recordPriceChanges, type StockWriter } from './price-history';
import { appMeta, stockChanges } from './schema';

export type { StockWriter } from './price-history';

type Executor = Pick<Db, 'insert' | 'execute'> & HistoryExecutor;

/**
 * Every write to `cars` ends with this, inside the same transaction: the changed ids are logged and the
 * stock version bumped, so every app process (each with its own search index) sees the change and
 * patches just those cars; and a car whose shown price moved gets a row in its price history, from
 * `writer` (a feed, a person, else 'api').
 */
export async function recordStockChanges(
  tx: Executor,
  carIds: number[],
  writer: StockWriter = {},
): Promise<void> {
  if (carIds.length === 0) return;
  for (let i = 0; i < carIds.length; i += 1000) {
    await yieldToEventLoop(); // an embedded PGlite answers synchronously: give other requests a turn
    await tx.insert(stockChanges).values(carIds.slice(i, i + 1000).map((carId) => ({ carId })));
  }
  await recordPriceChanges(tx, carIds, writer);
  await tx
    .insert(appMeta)
    .values({ key: 'stock_version', value: 1 })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`${appMeta.value} + 1` } });
}

/**
 * How much of `stock_changes` is kept: the ids within 10,000 of the newest (the newest itself always, so
 * the log is never emptied) and everything from the last day. A
 * process whose search index fell further behind than that rebuilds it (index-store.ts) instead of
 * patching, so pruning never costs it a change.
 */
export const STOCK_CHANGES_KEEP_IDS = 10_000;
export const STOCK_CHANGES_KEEP_MS = 24 * 60 * 60_000;

/** Deletes the change log's rows older than both limits above. */
export async function pruneStockChanges(
  db: Pick<Db, 'delete'>,
  options: { now?: Date; keepIds?: number; keepMs?: number } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const keepIds = options.keepIds ?? STOCK_CHANGES_KEEP_IDS;
  const cutoff = new Date(now.getTime() - (options.keepMs ?? STOCK_CHANGES_KEEP_MS));
  await db
    .delete(stockChanges)
    .where(
      and(
        lt(stockChanges.changedAt, cutoff),
        sql`${stockChanges.id} < (select max(id) from ${stockChanges}) - ${keepIds}`,
      ),
    );
}
