import 'server-only';
import { asc, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import { CHANNELS, type ChangeListener, followChanges } from '@/db/change-listener';
import type { Db } from '@/db/client';
import { appMeta, carMarket, cars, stockChanges } from '@/db/schema';
import { isAvailable } from '@/inventory/status-rules';
import { yieldToEventLoop } from '@/lib/batches';
import { logger } from '@/lib/logger';
import { carMarketOf, type MarketCar } from './market';

// The car_market job (a worker job, decision 035): each car for sale against its market, kept so the
// console's stock list filters and sorts a group's 20,000 cars by price position. A car is worked out again
// when its stock changes (the stock_changes log, woken by the database's notification where there is
// one) and every car once an hour, since a car's comparables move when other cars change. The figures
// come from carMarketOf, the console car page's live reading. A sold or deleted car has no row.

/** Every car is worked out again this often, whatever changed. */
export const CAR_MARKET_REFRESH_MS = 60 * 60_000;
/** How often the change log is read where no notification wakes the job (the embedded database). */
const CHANGES_POLL_MS = 2_000;
/** Cars read, worked out and written at a time. */
const BATCH = 200;
/** A lower change id can commit after a higher one was read: this window below the mark is read again. */
const LATE_WINDOW = 500;
/** The app_meta row holding when the last full refresh started (ms since the epoch): one claims it. */
const REFRESHED_KEY = 'car_market_refreshed';

const marketCarColumns = {
  id: cars.id,
  make: cars.make,
  model: cars.model,
  year: cars.year,
  km: cars.km,
  price: cars.price,
  offerPrice: cars.offerPrice,
  beforePrice: cars.beforePrice,
  status: cars.status,
};
type Row = MarketCar & { status: string };

/** Works out and stores the market of the cars for sale among `rows`; drops the rows of the others. */
async function store(db: Db, rows: readonly Row[], now: Date): Promise<void> {
  const values = [];
  for (const car of rows.filter((row) => isAvailable(row.status))) {
    await yieldToEventLoop(); // an embedded PGlite answers synchronously: give requests a turn
    const { closest: _closest, ...figures } = await carMarketOf(car, now, db);
    values.push({ carId: car.id, ...figures, computedAt: now });
  }
  const gone = rows.filter((row) => !isAvailable(row.status)).map((row) => row.id);
  if (gone.length) await db.delete(carMarket).where(inArray(carMarket.carId, gone));
  if (values.length === 0) return;
  await db
    .insert(carMarket)
    .values(values)
    .onConflictDoUpdate({
      target: carMarket.carId,
      set: {
        comparables: sql`excluded.comparables`,
        marketMin: sql`excluded.market_min`,
        marketMax: sql`excluded.market_max`,
        median: sql`excluded.median`,
        position: sql`excluded.position`,
        suggested: sql`excluded.suggested`,
        computedAt: sql`excluded.computed_at`,
      },
    });
}

/** Works the given cars out again (a deleted one's row went with it); how many were for sale. */
export async function refreshCarMarkets(
  db: Db,
  carIds: readonly number[],
  now = new Date(),
): Promise<number> {
  const ids = [...new Set(carIds)];
  let forSale = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await db
      .select(marketCarColumns)
      .from(cars)
      .where(inArray(cars.id, ids.slice(i, i + BATCH)));
    await store(db, rows, now);
    forSale += rows.filter((row) => isAvailable(row.status)).length;
  }
  return forSale;
}

/** Works every car out again, a batch at a time in id order; how many were for sale. */
export async function refreshAllCarMarkets(db: Db, now = new Date()): Promise<number> {
  let lastId = 0;
  let forSale = 0;
  for (;;) {
    const rows = await db
      .select(marketCarColumns)
      .from(cars)
      .where(gt(cars.id, lastId))
      .orderBy(asc(cars.id))
      .limit(BATCH);
    if (rows.length === 0) return forSale;
    lastId = rows[rows.length - 1].id;
    await store(db, rows, now);
    forSale += rows.filter((row) => isAvailable(row.status)).length;
  }
}

/**
 * Claims the hourly full refresh: true for the one process that moves the app_meta row on (the first
 * ever, or an hour after the last), false for every other.
 */
async function claimFullRefresh(db: Db, now: Date): Promise<boolean> {
  const due = now.getTime() - CAR_MARKET_REFRESH_MS;
  // Read first: the pass runs every 2 s, and a claim is a write.
  const [last] = await db.select({ at: appMeta.value }).from(appMeta).where(eq(appMeta.key, REFRESHED_KEY));
  if (last && last.at > due) return false;
  const claimed = await db
    .insert(appMeta)
    .values({ key: REFRESHED_KEY, value: now.getTime() })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: now.getTime() },
      setWhere: lte(appMeta.value, due),
    })
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}

/** The newest id in the stock change log (0 when empty). */
async function newestChange(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(stockChanges.id) }).from(stockChanges);
  return row?.id ?? 0;
}

/** The stock version every stock write bumps at its commit (stock-version.ts). */
async function stockVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, 'stock_version'));
  return row?.value ?? 0;
}

/**
 * One pass of the job, as a follower of the change log keeps it: the full refresh when it is due (the
 * log read from where it stood before it), else the cars changed since the last pass. On a process's
 * first pass, the cars the log names that changed after their row was worked out (or have none): what
 * changed while no job ran.
 */
export function carMarketPass(db: Db) {
  let mark: number | null = null;
  /** The stock version the last pass read: while it stands, nothing was written (a late commit bumps it too). */
  let version = -1;
  /** Changes up to here were covered by a whole pass: never read again. */
  let floor = 0;
  const seen = new Set<number>();
  return async (now = new Date()): Promise<void> => {
    if (await claimFullRefresh(db, now)) {
      const before = await stockVersion(db);
      const from = await newestChange(db);
      const started = performance.now();
      const forSale = await refreshAllCarMarkets(db, now);
      mark = floor = from;
      version = before;
      seen.clear();
      logger.info(
        { cars: forSale, ms: Math.round(performance.now() - started) },
        'Every car’s market worked out',
      );
      return;
    }
    const current = await stockVersion(db);
    if (current === version) return;
    if (mark === null) {
      const from = await newestChange(db);
      const stale = await db
        .selectDistinct({ carId: stockChanges.carId })
        .from(stockChanges)
        .leftJoin(carMarket, eq(carMarket.carId, stockChanges.carId))
        .where(sql`${carMarket.carId} is null or ${carMarket.computedAt} < ${stockChanges.changedAt}`);
      await refreshCarMarkets(
        db,
        stale.map((row) => row.carId),
        now,
      );
      mark = floor = from;
      version = current;
      return;
    }
    const changes = await db
      .select({ id: stockChanges.id, carId: stockChanges.carId })
      .from(stockChanges)
      .where(gt(stockChanges.id, Math.max(floor, mark - LATE_WINDOW)))
      .orderBy(asc(stockChanges.id));
    const fresh = changes.filter((change) => !seen.has(change.id));
    await refreshCarMarkets(
      db,
      fresh.map((change) => change.carId),
      now,
    );
    for (const change of fresh) seen.add(change.id);
    mark = fresh.reduce((newest, change) => Math.max(newest, change.id), mark);
    for (const id of seen) if (id <= mark - LATE_WINDOW) seen.delete(id);
    version = current;
  };
}

/** Starts the job: at once, on each stock change notified, and every 2 s (5 s while notified); the stop. */
export function startCarMarket({ db, listener }: { db: Db; listener?: ChangeListener }) {
  const pass = carMarketPass(db);
  const follower = followChanges(listener, CHANNELS.stock, () => pass(), {
    pollMs: CHANGES_POLL_MS,
    immediately: true,
    failureMessage: 'Could not work out the cars’ markets; trying again',
  });
  return follower.stop;
}
