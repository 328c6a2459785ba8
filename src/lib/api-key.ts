import { createHash, timingSafeEqual } from 'node:crypto';

// Dealership stock-feed keys are stored as SHA-256 hex digests only.
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function apiKeyMatches(key: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The documented key of each demo dealership, e.g. 'demo-key-carzone-rocklea'. */
export const demoApiKey = (dealershipSlug: string) => `demo-key-${dealershipSlug}`;
