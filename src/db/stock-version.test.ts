import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { stockChanges } from './schema';
import { pruneStockChanges, STOCK_CHANGES_KEEP_IDS, STOCK_CHANGES_KEEP_MS } from './stock-version';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.drop());

const now = new Date('2026-07-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const ids = async () =>
  (await handle.db.select({ id: stockChanges.id }).from(stockChanges).orderBy(stockChanges.id)).map(
    (r) => r.id,
  );

describe('pruneStockChanges', () => {
  it('keeps a day and 10,000 ids by default', () => {
    expect(STOCK_CHANGES_KEEP_MS).toBe(86_400_000);
    expect(STOCK_CHANGES_KEEP_IDS).toBe(10_000);
  });

  it('deletes only rows older than both the id window and the age limit', async () => {
    const day = STOCK_CHANGES_KEEP_MS;
    // ids 1-6: four old rows, then two of the last day.
    await handle.db.insert(stockChanges).values([
      { id: 1, carId: 1, changedAt: ago(3 * day) },
      { id: 2, carId: 2, changedAt: ago(2 * day) },
      { id: 3, carId: 3, changedAt: ago(day + 1) },
      { id: 4, carId: 4, changedAt: ago(day + 1) },
      { id: 5, carId: 5, changedAt: ago(day - 1) },
      { id: 6, carId: 6, changedAt: ago(1000) },
    ]);
    // Keeping ids within 3 of the newest (3 to 6): of the rest, the ones older than a day go.
    await pruneStockChanges(handle.db, { now, keepIds: 3 });
    expect(await ids()).toEqual([3, 4, 5, 6]);
    // A burst within the day is kept whole, however many ids it spans.
    await pruneStockChanges(handle.db, { now, keepIds: 0 });
    expect(await ids()).toEqual([5, 6]);
    // The newest id always stays (the id window never reaches it), so the log is never emptied.
    await pruneStockChanges(handle.db, { now: new Date(now.getTime() + 2 * day), keepIds: 0 });
    expect(await ids()).toEqual([6]);
  });
});
