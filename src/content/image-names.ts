import { DB_ID_PATTERN } from '@/lib/db-id';
import type { PhotoSize } from '@/lib/photos/photo-rules';
import { isUuid } from '@/lib/uuid';

// How images in dealers' pages are named: each upload a random name under its site's id in the media
// storage ('content-images/{site}/{name}.webp'), served at the same path below /media and written into
// the page's Markdown as that URL. A name is never used twice, so its file never changes. Pure.

/** One size: a page's body is at most 48 rem wide, so 1600 px covers a phone's and a laptop's screen. */
export const CONTENT_IMAGE_SIZE = { edge: 1600, quality: 80 } as const satisfies PhotoSize;
/** A site's own logo: 320 by 80 (shown at 160 by 40, sharp on a phone's screen), on a transparent ground. */
export const LOGO_IMAGE_SIZE = {
  edge: 320,
  quality: 90,
  box: { width: 320, height: 80 },
} as const satisfies PhotoSize;

const FOLDER = 'content-images';
const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/** The media storage key, e.g. 'content-images/3/0b6c….webp'. */
export const contentImageKey = (siteId: number, name: string): string => `${FOLDER}/${siteId}/${name}.webp`;

/** The public URL, e.g. '/media/content-images/3/0b6c….webp'. */
export const contentImageUrl = (siteId: number, name: string): string =>
  `/media/${contentImageKey(siteId, name)}`;

/** The storage key of a request's path below /media/content-images ([site, file]), or null for any other. */
export function contentImageKeyOf(segments: readonly string[]): string | null {
  if (segments.length !== 2) return null;
  const [site, file] = segments;
  if (!DB_ID_PATTERN.test(site)) return null;
  const match = FILE.exec(file);
  if (!match || !isUuid(match[1])) return null;
  return `${FOLDER}/${site}/${file}`;
}
