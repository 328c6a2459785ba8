import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { CarImage } from '@/db/json-types';
import { cars } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import { CAR_PHOTO_SIZES, carPhotoKey, carPhotoUrl, uploadedPhotoKey } from '@/inventory/car-photo-names';
import { removeFiles } from '@/inventory/feed-photo-queue';
import { logger } from '@/lib/logger';
import { mediaStorage } from '@/lib/media-storage';
import { photoSizeRefusal } from '@/lib/photos/photo-rules';
import { preparePhoto, readablePhotoFormats } from '@/lib/photos/prepare';
import { type AuditActor, auditChange } from '@/staff/audit';
import { personSources } from '../stock/edit-rules';
import { inReach, type StockViewer } from '../stock/stock-list';
import {
  applyPhotoChange,
  CAR_PHOTO_MESSAGES,
  carPhotoCountRefusal,
  coverOf,
  notAPhotoMessage,
  type PhotoChange,
} from './photo-rules';

// A car's photos in the console: an upload is made ready once by the shared photo service (upright, no
// metadata, WebP in the sizes the site serves), kept in the media storage and added last to cars.images;
// a move or removal is made on the order the page showed. Each change is one audit entry ('car.photos'),
// records the images' source as this person, and bumps the stock version in its transaction, so every
// process's search, pages and feeds show it within seconds. The car's updatedAt is left alone: it is
// the price form's token, and a photo added on the same page must not make that form's save a conflict.

const PHOTO_AUDIT_ACTION = 'car.photos';

/** A car's photos in their order (the first is the cover), or null when it is not of the viewer's reach. */
export async function carPhotos(db: Db, viewer: StockViewer, carId: number): Promise<CarImage[] | null> {
  const [row] = await db
    .select({ images: cars.images })
    .from(cars)
    .where(and(eq(cars.id, carId), inReach(viewer)));
  return row ? row.images : null;
}

export type PhotoFile = { bytes: Uint8Array; type: string; name: string };

export type PhotoOutcome =
  | { ok: true; photos: CarImage[] }
  | { ok: false; status: 404; error: string }
  /** `field`: the request's field at fault ('photo', or 'to' for a move's position). */
  | { ok: false; status: 400; field: 'photo' | 'to'; error: string }
  | { ok: false; status: 409; error: string; photos: CarImage[] };

const NOT_FOUND = { ok: false, status: 404, error: 'Not found' } as const;
const refused = (error: string, field: 'photo' | 'to' = 'photo') =>
  ({ ok: false, status: 400, field, error }) as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The car's row, locked for the transaction: uploads and changes to one car take turns. */
async function lockedCar(tx: Tx, viewer: StockViewer, carId: number) {
  const [row] = await tx
    .select({ images: cars.images, fieldSources: cars.fieldSources })
    .from(cars)
    .where(and(eq(cars.id, carId), inReach(viewer)))
    .for('update');
  return row ?? null;
}

/** Writes the car's new photos with their cover and source, the stock change and the audit entry. */
async function writePhotos(
  tx: Tx,
  viewer: StockViewer,
  actor: AuditActor,
  carId: number,
  car: NonNullable<Awaited<ReturnType<typeof lockedCar>>>,
  images: CarImage[],
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await tx
    .update(cars)
    .set({
      images,
      primaryImageUrl: coverOf(images),
      fieldSources: personSources(car.fieldSources, ['images'], actor.email, now),
      // Photos a person arranged are theirs: the next feed's image list is not applied over them.
      lockedFields: sql`array_append(array_remove(${cars.lockedFields}, 'images'), 'images')`,
    })
    .where(eq(cars.id, carId));
  await recordStockChanges(tx, [carId], { source: 'person', who: actor.email, at: now });
  await auditChange(tx, actor, viewer.siteId, PHOTO_AUDIT_ACTION, { type: 'car', id: String(carId) }, change);
}

const filesOf = (images: readonly CarImage[]): string[] =>
  images.flatMap((image) => [image.image, image.thumb]).flatMap((url) => uploadedPhotoKey(url) ?? []);

/** Adds one photo last: at most MAX_CAR_PHOTOS however many uploads run at once. */
export async function addCarPhoto(
  db: Db,
  viewer: StockViewer,
  actor: AuditActor,
  carId: number,
  file: PhotoFile,
  now: Date,
): Promise<PhotoOutcome> {
  if (photoSizeRefusal(file.bytes.byteLength)) return refused(CAR_PHOTO_MESSAGES['too-large']);
  // Cheap refusals first, so a full or unknown car costs no image work; the count is checked again under
  // the car's lock below.
  const existing = await carPhotos(db, viewer, carId);
  if (!existing) return NOT_FOUND;
  if (carPhotoCountRefusal(existing.length)) return refused(CAR_PHOTO_MESSAGES['too-many']);

  const kinds = readablePhotoFormats();
  const prepared = await preparePhoto(file.bytes, kinds.formats, [
    CAR_PHOTO_SIZES.large,
    CAR_PHOTO_SIZES.thumb,
  ]);
  if (!prepared) {
    logger.info({ carId, type: file.type, name: file.name }, 'Refused an upload that is not a photo');
    return refused(notAPhotoMessage(kinds.names));
  }
  const [large, thumb] = prepared;
  const name = randomUUID();
  const photo: CarImage = {
    image: carPhotoUrl(carId, name, 'large'),
    thumb: carPhotoUrl(carId, name, 'thumb'),
  };
  const keys = [carPhotoKey(carId, name, 'large'), carPhotoKey(carId, name, 'thumb')];
  // Stored before the car's row is locked, so a slow bucket holds up no other change to the car; a file
  // the row then does not list (refused, or the write failed) is removed again.
  const storage = mediaStorage();
  await Promise.all([
    storage.put(keys[0], large.body, 'image/webp'),
    storage.put(keys[1], thumb.body, 'image/webp'),
  ]).catch(async (error: unknown) => {
    await removeFiles(keys);
    throw error;
  });
  try {
    const outcome = await db.transaction(async (tx): Promise<PhotoOutcome> => {
      const car = await lockedCar(tx, viewer, carId);
      if (!car) return NOT_FOUND;
      if (carPhotoCountRefusal(car.images.length)) return refused(CAR_PHOTO_MESSAGES['too-many']);
      const images = [...car.images, photo];
      await writePhotos(
        tx,
        viewer,
        actor,
        carId,
        car,
        images,
        { before: { photos: car.images.length }, after: { photos: images.length, photo: photo.image } },
        now,
      );
      return { ok: true, photos: images };
    });
    if (!outcome.ok) await removeFiles(keys);
    return outcome;
  } catch (error) {
    await removeFiles(keys);
    throw error;
  }
}

/**
 * Moves or removes one photo, made on the order `seen`: a 409 with the photos as they are now when they
 * changed since. A removed photo's files, when we stored them, are deleted once the row no longer lists
 * them; a feed's or the demo's URL is only taken off the car.
 */
export async function changeCarPhotos(
  db: Db,
  viewer: StockViewer,
  actor: AuditActor,
  carId: number,
  seen: readonly string[],
  change: PhotoChange,
  now: Date,
): Promise<PhotoOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const car = await lockedCar(tx, viewer, carId);
    if (!car) return { result: NOT_FOUND, removed: [] };
    const applied = applyPhotoChange(car.images, seen, change);
    if (!applied.ok) {
      const result: PhotoOutcome =
        applied.reason === 'changed'
          ? { ok: false, status: 409, error: CAR_PHOTO_MESSAGES.changed, photos: car.images }
          : refused(CAR_PHOTO_MESSAGES[applied.reason], applied.reason === 'position' ? 'to' : 'photo');
      return { result, removed: [] };
    }
    if (applied.before && applied.after) {
      const { before, after } = applied;
      await writePhotos(tx, viewer, actor, carId, car, applied.images, { before, after }, now);
    }
    return { result: { ok: true, photos: applied.images } as PhotoOutcome, removed: applied.removed };
  });
  // A photo listed twice (a feed may repeat a URL) keeps its files while the car still lists it.
  const kept = new Set(outcome.result.ok ? filesOf(outcome.result.photos) : []);
  await removeFiles(filesOf(outcome.removed).filter((key) => !kept.has(key)));
  return outcome.result;
}
