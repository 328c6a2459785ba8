import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { appMeta, auditLog, cars, siteDealerships, sites } from '../../../db/schema';
import { carQuote } from '../../../repayments/quote-rules';
import { applyBulk, CHANGED_SINCE_PREVIEW, previewBulk } from './bulk';
import type { StockViewer } from './stock-list';

vi.mock('server-only', () => ({}));

let handle: Awaited<ReturnType<typeof createTestDb>>;
let viewer: StockViewer;
let mine: (typeof cars.$inferSelect)[];
let theirs: number;
const actor = { id: 'manager-1', email: 'manager@example.com', ip: '10.0.0.1' };

async function siteCars(slug: string) {
  const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  const links = await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  const ids = links.map((l) => l.dealershipId);
  return {
    siteId: site.id,
    ids,
    cars: await handle.db.select().from(cars).where(inArray(cars.dealershipId, ids)),
  };
}

beforeAll(async () => {
  handle = await createTestDb({ cars: 60 });
  const own = await siteCars('carzone');
  viewer = { siteId: own.siteId, dealershipIds: own.ids };
  mine = own.cars.filter((car) => car.status === 'in_stock').slice(0, 3);
  await handle.db
    .update(cars)
    .set({ price: 40_000, offerPrice: null, beforePrice: null })
    .where(
      inArray(
        cars.id,
        mine.map((car) => car.id),
      ),
    );
  theirs = (await siteCars('outback-rv')).cars[0].id;
});
afterAll(() => handle.drop());

const version = async () =>
  (await handle.db.select().from(appMeta).where(eq(appMeta.key, 'stock_version')))[0]?.value ?? 0;

describe('bulk price change', () => {
  it('previews each car, applies what was previewed, one audit entry per car, one stock change', async () => {
    const ids = mine.map((car) => car.id);
    const action = { kind: 'price', by: 'percent', change: -5 } as const;
    const preview = await previewBulk(handle.db, viewer, [...ids, theirs], action);
    expect(preview.map((row) => row.id)).toEqual(ids);
    expect(preview.every((row) => row.ok && row.before === '$40,000' && row.after === '$38,000')).toBe(true);

    // A colleague changes the third car after the preview: it is left alone.
    const now = new Date();
    await handle.db
      .update(cars)
      .set({ updatedAt: new Date(now.getTime() + 1000) })
      .where(eq(cars.id, ids[2]));
    const before = await version();
    const result = await applyBulk(
      handle.db,
      viewer,
      actor,
      preview.map(({ id, seen }) => ({ id, seen })),
      action,
      now,
    );
    expect(result).toEqual({
      applied: ids.slice(0, 2),
      skipped: [{ id: ids[2], reason: CHANGED_SINCE_PREVIEW }],
    });
    expect(await version()).toBe(before + 1);
    const after = await handle.db.select().from(cars).where(inArray(cars.id, ids)).orderBy(cars.id);
    expect(after.map((car) => car.price)).toEqual([38_000, 38_000, 40_000]);
    expect(after[0].youxQuote).toEqual(carQuote({ ...after[0] }, now));
    expect(after[0].fieldSources.price).toMatchObject({ by: 'person', who: actor.email });
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.subjectId, ids.map(String)));
    expect(audit.map((row) => [row.subjectId, row.before, row.after])).toEqual([
      [String(ids[0]), { price: 40_000 }, { price: 38_000 }],
      [String(ids[1]), { price: 40_000 }, { price: 38_000 }],
    ]);
  });

  it('marks sold and withdraws, and never touches another site’s car', async () => {
    const [first] = mine;
    const [read] = await previewBulk(handle.db, viewer, [first.id], { kind: 'sold' });
    const sold = await applyBulk(
      handle.db,
      viewer,
      actor,
      [{ id: first.id, seen: read.seen }],
      { kind: 'sold' },
      new Date(),
    );
    expect(sold.applied).toEqual([first.id]);
    const [row] = await handle.db.select().from(cars).where(eq(cars.id, first.id));
    expect(row.status).toBe('sold');
    expect(row.soldAt).not.toBeNull();

    const [other] = await handle.db.select().from(cars).where(eq(cars.id, theirs));
    const refused = await applyBulk(
      handle.db,
      viewer,
      actor,
      [{ id: theirs, seen: other.updatedAt.toISOString() }],
      { kind: 'withdraw' },
      new Date(),
    );
    expect(refused).toEqual({ applied: [], skipped: [{ id: theirs, reason: 'Not found' }] });
    const [still] = await handle.db.select().from(cars).where(eq(cars.id, theirs));
    expect(still.showOnDealerWebsite).toBe(other.showOnDealerWebsite);
  });
});
