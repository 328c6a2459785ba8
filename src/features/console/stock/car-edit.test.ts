import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { appMeta, auditLog, cars, siteDealerships, sites, stockChanges } from '../../../db/schema';
import { windowInstants } from '../../../inventory/offer-window-rules';
import { carQuote } from '../../../repayments/quote-rules';
import { CAR_CHANGED_MEANWHILE, type CarEdit, carHistory, findEditableCar, saveCar } from './car-edit';
import { EDITABLE } from './edit-rules';
import type { StockViewer } from './stock-list';

vi.mock('server-only', () => ({}));

let handle: Awaited<ReturnType<typeof createTestDb>>;
let viewer: StockViewer;
let carId: number;
let otherSiteCar: number;
const actor = { id: 'manager-1', email: 'manager@example.com', ip: '10.0.0.1' };

beforeAll(async () => {
  handle = await createTestDb({ cars: 30 });
  const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'carzone'));
  const links = await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  viewer = { siteId: site.id, dealershipIds: links.map((l) => l.dealershipId) };
  const [mine] = await handle.db
    .select()
    .from(cars)
    .where(inArray(cars.dealershipId, viewer.dealershipIds))
    .limit(1);
  carId = mine.id;
  const [theirs] = await handle.db
    .select()
    .from(cars)
    .where(inArray(cars.dealershipId, [-1, ...(await otherDealerships())]))
    .limit(1);
  otherSiteCar = theirs.id;
});
afterAll(() => handle.drop());

async function otherDealerships() {
  const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'outback-rv'));
  return (await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id))).map(
    (l) => l.dealershipId,
  );
}

const stockVersion = async () =>
  (await handle.db.select().from(appMeta).where(eq(appMeta.key, 'stock_version')))[0]?.value ?? 0;

async function current() {
  const car = await findEditableCar(handle.db, viewer, carId);
  if (!car) throw new Error('no car');
  const edit = Object.fromEntries(EDITABLE.map((field) => [field, car[field]])) as CarEdit;
  return { edit, seen: car.updatedAt, locks: car.locked };
}

describe('saveCar', () => {
  it('saves the fields that changed, bumps the stock version for every process, and records before and after', async () => {
    const { edit, seen } = await current();
    const version = await stockVersion();
    const outcome = await saveCar(
      handle.db,
      viewer,
      actor,
      carId,
      { edit: { ...edit, price: 31_990, tag: 'Hot deal' }, locks: [], seen },
      new Date(),
    );
    expect(outcome.ok && outcome.changed).toEqual(['price', 'tag']);
    expect(outcome.ok && outcome.car.price).toBe(31_990);
    expect(await stockVersion()).toBe(version + 1);
    expect(
      (await handle.db.select().from(stockChanges).where(eq(stockChanges.carId, carId))).length,
    ).toBeGreaterThan(0);
    const [entry] = await carHistory(handle.db, viewer.siteId, carId);
    expect(entry).toMatchObject({
      who: actor.email,
      before: { price: edit.price, tag: edit.tag },
      after: { price: 31_990, tag: 'Hot deal' },
    });
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(carId)));
    expect(audit).toMatchObject({ action: 'car.update', subjectType: 'car', ip: '10.0.0.1' });
  });

  it('changes nothing, and records nothing, when nothing differs', async () => {
    const { edit, seen } = await current();
    const version = await stockVersion();
    expect(
      await saveCar(handle.db, viewer, actor, carId, { edit, locks: [], seen }, new Date()),
    ).toMatchObject({
      ok: true,
      changed: [],
    });
    expect(await stockVersion()).toBe(version);
  });

  it('refuses a save from a car read before another change (a feed, a colleague)', async () => {
    const { edit, seen } = await current();
    await handle.db
      .update(cars)
      .set({ updatedAt: new Date(seen.getTime() + 5_000) })
      .where(eq(cars.id, carId));
    expect(
      await saveCar(
        handle.db,
        viewer,
        actor,
        carId,
        { edit: { ...edit, price: 1 }, locks: [], seen },
        new Date(),
      ),
    ).toEqual({
      ok: false,
      status: 409,
      error: CAR_CHANGED_MEANWHILE,
    });
  });

  it('keeps the moment a car was sold, and clears it when it is back in stock', async () => {
    const first = await current();
    const soldOn = new Date('2026-11-20T00:00:00Z');
    await saveCar(
      handle.db,
      viewer,
      actor,
      carId,
      { edit: { ...first.edit, status: 'sold' }, locks: [], seen: first.seen },
      soldOn,
    );
    const [sold] = await handle.db.select({ soldAt: cars.soldAt }).from(cars).where(eq(cars.id, carId));
    expect(sold.soldAt?.toISOString()).toBe(soldOn.toISOString());
    const second = await current();
    await saveCar(
      handle.db,
      viewer,
      actor,
      carId,
      { edit: { ...second.edit, status: 'in_stock' }, locks: [], seen: second.seen },
      new Date(),
    );
    const [back] = await handle.db.select({ soldAt: cars.soldAt }).from(cars).where(eq(cars.id, carId));
    expect(back.soldAt).toBeNull();
  });

  it('locks fields against the feed, records a person as their source, and prices the instant quote anew', async () => {
    const { edit, seen } = await current();
    const now = new Date();
    const outcome = await saveCar(
      handle.db,
      viewer,
      actor,
      carId,
      {
        edit: { ...edit, price: 44_990, offerPrice: null, standardEquipment: ['Heated seats', 'Tow bar'] },
        locks: ['price', 'standardEquipment', 'price'],
        seen,
      },
      now,
    );
    expect(outcome.ok && outcome.changed).toEqual(['price', 'standardEquipment', 'locked']);
    expect(outcome.ok && outcome.car.locked).toEqual(['price', 'standardEquipment']);
    expect(outcome.ok && outcome.car.sources.price).toEqual({
      by: 'person',
      who: actor.email,
      at: now.toISOString(),
    });
    expect(outcome.ok && outcome.car.checkedAt.toISOString()).toBe(now.toISOString());
    const [row] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(row.standardEquipment).toEqual(['Heated seats', 'Tow bar']);
    expect(row.youxQuote).toEqual(carQuote({ ...row, price: 44_990 }, now));
    expect(row.youxQuote?.weeklyRepaymentAmount).toBeGreaterThan(0);
    const [entry] = await carHistory(handle.db, viewer.siteId, carId);
    expect(entry.after).toMatchObject({ price: 44_990, locked: ['price', 'standardEquipment'] });

    const unlock = await current();
    const outcome2 = await saveCar(
      handle.db,
      viewer,
      actor,
      carId,
      { edit: unlock.edit, locks: [], seen: unlock.seen },
      new Date(),
    );
    expect(outcome2.ok && outcome2.changed).toEqual(['locked']);
    expect(outcome2.ok && outcome2.car.locked).toEqual([]);
  });

  it('keeps a dated offer waiting for its window, live within it, on the car’s location’s clock', async () => {
    const { edit, seen } = await current();
    const now = new Date('2026-11-29T01:00:00Z');
    const waiting = await saveCar(
      handle.db,
      viewer,
      actor,
      carId,
      {
        edit: { ...edit, price: 50_000, offerPrice: 45_990, offerFrom: '2026-12-01', offerTo: '2026-12-03' },
        locks: [],
        seen,
      },
      now,
    );
    expect(waiting.ok && waiting.car).toMatchObject({
      offerPrice: 45_990,
      offerFrom: '2026-12-01',
      offerTo: '2026-12-03',
      locked: ['offerPrice'],
    });
    const [row] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(row).toMatchObject({ offerPrice: null, offerPlanned: 45_990 });
    const zone = waiting.ok ? waiting.car.timeZone : '';
    expect(row.offerStartsAt?.toISOString()).toBe(
      windowInstants('2026-12-01', '2026-12-03', zone).offerStartsAt.toISOString(),
    );

    // Saved inside its window, the offer is live at once; without dates, it is an offer for now.
    const inside = await current();
    await saveCar(
      handle.db,
      viewer,
      actor,
      carId,
      { edit: inside.edit, locks: inside.locks, seen: inside.seen },
      now,
    );
    const again = await current();
    await saveCar(
      handle.db,
      viewer,
      actor,
      carId,
      { edit: { ...again.edit, offerTo: '2026-12-04' }, locks: again.locks, seen: again.seen },
      new Date('2026-12-02T01:00:00Z'),
    );
    expect((await handle.db.select().from(cars).where(eq(cars.id, carId)))[0].offerPrice).toBe(45_990);
    const plain = await current();
    await saveCar(
      handle.db,
      viewer,
      actor,
      carId,
      {
        edit: { ...plain.edit, offerFrom: null, offerTo: null, offerPrice: null },
        locks: [],
        seen: plain.seen,
      },
      new Date(),
    );
    const [after] = await handle.db.select().from(cars).where(eq(cars.id, carId));
    expect(after).toMatchObject({
      offerPrice: null,
      offerPlanned: null,
      offerStartsAt: null,
      offerEndsAt: null,
    });
  });

  it('finds no car of another site, nor one out of range', async () => {
    expect(await findEditableCar(handle.db, viewer, otherSiteCar)).toBeNull();
    expect(await findEditableCar(handle.db, viewer, 0)).toBeNull();
    expect(await findEditableCar(handle.db, viewer, 2_147_483_648)).toBeNull();
  });
});
