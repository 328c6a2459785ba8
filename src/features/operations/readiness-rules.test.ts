import { describe, expect, it } from 'vitest';
import { outboxCheck, type Reading, readinessOf } from './readiness-rules';

const ok = <T>(value: T): Reading<T> => ({ ok: true, value });
const timedOut = { ok: false, failure: 'timed out' } as const;
const unreachable = { ok: false, failure: 'unreachable' } as const;

describe('outboxCheck', () => {
  it.each([
    [0, 'ok'],
    [59, 'ok'],
    [59.999, 'ok'],
    [60, 'lagging 60 s'],
    [61, 'lagging 61 s'],
    [75.4, 'lagging 75 s'],
  ])('oldest item due %s s → %s', (lag, check) => {
    expect(outboxCheck(ok(lag))).toBe(check);
  });
});

describe('readinessOf', () => {
  it.each([
    [ok(null), true, ok(0), 'ready', { database: 'ok', searchIndex: 'ok', outbox: 'ok' }],
    [ok(null), true, ok(59), 'ready', { database: 'ok', searchIndex: 'ok', outbox: 'ok' }],
    [ok(null), true, ok(60), 'unready', { database: 'ok', searchIndex: 'ok', outbox: 'lagging 60 s' }],
    [ok(null), true, ok(61), 'unready', { database: 'ok', searchIndex: 'ok', outbox: 'lagging 61 s' }],
    [ok(null), false, ok(0), 'unready', { database: 'ok', searchIndex: 'building', outbox: 'ok' }],
    [
      timedOut,
      true,
      timedOut,
      'unready',
      { database: 'timed out after 2 s', searchIndex: 'ok', outbox: 'timed out after 2 s' },
    ],
    [
      unreachable,
      false,
      unreachable,
      'unready',
      { database: 'unreachable', searchIndex: 'building', outbox: 'unreachable' },
    ],
    [ok(null), false, ok(75), 'unready', { database: 'ok', searchIndex: 'building', outbox: 'lagging 75 s' }],
  ] as const)('database %j, index built %s, outbox %j → %s %j', (database, built, lag, status, checks) => {
    expect(
      readinessOf({ database, searchIndexBuilt: built, outboxLagSeconds: lag, deliversOutboxes: true }),
    ).toEqual({ status, checks });
  });

  // A web process beside a worker: the outboxes' lag is shown, and only its own checks decide.
  it.each([
    [ok(null), true, ok(59), 'ready', 'ok'],
    [ok(null), true, ok(60), 'ready', 'lagging 60 s'],
    [ok(null), true, timedOut, 'ready', 'timed out after 2 s'],
    [timedOut, true, ok(0), 'unready', 'ok'],
    [ok(null), false, ok(60), 'unready', 'lagging 60 s'],
  ] as const)(
    'not delivering: database %j, index built %s, outbox %j → %s',
    (database, built, lag, status, outbox) => {
      const readiness = readinessOf({
        database,
        searchIndexBuilt: built,
        outboxLagSeconds: lag,
        deliversOutboxes: false,
      });
      expect(readiness.status).toBe(status);
      expect(readiness.checks.outbox).toBe(outbox);
    },
  );
});
