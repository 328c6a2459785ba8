import { createDb, type DbHandle } from '../src/db/client';
import { acquireDataLock } from '../src/db/data-lock';
import { runMigrations } from '../src/db/migrate';
import { env } from '../src/lib/env';

/** The database for a command-line script: the server's, refused while a server holds the PGlite folder. */
export async function openScriptDb(owner: string): Promise<DbHandle> {
  if (!env.DATABASE_URL) acquireDataLock(env.PGLITE_DIR, owner);
  const handle = createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await runMigrations(handle);
  return handle;
}
