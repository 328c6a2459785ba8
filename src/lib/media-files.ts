import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from './env';
import { type MediaName, mediaPath, parseMediaPath } from './media-names';

// The demo images are files in MEDIA_DIR, written by the seed (scripts/seed/media); the product only reads
// them. Nothing here draws, converts or looks anything up: a request that is not a canonical name, or
// whose file is not there, is a 404.

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const mediaDir = (): string => path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.MEDIA_DIR);

/** The absolute file path of a media name below `dir`. */
export const mediaFilePath = (name: MediaName, dir = mediaDir()): string => path.join(dir, mediaPath(name));

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The /media route: the named file as immutable WebP, or 404. */
export async function serveMediaFile(segments: readonly string[]): Promise<Response> {
  const name = parseMediaPath(segments);
  if (!name) return notFound();
  let body: Buffer;
  try {
    body = await fs.readFile(mediaFilePath(name));
  } catch {
    return notFound();
  }
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(body.length),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
