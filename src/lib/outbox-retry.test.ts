import { describe, expect, it } from 'vitest';
import { afterFailure, MAX_ATTEMPTS, RETRY_BASE_MS, retryDelayMs } from './outbox-retry';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('retryDelayMs', () => {
  it.each([
    [1, 30 * SECOND],
    [2, 60 * SECOND],
    [3, 2 * MINUTE],
    [4, 4 * MINUTE],
    [7, 32 * MINUTE],
    // 30 s × 2^7 = 64 min: past the cap
    [8, 60 * MINUTE],
    [19, 60 * MINUTE],
    [500, 60 * MINUTE],
  ])('after %i failed attempts waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });

  it('starts at 30 s and never exceeds an hour', () => {
    expect(retryDelayMs(0)).toBe(RETRY_BASE_MS);
  });
});

describe('afterFailure', () => {
  const now = new Date('2025-07-01T00:00:00Z');

  it('schedules the next attempt by the backoff', () => {
    expect(afterFailure(1, now)).toEqual({
      status: 'pending',
      nextAttemptAt: new Date(now.getTime() + 30 * SECOND),
    });
  });

  it(`retries up to attempt ${MAX_ATTEMPTS - 1}, gives up at ${MAX_ATTEMPTS}`, () => {
    expect(afterFailure(MAX_ATTEMPTS - 1, now)).toMatchObject({ status: 'pending' });
    expect(afterFailure(MAX_ATTEMPTS, now)).toEqual({ status: 'failed' });
    expect(afterFailure(MAX_ATTEMPTS + 3, now)).toEqual({ status: 'failed' });
  });
});
