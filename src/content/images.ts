import 'server-only';
import { randomUUID } from 'node:crypto';
import { mediaStorage } from '@/lib/media-storage';
import { type PhotoSize, photoSizeRefusal } from '@/lib/photos/photo-rules';
import { preparePhoto, readablePhotoFormats } from '@/lib/photos/prepare';
import { CONTENT_IMAGE_SIZE, contentImageKey, contentImageUrl } from './image-names';

// An image for a dealer's page, made ready once by the shared photo service (read by its bytes, turned
// upright, its metadata dropped, WebP) and kept in the media storage, where /media serves it to the site.

export type ContentImageOutcome =
  | { ok: true; url: string; width: number; height: number }
  | { ok: false; reason: 'too-large' | 'not-an-image'; kinds: string[] };

/** An image of the site's: for a page, a location's photo or (with LOGO_IMAGE_SIZE) its logo. */
export async function storeContentImage(
  siteId: number,
  bytes: Uint8Array,
  size: PhotoSize = CONTENT_IMAGE_SIZE,
): Promise<ContentImageOutcome> {
  const readable = readablePhotoFormats();
  if (photoSizeRefusal(bytes.byteLength)) return { ok: false, reason: 'too-large', kinds: readable.names };
  const prepared = await preparePhoto(bytes, readable.formats, [size]);
  if (!prepared) return { ok: false, reason: 'not-an-image', kinds: readable.names };
  const [image] = prepared;
  const name = randomUUID();
  await mediaStorage().put(contentImageKey(siteId, name), image.body, 'image/webp');
  return { ok: true, url: contentImageUrl(siteId, name), width: image.width, height: image.height };
}
