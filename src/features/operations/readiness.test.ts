import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger';

// A database that never answers (a PostgreSQL whose network hangs) and one that refuses.
const database = vi.hoisted(() => ({ answer: (): Promise<never> => new Promise(() => undefined) }));
vi.mock('@/db', () => ({ getDbHandle: () => database.answer() }));
vi.mock('@/search', () => ({ searchIndexBuilt: () => true, searchIndex: async () => ({}) }));

const { readiness } = await import('./readiness');
const { readWithin } = await import('./readings');

afterEach(() => vi.restoreAllMocks());

describe('readiness with a database that hangs', () => {
  it('answers within about 2 s, the database and outbox checks failing', async () => {
    const started = performance.now();
    const result = await readiness();
    expect(performance.now() - started).toBeLessThan(2500);
    expect(result).toEqual({
      status: 'unready',
      checks: { database: 'timed out after 2 s', searchIndex: 'ok', outbox: 'timed out after 2 s' },
    });
  });
});

describe('readWithin', () => {
  it('shares a reading still in flight instead of piling up new ones', async () => {
    const read = vi.fn(() => new Promise<never>(() => undefined));
    const first = readWithin('hang', read, 20);
    const second = readWithin('hang', read, 20);
    expect(await first).toEqual({ ok: false, failure: 'timed out' });
    expect(await second).toEqual({ ok: false, failure: 'timed out' });
    await readWithin('hang', read, 5);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('answers a failed reading as unreachable, its cause logged, and tries again next time', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const read = vi.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(await readWithin('refused', read, 100)).toEqual({ ok: false, failure: 'unreachable' });
    expect(await readWithin('refused', read, 100)).toEqual({ ok: false, failure: 'unreachable' });
    expect(read).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ reading: 'refused' }), expect.any(String));
  });

  it('answers a reading’s value', async () => {
    expect(await readWithin('fine', async () => 7, 100)).toEqual({ ok: true, value: 7 });
  });
});
