// The embedded store: each file under UPLOADS_DIR at its key's path. Only the bytes are kept, so a file's
// content type is the one its key's extension names ('….webp' → image/webp); the product's keys name it.

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type MediaStorage } from './storage';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

const typeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

export function createFolderStorage(dir: string): MediaStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    put: async (key, body) => {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed, so a reader never gets half a photo.
      const aside = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(aside, body);
        await rename(aside, file);
      } catch (error) {
        await rm(aside, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      const file = fileOf(key);
      try {
        return { body: new Uint8Array(await readFile(file)), contentType: typeOf(key) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR') return null;
        throw error;
      }
    },
    delete: async (key) => {
      await rm(fileOf(key), { force: true });
    },
  };
}
