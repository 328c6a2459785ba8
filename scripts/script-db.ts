import { createDb, type DbHandle } from '../src/db/client';
import { acquireDataLock, DataLockError } from '../src/db/data-lock';
import { runMigrations } from '../src/db/migrate';
import { env } from '../src/lib/env';

/** The database for a command-line script: the server's, refused while a server holds the PGlite folder. */
export async function openScriptDb(owner: string): Promise<DbHandle> {
  if (!env.DATABASE_URL) {
    try {
      acquireDataLock(env.PGLITE_DIR, owner);
    } catch (error) {
      if (!(error instanceof DataLockError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }
  const handle = createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await runMigrations(handle);
  } catch (error) {
    // A caller that tries again (the worker, waiting for PostgreSQL) opens a fresh handle.
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}
