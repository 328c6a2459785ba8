import { createHash } from 'node:crypto';
import { eq, gt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { YouxQuote } from '@/db/json-types';
import { appMeta, cars } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import { yieldToEventLoop } from '@/lib/batches';
import { logger } from '@/lib/logger';
import { carQuote, QUOTE_AMOUNT, QUOTE_LOAN, RATE_TABLE } from '@/repayments/quote-rules';
import { australianYear, QUOTE_TERM } from '@/repayments/repayment-rules';

// Every car keeps its own quote in cars.youx_quote (decision 019): written with the car by the stock feed
// and the seed, read by the search index, the cards, the vehicle page and the SQL baseline alike. What
// the quote depends on besides the car (the year, for the vehicle's age, and the rate table) changes
// rarely; when it has, every server process brings the stored quotes up to date at start and within an
// hour of it (a new year in Brisbane, a deployment with another rate table), as one more stock change.

/** The app_meta row holding the basis the stored quotes were computed on. */
const BASIS_KEY = 'youx_quote_basis';
const PAGE = 2000;
export const QUOTE_REFRESH_INTERVAL_MS = 60 * 60_000;

/** What every stored quote was computed from, as a number app_meta can hold: the year and the table. */
export function quoteBasis(now: Date): number {
  const inputs = JSON.stringify([australianYear(now), RATE_TABLE, QUOTE_LOAN, QUOTE_AMOUNT, QUOTE_TERM]);
  // 48 bits of the digest: exact in a JS number and in app_meta's bigint.
  return Number.parseInt(createHash('sha256').update(inputs).digest('hex').slice(0, 12), 16);
}

const same = (a: YouxQuote | null, b: YouxQuote | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.weeklyRepaymentAmount === b.weeklyRepaymentAmount &&
    a.advertisedRate === b.advertisedRate &&
    a.comparisonRate === b.comparisonRate);

/**
 * Rewrites the stored quotes that differ from the engine's now, page by page (each page's writes and
 * their stock change rows in one transaction), then records the basis. Nothing but one read when the
 * basis is the recorded one. Idempotent: processes refreshing at once write the same values.
 */
export async function refreshCarQuotes(db: Db, now = new Date()): Promise<{ repriced: number }> {
  const basis = quoteBasis(now);
  const [recorded] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, BASIS_KEY));
  if (recorded?.value === basis) return { repriced: 0 };
  let repriced = 0;
  let lastId = 0;
  for (;;) {
    await yieldToEventLoop();
    const page = await db
      .select({
        id: cars.id,
        price: cars.price,
        offerPrice: cars.offerPrice,
        beforePrice: cars.beforePrice,
        year: cars.year,
        youxQuote: cars.youxQuote,
      })
      .from(cars)
      .where(gt(cars.id, lastId))
      .orderBy(cars.id)
      .limit(PAGE);
    if (page.length === 0) break;
    lastId = page[page.length - 1].id;
    const changed = page
      .map((car) => ({ id: car.id, quote: carQuote(car, now), stored: car.youxQuote }))
      .filter((car) => !same(car.quote, car.stored));
    if (changed.length === 0) continue;
    await db.transaction(async (tx) => {
      for (const car of changed) {
        await tx.update(cars).set({ youxQuote: car.quote, updatedAt: now }).where(eq(cars.id, car.id));
      }
      await recordStockChanges(
        tx,
        changed.map((car) => car.id),
      );
    });
    repriced += changed.length;
  }
  await db
    .insert(appMeta)
    .values({ key: BASIS_KEY, value: basis })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: basis } });
  if (repriced > 0) logger.info({ repriced }, 'Stored instant quotes brought up to date');
  return { repriced };
}

// On globalThis, as the outbox: one loop per process, whatever reloads the module.
const store = globalThis as unknown as { __quoteRefresh?: { stop(): Promise<void> } };

/** Refreshes now and every `intervalMs`; a failed pass is logged and the next one tries again. */
export function startQuoteRefresh(options: { db: Db; intervalMs?: number }): { stop(): Promise<void> } {
  if (store.__quoteRefresh) return store.__quoteRefresh;
  let running: Promise<unknown> | undefined;
  const run = () => {
    // A pass still running when the next is due is not started again beside it.
    running ??= refreshCarQuotes(options.db)
      .catch((error) =>
        logger.error({ err: error }, 'Refreshing the stored instant quotes failed; trying again later'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  // The timer never holds the process open: a server exits as it would without it.
  const timer = setInterval(run, options.intervalMs ?? QUOTE_REFRESH_INTERVAL_MS).unref();
  const refresh = {
    /** No more passes; settles once the pass in progress, if any, has ended. */
    async stop() {
      clearInterval(timer);
      if (store.__quoteRefresh === refresh) store.__quoteRefresh = undefined;
      await running;
    },
  };
  store.__quoteRefresh = refresh;
  return refresh;
}
