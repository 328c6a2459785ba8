import { desc, inArray } from 'drizzle-orm';
import { shownPrice } from '@/inventory/price-rules';
import { yieldToEventLoop } from '@/lib/batches';
import type { Db } from './client';
import { carPriceHistory, cars } from './schema';

// A car's price history (car_price_history), written by every stock write through recordStockChanges:
// a row whenever the shown price differs from the car's last row, and one the first time a car is written
// after the table began. The console's car page lists it; the watchlist reads the price a shopper saved at.

/** Who changed the stock: a stock feed, a person in the console, or anything else (the default). */
export type PriceSource = (typeof carPriceHistory.$inferInsert)['source'];

export type StockWriter = {
  /** 'feed' for a stock feed (file or the DMS push), 'person' for a staff member; else 'api'. */
  source?: PriceSource;
  /** The person's email, or the feed's name ('api', 'cli:stock.csv'). */
  who?: string | null;
  /** When, if not the transaction's time (a test's clock). */
  at?: Date;
};

export type HistoryExecutor = Pick<Db, 'insert' | 'select' | 'selectDistinctOn'>;

const CHUNK = 1000;

/** Adds a history row for each of the cars whose shown price is not the one its last row has. */
export async function recordPriceChanges(
  tx: HistoryExecutor,
  carIds: readonly number[],
  writer: StockWriter = {},
): Promise<void> {
  const ids = [...new Set(carIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    if (i > 0) await yieldToEventLoop();
    const chunk = ids.slice(i, i + CHUNK);
    const prices = await tx
      .select({ id: cars.id, price: cars.price, offerPrice: cars.offerPrice, beforePrice: cars.beforePrice })
      .from(cars)
      .where(inArray(cars.id, chunk));
    // The last row by id: a car's writers take turns on its row lock, so a later change has a later id.
    const last = await tx
      .selectDistinctOn([carPriceHistory.carId], {
        carId: carPriceHistory.carId,
        price: carPriceHistory.price,
      })
      .from(carPriceHistory)
      .where(inArray(carPriceHistory.carId, chunk))
      .orderBy(carPriceHistory.carId, desc(carPriceHistory.id));
    const lastPrice = new Map(last.map((row) => [row.carId, row.price]));
    const values = prices
      .map((car) => ({ carId: car.id, price: shownPrice(car).now }))
      .filter((row) => !lastPrice.has(row.carId) || lastPrice.get(row.carId) !== row.price)
      .map((row) => ({
        ...row,
        source: writer.source ?? 'api',
        who: writer.who ?? null,
        ...(writer.at ? { at: writer.at } : {}),
      }));
    if (values.length) await tx.insert(carPriceHistory).values(values);
  }
}
