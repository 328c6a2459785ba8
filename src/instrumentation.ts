// Runs once when a server process starts: open the database (taking the embedded database's lock at
// once, so no script can open the folder beside the server), apply any pending migration, start the
// background jobs unless a worker process runs them (WORKER=off; src/worker/jobs.ts: the lead outbox, which
// delivers leads stored by an earlier run or by a process that died, the saved-search alerts and their
// message outbox, the pruning of the tables that only grow, the upkeep of the cars' stored instant quotes
// and the reservation keeper), build the search index in the background so the first shopper does not
// wait for it, follow stock and site changes to drop the cached pages they touch (on PostgreSQL, told of
// each by the database's notifications on a connection of their own, decision 035), and
// load any shipped site file that is edited while the server runs.
// The sites' host names are read before the first request (for a few seconds at most), so the proxy knows
// every site from the start (decision 016). A PostgreSQL that is not up yet is waited for: the start is
// tried again every few seconds, while the proxy takes hosts on trust and requests answer their own error
// and recover as soon as it is. Nothing of this runs during `next build`.
const RETRY_START_MS = 5000;
const FIRST_HOSTS_WAIT_MS = 10_000;

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { provideSiteStylesheet } = await import('./ui/site-stylesheet');
  provideSiteStylesheet();
  const { getDbHandle } = await import('./db');
  const { processChangeListener } = await import('./db/change-listener');
  const { DataLockError } = await import('./db/data-lock');
  const { searchIndex, startStockCacheFollower } = await import('./search');
  const { env, jobsRunHere } = await import('./lib/env');
  const { startSiteChangeFollower } = await import('./tenancy/site-changes');
  const { startSiteFileFollower } = await import('./tenancy/site-file-sync');
  const { startJobs } = await import('./worker/jobs');
  const { platformKey } = await import('./lib/platform-key');
  const { onProcessStop } = await import('./lib/stop-hooks');
  const { logger } = await import('./lib/logger');

  // Made now, so the `site` command beside this server finds the key before the first change.
  platformKey();
  if (!jobsRunHere(env)) logger.info('Background jobs off in this process (WORKER=off): a worker runs them');
  let following = false;
  const start = async () => {
    const handle = await getDbHandle();
    // One connection LISTENs for the database's change notifications; none on the embedded database.
    const listener = processChangeListener(handle.url);
    if (jobsRunHere(env)) {
      const jobs = startJobs({ db: handle.db, listener });
      // A stopping server ends its jobs' work in progress first, so no claim outlives the process.
      onProcessStop('background jobs', () => jobs.stop());
    }
    let hostsRead: Promise<void> | null = null;
    if (!following) {
      onProcessStop('database', async () => {
        await listener?.stop();
        await handle.close();
      });
      startStockCacheFollower(listener);
      hostsRead = startSiteChangeFollower({ db: handle.db, listener }).firstRead;
      startSiteFileFollower({
        db: handle.db,
        log: {
          info: (message) => logger.info(message),
          error: (message) => logger.error(message),
        },
      });
      following = true;
    }
    searchIndex().catch((error) =>
      logger.warn({ err: error }, 'Search index warm-up failed; it will build on first search'),
    );
    if (hostsRead && !(await settlesWithin(hostsRead, FIRST_HOSTS_WAIT_MS))) {
      logger.warn('The sites’ host names are not read yet; serving on trust until they are');
    }
  };
  const retry = () => {
    start().catch((error) => {
      logger.error({ err: error }, 'Database still unreachable; trying again');
      setTimeout(retry, RETRY_START_MS).unref();
    });
  };
  try {
    await start();
  } catch (error) {
    // Another process holding the embedded database is an operator’s mistake: stop rather than wait.
    if (error instanceof DataLockError) throw error;
    logger.error(
      { err: error },
      `Database unreachable at start; trying again every ${RETRY_START_MS / 1000} s`,
    );
    setTimeout(retry, RETRY_START_MS).unref();
  }
}

/** Whether `promise` settles within `ms` (without keeping the process alive for the wait). */
function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer));
}
