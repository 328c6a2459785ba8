import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataLock, DataLockError } from '../../src/db/data-lock';
import { BackupError, type JournalEntry, migrationLevel, withoutPassword } from './rules';

// The database side of a backup and a restore: PostgreSQL through pg_dump and pg_restore (the custom
// format), the embedded PGlite through its own dump of the data folder; and, on both, each table's rows.

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

export type DatabaseFacts = {
  tables: Record<string, number>;
  migrations: { applied: number; latest: string | null };
  serverVersion: string;
};

const USER_TABLES = `
  select n.nspname as schema, c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
  order by 1, 2`;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Each table's rows, by 'schema.table' (the migrations' own table included). */
async function countRows(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const row of (await query(USER_TABLES)).rows) {
    const table = `${row.schema}.${row.name}`;
    const counted = await query(
      `select count(*)::text as n from ${quoteIdent(String(row.schema))}.${quoteIdent(String(row.name))}`,
    );
    counts[table] = Number(counted.rows[0].n);
  }
  return counts;
}

export function readJournal(): JournalEntry[] {
  const file = path.join(process.cwd(), 'src/db/migrations/meta/_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

async function facts(query: Query): Promise<DatabaseFacts> {
  const tables = await countRows(query);
  const applied = tables['drizzle.__drizzle_migrations']
    ? (await query('select created_at::text as at from drizzle.__drizzle_migrations')).rows.map((row) =>
        Number(row.at),
      )
    : [];
  const version = await query('show server_version');
  return {
    tables,
    migrations: migrationLevel(applied, readJournal()),
    serverVersion: String(version.rows[0].server_version),
  };
}

// ── PostgreSQL ──

/** Runs a PostgreSQL client tool, its password in the environment; its complaint becomes the error. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], password?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: password ? { ...process.env, PGPASSWORD: password } : process.env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} was not found on PATH: install PostgreSQL's client tools, of the server's major version or newer (e.g. apt-get install postgresql-client)`
            : `${tool} could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new BackupError(`Cannot connect to the database: ${(error as Error).message}`);
  }
  return client;
}

/**
 * pg_dump of the database in the custom format, with its row counts and migration level read in the very
 * snapshot pg_dump takes (exported from a read-only transaction held open until the dump is done), so the
 * manifest describes the dump exactly while the app goes on writing.
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseFacts> {
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = String((await client.query('select pg_export_snapshot() as id')).rows[0].id);
    const read = await facts((text) => client.query(text));
    const tool = withoutPassword(url);
    await runTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${tool.url}`],
      tool.password,
    );
    await client.query('commit');
    return read;
  } finally {
    await client.end();
  }
}

/** Up to five of the target's tables (or views, sequences): any at all makes it not empty. */
export async function postgresObjects(url: string): Promise<string[]> {
  const client = await connect(url);
  try {
    const found = await client.query(`
      select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
      order by 1 limit 5`);
    return found.rows.map((row) => String(row.name));
  } finally {
    await client.end();
  }
}

/**
 * pg_restore in one transaction (a failure leaves the target as it was), without the source's owners and
 * grants, which name roles the target server may not have; `replace` drops the backup's objects first.
 */
export async function restorePostgres(file: string, url: string, replace: boolean): Promise<void> {
  const tool = withoutPassword(url);
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${tool.url}`,
      file,
    ],
    tool.password,
  );
}

export async function postgresFacts(url: string): Promise<DatabaseFacts> {
  const client = await connect(url);
  try {
    return await facts((text) => client.query(text));
  } finally {
    await client.end();
  }
}

// ── PGlite ──

/** Claims the embedded database's folder, as every command does: PGlite admits one process. */
function lockFolder(dir: string, owner: string): void {
  try {
    acquireDataLock(dir, owner);
  } catch (error) {
    if (error instanceof DataLockError) throw new BackupError(error.message);
    throw error;
  }
}

/** PGlite's own dump of its data folder (a gzipped tar), taken while no other process has it open. */
export async function dumpPglite(dir: string, file: string): Promise<DatabaseFacts> {
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(
      `There is no embedded database in ${dir} (PGLITE_DIR), and DATABASE_URL is not set`,
    );
  lockFolder(dir, 'the backup command');
  const client = new PGlite(dir);
  try {
    const read = await facts((text) => client.query<Record<string, unknown>>(text));
    const dump = await client.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return read;
  } finally {
    await client.close();
  }
}

/** The folder's entries: any makes it not empty. */
export function folderEntries(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/**
 * A new data folder made from PGlite's dump, with its facts read back. `replace` moves a folder in the way
 * aside (renamed, never deleted), so the database that was there can still be had back.
 */
export async function restorePglite(file: string, dir: string, replace: boolean): Promise<DatabaseFacts> {
  lockFolder(dir, 'the restore command');
  if (replace && folderEntries(dir).length > 0) {
    const aside = `${dir}.replaced-${Date.now()}`;
    fs.renameSync(dir, aside);
    console.log(`The database folder that was there is kept at ${aside}.`);
  }
  fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  try {
    await client.waitReady;
    return await facts((text) => client.query<Record<string, unknown>>(text));
  } finally {
    await client.close();
  }
}
