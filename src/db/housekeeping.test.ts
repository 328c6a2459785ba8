import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { pruneGrowingTables, startHousekeeping } from './housekeeping';
import { rateLimits, stockChanges } from './schema';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.drop());

const now = new Date('2026-07-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

async function fill() {
  await handle.db.delete(rateLimits);
  await handle.db.delete(stockChanges);
  await handle.db.insert(rateLimits).values([
    { key: 'lead:1:192.0.2.1', windowStart: daysAgo(1), count: 4 },
    { key: 'lead:1:192.0.2.2', windowStart: now, count: 1 },
  ]);
  await handle.db.insert(stockChanges).values([
    { id: 1, carId: 1, changedAt: daysAgo(3) },
    { id: 20_000, carId: 2, changedAt: daysAgo(2) },
    { id: 20_001, carId: 3, changedAt: now },
  ]);
}

const left = async () => ({
  limits: (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key),
  changes: (await handle.db.select({ id: stockChanges.id }).from(stockChanges)).map((r) => r.id).sort(),
});

describe('pruning the tables that only grow', () => {
  it('removes ended rate-limit windows and old, far-behind stock changes', async () => {
    await fill();
    await pruneGrowingTables(handle.db, now);
    expect(await left()).toEqual({ limits: ['lead:1:192.0.2.2'], changes: [20_000, 20_001] });
  });

  it('runs as soon as the server starts it', async () => {
    await handle.db.delete(rateLimits);
    await handle.db.insert(rateLimits).values({ key: 'lead:1:192.0.2.9', windowStart: daysAgo(1), count: 1 });
    const housekeeping = startHousekeeping({ db: handle.db, intervalMs: 60_000 });
    await expect.poll(async () => (await left()).limits, { timeout: 5000 }).toEqual([]);
    housekeeping.stop();
  });
});
