import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from './env';
import { keptSecret, readSecretFile } from './kept-secret';

// The platform operator's key for the admin API of sites: PLATFORM_KEY, or else one made once per
// machine and kept in PLATFORM_KEY_FILE (readable by its owner only), so the embedded default needs no
// setting and the `site` command finds the key beside the server.

let cached: string | undefined;

/** The key, making and keeping one when none is configured (the server's side). */
export function platformKey(): string {
  if (env.PLATFORM_KEY) return env.PLATFORM_KEY;
  cached ??= keptSecret(env.PLATFORM_KEY_FILE);
  return cached;
}

/** The configured key or the kept one, without making one (the command's side). */
export function knownPlatformKey(): string | null {
  return env.PLATFORM_KEY ?? readSecretFile(env.PLATFORM_KEY_FILE);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a request's `Authorization: Bearer …` carries the key (compared in constant time). */
export function hasPlatformKey(headers: Headers): boolean {
  const match = /^Bearer ([^\s]+)$/.exec(headers.get('authorization') ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(platformKey()));
}

/** The answer to an admin API call without the platform key. */
export function missingPlatformKey(): Response {
  return Response.json(
    { error: 'Invalid or missing platform key' },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
  );
}
