import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';

// PostgreSQL down as the process starts, then back: the first search fails, the next one must work.
const getDb = vi.fn();
vi.mock('@/db', () => ({ getDb: () => getDb() }));

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb({ cars: 60 });
}, 120_000);
afterAll(async () => handle.drop());

describe('searchIndex', () => {
  it('does not keep a failure to reach the database', async () => {
    const { resetSearchIndexForTests, searchIndex } = await import('./stock-search');
    resetSearchIndexForTests();
    getDb.mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    await expect(searchIndex()).rejects.toThrow('ECONNREFUSED');
    getDb.mockResolvedValue(handle.db);
    const index = await searchIndex();
    expect(index.cards.size).toBeGreaterThan(0);
  });
});
