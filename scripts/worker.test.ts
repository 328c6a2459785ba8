import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/db/change-listener';
import { leadDeliveries, leads, sites } from '../src/db/schema';
import { JOB_NAMES } from '../src/worker/jobs';
import { createTestDb } from '../tests/helpers/test-db';

// `npm run worker` as the process it is (node --import tsx scripts/worker.ts) on a PostgreSQL database
// of its own: it says which loops it runs, works the outbox (a lead queued elsewhere is taken at once,
// through the database's notification), and stops cleanly on SIGTERM.

const ROOT = path.resolve(import.meta.dirname, '..');
const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const postgres = await postgresAnswers(PG_URL);

/** The JSON log lines a process wrote so far. */
const lines = (output: string[]) =>
  output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; [key: string]: unknown });

async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  child: ChildProcess,
  output: string[],
) {
  // A deadline, not a timing: a fresh process compiles the app's modules first (tsx).
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (child.exitCode !== null) throw new Error(`worker exited before ${what}:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}:\n${output.join('')}`);
}

describe.skipIf(!postgres)('the worker process', () => {
  let database: Awaited<ReturnType<typeof createTestDb>>;
  let child: ChildProcess;
  const output: string[] = [];
  let mailDir = '';

  beforeAll(async () => {
    const saved = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = PG_URL; // createTestDb makes a fresh database on this server
    try {
      database = await createTestDb();
    } finally {
      if (saved === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = saved;
    }
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-test-mail-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url, MAIL_DIR: mailDir, LOG_LEVEL: 'info' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => output.push(String(chunk)));
    child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  }, 120_000);

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    await database?.drop();
    if (mailDir) fs.rmSync(mailDir, { recursive: true, force: true });
  });

  it('starts exactly the job loops, on PostgreSQL', async () => {
    await waitFor(
      'it runs',
      () => lines(output).some((line) => line.msg === 'Worker running'),
      child,
      output,
    );
    const running = lines(output).find((line) => line.msg === 'Worker running');
    expect(running).toMatchObject({ database: 'postgres', jobs: [...JOB_NAMES] });
  }, 90_000);

  it('delivers a lead another process queued', async () => {
    // Let the outbox's first run (at its start) go by: the lead is then taken on its notification.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [site] = await database.db
      .insert(sites)
      .values({ slug: 'worker-site', name: 'Worker site', hostnames: [], config: {} })
      .returning({ id: sites.id });
    const [lead] = await database.db
      .insert(leads)
      .values({ siteId: site.id, idempotencyKey: 'w', category: 'enquiry', form: {}, payload: {} })
      .returning({ id: leads.id });
    const queuedAt = Date.now();
    await database.db
      .insert(leadDeliveries)
      .values({ leadId: lead.id, channel: 'email', target: 'sales@example.com', format: 'text' });
    // Taken: sent (an .eml in MAIL_DIR), or tried and set to retry; either way the worker's outbox ran it.
    const attempted = async () => {
      const [row] = await database.db
        .select({ attempts: leadDeliveries.attempts })
        .from(leadDeliveries)
        .where(eq(leadDeliveries.leadId, lead.id));
      return (row?.attempts ?? 0) > 0;
    };
    await waitFor('the delivery is attempted', attempted, child, output);
    console.log(`worker took the queued delivery ${Date.now() - queuedAt} ms after it was queued`);
  }, 90_000);

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    process.kill(-(child.pid as number), 'SIGTERM');
    expect(await exited).toBe(0);
    expect(lines(output).map((line) => line.msg)).toContain('Worker stopped');
    // Its listening connection is closed, not left to the server to find dead.
    const left = await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
  }, 60_000);
});
