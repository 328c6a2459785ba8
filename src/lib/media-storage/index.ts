// Files people send us (shoppers' trade-in photos, dealers' car photos). One interface, two stores: an
// S3-compatible bucket when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set, else
// files under UPLOADS_DIR, so a developer uploads with no bucket at all. Several app processes need the
// bucket (or a shared folder).

import path from 'node:path';
import { env } from '@/lib/env';
import { createFolderStorage } from './folder';
import { createS3Storage } from './s3';
import type { MediaStorage } from './storage';

export {
  isStorageKey,
  type MediaStorage,
  MediaStorageError,
  type StoredFile,
} from './storage';

const store = globalThis as unknown as { __mediaStorage?: MediaStorage };

/** The store the environment asks for, made once per process. */
export function mediaStorage(): MediaStorage {
  store.__mediaStorage ??=
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? createS3Storage({
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        })
      : createFolderStorage(path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.UPLOADS_DIR));
  return store.__mediaStorage;
}

/** Tests point the app's modules at their own store (a temp folder, a fake bucket). */
export function setMediaStorageForTests(storage: MediaStorage): void {
  store.__mediaStorage = storage;
}
