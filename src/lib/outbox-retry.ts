// The retry schedule of the outboxes (the dealer's leads, the shoppers' messages): pure, no I/O. A failed
// send waits longer before each next try, and after MAX_ATTEMPTS the row is marked 'failed' and logged,
// never dropped.

/** The first retry waits 30 s, each next one twice as long … */
export const RETRY_BASE_MS = 30_000;
/** … up to an hour between attempts. */
export const RETRY_MAX_MS = 60 * 60_000;
/**
 * After this many attempts (about 13 hours of trying: 30 s, 1, 2, 4, 8, 16, 32 min, then hourly) a row is
 * marked 'failed' and logged as an error; it stays for someone to see and requeue.
 */
export const MAX_ATTEMPTS = 20;
/**
 * How long a claim on a row lasts unless its process renews it: a killed process's row is taken again
 * this soon after, while a slow send that is still alive keeps its row by renewing.
 */
export const CLAIM_LEASE_MS = 20_000;
/** How often a process renews the claims it is sending: four times a lease, so a late renewal or two is no loss. */
export const CLAIM_RENEW_MS = 5_000;

/** The wait before the next attempt after `attempts` failed ones: 1 → 30 s, 2 → 60 s, … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** What follows a failed attempt (`attempts` counts it): another try later, or giving up. */
export function afterFailure(
  attempts: number,
  now: Date,
): { status: 'pending'; nextAttemptAt: Date } | { status: 'failed' } {
  if (attempts >= MAX_ATTEMPTS) return { status: 'failed' };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}
