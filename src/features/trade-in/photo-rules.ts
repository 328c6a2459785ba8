import { DB_ID_PATTERN } from '@/lib/db-id';
import {
  isPhotoFormat,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_UPLOAD_BYTES,
  type PhotoFormat,
  type PhotoSize,
  photoSizeRefusal,
} from '@/lib/photos/photo-rules';
import { isUuid } from '@/lib/uuid';

// The rules of a trade-in's photos: how many, how big, which kinds, and how they are named. Pure: the
// image work is the shared photo service's (src/lib/photos), the storage in photos.ts.

export { MAX_PHOTO_BYTES, MAX_PHOTO_UPLOAD_BYTES, photoSizeRefusal };

export const MAX_PHOTOS = 10;
/** A kept photo fits in a 1600 × 1600 box: plenty for a dealer to judge panels and tyres. */
export const PHOTO_MAX_EDGE = 1600;
export const PHOTO_WEBP_QUALITY = 80;
/** The one size a trade-in photo is kept in. */
export const PHOTO_SIZE: PhotoSize = { edge: PHOTO_MAX_EDGE, quality: PHOTO_WEBP_QUALITY };
/**
 * What a photo may be, by what its bytes are (sharp's `format`), never by what the browser claims. HEIC is
 * not among them: the sharp build in use reads HEIF only as AVIF (`sharp.format.heif.input.fileSuffix` is
 * ['.avif']; no HEVC decoder), so an iPhone's HEIC could not be read. Browsers convert HEIC to JPEG when a
 * page's file input accepts only 'image/jpeg,image/png,image/webp'.
 */
export const PHOTO_INPUT_FORMATS: readonly PhotoFormat[] = ['jpeg', 'png', 'webp'];
/** The file input's `accept`, matching PHOTO_INPUT_FORMATS. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export const PHOTO_MESSAGES = {
  'not-a-photo': 'That file is not a photo we can read. Use a JPEG, PNG or WebP image.',
  'too-large': 'Each photo can be up to 10 MB.',
  'too-many': 'You can add up to 10 photos.',
} as const;
export type PhotoRefusal = keyof typeof PHOTO_MESSAGES;

/** Why one more photo is refused when the valuation already has `existing`, or null when it may be added. */
export const photoCountRefusal = (existing: number): 'too-many' | null =>
  existing >= MAX_PHOTOS ? 'too-many' : null;

export const isPhotoInputFormat = (format: string | undefined): boolean =>
  isPhotoFormat(format, PHOTO_INPUT_FORMATS);

/** A valuation id as written in a URL, lowercased, or null when it is not a UUID. */
export const parseValuationId = (value: string): string | null =>
  isUuid(value) ? value.toLowerCase() : null;

/** A photo id as written in a URL ('7'; no sign, no leading zero), or null outside PostgreSQL's serial. */
export const parsePhotoId = (value: string): number | null =>
  DB_ID_PATTERN.test(value) ? Number(value) : null;

/** Where the stored photo is, e.g. 'valuations/0b6c…/4f1e….webp' (the media storage key). */
export const valuationPhotoKey = (valuationId: string, name: string): string =>
  `valuations/${valuationId}/${name}.webp`;
