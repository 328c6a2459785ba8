import 'server-only';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import { apiRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address';
import { consolePaths } from '@/lib/console-paths';
import { jsonError } from '@/lib/http';
import { logger } from '@/lib/logger';
import { createStaffAuth, STAFF_ADDRESS_HEADER, type StaffAuth } from './auth';
import { consoleOrigin, requestConsoleOrigin } from './console-origin';
import { currentStaff, type Staff } from './current-staff';
import { passwordResetEmail, sendStaffEmail } from './mail';

// The console's server side: one better-auth instance per process, and the wrapper every console API
// route is built with (who is asking, refused when nobody or when a second factor is still to be set up).

const store = globalThis as unknown as { __staffAuth?: StaffAuth };

export async function staffAuth(): Promise<{ db: Db; auth: StaffAuth }> {
  const db = await getDb();
  store.__staffAuth ??= createStaffAuth(db, {
    sendResetPassword: async (user, token, request) => {
      const link = `${requestConsoleOrigin(request)}${consolePaths.resetPassword(token)}`;
      try {
        await sendStaffEmail(user.email, passwordResetEmail(link), 'password-reset');
      } catch (error) {
        // The answer is the same whether or not an account exists, so a failure is only logged.
        logger.error({ err: error }, 'Password reset email failed');
      }
    },
  });
  return { db, auth: store.__staffAuth };
}

/**
 * The request's headers for better-auth, with the client's address (as TRUST_PROXY settles it) in the one
 * header it reads, overwriting anything the client sent there.
 */
export function authHeaders(request: Request): Headers {
  const headers = new Headers(request.headers);
  const address = clientAddress(request);
  if (address) headers.set(STAFF_ADDRESS_HEADER, address);
  else headers.delete(STAFF_ADDRESS_HEADER);
  return headers;
}

export const NOT_SIGNED_IN = 'Sign in to the console.';
export const TWO_FACTOR_FIRST = 'Set up two-factor authentication first.';

type ConsoleHandler<C> = (request: Request, staff: Staff, db: Db, context: C) => Promise<Response>;

/**
 * A console API handler: 401 without a session, 403 while a required second factor is not set up (unless
 * the route is part of setting it up); a fault is a logged 500, as every API route's.
 */
export function consoleRoute<C = void>(
  handle: ConsoleHandler<C>,
  options: { beforeTwoFactor?: boolean } = {},
) {
  return apiRoute<C>(async (request, context) => {
    const { db, auth } = await staffAuth();
    const staff = await currentStaff(db, auth, authHeaders(request));
    if (!staff) return jsonError(401, NOT_SIGNED_IN);
    if (staff.mustSetUpTwoFactor && !options.beforeTwoFactor) return jsonError(403, TWO_FACTOR_FIRST);
    return handle(request, staff, db, context);
  });
}

export { acceptInvitation, INVITATION_MESSAGES, invitationPreview } from './accept-invitation';
export { readAudit, recordAudit } from './audit';
export { isCommonPassword } from './common-passwords';
export { isPlatformAdmin, ownSiteSlugs, roleOnSite, staffCan } from './current-staff';
export { disableStaff, listStaff } from './directory';
export { InviteRequest, inviteStaff } from './invite';
export { grantableRoles, passwordProblem, ROLE_LABELS, STAFF_ROLES, type StaffRole } from './rules';
export { lockedMessage, signInWithPassword, signInWithSecondFactor } from './sign-in';
export type { Staff };
export { consoleOrigin, requestConsoleOrigin };
