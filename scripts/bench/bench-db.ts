import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

// The bench's own databases, never the product's (.data/pglite): a fresh database on a PostgreSQL server,
// created and dropped per run, or an in-memory PGlite when no server is at hand.

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDb = DbHandle & { label: string; drop: () => Promise<void> };

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function answers(serverUrl: string): Promise<boolean> {
  try {
    await adminQuery(serverUrl, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The server to create bench databases on: BENCH_DATABASE_URL, else DATABASE_URL (only its server is used,
 * never its database), else the local server when it answers; null means PGlite.
 */
export async function pickServer(): Promise<string | null> {
  const named = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (named) return named;
  return (await answers(LOCAL_SERVER)) ? LOCAL_SERVER : null;
}

export type EmptyDatabase = { name: string; url: string; drop: () => Promise<void> };

/** A new, empty database on the server (`{prefix}_…`); `drop()` removes it, whoever is still connected. */
export async function createEmptyDatabase(serverUrl: string, prefix: string): Promise<EmptyDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A fresh, migrated database; `drop()` closes it and removes it from the server. */
export async function createBenchDb(serverUrl: string | null): Promise<BenchDb> {
  if (!serverUrl) {
    const handle = createDb({ pgliteDir: 'memory://' });
    await runMigrations(handle);
    return { ...handle, label: 'PGlite (in memory)', drop: handle.close };
  }
  const empty = await createEmptyDatabase(serverUrl, 'bench');
  const handle = createDb({ databaseUrl: empty.url, pgliteDir: '' });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await handle.close();
    await empty.drop();
  };
  try {
    await runMigrations(handle);
  } catch (error) {
    await drop();
    throw error;
  }
  const version = await serverVersion(handle);
  return {
    ...handle,
    label: `PostgreSQL ${version} (${new URL(empty.url).host}, database ${empty.name})`,
    drop,
  };
}

async function serverVersion(handle: DbHandle): Promise<string> {
  const result = (await handle.db.execute('show server_version')) as unknown as {
    rows: { server_version: string }[];
  };
  return result.rows[0]?.server_version.split(' ')[0] ?? '?';
}
