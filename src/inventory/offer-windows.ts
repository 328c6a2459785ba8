import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { cars } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import { poll } from '@/lib/poll';
import { carQuote } from '@/repayments/quote-rules';

// The offer-window job: every minute, each car whose dated offer starts or ends since the last look takes
// its live offer (`offer_price`) from the window (offer-window-rules.ts), its instant quote worked out
// again, and a stock change, so every process's search, pages, feeds and price history follow. One
// conditional update: two processes at the same edge change a car once.

export const OFFER_WINDOW_CHECK_MS = 60_000;

/** Moves the dated offers whose window opened or closed; the ids of the cars changed. */
export async function applyOfferWindows(db: Db, now: Date): Promise<number[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const live = sql`case when ${cars.offerStartsAt} <= ${at} and ${at} < ${cars.offerEndsAt} then ${cars.offerPlanned} end`;
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(cars)
      .set({ offerPrice: sql`${live}`, updatedAt: now })
      .where(and(isNotNull(cars.offerPlanned), sql`${cars.offerPrice} is distinct from (${live})`))
      .returning({
        id: cars.id,
        price: cars.price,
        beforePrice: cars.beforePrice,
        offerPrice: cars.offerPrice,
        year: cars.year,
      });
    for (const car of moved)
      await tx
        .update(cars)
        .set({ youxQuote: carQuote(car, now) })
        .where(eq(cars.id, car.id));
    const ids = moved.map((car) => car.id);
    await recordStockChanges(tx, ids, { source: 'api', at: now });
    return ids;
  });
}

export function startOfferWindows({ db }: { db: Db }) {
  return poll(() => applyOfferWindows(db, new Date()).then(() => undefined), {
    intervalMs: OFFER_WINDOW_CHECK_MS,
    failureMessage: 'Moving the dated offers failed; trying again',
    immediately: true,
  });
}
