import { describe, expect, it, vi } from 'vitest';
import type { DbHandle } from './client';

// PostgreSQL down as the process starts, then back: the first use fails, a later one must succeed.
const opened: DbHandle[] = [];
const close = vi.fn(async () => undefined);
vi.mock('./client', () => ({
  createDb: () => {
    const handle = { db: {}, close, kind: 'postgres' } as unknown as DbHandle;
    opened.push(handle);
    return handle;
  },
}));
vi.mock('./data-lock', () => ({ acquireDataLock: () => undefined }));
const runMigrations = vi.fn();
vi.mock('./migrate', () => ({ runMigrations: (handle: DbHandle) => runMigrations(handle) }));

describe('getDbHandle', () => {
  it('recovers when the database comes back, without a restart', async () => {
    const { getDbHandle } = await import('./index');
    runMigrations.mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    await expect(getDbHandle()).rejects.toThrow('ECONNREFUSED');
    expect(close).toHaveBeenCalledTimes(1);

    runMigrations.mockResolvedValue(undefined);
    const handle = await getDbHandle();
    expect(handle).toBe(opened[1]);
    expect(await getDbHandle()).toBe(handle);
    expect(opened).toHaveLength(2);
  });
});
