import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '../../src/lib/media-storage';
import { contentTypeOfKey } from '../../src/lib/media-storage/storage';
import { MEDIA_FOLDER, type MediaSum } from './rules';

// The media side: every file of the media storage (the folder under UPLOADS_DIR or the S3 bucket, through
// the app's own adapter) copied into the backup's media/ folder at its key, and put back from there.

/** Files in flight at once: a bucket answers each in tens of milliseconds, so one at a time would crawl. */
const AT_ONCE = 8;

const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest('hex');

async function inBatches<T>(items: AsyncIterable<T> | T[], each: (item: T) => Promise<void>): Promise<void> {
  let batch: Promise<void>[] = [];
  for await (const item of items) {
    batch.push(each(item));
    if (batch.length === AT_ONCE) {
      await Promise.all(batch);
      batch = [];
    }
  }
  await Promise.all(batch);
}

/**
 * Copies the store into `backupDir/media`. A file deleted between the listing and its read is left out:
 * the database dump, taken before, may still name it, as it would have a moment later anyway.
 */
export async function backupMedia(
  storage: MediaStorage,
  backupDir: string,
): Promise<{ sums: MediaSum[]; bytes: number }> {
  const sums: MediaSum[] = [];
  let bytes = 0;
  await inBatches(storage.list(), async (key) => {
    const file = await storage.get(key);
    if (!file) return;
    const target = path.join(backupDir, MEDIA_FOLDER, ...key.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, file.body);
    sums.push({ key, sha256: sha256(file.body) });
    bytes += file.body.byteLength;
  });
  return { sums, bytes };
}

/** The backup's media files that are missing or not the bytes their checksum says (none: all sound). */
export async function damagedMedia(backupDir: string, sums: MediaSum[]): Promise<string[]> {
  const damaged: string[] = [];
  await inBatches(sums, async ({ key, sha256: expected }) => {
    const body = await fs.readFile(path.join(backupDir, MEDIA_FOLDER, ...key.split('/'))).catch(() => null);
    if (!body) damaged.push(`${key} (missing)`);
    else if (sha256(body) !== expected) damaged.push(`${key} (its bytes differ from media.sha256)`);
  });
  return damaged.sort();
}

/** Puts every file back at its key; the store's other files stay (the product never reuses a key). */
export async function restoreMedia(
  storage: MediaStorage,
  backupDir: string,
  sums: MediaSum[],
): Promise<void> {
  await inBatches(sums, async ({ key }) => {
    const body = await fs.readFile(path.join(backupDir, MEDIA_FOLDER, ...key.split('/')));
    await storage.put(key, new Uint8Array(body), contentTypeOfKey(key));
  });
}

/** The keys of the backup the store does not list after the restore (none: all there). */
export async function missingFromStore(storage: MediaStorage, sums: MediaSum[]): Promise<string[]> {
  const listed = new Set<string>();
  for await (const key of storage.list()) listed.add(key);
  return sums.filter(({ key }) => !listed.has(key)).map(({ key }) => key);
}
