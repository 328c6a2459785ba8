import 'server-only';
import { logger } from '@/lib/logger';
import { mediaStorage, type StoredFile } from './index';

// The public answer for a WebP image this product stored under a name it never reuses (a car's photo, an
// image in a dealer's page): from the media storage, on every host (the proxy leaves /media/ alone), so
// the site's pages, the console and the image optimiser all read it as 'self'.

const IMMUTABLE = 'public, max-age=31536000, immutable';

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The stored image at `key` (null: a name this product never made), kept by any cache for a year, or 404. */
export async function serveStoredWebp(key: string | null): Promise<Response> {
  if (!key) return answer(404, 'Not found');
  let file: StoredFile | null;
  try {
    file = await mediaStorage().get(key);
  } catch (error) {
    logger.warn({ err: error, key }, 'Could not read an image from the media storage');
    return answer(503, 'The image cannot be read just now.');
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
