import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from '@/db/schema';
import { env } from '@/lib/env';
import { keptSecret } from '@/lib/kept-secret';
import { consoleOrigin, isLocalHost } from './console-origin';
import {
  CONSOLE_APP_NAME,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_LIFETIME_MS,
} from './rules';

// better-auth for the staff's sign-in (decision 038): scrypt password hashes, sessions and their cookies,
// TOTP with recovery codes, reset tokens. The console's own routes call it (auth.api.*); its HTTP handler
// is not mounted, so no endpoint exists that the console did not choose. Sign-up is off: staff exist by
// invitation only.

/** A working day: a session ends 12 hours after sign-in, used or not (ASVS 3.3.2). */
export const SESSION_LIFETIME_S = 12 * 60 * 60;

export function consoleSecret(): string {
  return env.CONSOLE_AUTH_SECRET ?? keptSecret(env.CONSOLE_SECRET_FILE);
}

/** Where the console's routes put the client's address for better-auth (sessions list it). */
export const STAFF_ADDRESS_HEADER = 'x-console-client-address';

export type ResetMail = (
  to: { email: string; name: string },
  token: string,
  request: Request | undefined,
) => Promise<void>;

export function createStaffAuth(db: Db, options: { sendResetPassword: ResetMail }) {
  return betterAuth({
    appName: CONSOLE_APP_NAME,
    secret: consoleSecret(),
    baseURL: consoleOrigin(),
    basePath: '/api/console/auth',
    trustedOrigins: env.CONSOLE_HOSTS.map(consoleOrigin),
    telemetry: { enabled: false },
    // A wrong password is the audit log's to record (sign-in.ts), not a warning on the console.
    logger: { level: 'error' },
    // The console's lockout (per account and per address, lockout.ts) guards sign-in instead.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // better-auth counts UTF-16 units; ours counts characters, so its limit is the looser bound.
      maxPasswordLength: PASSWORD_MAX_LENGTH * 2,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LIFETIME_MS / 1000,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }, request) => options.sendResetPassword(user, token, request),
    },
    session: { expiresIn: SESSION_LIFETIME_S, disableSessionRefresh: true },
    databaseHooks: {
      session: {
        create: {
          // A disabled member gets no session, whichever step would have made it.
          before: async (session) => {
            const [member] = await db
              .select({ disabledAt: staffUsers.disabledAt })
              .from(staffUsers)
              .where(eq(staffUsers.id, session.userId));
            return member && !member.disabledAt ? undefined : false;
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'console',
      useSecureCookies: !env.CONSOLE_HOSTS.every(isLocalHost),
      defaultCookieAttributes: { sameSite: 'strict', httpOnly: true },
      // The client's address as TRUST_PROXY settles it, set by the console's routes (index.ts, authHeaders).
      // Whole addresses: a member's sessions show where each was made (better-auth's /64 is for its own
      // rate limit, which the lockout replaces).
      ipAddress: { ipAddressHeaders: [STAFF_ADDRESS_HEADER], ipv6Subnet: 128 },
    },
    plugins: [
      twoFactor({
        issuer: CONSOLE_APP_NAME,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
