import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { CarImage, FieldSources } from '@/db/json-types';
import {
  cars,
  dealerships,
  type KeptField,
  locations,
  reservations,
  siteDealerships,
  sites,
  stockImports,
} from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import { MAX_CAR_PHOTOS } from '@/inventory/car-photo-names';
import { EDITABLE } from '@/inventory/editable-fields';
import { queueFeedPhotos, removeFeedPhotoFiles, wakeFeedPhotos } from '@/inventory/feed-photo-queue';
import { feedPhotoList } from '@/inventory/feed-photo-rules';
import { apiKeyMatches, hashApiKey } from '@/lib/api-key';
import { BATCH_SIZE, mapInBatches, yieldToEventLoop } from '@/lib/batches';
import type { RowError, ValidRow } from './feed-parser';
import {
  type CarValues,
  carSlug,
  carsToMarkSold,
  diffCar,
  keepsSlug,
  type LocationRef,
  lockRow,
  resolveLocation,
  slugCandidate,
  toCarValues,
} from './rules';

// Database side of the stock feed. Not marked 'server-only': the import CLI (plain Node) uses it too.
// Loops over the feed's rows yield to the event loop between batches, so a big feed never stalls the
// other requests the process serves. Between queries too: an embedded PGlite answers synchronously, and a
// chain of awaited queries alone would never give I/O a turn.

export type DealershipRef = { id: number; slug: string; name: string };

export type ImportStockInput = ({ dealershipSlug: string } | { dealershipId: number }) & {
  rows: ValidRow[];
  full: boolean;
  /** Where the feed came from, for the audit row: 'cli:stock.csv', 'api', ... */
  source: string;
  /** The parser's findings, carried into the result and the audit row (spread a ParsedFeed in). */
  errors?: RowError[];
  warnings?: string[];
  rejected?: number;
  rejectedStocknums?: string[];
  now?: Date;
};

export type ImportResult = {
  importId: number;
  dealership: DealershipRef;
  full: boolean;
  inserted: number;
  updated: number;
  unchanged: number;
  markedSold: number;
  rejected: number;
  errors: RowError[];
  warnings: string[];
  /** The locked fields left as a person set them, though the feed said otherwise. */
  kept: KeptField[];
  /** Photos the feed named that are fetched and made after the import (feed-photos). */
  photosQueued: number;
};

/** A problem with the import as a whole (not with a row), e.g. an unknown dealership. */
export class StockImportError extends Error {}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Car = typeof cars.$inferSelect;

/**
 * Loads a feed into one dealership's stock in one transaction: upsert by (dealership, stocknum), and for a
 * full feed mark the dealership's available cars that are missing from it as sold. Cars of other
 * dealerships are never read or written. Unchanged cars are not written at all.
 */
export async function importStock(db: Db, input: ImportStockInput): Promise<ImportResult> {
  const now = input.now ?? new Date();
  const errors = input.errors ?? [];
  const warnings = [...(input.warnings ?? [])];
  // Photos made from the feed's addresses that it no longer names: their files go once the import commits.
  const dropped: CarImage[] = [];

  const result = await db.transaction(async (tx) => {
    const dealership = await lockDealership(tx, input);
    const dealershipLocations: LocationRef[] = await tx
      .select({
        id: locations.id,
        slug: locations.slug,
        primary: locations.primary,
        city: locations.city,
        state: locations.state,
      })
      .from(locations)
      .where(eq(locations.dealershipId, dealership.id))
      .orderBy(asc(locations.id));
    const existingCars = await tx.select().from(cars).where(eq(cars.dealershipId, dealership.id));
    const byStocknum = new Map(existingCars.map((car) => [car.stocknum, car]));

    // Decide every row's columns first, then the slugs that need a (unique) new value.
    const kept: KeptField[] = [];
    const planned = await mapInBatches(input.rows, (fed) => {
      const existing = byStocknum.get(fed.stocknum);
      const locked = existing ? lockRow(fed, existing) : { row: fed, kept: [] };
      for (const value of locked.kept) kept.push({ stocknum: fed.stocknum, ...value });
      const row = locked.row;
      let location: LocationRef | null | undefined;
      if ('location' in row || !existing) {
        const resolved = resolveLocation(row.location, dealershipLocations);
        if (resolved.unknownSlug) {
          warnings.push(
            `line ${row.line}: location '${row.location}' is not one of ${dealership.slug}'s locations; ` +
              'the primary location was used',
          );
        }
        location = resolved.location;
      }
      const values = toCarValues(row, { location, existing, now });
      const named = new Set(row.images ?? []).size;
      if (named > MAX_CAR_PHOTOS) {
        warnings.push(`line ${row.line}: ${named} photos; the first ${MAX_CAR_PHOTOS} are used`);
      }
      const base = carSlug(row);
      return { row, existing, values, base, keepSlug: existing ? keepsSlug(existing.slug, base) : false };
    });
    const slugs = await assignSlugs(
      tx,
      planned.filter((plan) => !plan.keepSlug).map((plan) => [plan.row.stocknum, plan.base]),
      dealership.slug,
    );

    // A car held by an online reservation stays Reserved whatever the feed says until the hold ends: the
    // dealer's system may not know of it yet (decision 022).
    const existingIds = planned.flatMap((plan) => (plan.existing ? [plan.existing.id] : []));
    const held = new Set(
      existingIds.length === 0
        ? []
        : (
            await tx
              .select({ carId: reservations.carId })
              .from(reservations)
              .where(and(eq(reservations.status, 'held'), inArray(reservations.carId, existingIds)))
          ).map((r) => r.carId),
    );
    for (const plan of planned) if (plan.existing && held.has(plan.existing.id)) plan.values.reserved = true;

    const touched: number[] = [];
    // Each car whose row names photos, with the addresses it still waits for.
    const waiting: { carId: number; urls: string[]; known: boolean }[] = [];
    const waitingFor = (values: CarValues): string[] =>
      feedPhotoList(values.feedImages ?? [], values.images ?? []).waiting;
    // Cars the feed lists unchanged: not written, but seen today ('Checked in stock').
    const confirmed: number[] = [];
    const toInsert: (CarValues & { dealershipId: number; slug: string })[] = [];
    let updated = 0;
    let unchanged = 0;
    for (const [index, plan] of planned.entries()) {
      if (index > 0 && index % BATCH_SIZE === 0) await yieldToEventLoop();
      const slug = slugs.get(plan.row.stocknum);
      if (plan.existing && plan.values.images) {
        // Only a car whose list changed or that still waits for photos: a feed run again costs nothing.
        const urls = waitingFor(plan.values);
        if (urls.length > 0 || !sameList(plan.existing.feedImages, plan.values.feedImages)) {
          waiting.push({ carId: plan.existing.id, urls, known: true });
        }
        const kept = new Set(plan.values.images.map((photo) => photo.image));
        dropped.push(...plan.existing.images.filter((photo) => photo.source && !kept.has(photo.image)));
      }
      if (!plan.existing) {
        toInsert.push({
          ...plan.values,
          dealershipId: dealership.id,
          slug: slug as string,
          checkedAt: now,
          updatedAt: now,
        });
        continue;
      }
      const { changed, changes } = diffCar(plan.existing, slug ? { ...plan.values, slug } : plan.values);
      if (!changed) {
        unchanged++;
        confirmed.push(plan.existing.id);
        continue;
      }
      const sources = feedSources(Object.keys(changes), now);
      await tx
        .update(cars)
        .set({
          ...changes,
          ...(sources
            ? { fieldSources: sql`${cars.fieldSources} || ${JSON.stringify(sources)}::jsonb` }
            : {}),
          checkedAt: now,
          updatedAt: now,
        })
        .where(eq(cars.id, plan.existing.id));
      touched.push(plan.existing.id);
      updated++;
    }
    for (let i = 0; i < toInsert.length; i += 500) {
      await yieldToEventLoop();
      const batch = toInsert.slice(i, i + 500);
      const ids = await tx.insert(cars).values(batch).returning({ id: cars.id, stocknum: cars.stocknum });
      touched.push(...ids.map(({ id }) => id));
      const byStock = new Map(batch.map((values) => [values.stocknum, values]));
      for (const { id, stocknum } of ids) {
        const values = byStock.get(stocknum);
        if (values?.images) waiting.push({ carId: id, urls: waitingFor(values), known: false });
      }
    }
    const photosQueued = await queueFeedPhotos(tx, waiting, now);

    for (let i = 0; i < confirmed.length; i += 1000) {
      await yieldToEventLoop();
      await tx
        .update(cars)
        .set({ checkedAt: now })
        .where(inArray(cars.id, confirmed.slice(i, i + 1000)));
    }

    const soldIds = input.full ? await markMissingSold(tx, existingCars, input, warnings, kept, now) : [];
    touched.push(...soldIds);

    const rejected = input.rejected ?? new Set(errors.map((error) => error.line)).size;
    const [audit] = await tx
      .insert(stockImports)
      .values({
        dealershipId: dealership.id,
        source: input.source,
        fullFeed: input.full,
        inserted: toInsert.length,
        updated,
        unchanged,
        markedSold: soldIds.length,
        rejected,
        errors,
        kept,
        warnings,
      })
      .returning({ id: stockImports.id });
    await recordStockChanges(tx, touched, { source: 'feed', who: input.source, at: now });

    return {
      importId: audit.id,
      dealership,
      full: input.full,
      inserted: toInsert.length,
      updated,
      unchanged,
      markedSold: soldIds.length,
      rejected,
      errors,
      warnings,
      kept,
      photosQueued,
    };
  });
  await removeFeedPhotoFiles(dropped);
  if (result.photosQueued > 0) wakeFeedPhotos();
  return result;
}

const sameList = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) =>
  (a ?? []).join('\n') === (b ?? []).join('\n');

/** The feed as the source of the person-editable fields it changed, or null when it changed none. */
function feedSources(columns: readonly string[], now: Date): FieldSources | null {
  const fields = columns.filter((column) => (EDITABLE as readonly string[]).includes(column));
  if (fields.length === 0) return null;
  return Object.fromEntries(fields.map((field) => [field, { by: 'feed', at: now.toISOString() }]));
}

/** Row lock on the dealership: two feeds for one dealership run one after the other, not interleaved. */
async function lockDealership(tx: Tx, input: ImportStockInput): Promise<DealershipRef> {
  const where =
    'dealershipId' in input
      ? eq(dealerships.id, input.dealershipId)
      : eq(dealerships.slug, input.dealershipSlug);
  const [dealership] = await tx
    .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(where)
    .for('update');
  if (!dealership) {
    const name = 'dealershipId' in input ? `id ${input.dealershipId}` : `'${input.dealershipSlug}'`;
    throw new StockImportError(`No dealership ${name}`);
  }
  return dealership;
}

async function markMissingSold(
  tx: Tx,
  existingCars: Car[],
  input: ImportStockInput,
  warnings: string[],
  kept: KeptField[],
  now: Date,
): Promise<number[]> {
  // A feed whose every row was rejected is a broken file, not a dealership that sold everything.
  if (input.rows.length === 0 && (input.rejected ?? input.errors?.length ?? 0) > 0) {
    warnings.push('No car was marked sold: every row of this full feed was rejected');
    return [];
  }
  const inFeed = new Set([...input.rows.map((row) => row.stocknum), ...(input.rejectedStocknums ?? [])]);
  const missing = carsToMarkSold(existingCars, inFeed);
  // A car whose status a person locked stays as they set it, and the report says so.
  const lockedStatus = new Set(
    existingCars.filter((car) => car.lockedFields.includes('status')).map((car) => car.id),
  );
  const missingIds = new Set(missing);
  for (const car of existingCars) {
    if (lockedStatus.has(car.id) && missingIds.has(car.id))
      kept.push({ stocknum: car.stocknum, field: 'status', feed: 'sold', kept: car.status });
  }
  const ids = missing.filter((id) => !lockedStatus.has(id));
  for (let i = 0; i < ids.length; i += 1000) {
    await yieldToEventLoop();
    await tx
      .update(cars)
      .set({ status: 'sold', soldAt: now, updatedAt: now })
      .where(inArray(cars.id, ids.slice(i, i + 1000)));
  }
  return ids;
}

/** Gives each car a slug no other car holds, trying the plain slug first (see slugCandidate). */
async function assignSlugs(
  tx: Tx,
  wanted: [stocknum: string, base: string][],
  dealershipSlug: string,
): Promise<Map<string, string>> {
  const assigned = new Map<string, string>();
  const claimed = new Set<string>();
  let pending = wanted;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 50) throw new StockImportError(`Could not find a free slug for stocknum ${pending[0][0]}`);
    const candidates = pending.map(([stocknum, base]) => [
      stocknum,
      slugCandidate(base, dealershipSlug, attempt),
    ]);
    const taken = new Set<string>();
    for (let i = 0; i < candidates.length; i += 1000) {
      await yieldToEventLoop();
      const chunk = candidates.slice(i, i + 1000).map(([, slug]) => slug);
      const rows = await tx.select({ slug: cars.slug }).from(cars).where(inArray(cars.slug, chunk));
      for (const row of rows) taken.add(row.slug);
    }
    const next: typeof pending = [];
    candidates.forEach(([stocknum, slug], i) => {
      if (taken.has(slug) || claimed.has(slug)) next.push(pending[i]);
      else {
        claimed.add(slug);
        assigned.set(stocknum, slug);
      }
    });
    pending = next;
  }
  return assigned;
}

/** The dealership a stock-feed API key belongs to, or null. Keys are stored only as SHA-256 digests. */
export async function findDealershipByApiKey(
  db: Db,
  key: string | null | undefined,
): Promise<DealershipRef | null> {
  if (!key) return null;
  const [row] = await db
    .select({
      id: dealerships.id,
      slug: dealerships.slug,
      name: dealerships.name,
      hash: dealerships.apiKeyHash,
    })
    .from(dealerships)
    .where(eq(dealerships.apiKeyHash, hashApiKey(key)))
    .limit(1);
  if (!row || !apiKeyMatches(key, row.hash)) return null;
  return { id: row.id, slug: row.slug, name: row.name };
}

/** A site and the dealerships whose stock it shows (for the CLI's --site / --dealership). */
export async function findSiteDealerships(
  db: Db,
  siteSlug: string,
): Promise<{ site: { id: number; slug: string; name: string }; dealerships: DealershipRef[] } | null> {
  const [site] = await db
    .select({ id: sites.id, slug: sites.slug, name: sites.name })
    .from(sites)
    .where(eq(sites.slug, siteSlug));
  if (!site) return null;
  const rows = await db
    .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
    .from(siteDealerships)
    .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
    .where(eq(siteDealerships.siteId, site.id))
    .orderBy(asc(dealerships.slug));
  return { site, dealerships: rows };
}

export async function listSiteSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: sites.slug }).from(sites).orderBy(asc(sites.slug));
  return rows.map((row) => row.slug);
}
