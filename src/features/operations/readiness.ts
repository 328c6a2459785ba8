import 'server-only';
import { env, jobsRunHere } from '@/lib/env';
import { searchIndex, searchIndexBuilt } from '@/search';
import { type Readiness, readinessOf } from './readiness-rules';
import { pingDatabase, readOutboxState } from './readings';

/** Whether this process may take traffic, each check named; at most about CHECK_TIMEOUT_MS. */
export async function readiness(): Promise<Readiness> {
  const built = searchIndexBuilt();
  // An index not built (its warm-up failed while the database was down) is built now, not at the first
  // search; its failure shows as the database check's.
  if (!built) searchIndex().catch(() => undefined);
  const [database, outboxes] = await Promise.all([pingDatabase(), readOutboxState()]);
  return readinessOf({
    database,
    searchIndexBuilt: built,
    outboxLagSeconds: outboxes.ok
      ? { ok: true, value: Math.max(0, ...outboxes.value.map((state) => state.lagSeconds)) }
      : outboxes,
    deliversOutboxes: jobsRunHere(env),
  });
}
