// The sign-in lockout's memory (ASVS 2.2.1): failures in a row per account and per address, kept in the
// database so every web process counts the same failures.

import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffSignInFailures } from '@/db/schema';
import { lockoutWaitMs } from './rules';

/** The keys one sign-in attempt counts against: the account (by email) and the address it came from. */
export function lockoutKeys(email: string, address: string | null): string[] {
  const keys = [`account:${email.trim().toLowerCase()}`];
  if (address) keys.push(`address:${address}`);
  return keys;
}

/** Milliseconds until these keys may try again (0: now), the longest wait of any of them. */
export async function lockoutWait(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(staffSignInFailures).where(inArray(staffSignInFailures.key, keys));
  let wait = 0;
  for (const row of rows) {
    const until = row.lastFailureAt.getTime() + lockoutWaitMs(row.failures);
    wait = Math.max(wait, until - now.getTime());
  }
  return wait;
}

/** Counts one more failure against each key. */
export async function recordFailure(db: Db, keys: string[], now: Date): Promise<void> {
  for (const key of keys) {
    await db
      .insert(staffSignInFailures)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: staffSignInFailures.key,
        set: { failures: sql`${staffSignInFailures.failures} + 1`, lastFailureAt: now },
      });
  }
}

/** A success forgets the account's failures; the address keeps its own, so one good password elsewhere
 * does not reopen guessing from that address. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, lockoutKeys(email, null)[0]));
}
