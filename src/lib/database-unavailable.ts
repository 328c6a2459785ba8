// Whether an error means the database cannot be reached right now (restarting, failing over, refusing
// connections), as opposed to a fault in the request or the code: the first is answered 503 with a
// Retry-After, which a load balancer and a browser both understand as 'try again shortly'.

/** PostgreSQL error codes of a server that is going away or not taking connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SYSCALLS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** True when `error`, or any error it was caused by, says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current); ) {
    seen.add(current);
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && UNAVAILABLE_SYSCALLS.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}
