import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { carPriceHistory, cars } from './schema';
import { recordStockChanges, type StockWriter } from './stock-version';

// The price history is written by recordStockChanges, which every stock write calls in its transaction:
// a row exactly when the shown price differs from the car's last row, one the first time a car is seen.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let ids: number[];

beforeAll(async () => {
  handle = await createTestDb({ cars: 30 });
  const rows = await handle.db.select({ id: cars.id }).from(cars).orderBy(asc(cars.id)).limit(3);
  ids = rows.map((row) => row.id);
  await handle.db.update(cars).set({ price: 30_000, offerPrice: null, beforePrice: null });
}, 120_000);
afterAll(() => handle?.drop());

async function write(carIds: number[], values: Partial<typeof cars.$inferInsert>, writer?: StockWriter) {
  await handle.db.transaction(async (tx) => {
    for (const id of carIds) await tx.update(cars).set(values).where(eq(cars.id, id));
    await recordStockChanges(tx, carIds, writer);
  });
}

const historyOf = (id: number) =>
  handle.db
    .select({ price: carPriceHistory.price, source: carPriceHistory.source, who: carPriceHistory.who })
    .from(carPriceHistory)
    .where(eq(carPriceHistory.carId, id))
    .orderBy(asc(carPriceHistory.id));

describe('the price history', () => {
  it('starts with one row the first time a car is written, whatever changed', async () => {
    await write([ids[0]], { tag: 'Runout' }, { source: 'feed', who: 'cli:stock.csv' });
    expect(await historyOf(ids[0])).toEqual([{ price: 30_000, source: 'feed', who: 'cli:stock.csv' }]);
  });

  it('adds no row for a change that leaves the shown price alone', async () => {
    await write([ids[0]], { km: 12_345, dealercomments: 'New tyres' });
    // An offer above the price is not what a shopper pays, nor is a was price.
    await write([ids[0]], { offerPrice: 31_000, beforePrice: 33_000 });
    expect(await historyOf(ids[0])).toHaveLength(1);
  });

  it.each([
    ['a new price', { price: 29_000 }, 29_000],
    ['an offer below it', { offerPrice: 27_990 }, 27_990],
    ['the offer ended', { offerPrice: null }, 29_000],
    ['no price any more', { price: 0 }, null],
    ['a price again', { price: 28_500 }, 28_500],
  ])('adds one row for %s, with who changed it', async (_label, values, shown) => {
    const before = (await historyOf(ids[0])).length;
    const writer: StockWriter = { source: 'person', who: 'manager@example.com' };
    await write([ids[0]], values, writer);
    await write([ids[0]], values, writer); // the same again: no second row
    const history = await historyOf(ids[0]);
    expect(history).toHaveLength(before + 1);
    expect(history.at(-1)).toEqual({ price: shown, source: 'person', who: 'manager@example.com' });
  });

  it('records a feed’s many cars at once, each only when its own price moved', async () => {
    await write([ids[1], ids[2]], { price: 30_000 });
    expect((await historyOf(ids[1])).map((row) => row.source)).toEqual(['api']);
    await handle.db.update(cars).set({ price: 25_000 }).where(eq(cars.id, ids[1]));
    await handle.db.transaction((tx) => recordStockChanges(tx, [ids[1], ids[2], ids[1]], { source: 'feed' }));
    expect((await historyOf(ids[1])).map((row) => row.price)).toEqual([30_000, 25_000]);
    expect((await historyOf(ids[2])).map((row) => row.price)).toEqual([30_000]);
  });

  it('goes with a write that rolls back', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(cars).set({ price: 1_000 }).where(eq(cars.id, ids[2]));
        await recordStockChanges(tx, [ids[2]]);
        throw new Error('the feed failed');
      }),
    ).rejects.toThrow('the feed failed');
    expect((await historyOf(ids[2])).map((row) => row.price)).toEqual([30_000]);
  });
});
