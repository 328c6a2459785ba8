import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { cars, siteDealerships, sites } from '../../../db/schema';
import { STOCK_DEFAULTS } from './filter-rules';
import { listingQuality } from './quality-rules';
import { listStock, needsWorkCount, qualityScoreSql, type StockViewer } from './stock-list';

vi.mock('server-only', () => ({}));

let handle: Awaited<ReturnType<typeof createTestDb>>;
let viewer: StockViewer;

beforeAll(async () => {
  handle = await createTestDb({ cars: 80 });
  const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'carzone'));
  const links = await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  viewer = { siteId: site.id, dealershipIds: links.map((l) => l.dealershipId) };
  // Cars at the edges of every reason: 14 and 15 photos, blank comments, a caravan, no price, a video.
  const mine = await handle.db.select().from(cars).where(inArray(cars.dealershipId, viewer.dealershipIds));
  const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ image: `/p/${i}`, thumb: `/t/${i}` }));
  const edits: Partial<typeof cars.$inferInsert>[] = [
    { images: photos(14), dealercomments: 'Good', videoUrl: '/v.mp4' },
    { images: photos(15), dealercomments: 'Good', videoUrl: '/v.mp4', colour: 'White', simpleBody: 'Sedan' },
    { dealercomments: ' \n ', externalVideoUrl: ' ' },
    { itemType: 'caravan', trans: null, simpleTransmission: null, fuel: null, simpleFuel: null },
    { price: 0 },
  ];
  for (const [i, edit] of edits.entries())
    await handle.db.update(cars).set(edit).where(eq(cars.id, mine[i].id));
});
afterAll(() => handle.drop());

describe('the listing quality in SQL', () => {
  it('agrees with the rule for every car', async () => {
    const rows = await handle.db
      .select({ car: cars, sql: qualityScoreSql })
      .from(cars)
      .where(inArray(cars.dealershipId, viewer.dealershipIds));
    expect(rows.length).toBeGreaterThan(5);
    const scores = new Set<number>();
    for (const { car, sql } of rows) {
      const rule = listingQuality({ ...car, photos: car.images.length }).score;
      expect({ id: car.id, score: sql }).toEqual({ id: car.id, score: rule });
      scores.add(rule);
    }
    expect(scores.size).toBeGreaterThan(1);
  });

  it('queues only the cars that need work, the worst first, each with its reasons', async () => {
    const { rows, total } = await listStock(handle.db, viewer, {
      ...STOCK_DEFAULTS,
      needsWork: true,
      sort: 'quality',
      dir: 'asc',
    });
    expect(total).toBeGreaterThan(0);
    expect(rows.every((row) => row.quality < 100 && row.qualityReasons.length > 0)).toBe(true);
    const scores = rows.map((row) => row.quality);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const all = await listStock(handle.db, viewer, { ...STOCK_DEFAULTS, page: 1 });
    expect(all.total).toBeGreaterThanOrEqual(total);
    const inStock = await listStock(handle.db, viewer, {
      ...STOCK_DEFAULTS,
      needsWork: true,
      status: 'in_stock',
    });
    expect(await needsWorkCount(handle.db, viewer)).toBe(inStock.total);
  });
});
