import 'server-only';
import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { cars, dealerships, type KeptField, stockImports } from '@/db/schema';
import { revokeFeedKey, rotateFeedKey } from '@/inventory/feed-keys';
import { type AuditActor, auditChange } from '@/staff/audit';
import type { StockViewer } from '../stock/stock-list';

// The stock feeds of the member's dealerships: each run with its counts, its rows refused, its warnings and
// the locked values it kept (what `npm run import` prints), and each dealership's feed key, which an owner issues,
// replaces or takes away here while the platform runs.

export const FEED_RUNS_PAGE_SIZE = 25;
const MAX_ID = 2_147_483_647;

export type FeedRunSummary = {
  id: number;
  at: Date;
  dealership: string;
  source: string;
  full: boolean;
  inserted: number;
  updated: number;
  unchanged: number;
  markedSold: number;
  rejected: number;
  kept: number;
};

export type FeedRun = FeedRunSummary & {
  errors: { line: number; field: string; message: string }[];
  warnings: string[];
  kept: number;
  keptValues: (KeptField & { carId: number | null })[];
};

const inScope = (viewer: StockViewer) =>
  inArray(stockImports.dealershipId, viewer.dealershipIds.length ? viewer.dealershipIds : [-1]);

const summaryColumns = {
  id: stockImports.id,
  at: stockImports.createdAt,
  dealership: dealerships.name,
  source: stockImports.source,
  full: stockImports.fullFeed,
  inserted: stockImports.inserted,
  updated: stockImports.updated,
  unchanged: stockImports.unchanged,
  markedSold: stockImports.markedSold,
  rejected: stockImports.rejected,
  keptValues: stockImports.kept,
};

/** The runs of the member's dealerships, newest first, a page at a time. */
export async function listFeedRuns(
  db: Db,
  viewer: StockViewer,
  page: number,
): Promise<{ runs: FeedRunSummary[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(stockImports)
      .innerJoin(dealerships, eq(dealerships.id, stockImports.dealershipId))
      .where(inScope(viewer))
      .orderBy(desc(stockImports.id))
      .limit(FEED_RUNS_PAGE_SIZE)
      .offset((page - 1) * FEED_RUNS_PAGE_SIZE),
    db.select({ total: count() }).from(stockImports).where(inScope(viewer)),
  ]);
  return { runs: rows.map(({ keptValues, ...row }) => ({ ...row, kept: keptValues.length })), total };
}

/** One run of the member's dealerships by id, with its refused rows and kept values; else null. */
export async function findFeedRun(db: Db, viewer: StockViewer, id: number): Promise<FeedRun | null> {
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  const [row] = await db
    .select({
      ...summaryColumns,
      errors: stockImports.errors,
      warnings: stockImports.warnings,
      dealershipId: stockImports.dealershipId,
    })
    .from(stockImports)
    .innerJoin(dealerships, eq(dealerships.id, stockImports.dealershipId))
    .where(and(eq(stockImports.id, id), inScope(viewer)));
  if (!row) return null;
  const stocknums = [...new Set(row.keptValues.map((value) => value.stocknum))];
  const found = stocknums.length
    ? await db
        .select({ id: cars.id, stocknum: cars.stocknum })
        .from(cars)
        .where(and(eq(cars.dealershipId, row.dealershipId), inArray(cars.stocknum, stocknums)))
    : [];
  const carIds = new Map(found.map((car) => [car.stocknum, car.id]));
  const { dealershipId: _, keptValues, ...run } = row;
  return {
    ...run,
    kept: keptValues.length,
    keptValues: keptValues.map((value) => ({ ...value, carId: carIds.get(value.stocknum) ?? null })),
  };
}

export type FeedKeyState = {
  dealershipId: number;
  dealership: string;
  hasKey: boolean;
  issuedAt: Date | null;
  lastRunAt: Date | null;
};

/** Each of the member's dealerships: whether it has a feed key, since when, and its last run. */
export async function feedKeys(db: Db, viewer: StockViewer): Promise<FeedKeyState[]> {
  if (viewer.dealershipIds.length === 0) return [];
  const [rows, lastRuns] = await Promise.all([
    db
      .select({
        dealershipId: dealerships.id,
        dealership: dealerships.name,
        hash: dealerships.apiKeyHash,
        issuedAt: dealerships.apiKeyIssuedAt,
      })
      .from(dealerships)
      .where(inArray(dealerships.id, viewer.dealershipIds))
      .orderBy(dealerships.name),
    db
      .select({ dealershipId: stockImports.dealershipId, at: max(stockImports.createdAt) })
      .from(stockImports)
      .where(inScope(viewer))
      .groupBy(stockImports.dealershipId),
  ]);
  const last = new Map(lastRuns.map((run) => [run.dealershipId, run.at]));
  return rows.map(({ hash, ...row }) => ({
    ...row,
    hasKey: hash !== null,
    lastRunAt: last.get(row.dealershipId) ?? null,
  }));
}

const inReachDealership = (viewer: StockViewer, id: number) =>
  Number.isInteger(id) && id >= 1 && id <= MAX_ID && viewer.dealershipIds.includes(id);

/**
 * A new key for one of the member's dealerships (the old one stops working at once), on the audit log;
 * null when the dealership is not theirs. The key is in the answer only, never stored or logged.
 */
export async function issueFeedKey(
  db: Db,
  viewer: StockViewer,
  actor: AuditActor,
  dealershipId: number,
  now: Date,
): Promise<{ key: string; issuedAt: Date; replaced: boolean } | null> {
  if (!inReachDealership(viewer, dealershipId)) return null;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ hash: dealerships.apiKeyHash })
      .from(dealerships)
      .where(eq(dealerships.id, dealershipId))
      .for('update');
    if (!before) return null;
    const key = await rotateFeedKey(tx, { id: dealershipId }, now);
    if (key === null) return null;
    const replaced = before.hash !== null;
    await auditChange(
      tx,
      actor,
      viewer.siteId,
      replaced ? 'feed_key.replace' : 'feed_key.issue',
      { type: 'dealership', id: String(dealershipId) },
      {},
    );
    return { key, issuedAt: now, replaced };
  });
}

/** Takes away the feed key of one of the member's dealerships, on the audit log; false: not theirs. */
export async function revokeDealershipFeedKey(
  db: Db,
  viewer: StockViewer,
  actor: AuditActor,
  dealershipId: number,
): Promise<boolean> {
  if (!inReachDealership(viewer, dealershipId)) return false;
  return db.transaction(async (tx) => {
    if (!(await revokeFeedKey(tx, { id: dealershipId }))) return false;
    await auditChange(
      tx,
      actor,
      viewer.siteId,
      'feed_key.revoke',
      { type: 'dealership', id: String(dealershipId) },
      {},
    );
    return true;
  });
}
