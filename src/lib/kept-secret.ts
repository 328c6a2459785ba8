import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// A random secret made once per machine and kept in a file readable by its owner only, so an embedded
// default needs no setting and every process on the machine (and its commands) reads the same one.

/** The secret kept in the file, making it first when there is none. */
export function keptSecret(file: string): string {
  return readSecretFile(file) ?? makeSecretFile(file);
}

function makeSecretFile(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readSecretFile(file) as string;
}

/** The kept secret, or null when none has been made. */
export function readSecretFile(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
