import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from './env';

// The platform operator's key for the admin API of sites: PLATFORM_KEY, or else one made once per
// machine and kept in PLATFORM_KEY_FILE (readable by its owner only), so the embedded default needs no
// setting and the `site` command finds the key beside the server.

let cached: string | undefined;

/** The key, making and keeping one when none is configured (the server's side). */
export function platformKey(): string {
  if (env.PLATFORM_KEY) return env.PLATFORM_KEY;
  if (cached) return cached;
  cached = readKeyFile() ?? makeKeyFile();
  return cached;
}

function makeKeyFile(): string {
  fs.mkdirSync(path.dirname(env.PLATFORM_KEY_FILE), { recursive: true });
  try {
    fs.writeFileSync(env.PLATFORM_KEY_FILE, `${randomBytes(32).toString('base64url')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile() as string;
}

/** The configured key or the kept one, without making one (the command's side). */
export function knownPlatformKey(): string | null {
  return env.PLATFORM_KEY ?? readKeyFile();
}

function readKeyFile(): string | null {
  try {
    return fs.readFileSync(env.PLATFORM_KEY_FILE, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a request's `Authorization: Bearer …` carries the key (compared in constant time). */
export function hasPlatformKey(headers: Headers): boolean {
  const match = /^Bearer ([^\s]+)$/.exec(headers.get('authorization') ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(platformKey()));
}
