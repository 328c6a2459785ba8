import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setDbHandleForTests } from '@/db';
import { createTestDb, type TestDb } from '../../../tests/helpers/test-db';

vi.mock('@/search', () => ({ searchIndexBuilt: () => true, searchIndex: async () => ({}) }));

const { readiness } = await import('./readiness');

// On a PostgreSQL server, the probe reads over a connection of its own: a pool whose every connection is
// busy with slow work (a page under heavy load) does not make a healthy database look down, which would
// take every web process out of the load balancer at once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('readiness while the pool is busy', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    setDbHandleForTests(testDb);
  });
  afterAll(() => testDb.drop());

  it('still finds the database answering, at once', async () => {
    // The pool's ten connections, each held for 3 s (a drizzle query runs once something awaits it).
    const busy = Array.from({ length: 10 }, () =>
      testDb.db.execute(sql`select pg_sleep(3)`).then(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const result = await readiness();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(result).toEqual({
      status: 'ready',
      checks: { database: 'ok', searchIndex: 'ok', outbox: 'ok' },
    });
    await Promise.all(busy);
  });
});
