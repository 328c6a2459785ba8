import { createHash, randomBytes } from 'node:crypto';
import { isLocalHost } from '@/lib/local-host';

// A shopper's session on one site (decision 017): a random token in an HttpOnly cookie, kept in the
// database only as its digest.

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
export const SESSION_COOKIE = 'shopper_session';

/** A session token (given to the browser) and its digest (the only form the database keeps). */
export function newSessionToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: tokenDigest(token) };
}

export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Cookies are Secure everywhere but a developer's own machine (localhost and *.localhost over http). */
export function sessionCookie(token: string, host: string | null, maxAgeSeconds: number): string {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (!isLocalHost(host)) parts.push('Secure');
  return parts.join('; ');
}

/** The session token a request's Cookie header carries, or null. */
export function sessionTokenOf(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}
