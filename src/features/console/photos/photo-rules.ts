import type { CarImage } from '@/db/json-types';
import { MAX_CAR_PHOTOS } from '@/inventory/car-photo-names';
import { DB_ID_PATTERN } from '@/lib/db-id';
import { listedKinds } from '@/lib/photos/photo-rules';

// A car's photos as a manager keeps them in the console: how many, and how one is moved or removed. The
// order a change was made on travels with it (`seen`, the photos' large URLs as the page showed them):
// when the car's photos are no longer in that order (a colleague or a feed changed them), the change is a
// 409 and the page shows the photos as they are now, so nobody's photo is silently lost. Pure.

export const CAR_PHOTO_MESSAGES = {
  'too-large': 'Each photo can be up to 10 MB.',
  'too-many': `A car can have up to ${MAX_CAR_PHOTOS} photos: delete one to add another.`,
  changed:
    'The photos changed a moment ago (a colleague or a feed): they are shown as they are now. Try again.',
  'no-such-photo': 'That photo is not among the car’s photos.',
  position: 'must be a position among the car’s photos',
} as const;

/** The refusal of a file that is not a photo, naming the kinds this server reads (`acceptedKinds`). */
export const notAPhotoMessage = (kinds: readonly string[]): string =>
  `That file is not a photo we can read. Use a ${listedKinds(kinds)} image.`;

/** Why one more photo is refused when the car already has `existing`, or null when it may be added. */
export const carPhotoCountRefusal = (existing: number): 'too-many' | null =>
  existing >= MAX_CAR_PHOTOS ? 'too-many' : null;

/** A car id as written in a URL (1 to PostgreSQL's int4 maximum, no leading zero), or null. */
export const parseCarId = (value: string): number | null =>
  DB_ID_PATTERN.test(value) ? Number(value) : null;

/** `move` puts the photo at `to` (0 is the cover); `remove` takes it off the car. */
export type PhotoChange = { op: 'move'; photo: string; to: number } | { op: 'remove'; photo: string };

export type PhotoChangeOutcome =
  | {
      ok: true;
      images: CarImage[];
      /** The photos taken off the car (their files, when ours, are deleted). */
      removed: CarImage[];
      /** For the audit log: positions count from 1, as the page shows them. */
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }
  /** Nothing to do: the photo is already where it was asked to go. */
  | { ok: true; images: CarImage[]; removed: []; before: null; after: null }
  | { ok: false; reason: 'changed' | 'no-such-photo' | 'position' };

const sameOrder = (images: readonly CarImage[], seen: readonly string[]) =>
  images.length === seen.length && images.every((image, i) => image.image === seen[i]);

/** The car's photos after `change`, made on the order `seen`, or why it is refused. */
export function applyPhotoChange(
  images: readonly CarImage[],
  seen: readonly string[],
  change: PhotoChange,
): PhotoChangeOutcome {
  if (!sameOrder(images, seen)) return { ok: false, reason: 'changed' };
  const from = images.findIndex((image) => image.image === change.photo);
  if (from < 0) return { ok: false, reason: 'no-such-photo' };
  const photo = images[from];
  const rest = images.filter((_, i) => i !== from);
  if (change.op === 'remove') {
    return {
      ok: true,
      images: rest,
      removed: [photo],
      before: { photo: photo.image, position: from + 1, photos: images.length },
      after: { photos: rest.length },
    };
  }
  const { to } = change;
  if (!Number.isInteger(to) || to < 0 || to >= images.length) return { ok: false, reason: 'position' };
  if (to === from) return { ok: true, images: [...images], removed: [], before: null, after: null };
  return {
    ok: true,
    images: [...rest.slice(0, to), photo, ...rest.slice(to)],
    removed: [],
    before: { photo: photo.image, position: from + 1 },
    after: { position: to + 1 },
  };
}

/** The cover the shopper's cards show: the first photo's large size, or none. */
export const coverOf = (images: readonly CarImage[]): string | null => images[0]?.image ?? null;
