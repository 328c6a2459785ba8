import { sql } from 'drizzle-orm';
import { yieldToEventLoop } from '@/lib/batches';
import type { Db } from './client';
import { appMeta, stockChanges } from './schema';

type Executor = Pick<Db, 'insert' | 'execute'>;

/**
 * Every write to `cars` ends with this, inside the same transaction: the changed ids are logged and the
 * stock version bumped, so every app process (each with its own search index) sees the change and
 * patches just those cars.
 */
export async function recordStockChanges(tx: Executor, carIds: number[]): Promise<void> {
  if (carIds.length === 0) return;
  for (let i = 0; i < carIds.length; i += 1000) {
    await yieldToEventLoop(); // an embedded PGlite answers synchronously: give other requests a turn
    await tx.insert(stockChanges).values(carIds.slice(i, i + 1000).map((carId) => ({ carId })));
  }
  await tx
    .insert(appMeta)
    .values({ key: 'stock_version', value: 1 })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`${appMeta.value} + 1` } });
}
