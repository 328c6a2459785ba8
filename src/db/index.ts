import 'server-only';
import { env } from '@/lib/env';
import { type SharedSlot, shareUntilFailure } from '@/lib/share-until-failure';
import { createDb, type Db, type DbHandle } from './client';
import { acquireDataLock } from './data-lock';
import { runMigrations } from './migrate';

// One handle per process, created on first use so that importing a module (e.g. during `next build`)
// never opens the database. Kept on globalThis so dev-server reloads reuse it. A failed open (PostgreSQL
// down at start) is not kept: the next use tries again, so the process recovers when the database does.
const store = globalThis as unknown as { __db?: SharedSlot<DbHandle> };

async function openDatabase(): Promise<DbHandle> {
  if (!env.DATABASE_URL) acquireDataLock(env.PGLITE_DIR, 'server', env.PORT);
  const handle = createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await runMigrations(handle);
  } catch (error) {
    // The next attempt opens a fresh handle; this one's pool must not linger.
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

export function getDbHandle(): Promise<DbHandle> {
  store.__db ??= {};
  return shareUntilFailure(store.__db, openDatabase);
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/**
 * Points the app's modules at a database opened elsewhere: the worker process's (scripts/worker.ts, which
 * opens it as scripts do), so that the jobs' modules that read `getDb()` share it.
 */
export function adoptDbHandle(handle: DbHandle): void {
  store.__db = { promise: Promise.resolve(handle) };
}

/** Tests point the app's modules at their own fresh database. */
export function setDbHandleForTests(handle: DbHandle): void {
  adoptDbHandle(handle);
}

export type { Db } from './client';
