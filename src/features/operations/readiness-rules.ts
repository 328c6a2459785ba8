// When a server process may take traffic (GET /readyz): its database answers, its search index has taken
// in the stock, and, where it delivers the outboxes itself, no outbox item has been due for a minute or
// more. A web process beside a worker reports the lag but stays in: the worker's lag is no reason to take
// every web process out of the load balancer at once. Pure: the readings come in.

/** An outbox item due this long (or longer) means the outboxes are not keeping up. */
export const OUTBOX_LAG_LIMIT_SECONDS = 60;
/** A reading that takes longer fails its check: a database that hangs must not hang the probe. */
export const CHECK_TIMEOUT_MS = 2000;

/** A reading of the database: its value, or why there is none. */
export type Reading<T> = { ok: true; value: T } | { ok: false; failure: 'timed out' | 'unreachable' };

export type ReadinessReadings = {
  database: Reading<unknown>;
  searchIndexBuilt: boolean;
  /** The largest lag of the outboxes, in seconds (0 when nothing is overdue). */
  outboxLagSeconds: Reading<number>;
  /** Whether this process runs the jobs that deliver the outboxes. */
  deliversOutboxes: boolean;
};

export type Readiness = {
  status: 'ready' | 'unready';
  checks: { database: string; searchIndex: string; outbox: string };
};

function failureText(reading: { failure: 'timed out' | 'unreachable' }): string {
  return reading.failure === 'timed out' ? `timed out after ${CHECK_TIMEOUT_MS / 1000} s` : 'unreachable';
}

/** 'ok' below the limit, else 'lagging 75 s' (whole seconds). */
export function outboxCheck(lag: Reading<number>): string {
  if (!lag.ok) return failureText(lag);
  return lag.value < OUTBOX_LAG_LIMIT_SECONDS ? 'ok' : `lagging ${Math.floor(lag.value)} s`;
}

export function readinessOf(readings: ReadinessReadings): Readiness {
  const checks = {
    database: readings.database.ok ? 'ok' : failureText(readings.database),
    searchIndex: readings.searchIndexBuilt ? 'ok' : 'building',
    outbox: outboxCheck(readings.outboxLagSeconds),
  };
  const counted = readings.deliversOutboxes ? Object.values(checks) : [checks.database, checks.searchIndex];
  const ready = counted.every((check) => check === 'ok');
  return { status: ready ? 'ready' : 'unready', checks };
}
