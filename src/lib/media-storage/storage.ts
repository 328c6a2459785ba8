// Where files people send us (trade-in and car photos) are kept: one interface, two stores (a folder, an S3
// bucket; index.ts picks by env). Keys are relative paths the product makes itself, e.g.
// 'valuations/0b6c…/4f1e….webp'; both stores refuse anything else, so no key can leave its folder or bucket.

export type StoredFile = { body: Uint8Array; contentType: string };

export type MediaStorage = {
  /** Resolves once the file is stored whole; rejects otherwise (nothing half-written is readable). */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is already removed. */
  delete(key: string): Promise<void>;
  /** Every key the store holds, in no set order (for a backup: nothing the product serves lists). */
  list(): AsyncIterable<string>;
};

export class MediaStorageError extends Error {}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The content type a key's extension names ('….webp' → image/webp): the product's keys each name one. */
export function contentTypeOfKey(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}

const KEY = /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;
const MAX_KEY_LENGTH = 512;

/** True for a relative path of [A-Za-z0-9/_.-] with no empty, '.' or '..' step (and no '..' at all). */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !KEY.test(key) || key.includes('..')) return false;
  return key.split('/').every((step) => step !== '.');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key))
    throw new MediaStorageError(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}
