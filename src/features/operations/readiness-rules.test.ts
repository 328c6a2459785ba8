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
    expect(readinessOf({ database, searchIndexBuilt: built, outboxLagSeconds: lag })).toEqual({
      status,
      checks,
    });
  });
});
