import 'server-only';
import { logger } from '@/lib/logger';
import { mediaStorage, type StoredFile } from '@/lib/media-storage';
import { carPhotoKeyOf } from './car-photo-names';

// The public route of the photos a dealer uploads for a car (GET /media/car-photos/{car}/{file}): from the
// media storage, on every host (the proxy leaves /media/ alone), so the site's pages, the console and the
// image optimiser all read them as 'self'.

const IMMUTABLE = 'public, max-age=31536000, immutable';

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The photo as WebP, kept by any cache for a year (its name is never reused), or 404. */
export async function serveCarPhoto(segments: readonly string[]): Promise<Response> {
  const key = carPhotoKeyOf(segments);
  if (!key) return answer(404, 'Not found');
  let file: StoredFile | null;
  try {
    file = await mediaStorage().get(key);
  } catch (error) {
    logger.warn({ err: error, key }, 'Could not read a car photo from the media storage');
    return answer(503, 'The photo cannot be read just now.');
  }
  if (!file) return answer(404, 'Not found');
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(file.body.byteLength),
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
    },
  });
}
