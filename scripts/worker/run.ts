import { register } from 'node:module';
import type { DbHandle } from '../../src/db/client';
import type { JobName } from '../../src/worker/jobs';

// A worker process: the background jobs (src/worker/jobs.ts) on their own, beside the web processes, on
// the database of DATABASE_URL (or the PGlite folder, when no server holds it). It waits for a PostgreSQL
// that is not up yet, listens for the database's notifications (a new lead is sent at once), and on
// SIGTERM or SIGINT stops after the work in progress. `npm run worker` (scripts/worker.ts) runs every job;
// scripts/lead-outbox.ts the lead outbox alone.

const RETRY_OPEN_MS = 5000;

// The jobs' modules are the app's own, marked `import 'server-only'`, which throws outside a React Server
// environment: map it to an empty module, as Next.js does for server code.
const serverOnly = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export{}', shortCircuit: true };
  return next(specifier, context);
}`;

export async function runWorker({
  owner,
  only,
  title = 'Worker',
}: {
  /** Who holds the embedded database's folder, in its lock. */
  owner: string;
  only?: readonly JobName[];
  title?: string;
}): Promise<void> {
  register(`data:text/javascript,${encodeURIComponent(serverOnly)}`);
  const { logger } = await import('../../src/lib/logger');
  const { env } = await import('../../src/lib/env');
  const { openScriptDb } = await import('../script-db');

  let stop: (signal: NodeJS.Signals) => Promise<void> = async () => process.exit(0);
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A signal can arrive twice (a terminal's Ctrl-C reaches tsx and this process, and tsx relays it);
    // the first one stops the loops, the rest must not cut the work in progress short.
    if (stopping) return;
    stopping = true;
    void stop(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);

  let handle: DbHandle | undefined;
  while (!handle) {
    try {
      handle = await openScriptDb(owner);
    } catch (error) {
      // The embedded database either opens or is held by another process (openScriptDb says so and exits).
      if (!env.DATABASE_URL) throw error;
      logger.error({ err: error }, `Database unreachable; trying again in ${RETRY_OPEN_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_OPEN_MS));
    }
  }
  const opened = handle;
  const { adoptDbHandle } = await import('../../src/db/index');
  const { startChangeListener } = await import('../../src/db/change-listener');
  const { startJobs } = await import('../../src/worker/jobs');
  adoptDbHandle(opened);
  const listener = opened.url ? startChangeListener({ url: opened.url }) : undefined;
  const jobs = startJobs({ db: opened.db, listener, only });
  // The loops' timers never hold a process open (a web server exits as it would without them): this does.
  const keepAlive = setInterval(() => undefined, 1 << 30);
  stop = async (signal) => {
    await jobs.stop();
    clearInterval(keepAlive);
    await listener?.stop();
    await opened.close();
    logger.info({ signal }, `${title} stopped`);
    process.exit(0);
  };
  logger.info({ pid: process.pid, database: opened.kind, jobs: jobs.names }, `${title} running`);
  if (stopping) void stop('SIGTERM');
}
