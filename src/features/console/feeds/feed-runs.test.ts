import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { auditLog, dealerships, siteDealerships, sites, stockImports } from '../../../db/schema';
import { apiKeyMatches } from '../../../lib/api-key';
import type { StockViewer } from '../stock/stock-list';
import { feedKeys, findFeedRun, issueFeedKey, listFeedRuns, revokeDealershipFeedKey } from './feed-runs';

vi.mock('server-only', () => ({}));

let handle: Awaited<ReturnType<typeof createTestDb>>;
let viewer: StockViewer;
let theirs: number;
const actor = { id: 'owner-1', email: 'owner@example.com', ip: '10.0.0.9' };

async function dealershipsOf(slug: string) {
  const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  const links = await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  return { siteId: site.id, dealershipIds: links.map((link) => link.dealershipId) };
}

const run = (dealershipId: number, kept: number) => ({
  dealershipId,
  source: 'api',
  fullFeed: true,
  inserted: 1,
  updated: 2,
  unchanged: 3,
  markedSold: 0,
  rejected: 1,
  errors: [{ line: 4, field: 'price', message: "must be a number, got 'POA'" }],
  kept: Array.from({ length: kept }, (_, i) => ({ stocknum: `K${i}`, field: 'price', feed: 1, kept: 2 })),
  warnings: ['Unknown columns ignored: odometer_notes'],
});

beforeAll(async () => {
  handle = await createTestDb({ cars: 10 });
  viewer = await dealershipsOf('summit-motor-group');
  theirs = (await dealershipsOf('carzone')).dealershipIds[0];
  await handle.db.insert(stockImports).values([run(viewer.dealershipIds[0], 1), run(theirs, 0)]);
});
afterAll(() => handle.drop());

describe('feed runs', () => {
  it('lists the runs of the member’s dealerships only, with what each kept', async () => {
    const { runs, total } = await listFeedRuns(handle.db, viewer, 1);
    expect(total).toBe(1);
    expect(runs[0]).toMatchObject({ inserted: 1, updated: 2, rejected: 1, kept: 1, full: true });
    const found = await findFeedRun(handle.db, viewer, runs[0].id);
    expect(found?.errors).toEqual([{ line: 4, field: 'price', message: "must be a number, got 'POA'" }]);
    expect(found?.keptValues).toEqual([{ stocknum: 'K0', field: 'price', feed: 1, kept: 2, carId: null }]);
    expect(found?.warnings).toEqual(['Unknown columns ignored: odometer_notes']);
  });

  it('finds no run of another site, nor one out of range', async () => {
    const [other] = await handle.db
      .select({ id: stockImports.id })
      .from(stockImports)
      .where(eq(stockImports.dealershipId, theirs));
    expect(await findFeedRun(handle.db, viewer, other.id)).toBeNull();
    expect(await findFeedRun(handle.db, viewer, 0)).toBeNull();
    expect(await findFeedRun(handle.db, viewer, 2_147_483_648)).toBeNull();
  });
});

describe('feed keys', () => {
  it('issues a working key at once, replaces it (the old one stops), and revokes it, each on the audit log', async () => {
    const id = viewer.dealershipIds[0];
    const hash = async () =>
      (await handle.db.select().from(dealerships).where(eq(dealerships.id, id)))[0].apiKeyHash;
    const now = new Date('2026-11-29T01:00:00Z');
    const first = await issueFeedKey(handle.db, viewer, actor, id, now);
    expect(first?.replaced).toBe(true);
    expect(apiKeyMatches(first?.key ?? '', await hash())).toBe(true);
    const second = await issueFeedKey(handle.db, viewer, actor, id, now);
    expect(apiKeyMatches(first?.key ?? '', await hash())).toBe(false);
    expect(apiKeyMatches(second?.key ?? '', await hash())).toBe(true);
    expect((await feedKeys(handle.db, viewer)).find((key) => key.dealershipId === id)).toMatchObject({
      hasKey: true,
      issuedAt: now,
    });

    expect(await revokeDealershipFeedKey(handle.db, viewer, actor, id)).toBe(true);
    expect(await hash()).toBeNull();
    expect((await feedKeys(handle.db, viewer)).find((key) => key.dealershipId === id)?.hasKey).toBe(false);
    const again = await issueFeedKey(handle.db, viewer, actor, id, now);
    expect(again?.replaced).toBe(false);

    const actions = (
      await handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(id)))
    ).map((row) => row.action);
    expect(actions).toEqual(['feed_key.replace', 'feed_key.replace', 'feed_key.revoke', 'feed_key.issue']);
  });

  it('touches no key of another site’s dealership', async () => {
    const before = (await handle.db.select().from(dealerships).where(eq(dealerships.id, theirs)))[0];
    expect(await issueFeedKey(handle.db, viewer, actor, theirs, new Date())).toBeNull();
    expect(await revokeDealershipFeedKey(handle.db, viewer, actor, theirs)).toBe(false);
    expect(await issueFeedKey(handle.db, viewer, actor, 0, new Date())).toBeNull();
    const after = (await handle.db.select().from(dealerships).where(eq(dealerships.id, theirs)))[0];
    expect(after.apiKeyHash).toBe(before.apiKeyHash);
  });
});
