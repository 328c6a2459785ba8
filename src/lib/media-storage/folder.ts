// The embedded store: each file under UPLOADS_DIR at its key's path. Only the bytes are kept, so a file's
// content type is the one its key's extension names ('….webp' → image/webp); the product's keys name it.

import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, contentTypeOfKey, isStorageKey, type MediaStorage } from './storage';

/** A file being written (put's aside copy): not yet a file of the store. */
const ASIDE = /\.[0-9a-f]{8}\.tmp$/;

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
        return { body: new Uint8Array(await readFile(file)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR') return null;
        throw error;
      }
    },
    delete: async (key) => {
      await rm(fileOf(key), { force: true });
    },
    list: async function* () {
      let entries: Dirent[];
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (isStorageKey(key) && !ASIDE.test(key)) yield key;
      }
    },
  };
}
