import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import type { SeedOptions, SeedSummary } from '../../scripts/seed';
import { createDb, type DbHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import * as schema from '../../src/db/schema';
import { adminQuery, databaseUrl, recordTemplate, templatePrefix } from './test-db-server';

/**
 * What a test file's database starts with: the demo data of `seedDatabase`, without rendered images and,
 * unless asked for (`activity: true`), without the demo activity: a test counts its own leads and events.
 */
export type TestSeed = Omit<SeedOptions, 'renderImages' | 'mediaDir' | 'onProgress'>;

export type TestDb = DbHandle & {
  drop: () => Promise<void>;
  /** What the seed made (stock keys, counts), when the database was asked for with a seed. */
  seeded: SeedSummary;
};

/**
 * A database of the test file's own: an in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
 * server, a new database on it that `drop()` removes again. Migrated, and seeded when `seed` is given.
 *
 * Migrating and seeding are paid once per run for each kind of start (`tests/helpers/test-db-setup.ts` makes
 * the run's cache): the first file to ask builds a template, every file gets its own copy of it, a PGlite
 * data directory restored from a snapshot or a PostgreSQL `CREATE DATABASE … TEMPLATE`. The copies share
 * nothing, so test files stay as isolated as when each built its own.
 */
export async function createTestDb(seed?: TestSeed): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const cache = cacheDir();
  if (!cache) return serverUrl ? buildOnServer(serverUrl, seed) : buildInMemory(seed);
  return serverUrl ? copyOnServer(serverUrl, cache, seed) : copyInMemory(cache, seed);
}

const EMPTY_SUMMARY = undefined as unknown as SeedSummary;

function cacheDir(): string | undefined {
  try {
    return inject('testDbCache') || undefined;
  } catch {
    return undefined; // outside a Vitest run with the setup (a script using the helper)
  }
}

/** Names a kind of start: the same seed options (and the same moment, if given) make the same data. */
function templateKey(seed: TestSeed | undefined): string {
  if (!seed) return 'migrated';
  const canonical = JSON.stringify({
    cars: seed.cars,
    seed: seed.seed ?? null,
    now: seed.now?.toISOString() ?? null,
    activity: seed.activity ?? false,
  });
  return `seeded_${createHash('sha256').update(canonical).digest('hex').slice(0, 12)}`;
}

async function migrateAndSeed(handle: DbHandle, seed: TestSeed | undefined): Promise<SeedSummary> {
  await runMigrations(handle);
  if (!seed) return EMPTY_SUMMARY;
  // Loaded only to build a template: most files copy one, and the seed's modules take a second to load.
  const { seedDatabase } = await import('../../scripts/seed');
  return seedDatabase(handle.db, { ...seed, activity: seed.activity ?? false, renderImages: false });
}

// ── PGlite: a snapshot of the data directory per kind of start, restored for each file ──

async function buildInMemory(seed: TestSeed | undefined): Promise<TestDb> {
  const handle = createDb({ pgliteDir: 'memory://' });
  const seeded = await migrateAndSeed(handle, seed);
  return { ...handle, seeded, drop: handle.close };
}

const snapshots = new Map<string, { blob: Blob; seeded: SeedSummary }>();

async function copyInMemory(cache: string, seed: TestSeed | undefined): Promise<TestDb> {
  const key = templateKey(seed);
  let snapshot = snapshots.get(key) ?? readSnapshot(cache, key);
  if (!snapshot) {
    const built = await withBuildLock(cache, key, async () => {
      if (readSnapshot(cache, key)) return undefined;
      const client = new PGlite('memory://');
      const handle: DbHandle = {
        db: drizzlePglite(client, { schema }),
        kind: 'pglite',
        close: () => client.close(),
      };
      const seeded = await migrateAndSeed(handle, seed);
      const blob = await client.dumpDataDir('none');
      writeAtomically(path.join(cache, `${key}.tar`), Buffer.from(await blob.arrayBuffer()));
      writeAtomically(path.join(cache, `${key}.json`), JSON.stringify(seeded ?? null));
      snapshots.set(key, { blob, seeded });
      // The instance that built the snapshot serves this file: nothing to restore.
      return { ...handle, seeded, drop: handle.close } satisfies TestDb;
    });
    if (built) return built;
    snapshot = readSnapshot(cache, key);
    if (!snapshot) throw new Error(`The test database snapshot ${key} was not written`);
  }
  snapshots.set(key, snapshot);
  const client = new PGlite({ loadDataDir: snapshot.blob });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as DbHandle['db'];
  const close = () => client.close();
  return { db, kind: 'pglite', close, drop: close, seeded: structuredClone(snapshot.seeded) };
}

function readSnapshot(cache: string, key: string): { blob: Blob; seeded: SeedSummary } | undefined {
  const tar = path.join(cache, `${key}.tar`);
  const summary = path.join(cache, `${key}.json`);
  if (!fs.existsSync(tar) || !fs.existsSync(summary)) return undefined;
  return {
    blob: new Blob([fs.readFileSync(tar)]),
    seeded: JSON.parse(fs.readFileSync(summary, 'utf8')) ?? EMPTY_SUMMARY,
  };
}

// ── PostgreSQL: a template database per kind of start, copied by CREATE DATABASE … TEMPLATE ──

async function buildOnServer(serverUrl: string, seed: TestSeed | undefined): Promise<TestDb> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const handle = createDb({ databaseUrl: databaseUrl(serverUrl, name), pgliteDir: '' });
  const seeded = await migrateAndSeed(handle, seed);
  return { ...handle, seeded, drop: dropper(serverUrl, name, handle) };
}

async function copyOnServer(serverUrl: string, cache: string, seed: TestSeed | undefined): Promise<TestDb> {
  const key = templateKey(seed);
  const template = `${templatePrefix(cache)}${key}`;
  // Template names are the server's: a run that reaches two servers builds one on each.
  const server = createHash('sha256').update(new URL(serverUrl).host).digest('hex').slice(0, 8);
  const summaryFile = path.join(cache, `${key}.pg-${server}.json`);
  if (!fs.existsSync(summaryFile)) {
    await withBuildLock(cache, `${key}.pg-${server}`, async () => {
      if (fs.existsSync(summaryFile)) return;
      await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
      await adminQuery(serverUrl, `create database ${template}`);
      recordTemplate(cache, serverUrl, template);
      const handle = createDb({ databaseUrl: databaseUrl(serverUrl, template), pgliteDir: '' });
      try {
        const seeded = await migrateAndSeed(handle, seed);
        writeAtomically(summaryFile, JSON.stringify(seeded ?? null));
      } finally {
        await handle.close(); // a template takes copies only while nobody is connected to it
      }
    });
  }
  const seeded: SeedSummary = JSON.parse(fs.readFileSync(summaryFile, 'utf8')) ?? EMPTY_SUMMARY;
  const name = `t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const handle = createDb({ databaseUrl: databaseUrl(serverUrl, name), pgliteDir: '' });
  return { ...handle, seeded, drop: dropper(serverUrl, name, handle) };
}

const dropper = (serverUrl: string, name: string, handle: DbHandle) => async () => {
  await handle.close();
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
};

// ── one builder per kind of start across the run's worker processes ──

/**
 * Runs `build` while holding a lock file, so that two workers asking at once build a template once; the
 * other waits, then finds it built. A lock left by a crashed worker is taken over after 5 minutes.
 */
async function withBuildLock<T>(cache: string, key: string, build: () => Promise<T>): Promise<T> {
  const lock = path.join(cache, `${key}.lock`);
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 300_000) fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await build();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function writeAtomically(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of database snapshots and template names; empty outside a run with the setup. */
    testDbCache: string;
  }
}
