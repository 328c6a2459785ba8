// Signing in to the console: the lockout first (per account and per address), then better-auth's password
// check, then the second factor where the member has one. Every outcome is on the audit log.

import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffUsers } from '@/db/schema';
import { recordAudit } from './audit';
import type { StaffAuth } from './auth';
import { clearAccountFailures, lockoutKeys, lockoutWait, recordFailure } from './lockout';

export const SIGN_IN_MESSAGES = {
  wrong: 'The email or password is not right.',
  code: 'That code is not right. Check the time on your phone, or use a recovery code.',
  expired: 'The sign-in took too long. Enter your email and password again.',
} as const;

/** The lockout's message: how long to wait, in whole minutes. */
export function lockedMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export type Attempt = { headers: Headers; ip: string | null; now: Date };
export type SignInOutcome =
  | { ok: true; response: Response; twoFactor: boolean }
  | { ok: false; status: 401 | 429; error: string; retryAfterS?: number };

async function locked(db: Db, keys: string[], now: Date): Promise<SignInOutcome | null> {
  const wait = await lockoutWait(db, keys, now);
  return wait > 0
    ? { ok: false, status: 429, error: lockedMessage(wait), retryAfterS: Math.ceil(wait / 1000) }
    : null;
}

export async function signInWithPassword(
  db: Db,
  auth: StaffAuth,
  credentials: { email: string; password: string },
  attempt: Attempt,
): Promise<SignInOutcome> {
  const email = credentials.email.trim().toLowerCase();
  const keys = lockoutKeys(email, attempt.ip);
  const refusal = await locked(db, keys, attempt.now);
  if (refusal) return refusal;

  const [member] = await db
    .select({ id: staffUsers.id, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  const response =
    member && !member.disabledAt
      ? await auth.api.signInEmail({
          body: { email, password: credentials.password },
          headers: attempt.headers,
          asResponse: true,
        })
      : null;

  if (!response?.ok) {
    await recordFailure(db, keys, attempt.now);
    await recordAudit(db, {
      action: 'staff.sign_in_failed',
      actorId: member?.id ?? null,
      actorEmail: email,
      after: { reason: member?.disabledAt ? 'disabled' : 'password' },
      ip: attempt.ip,
    });
    return { ok: false, status: 401, error: SIGN_IN_MESSAGES.wrong };
  }
  const body = (await response.clone().json()) as { twoFactorRedirect?: boolean };
  const twoFactor = body.twoFactorRedirect === true;
  await clearAccountFailures(db, email);
  await recordAudit(db, {
    action: twoFactor ? 'staff.password_accepted' : 'staff.signed_in',
    actorId: member?.id ?? null,
    actorEmail: email,
    ip: attempt.ip,
  });
  if (!twoFactor && member) await stampSignIn(db, member.id, attempt.now);
  return { ok: true, response, twoFactor };
}

/**
 * The second step: a code from the authenticator app, or one of the recovery codes. better-auth knows the
 * member from the cookie the first step set; the lockout counts by that member and the address.
 */
export async function signInWithSecondFactor(
  db: Db,
  auth: StaffAuth,
  input: { code: string; kind: 'totp' | 'recovery' },
  attempt: Attempt,
): Promise<SignInOutcome> {
  const keys = attempt.ip ? lockoutKeys('', attempt.ip).slice(1) : [];
  const refusal = await locked(db, keys, attempt.now);
  if (refusal) return refusal;
  const code = input.code.replace(/\s+/g, '');
  const response =
    input.kind === 'totp'
      ? await auth.api.verifyTOTP({ body: { code }, headers: attempt.headers, asResponse: true })
      : await auth.api.verifyBackupCode({ body: { code }, headers: attempt.headers, asResponse: true });
  if (!response.ok) {
    const reason = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string };
    const expired =
      response.status === 401 && reason.code !== 'INVALID_CODE' && reason.code !== 'INVALID_BACKUP_CODE';
    await recordFailure(db, keys, attempt.now);
    await recordAudit(db, {
      action: 'staff.second_factor_failed',
      after: { kind: input.kind, reason: reason.code ?? response.status },
      ip: attempt.ip,
    });
    return { ok: false, status: 401, error: expired ? SIGN_IN_MESSAGES.expired : SIGN_IN_MESSAGES.code };
  }
  const body = (await response.clone().json()) as { user?: { id: string; email: string } };
  await recordAudit(db, {
    action: 'staff.signed_in',
    actorId: body.user?.id ?? null,
    actorEmail: body.user?.email ?? null,
    after: { secondFactor: input.kind },
    ip: attempt.ip,
  });
  if (body.user?.id) await stampSignIn(db, body.user.id, attempt.now);
  return { ok: true, response, twoFactor: false };
}

/** The member's last sign-in, shown on the Staff screen. */
async function stampSignIn(db: Db, memberId: string, now: Date): Promise<void> {
  await db.update(staffUsers).set({ lastSignInAt: now }).where(eq(staffUsers.id, memberId));
}
