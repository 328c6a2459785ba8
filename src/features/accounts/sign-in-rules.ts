export { needsSignIn, type SignInType } from '@/session/gates';
export { UNKNOWN_ERROR_MESSAGE } from './error-messages';

// Sign-in's words and rules the browser shares with the server (AF §4, §5, §8, §9): no Node modules here,
// so the sign-in form imports them as they are.

export const CODE_LENGTH = 6;
/** How long the browser waits for a code to be sent (AF §9). */
export const SEND_TIMEOUT_MS = 15_000;

export const REQUIRED_MESSAGE = 'This is a required field.';
export const CODE_LENGTH_MESSAGE = 'Code must be 6 digits.';
export const INVALID_CODE_MESSAGE = 'The verification code is invalid. Please try again.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many verification attempts. Please try again later.';
export const VERIFICATION_ERROR_MESSAGE = 'An unknown error occurred during verification.';

export const SEND_CODE_LABEL = 'Send Code';
export const RESEND_CODE_LABEL = 'Resend Code';
export const CODE_SENT_TEXT = 'Code sent!';

/** Where the sign-in form is (AF §4): no code sent yet, a code sent, the code submitted. */
export type LoginStatus = 'default' | 'verificationSent' | 'verificationSubmitted';

/** The code field's problem, or null: required, then exactly six digits (AF §5). */
export function codeProblem(code: string | null | undefined): string | null {
  const value = (code ?? '').trim();
  if (!value) return REQUIRED_MESSAGE;
  return /^\d{6}$/.test(value) ? null : CODE_LENGTH_MESSAGE;
}

/** A path browsers read as another site: '//host' or '/\\host'. */
const otherSite = (path: string) => path.startsWith('//') || path.startsWith('/\\');

/**
 * A sign-in's `redirect` or `back` as a path on this site, else '/': only a path that starts with one '/',
 * with no control characters, and whose normalised form (the one emitted) is not another site either:
 * '/.//evil.example' normalises to '//evil.example'.
 */
export function safeReturnPath(value: string | string[] | null | undefined): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path?.startsWith('/') || otherSite(path)) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path)) return '/';
  const resolved = new URL(path, 'http://site.invalid');
  const emitted = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return resolved.origin === 'http://site.invalid' && !otherSite(emitted) ? emitted : '/';
}
