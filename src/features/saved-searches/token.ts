import { createHmac, timingSafeEqual } from 'node:crypto';

// The unsubscribe link's token: the saved search's id and an HMAC-SHA256 of it under the platform key, so
// the link stops exactly one search, works without signing in, and cannot be guessed or turned into
// another search's link. '12.Qm9Fv…' (id, '.', 43 base64url characters). No expiry: an old email's link
// must still work.

const PURPOSE = 'saved-search-unsubscribe';
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

const macOf = (id: number, key: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${id}`).digest('base64url');

export function unsubscribeToken(savedSearchId: number, key: string): string {
  return `${savedSearchId}.${macOf(savedSearchId, key)}`;
}

/** The saved search a token stops, or null for anything that is not a token made with this key. */
export function verifyUnsubscribeToken(token: unknown, key: string): number | null {
  const match = typeof token === 'string' ? TOKEN_PATTERN.exec(token) : null;
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  // Compared as text, not decoded: base64 lets two spellings of the last character decode alike.
  return timingSafeEqual(Buffer.from(match[2]), Buffer.from(macOf(id, key))) ? id : null;
}
