import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from '../../lib/env';
import { drawMedia } from './draw';
import { type MediaName, mediaPath } from './names';

// Server-side only (node:fs and sharp): turns a media name's SVG into a WebP file under MEDIA_DIR. Used
// by the seed (render everything referenced, up front) and by the /media route (render on demand when a
// file is missing, e.g. after the folder was cleared). Writes go to a temporary file and are renamed into
// place, so a reader never sees half a file and concurrent renders of one name are harmless.

export const mediaDir = (): string => path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.MEDIA_DIR);

/** The absolute file path of a media name below `dir`. */
export const mediaFilePath = (name: MediaName, dir = mediaDir()): string => path.join(dir, mediaPath(name));

/** Encodes a media name's drawing as WebP (1200x800 photos: about 10-40 KB). */
export async function renderMediaBuffer(name: MediaName): Promise<Buffer> {
  const { svg } = drawMedia(name);
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}

const inFlight = new Map<string, Promise<string>>();

/** Renders the file if it is missing and returns its path; concurrent calls for one name share the work. */
export function ensureMediaFile(name: MediaName, dir = mediaDir()): Promise<string> {
  const file = mediaFilePath(name, dir);
  const pending = inFlight.get(file);
  if (pending) return pending;
  const work = (async () => {
    try {
      await fs.access(file);
      return file;
    } catch {
      // missing: render below
    }
    const buffer = await renderMediaBuffer(name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(temp, buffer);
    await fs.rename(temp, file);
    return file;
  })().finally(() => inFlight.delete(file));
  inFlight.set(file, work);
  return work;
}

export type RenderAllResult = { total: number; rendered: number; existing: number; ms: number };

/** Makes sure every name has its file, rendering the missing ones `concurrency` at a time. */
export async function renderAllMedia(
  names: Iterable<MediaName>,
  options: { dir?: string; concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<RenderAllResult> {
  const started = performance.now();
  const dir = options.dir ?? mediaDir();
  const unique = new Map<string, MediaName>();
  for (const name of names) unique.set(mediaPath(name), name);
  const queue = [...unique.values()];
  let next = 0;
  let done = 0;
  let rendered = 0;
  const worker = async () => {
    while (next < queue.length) {
      const name = queue[next++];
      const file = mediaFilePath(name, dir);
      const exists = await fs
        .access(file)
        .then(() => true)
        .catch(() => false);
      if (!exists) {
        await ensureMediaFile(name, dir);
        rendered++;
      }
      done++;
      options.onProgress?.(done, queue.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return {
    total: queue.length,
    rendered,
    existing: queue.length - rendered,
    ms: Math.round(performance.now() - started),
  };
}
