// A resource every caller shares (the database handle, the search index) must not keep a failure: when
// PostgreSQL is down as the process starts, the next use after it is back has to succeed, with no restart.

/** Where the shared promise lives (module state, or globalThis to survive dev-server reloads). */
export type SharedSlot<T> = { promise?: Promise<T> };

/**
 * `load()`'s promise, shared by every caller while it is pending and once it has resolved. A rejection is
 * handed to the callers waiting on it and then forgotten, so the next call loads again.
 */
export function shareUntilFailure<T>(slot: SharedSlot<T>, load: () => Promise<T>): Promise<T> {
  if (!slot.promise) {
    const attempt: Promise<T> = load().catch((error: unknown) => {
      if (slot.promise === attempt) slot.promise = undefined;
      throw error;
    });
    slot.promise = attempt;
  }
  return slot.promise;
}
