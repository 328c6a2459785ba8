import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../../src/db/client';
import { mediaDir, mediaFilePath } from '../../../src/lib/media-files';
import { type MediaName, mediaPath } from '../../../src/lib/media-names';
import { drawMedia } from './draw';
import { referencedMedia } from './referenced';

// Turns media names into WebP files under MEDIA_DIR, the only place the product reads images from. Writes
// go to a temporary file renamed into place, so a running server never serves half a file.

/** Encodes a media name's drawing as WebP (1200x800 photos: about 10-40 KB). */
export async function renderMediaBuffer(name: MediaName): Promise<Buffer> {
  const { svg } = drawMedia(name);
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}

async function writeMediaFile(name: MediaName, file: string): Promise<void> {
  const buffer = await renderMediaBuffer(name);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temp, buffer);
  await fs.rename(temp, file);
}

const exists = (file: string) =>
  fs
    .access(file)
    .then(() => true)
    .catch(() => false);

export type RenderAllResult = { total: number; rendered: number; existing: number; ms: number };
export type RenderOptions = {
  dir?: string;
  concurrency?: number;
  /** Called after each rendered file; `total` counts the missing files only. */
  onProgress?: (done: number, total: number) => void;
};

/** Makes sure every name has its file: finds the missing ones, then renders them `concurrency` at a time. */
export async function renderAllMedia(
  names: Iterable<MediaName>,
  options: RenderOptions = {},
): Promise<RenderAllResult> {
  const started = performance.now();
  const dir = options.dir ?? mediaDir();
  const unique = new Map<string, MediaName>();
  for (const name of names) unique.set(mediaPath(name), name);
  const all = [...unique.values()];
  const present = await Promise.all(all.map((name) => exists(mediaFilePath(name, dir))));
  const missing = all.filter((_, i) => !present[i]);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < missing.length) {
      const name = missing[next++];
      await writeMediaFile(name, mediaFilePath(name, dir));
      options.onProgress?.(++done, missing.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return {
    total: all.length,
    rendered: missing.length,
    existing: all.length - missing.length,
    ms: Math.round(performance.now() - started),
  };
}

/** Renders the missing files of every image the database refers to (see referenced.ts). */
export async function renderReferencedMedia(db: Db, options: RenderOptions = {}): Promise<RenderAllResult> {
  return renderAllMedia(await referencedMedia(db), options);
}
