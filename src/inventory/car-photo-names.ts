import { DB_ID_PATTERN } from '@/lib/db-id';
import type { PhotoSize } from '@/lib/photos/photo-rules';
import { isUuid } from '@/lib/uuid';

// How a car's uploaded photos are named: each upload is a random name, kept in two sizes under its car in
// the media storage ('car-photos/{car}/{name}-{size}.webp') and served at the same path below /media.
// A random name is never used twice, so its files never change and are served as immutable. Pure.

/** More than any listing needs (the feeds send 20 to 40): an upload past it is refused, a feed's cut to it. */
export const MAX_CAR_PHOTOS = 60;

/**
 * The sizes the site serves: `large` is the vehicle page's gallery and full screen, the card's photo and
 * the PDF's (next/image shrinks it for each); `thumb` the gallery's strip and the watchlist.
 */
export const CAR_PHOTO_SIZES = {
  large: { edge: 1600, quality: 80 },
  thumb: { edge: 480, quality: 75 },
} as const satisfies Record<string, PhotoSize>;
export type CarPhotoSize = keyof typeof CAR_PHOTO_SIZES;

const FOLDER = 'car-photos';
const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(large|thumb)\.webp$/;

/** The media storage key, e.g. 'car-photos/12/0b6c…-large.webp'. */
export const carPhotoKey = (carId: number, name: string, size: CarPhotoSize): string =>
  `${FOLDER}/${carId}/${name}-${size}.webp`;

/** The public URL, e.g. '/media/car-photos/12/0b6c…-large.webp'. */
export const carPhotoUrl = (carId: number, name: string, size: CarPhotoSize): string =>
  `/media/${carPhotoKey(carId, name, size)}`;

/**
 * The storage key of a request's path below /media/car-photos ([car, file]), or null for anything that is
 * not exactly a name this product made: nothing else in the storage (a shopper's trade-in photos) is
 * reachable through it.
 */
export function carPhotoKeyOf(segments: readonly string[]): string | null {
  if (segments.length !== 2) return null;
  const [car, file] = segments;
  if (!DB_ID_PATTERN.test(car)) return null;
  const match = FILE.exec(file);
  if (!match || !isUuid(match[1])) return null;
  return `${FOLDER}/${car}/${file}`;
}

/** The storage key behind a URL of ours, or null for any other URL (a feed's, the demo images). */
export function uploadedPhotoKey(url: string): string | null {
  const prefix = `/media/${FOLDER}/`;
  return url.startsWith(prefix) ? carPhotoKeyOf(url.slice(prefix.length).split('/')) : null;
}
