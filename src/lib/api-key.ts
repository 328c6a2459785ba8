import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Dealership stock-feed keys: 32 random bytes behind a recognisable prefix, shown once when issued and
// stored only as a SHA-256 hex digest. A fast hash is enough because the key itself carries 256 bits of
// entropy: there is nothing to guess from public data and no dictionary to try.

export const API_KEY_PREFIX = 'stk_';

/** A partner's read-only key to a site's stock (the partner API), told apart from a feed's by its prefix. */
export const PARTNER_KEY_PREFIX = 'ptn_';

/** A new key, e.g. 'stk_3q2x…' (4 + 43 characters). */
export function generateApiKey(prefix = API_KEY_PREFIX): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** A new key and the digest to store; the key is shown to its owner once and kept nowhere. */
export function issueApiKey(prefix = API_KEY_PREFIX): { key: string; hash: string } {
  const key = generateApiKey(prefix);
  return { key, hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function apiKeyMatches(key: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
