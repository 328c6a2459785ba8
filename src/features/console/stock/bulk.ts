import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { cars, dealerships } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import { carQuote } from '@/repayments/quote-rules';
import { type AuditActor, auditChange } from '@/staff/audit';
import { type BulkAction, bulkOutcome } from './bulk-rules';
import { personSources } from './edit-rules';
import { carSummaryColumns, inReach, type StockViewer } from './stock-list';

// Many cars changed at once: previewed (what each car becomes, or why it is left alone), then applied to
// the cars as the preview read them. A car changed in between (a feed, a colleague) is left alone and
// reported, not overwritten. One transaction, one audit entry per car, one stock change for them all.

export type BulkPreviewRow = {
  id: number;
  title: string;
  stocknum: string;
  /** The car's updatedAt as read: the apply call sends it back. */
  seen: string;
} & ({ ok: true; before: string; after: string } | { ok: false; reason: string });

const bulkColumns = {
  ...carSummaryColumns,
  price: cars.price,
  beforePrice: cars.beforePrice,
  offerPrice: cars.offerPrice,
  status: cars.status,
  showOnDealerWebsite: cars.showOnDealerWebsite,
  fieldSources: cars.fieldSources,
  updatedAt: cars.updatedAt,
};

/** What the action does to each of the member's cars named, in the order named; others are left out. */
export async function previewBulk(
  db: Db,
  viewer: StockViewer,
  ids: readonly number[],
  action: BulkAction,
): Promise<BulkPreviewRow[]> {
  const rows = await db
    .select(bulkColumns)
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(inArray(cars.id, [...ids]), inReach(viewer)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const outcome = bulkOutcome(row, action);
    const head = { id, title: vehicleTitle(row), stocknum: row.stocknum, seen: row.updatedAt.toISOString() };
    return [
      outcome.ok
        ? { ...head, ok: true as const, before: outcome.before, after: outcome.after }
        : { ...head, ok: false as const, reason: outcome.reason },
    ];
  });
}

export const CHANGED_SINCE_PREVIEW = 'Changed since the preview: preview again';

export type BulkResult = {
  applied: number[];
  skipped: { id: number; reason: string }[];
};

/**
 * Applies the action to the member's cars as the preview read them (`seen`): a car since changed, gone or
 * not theirs is skipped with its reason. The instant quote follows a new price, the manager is the source
 * of the fields changed, and each car's change is on the audit log.
 */
export async function applyBulk(
  db: Db,
  viewer: StockViewer,
  actor: AuditActor,
  items: readonly { id: number; seen: string }[],
  action: BulkAction,
  now: Date,
): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const ids = items.map((item) => item.id);
    const rows = await tx
      .select({ ...bulkColumns, year: cars.year, youxQuote: cars.youxQuote })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .where(and(inArray(cars.id, ids), inReach(viewer)))
      .for('update', { of: cars });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const applied: number[] = [];
    const skipped: BulkResult['skipped'] = [];
    for (const item of items) {
      const car = byId.get(item.id);
      if (!car) {
        skipped.push({ id: item.id, reason: 'Not found' });
        continue;
      }
      if (car.updatedAt.toISOString() !== new Date(item.seen).toISOString()) {
        skipped.push({ id: item.id, reason: CHANGED_SINCE_PREVIEW });
        continue;
      }
      const outcome = bulkOutcome(car, action);
      if (!outcome.ok) {
        skipped.push({ id: item.id, reason: outcome.reason });
        continue;
      }
      const change = outcome.change;
      const priced = { ...car, ...change };
      const fields = Object.keys(change);
      await tx
        .update(cars)
        .set({
          ...change,
          // The first sale time is kept, as the status rule keeps it (soldAtFor).
          ...(change.status
            ? { soldAt: sql`coalesce(${cars.soldAt}, ${now.toISOString()}::timestamptz)` }
            : {}),
          ...('price' in change || 'offerPrice' in change ? { youxQuote: carQuote(priced, now) } : {}),
          fieldSources: personSources(car.fieldSources, fields, actor.email, now),
          updatedAt: now,
        })
        .where(eq(cars.id, car.id));
      await auditChange(
        tx,
        actor,
        viewer.siteId,
        'car.update',
        { type: 'car', id: String(car.id) },
        {
          before: Object.fromEntries(fields.map((field) => [field, car[field as keyof typeof change]])),
          after: change,
        },
      );
      applied.push(car.id);
    }
    await recordStockChanges(tx, applied, { source: 'person', who: actor.email, at: now });
    return { applied, skipped };
  });
}
