import 'server-only';
import { env } from '@/lib/env';
import { createDb, type Db, type DbHandle } from './client';
import { acquireDataLock } from './data-lock';
import { runMigrations } from './migrate';

// One handle per process, created on first use so that importing a module (e.g. during `next build`)
// never opens the database. Kept on globalThis so dev-server reloads reuse it.
const store = globalThis as unknown as { __dbHandle?: DbHandle; __dbReady?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  store.__dbReady ??= (async () => {
    if (store.__dbHandle) return store.__dbHandle;
    if (!env.DATABASE_URL) acquireDataLock(env.PGLITE_DIR, 'server');
    const handle = createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
    await runMigrations(handle);
    store.__dbHandle = handle;
    return handle;
  })();
  return store.__dbReady;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Tests point the app's modules at their own fresh database. */
export function setDbHandleForTests(handle: DbHandle): void {
  store.__dbHandle = handle;
  store.__dbReady = Promise.resolve(handle);
}

export type { Db } from './client';
