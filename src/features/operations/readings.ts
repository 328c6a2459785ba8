import 'server-only';
import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/db';
import { logger } from '@/lib/logger';
import { type OutboxState, readOutboxes } from './outbox-state';
import { CHECK_TIMEOUT_MS, type Reading } from './readiness-rules';

// The database readings of the probe and the scrape, each bounded in time. A reading still in flight is
// shared by the next callers rather than started again, so a database that hangs gets one query from this
// process, not one per probe. They go over the probe's own connection where there is one, so a pool busy
// with pages does not make a healthy database look down.

async function probeDb() {
  const handle = await getDbHandle();
  return handle.probe ?? handle.db;
}

const inFlight = new Map<string, Promise<unknown>>();

function shared<T>(name: string, read: () => Promise<T>): Promise<T> {
  let pending = inFlight.get(name) as Promise<T> | undefined;
  if (!pending) {
    pending = read().finally(() => inFlight.delete(name));
    inFlight.set(name, pending);
  }
  return pending;
}

/** `read()`'s value, or its failure: 'timed out' past `timeoutMs`, else 'unreachable' (cause logged). */
export async function readWithin<T>(
  name: string,
  read: () => Promise<T>,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Reading<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Reading<T>>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, failure: 'timed out' }), timeoutMs);
  });
  const reading = shared(name, read).then(
    (value): Reading<T> => ({ ok: true, value }),
    (error: unknown): Reading<T> => {
      logger.warn({ err: error, reading: name }, 'A readiness reading failed');
      return { ok: false, failure: 'unreachable' };
    },
  );
  try {
    return await Promise.race([reading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const pingDatabase = () =>
  readWithin('database', async () => {
    await (await probeDb()).execute(sql`select 1`);
  });

export const readOutboxState = (): Promise<Reading<OutboxState[]>> =>
  readWithin('outboxes', async () => readOutboxes(await probeDb()));
