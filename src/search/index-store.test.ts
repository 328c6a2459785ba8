import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../scripts/seed/index';
import { createTestDb } from '../../tests/helpers/test-db';
import type { Db } from '../db/client';
import { cars } from '../db/schema';
import { pruneStockChanges, recordStockChanges } from '../db/stock-version';
import { IndexStore, type StockChange } from './index-store';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let carIds: number[];

beforeAll(async () => {
  handle = await createTestDb({ cars: 120 });
  carIds = (await handle.db.select({ id: cars.id }).from(cars).limit(2)).map((row) => row.id);
}, 120_000);
afterAll(async () => handle.drop());

/** The database, except that its first `failures` reads throw as if PostgreSQL were down. */
function flakyDb(db: Db, failures: number): Db {
  let left = failures;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select' && left > 0) {
        left -= 1;
        return () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

async function reprice(id: number, price: number) {
  await handle.db.transaction(async (tx) => {
    await tx.update(cars).set({ price }).where(eq(cars.id, id));
    await recordStockChanges(tx, [id]);
  });
}

describe('IndexStore', () => {
  it('tells its listeners which cars changed, as they were and as they are, but not its first load', async () => {
    const store = new IndexStore(handle.db);
    const changes: StockChange[] = [];
    store.onChange((change) => changes.push(change));
    await store.current(0);
    expect(changes).toEqual([]);
    const [id] = carIds;
    const was = store.cards.get(id)?.price;
    await reprice(id, 34_567);
    await store.current(10_000);
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect('cars' in change && change.cars.map((c) => [c.before?.price, c.after?.price])).toEqual([
      [was, 34_567],
    ]);
  });

  it('recovers by itself when the database was down on its first load', async () => {
    const store = new IndexStore(flakyDb(handle.db, 1));
    await expect(store.current(0)).rejects.toThrow('ECONNREFUSED');
    await store.current(1);
    expect(store.cards.size).toBeGreaterThan(0);
  });

  it('rebuilds, rather than missing a change, when it fell behind the pruned change log', async () => {
    const store = new IndexStore(handle.db);
    await store.current(0);
    const [first, second] = carIds;
    await reprice(first, 12_345);
    await reprice(second, 23_456);
    // The first change is pruned before this process looks again: only the second is still logged.
    await pruneStockChanges(handle.db, { now: new Date(Date.now() + 2 * 86_400_000), keepIds: 0 });
    await store.current(10_000);
    expect(store.cards.get(first)?.price).toBe(12_345);
    expect(store.cards.get(second)?.price).toBe(23_456);
  });

  it('still patches just the changed cars when nothing it needs was pruned', async () => {
    const store = new IndexStore(handle.db);
    await store.current(0);
    await reprice(carIds[0], 34_567);
    await store.current(10_000);
    expect(store.cards.get(carIds[0])?.price).toBe(34_567);
  });

  it('picks up stock written wholesale after it first loaded (a first seed while the server runs)', async () => {
    const empty = await createTestDb();
    try {
      const store = new IndexStore(empty.db);
      await store.current(0);
      expect(store.cards.size).toBe(0);
      await seedDatabase(empty.db, { cars: 40, renderImages: false });
      await store.current(10_000);
      expect(store.cards.size).toBeGreaterThan(0);
    } finally {
      await empty.drop();
    }
  }, 120_000);
});
