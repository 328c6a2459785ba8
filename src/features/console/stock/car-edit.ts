import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { FieldSources } from '@/db/json-types';
import { auditLog, cars, dealerships, locations } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import { offerNow, windowDates, windowInstants } from '@/inventory/offer-window-rules';
import { soldAtFor } from '@/inventory/status-rules';
import { BRISBANE, locationTimeZone } from '@/lib/dates';
import { carQuote } from '@/repayments/quote-rules';
import { type AuditActor, auditChange } from '@/staff/audit';
import {
  type CarEdit,
  changedFields,
  type EditableField,
  type LockableField,
  normalLocks,
  personSources,
} from './edit-rules';
import { listingQuality, reasonWords } from './quality-rules';
import { carSummaryColumns, inReach, qualityColumns, type StockViewer } from './stock-list';

export type { CarEdit } from './edit-rules';

// A car as a manager edits it in the console: its price fields, comments, tag, status, reserved flag,
// display switches and equipment, and the fields locked against the feed.
// A change is saved from the values it was read with, bumps the stock version in the same transaction
// (every process's search, pages and feeds follow within seconds), and is on the audit log with the fields
// before and after, which is the car's own history on its page.

export type EditableCar = CarEdit & {
  id: number;
  slug: string;
  title: string;
  year: number;
  stocknum: string;
  dealership: string;
  thumb: string | null;
  updatedAt: Date;
  createdAt: Date;
  checkedAt: Date;
  locked: LockableField[];
  sources: FieldSources;
  quality: { score: number; reasons: string[] };
  /** The car's location's clock, which an offer's dates are on. */
  timeZone: string;
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
      offerPlanned: cars.offerPlanned,
      offerStartsAt: cars.offerStartsAt,
      offerEndsAt: cars.offerEndsAt,
      placeZone: locations.timeZone,
      placeState: sql<string | null>`coalesce(${locations.state}, ${cars.state})`,
      priceType: cars.priceType,
      dealercomments: cars.dealercomments,
      tag: cars.tag,
      status: cars.status,
      reserved: cars.reserved,
      showOnDealerWebsite: cars.showOnDealerWebsite,
      checkoutEnabled: cars.checkoutEnabled,
      testDriveEnabled: cars.testDriveEnabled,
      tradeInAllowed: cars.tradeInAllowed,
      standardEquipment: cars.standardEquipment,
      createdAt: cars.createdAt,
      checkedAt: cars.checkedAt,
      lockedFields: cars.lockedFields,
      sources: cars.fieldSources,
      listing: {
        ...qualityColumns,
        price: cars.price,
        photos: sql<number>`jsonb_array_length(${cars.images})`,
      },
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(eq(cars.id, id), inReach(viewer)));
  if (!row) return null;
  const {
    make,
    model,
    badge,
    status,
    lockedFields,
    listing,
    offerPlanned,
    offerStartsAt,
    offerEndsAt,
    placeZone,
    placeState,
    ...rest
  } = row;
  const quality = listingQuality(listing);
  const timeZone = placeState ? locationTimeZone({ timeZone: placeZone, state: placeState }) : BRISBANE;
  const dated = offerPlanned !== null && offerStartsAt && offerEndsAt;
  const dates = dated ? windowDates(offerStartsAt, offerEndsAt, timeZone) : null;
  return {
    ...rest,
    timeZone,
    // A dated offer shows as the person gave it, live or waiting.
    offerPrice: dated ? offerPlanned : rest.offerPrice,
    offerFrom: dates?.from ?? null,
    offerTo: dates?.to ?? null,
    quality: { score: quality.score, reasons: quality.reasons.map((reason) => reasonWords(reason, listing)) },
    title: vehicleTitle({ year: row.year, make, model, badge }),
    locked: normalLocks(lockedFields),
    // A feed's other words for sold read as sold here, as everywhere (status-rules.ts).
    status: status === 'in_stock' || status === 'coming_soon' ? status : 'sold',
  };
}

export type EditOutcome =
  /** `changed`: the fields saved, and 'locked' when the locks changed. */
  | { ok: true; car: EditableCar; changed: (EditableField | 'locked')[] }
  | { ok: false; status: 404 | 409; error: string };

export const CAR_CHANGED_MEANWHILE =
  'This car changed a moment ago (a feed or a colleague): reload it to see what changed.';

/**
 * Saves the fields that differ and the locks asked for; `seen` is the car's `updatedAt` when the form was
 * read, so a feed import or a colleague's save in between is a 409, not overwritten. A save confirms the
 * car is there (its check time), the fields changed are a person's from now on, and the instant quote is
 * worked out again from the new price, as a feed's price change does.
 */
export async function saveCar(
  db: Db,
  viewer: StockViewer,
  actor: AuditActor,
  id: number,
  { edit, locks, seen }: { edit: CarEdit; locks: readonly string[]; seen: Date },
  now: Date,
): Promise<EditOutcome> {
  const car = await findEditableCar(db, viewer, id);
  if (!car) return { ok: false, status: 404, error: 'Not found' };
  const changed = changedFields(car, edit);
  // A dated offer is the person's: the feed's offer price is kept out while it stands.
  const locked = normalLocks(edit.offerFrom ? [...locks, 'offerPrice'] : locks);
  const { offerFrom, offerTo, offerPrice, ...columns } = edit;
  const offer = offerColumns({ offerPrice, offerFrom, offerTo }, car.timeZone, now);
  const locksChanged = locked.join() !== car.locked.join();
  if (changed.length === 0 && !locksChanged) return { ok: true, car, changed };
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cars)
      .set({
        ...columns,
        ...offer,
        soldAt: sql`${soldAtSql(edit.status, now)}`,
        youxQuote: carQuote({ ...columns, offerPrice: offer.offerPrice, year: car.year }, now),
        lockedFields: locked,
        fieldSources: personSources(car.sources, changed, actor.email, now),
        checkedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(cars.id, id),
          sql`date_trunc('milliseconds', ${cars.updatedAt}) = ${seen.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: cars.id });
    if (!row) return false;
    await recordStockChanges(tx, [id], { source: 'person', who: actor.email, at: now });
    const before: Record<string, unknown> = Object.fromEntries(changed.map((field) => [field, car[field]]));
    const after: Record<string, unknown> = Object.fromEntries(changed.map((field) => [field, edit[field]]));
    if (locksChanged) {
      before.locked = car.locked;
      after.locked = locked;
    }
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
  const done: (EditableField | 'locked')[] = locksChanged ? [...changed, 'locked'] : changed;
  return fresh ? { ok: true, car: fresh, changed: done } : { ok: false, status: 404, error: 'Not found' };
}

/** An offer's columns: dated, its price waits for its window (and is live within it); else live at once. */
function offerColumns(
  edit: Pick<CarEdit, 'offerPrice' | 'offerFrom' | 'offerTo'>,
  timeZone: string,
  now: Date,
) {
  if (edit.offerPrice === null || !edit.offerFrom || !edit.offerTo)
    return { offerPrice: edit.offerPrice, offerPlanned: null, offerStartsAt: null, offerEndsAt: null };
  const window = { offerPlanned: edit.offerPrice, ...windowInstants(edit.offerFrom, edit.offerTo, timeZone) };
  return { ...window, offerPrice: offerNow(window, now) };
}

/** The sold moment as the status rule keeps it, from the row's own earlier sale. */
function soldAtSql(status: CarEdit['status'], now: Date) {
  const kept = soldAtFor(status, null, now);
  return kept === null ? sql`null` : sql`coalesce(${cars.soldAt}, ${now.toISOString()}::timestamptz)`;
}

export type CarHistoryEntry = {
  id: number;
  action: string;
  at: Date;
  who: string | null;
  before: unknown;
  after: unknown;
};

/** The car's changes made in the console (its fields, its photos), newest first; the feed's are in its runs. */
export async function carHistory(db: Db, siteId: number, id: number): Promise<CarHistoryEntry[]> {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
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
