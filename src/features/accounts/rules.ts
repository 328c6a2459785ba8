import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from './sign-in-rules';

export {
  CODE_LENGTH,
  CODE_LENGTH_MESSAGE,
  codeProblem,
  INVALID_CODE_MESSAGE,
  REQUIRED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  VERIFICATION_ERROR_MESSAGE,
} from './sign-in-rules';

// Signing in with a one-time code sent to a mobile (AF §4, §5, §8, §9): the code, its lifetime and tries,
// the send limits, the session, and the spec's words for each fault.

export const CODE_TTL_MS = 5 * 60_000;
/** A code dies at its fifth wrong answer. */
export const MAX_WRONG_TRIES = 5;
/** Codes sent (and /api/rate-limit asks) per mobile, and per address, in a 10-minute window. */
export const SENDS_PER_PHONE = 5;
export const SENDS_PER_ADDRESS = 20;
/** Asks of /api/check-if-contact-exists per address in a 10-minute window: it says who has an account. */
export const CONTACT_CHECKS_PER_ADDRESS = 20;

/** Six random digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export const newSalt = (): string => randomBytes(16).toString('base64url');

export function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('base64url');
}

/** Whether `code` is the one whose salted hash is kept, compared in constant time. */
export function codeMatches(code: string, stored: { codeHash: string; salt: string }): boolean {
  const given = Buffer.from(hashCode(code.trim(), stored.salt));
  const kept = Buffer.from(stored.codeHash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export type CodeState = { expiresAt: Date; wrongTries: number; usedAt: Date | null };

/** Whether a kept code can still be answered at `now`: not used, not expired, tries left. */
export function codeIsLive(code: CodeState, now: Date): boolean {
  return (
    code.usedAt === null && code.expiresAt.getTime() > now.getTime() && code.wrongTries < MAX_WRONG_TRIES
  );
}
