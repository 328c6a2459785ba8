import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { auditLog, cars, dealerships } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import { soldAtFor } from '@/inventory/status-rules';
import { type AuditActor, auditChange } from '@/staff/audit';
import { carSummaryColumns, inReach, type StockViewer } from './stock-list';

// A car as a manager edits it in the console: its price fields, comments, tag, status and reserved flag.
// A change is saved from the values it was read with, bumps the stock version in the same transaction
// (every process's search, pages and feeds follow within seconds), and is on the audit log with the fields
// before and after, which is the car's own history on its page.

export const EDITABLE = [
  'price',
  'beforePrice',
  'offerPrice',
  'priceType',
  'dealercomments',
  'tag',
  'status',
  'reserved',
] as const;
export type CarEdit = {
  price: number;
  beforePrice: number | null;
  offerPrice: number | null;
  priceType: string | null;
  dealercomments: string | null;
  tag: string | null;
  status: 'in_stock' | 'coming_soon' | 'sold';
  reserved: boolean;
};

export type EditableCar = CarEdit & {
  id: number;
  slug: string;
  title: string;
  stocknum: string;
  dealership: string;
  thumb: string | null;
  updatedAt: Date;
};

/** A car of the member's reach by id (a whole number in range), or null. */
export async function findEditableCar(db: Db, viewer: StockViewer, id: number): Promise<EditableCar | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({
      ...carSummaryColumns,
      updatedAt: cars.updatedAt,
      price: cars.price,
      beforePrice: cars.beforePrice,
      offerPrice: cars.offerPrice,
      priceType: cars.priceType,
      dealercomments: cars.dealercomments,
      tag: cars.tag,
      status: cars.status,
      reserved: cars.reserved,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(eq(cars.id, id), inReach(viewer)));
  if (!row) return null;
  const { year, make, model, badge, status, ...rest } = row;
  return {
    ...rest,
    title: vehicleTitle({ year, make, model, badge }),
    // A feed's other words for sold read as sold here, as everywhere (status-rules.ts).
    status: status === 'in_stock' || status === 'coming_soon' ? status : 'sold',
  };
}

export type EditOutcome =
  | { ok: true; car: EditableCar; changed: string[] }
  | { ok: false; status: 404 | 409; error: string };

export const CAR_CHANGED_MEANWHILE =
  'This car changed a moment ago (a feed or a colleague): reload it to see what changed.';

/**
 * Saves the fields that differ; `seen` is the car's `updatedAt` when the form was read, so a feed import or
 * a colleague's save in between is a 409, not overwritten.
 */
export async function saveCar(
  db: Db,
  viewer: StockViewer,
  actor: AuditActor,
  id: number,
  edit: CarEdit,
  seen: Date,
  now: Date,
): Promise<EditOutcome> {
  const car = await findEditableCar(db, viewer, id);
  if (!car) return { ok: false, status: 404, error: 'Not found' };
  const changed = EDITABLE.filter((field) => car[field] !== edit[field]);
  if (changed.length === 0) return { ok: true, car, changed };
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cars)
      .set({ ...edit, soldAt: sql`${soldAtSql(edit.status, now)}`, updatedAt: now })
      .where(
        and(
          eq(cars.id, id),
          sql`date_trunc('milliseconds', ${cars.updatedAt}) = ${seen.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: cars.id });
    if (!row) return false;
    await recordStockChanges(tx, [id]);
    const before = Object.fromEntries(changed.map((field) => [field, car[field]]));
    const after = Object.fromEntries(changed.map((field) => [field, edit[field]]));
    await auditChange(
      tx,
      actor,
      viewer.siteId,
      'car.update',
      { type: 'car', id: String(id) },
      { before, after },
    );
    return true;
  });
  if (!saved) return { ok: false, status: 409, error: CAR_CHANGED_MEANWHILE };
  const fresh = await findEditableCar(db, viewer, id);
  return fresh ? { ok: true, car: fresh, changed } : { ok: false, status: 404, error: 'Not found' };
}

/** The sold moment as the status rule keeps it, from the row's own earlier sale. */
function soldAtSql(status: CarEdit['status'], now: Date) {
  const kept = soldAtFor(status, null, now);
  return kept === null ? sql`null` : sql`coalesce(${cars.soldAt}, ${now.toISOString()}::timestamptz)`;
}

export type CarHistoryEntry = { id: number; at: Date; who: string | null; before: unknown; after: unknown };

/** The car's changes made in the console, newest first (the feed's are in its import reports). */
export async function carHistory(db: Db, siteId: number, id: number): Promise<CarHistoryEntry[]> {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      who: auditLog.actorEmail,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      and(eq(auditLog.siteId, siteId), eq(auditLog.subjectType, 'car'), eq(auditLog.subjectId, String(id))),
    )
    .orderBy(desc(auditLog.id))
    .limit(50);
}
