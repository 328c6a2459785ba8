import 'server-only';
import { eq } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { staffUsers, staffVerifications } from '@/db/schema';
import { apiRoute } from '@/lib/api-route';
import { clientAddress } from '@/lib/client-address';
import { fieldError, jsonError, readValidJson } from '@/lib/http';
import {
  acceptInvitation,
  authHeaders,
  consoleRoute,
  isCommonPassword,
  passwordProblem,
  recordAudit,
  signInWithPassword,
  signInWithSecondFactor,
  staffAuth,
} from '@/staff';
import {
  AcceptInvitationRequest,
  ConfirmTwoFactorRequest,
  EnableTwoFactorRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SecondFactorRequest,
  SignInRequest,
} from './schemas';

// The console's sign-in calls (README, API). better-auth's answers carry its cookies; each handler passes
// them on with a body of the console's own.

/** A JSON answer carrying the cookies better-auth set on its own answer. */
function withCookiesOf(from: Response, body: unknown, status = 200): Response {
  const response = Response.json(body, { status });
  for (const cookie of from.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
}

const attemptOf = (request: Request) => ({
  headers: authHeaders(request),
  ip: clientAddress(request),
  now: new Date(),
});

function refused(outcome: { status: number; error: string; retryAfterS?: number }): Response {
  const response = jsonError(outcome.status, outcome.error);
  if (outcome.retryAfterS) response.headers.set('retry-after', String(outcome.retryAfterS));
  return response;
}

// POST /api/console/sign-in { email, password } → { twoFactor }: a session, or the second step's cookie.
export const signInRoute = apiRoute(async (request) => {
  const body = await readValidJson(request, SignInRequest);
  if (body instanceof Response) return body;
  const { db, auth } = await staffAuth();
  const outcome = await signInWithPassword(db, auth, body, attemptOf(request));
  if (!outcome.ok) return refused(outcome);
  return withCookiesOf(outcome.response, { twoFactor: outcome.twoFactor });
});

// POST /api/console/sign-in/second-factor { code, kind: 'totp' | 'recovery' } → { signedIn: true }.
export const secondFactorRoute = apiRoute(async (request) => {
  const body = await readValidJson(request, SecondFactorRequest);
  if (body instanceof Response) return body;
  const { db, auth } = await staffAuth();
  const outcome = await signInWithSecondFactor(db, auth, body, attemptOf(request));
  if (!outcome.ok) return refused(outcome);
  return withCookiesOf(outcome.response, { signedIn: true });
});

// POST /api/console/sign-out → 204, the session ended and its cookie cleared.
export const signOutRoute = apiRoute(async (request) => {
  const { auth } = await staffAuth();
  const answer = await auth.api.signOut({ headers: authHeaders(request), asResponse: true });
  const response = new Response(null, { status: 204 });
  for (const cookie of answer.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
});

// POST /api/console/invitations/accept { token, name, password } → { email }, signed in.
export const acceptInvitationRoute = apiRoute(async (request) => {
  const body = await readValidJson(request, AcceptInvitationRequest);
  if (body instanceof Response) return body;
  const { db, auth } = await staffAuth();
  const attempt = attemptOf(request);
  const outcome = await acceptInvitation(db, body, { now: attempt.now, ip: attempt.ip });
  if (!outcome.ok)
    return outcome.field
      ? fieldError(outcome.field, outcome.error)
      : jsonError(outcome.status, outcome.error);
  const signIn = await signInWithPassword(
    db,
    auth,
    { email: outcome.email, password: body.password },
    attempt,
  );
  if (!signIn.ok) return refused(signIn);
  return withCookiesOf(signIn.response, { email: outcome.email, twoFactor: signIn.twoFactor });
});

export const FORGOT_PASSWORD_ANSWER =
  'If that address belongs to a console account, an email with a link to choose a new password is on its way.';

// POST /api/console/password/forgot { email } → the same answer whether or not the account exists.
export const forgotPasswordRoute = apiRoute(async (request) => {
  const body = await readValidJson(request, ForgotPasswordRequest);
  if (body instanceof Response) return body;
  const { db, auth } = await staffAuth();
  const email = body.email.trim().toLowerCase();
  const [member] = await db
    .select({ id: staffUsers.id, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  if (member && !member.disabledAt) {
    await auth.api.requestPasswordReset({ body: { email }, headers: authHeaders(request), request });
    await recordAudit(db, {
      action: 'staff.password_reset_requested',
      actorEmail: email,
      ip: clientAddress(request),
    });
  }
  return Response.json({ message: FORGOT_PASSWORD_ANSWER });
});

export const RESET_LINK_CLOSED = 'This link has expired or has already been used. Ask for a new one.';

// POST /api/console/password/reset { token, password } → 204; every session of the account ends.
export const resetPasswordRoute = apiRoute(async (request) => {
  const body = await readValidJson(request, ResetPasswordRequest);
  if (body instanceof Response) return body;
  const { db, auth } = await staffAuth();
  // better-auth keeps the token as `reset-password:{token}` with the member's id as its value.
  const [pending] = await db
    .select({ email: staffUsers.email, expiresAt: staffVerifications.expiresAt })
    .from(staffVerifications)
    .innerJoin(staffUsers, eq(staffUsers.id, staffVerifications.value))
    .where(eq(staffVerifications.identifier, `reset-password:${body.token}`));
  if (!pending || pending.expiresAt.getTime() <= Date.now()) return jsonError(404, RESET_LINK_CLOSED);
  const problem = passwordProblem(body.password, { email: pending.email, isCommon: isCommonPassword });
  if (problem) return fieldError('password', problem);
  const answer = await auth.api.resetPassword({
    body: { token: body.token, newPassword: body.password },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (!answer.ok) return jsonError(404, RESET_LINK_CLOSED);
  await recordAudit(db, {
    action: 'staff.password_reset',
    actorEmail: pending.email,
    ip: clientAddress(request),
  });
  return new Response(null, { status: 204 });
});

// POST /api/console/two-factor/enable { password } → { secret, qrSvg, recoveryCodes }: to confirm next.
export const enableTwoFactorRoute = consoleRoute(
  async (request) => {
    const body = await readValidJson(request, EnableTwoFactorRequest);
    if (body instanceof Response) return body;
    const { auth } = await staffAuth();
    const answer = await auth.api.enableTwoFactor({
      body: { password: body.password },
      headers: authHeaders(request),
      asResponse: true,
    });
    if (!answer.ok) return fieldError('password', 'That is not your password.');
    const { totpURI, backupCodes } = (await answer.json()) as { totpURI: string; backupCodes: string[] };
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    return withCookiesOf(answer, {
      secret,
      otpauthUri: totpURI,
      qrSvg: renderSVG(totpURI),
      recoveryCodes: backupCodes,
    });
  },
  { beforeTwoFactor: true },
);

// POST /api/console/two-factor/confirm { code } → 204: two-factor on from now.
export const confirmTwoFactorRoute = consoleRoute(
  async (request, staff, db) => {
    const body = await readValidJson(request, ConfirmTwoFactorRequest);
    if (body instanceof Response) return body;
    const { auth } = await staffAuth();
    const answer = await auth.api.verifyTOTP({
      body: { code: body.code },
      headers: authHeaders(request),
      asResponse: true,
    });
    if (!answer.ok)
      return fieldError('code', 'That code is not right. Check the time on your phone and try again.');
    await recordAudit(db, {
      action: 'staff.two_factor_enabled',
      actorId: staff.id,
      actorEmail: staff.email,
      ip: clientAddress(request),
    });
    const response = new Response(null, { status: 204 });
    for (const cookie of answer.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  },
  { beforeTwoFactor: true },
);
