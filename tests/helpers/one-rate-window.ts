import { vi } from 'vitest';
import { RATE_WINDOW_MS } from '../../src/lib/rate-limit';

/**
 * Runs `body` with the clock held in the middle of the current rate-limit window. Limits count per
 * window aligned to the epoch (:00, :10, …); a test that counts up to a limit on the real clock fails
 * whenever its requests straddle a window's end.
 */
export async function inOneRateWindow<T>(body: () => Promise<T>): Promise<T> {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now - (now % RATE_WINDOW_MS) + RATE_WINDOW_MS / 2);
  try {
    return await body();
  } finally {
    vi.useRealTimers();
  }
}
