import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { valuationPhotos, valuations } from '@/db/schema';
import { logger } from '@/lib/logger';
import { mediaStorage, type StoredFile } from '@/lib/media-storage';
import { apiPaths } from '@/lib/paths';
import { preparePhoto } from '@/lib/photos/prepare';
import type { Site } from '@/tenancy/get-site';
import {
  PHOTO_INPUT_FORMATS,
  PHOTO_MESSAGES,
  PHOTO_SIZE,
  type PhotoRefusal,
  parsePhotoId,
  parseValuationId,
  photoCountRefusal,
  photoSizeRefusal,
  valuationPhotoKey,
} from './photo-rules';

// The routes under /api/trade-in/valuations/{id}/photos read their input by these rules.
export { MAX_PHOTO_UPLOAD_BYTES, PHOTO_MESSAGES, parsePhotoId, parseValuationId } from './photo-rules';

// The shopper's photos of the car they trade in: made ready by the shared photo service (checked to be a
// real image by its bytes, turned upright, shrunk to fit PHOTO_MAX_EDGE, WebP without its metadata),
// kept in the media storage and listed in valuation_photos. Every call is scoped to the site: another
// site's valuation id is not found.

type SiteRef = Pick<Site, 'id'>;

/** `type` and `name` are what the browser claims: only logged, the bytes decide what the file is. */
export type PhotoFile = { bytes: Uint8Array; type: string; name: string };
export type ValuationPhoto = { id: number; url: string; width: number; height: number };

export type AddPhotoResult =
  | { ok: true; photo: ValuationPhoto }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: PhotoRefusal; message: string };

const refused = (reason: PhotoRefusal): AddPhotoResult => ({
  ok: false,
  reason,
  message: PHOTO_MESSAGES[reason],
});
const NOT_FOUND = { ok: false, reason: 'not-found' } as const;

async function findValuation(siteId: number, valuationId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: valuations.id })
    .from(valuations)
    .where(and(eq(valuations.id, valuationId), eq(valuations.siteId, siteId)))
    .limit(1);
  return row !== undefined;
}

async function photoCount(valuationId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(valuationPhotos)
    .where(eq(valuationPhotos.valuationId, valuationId));
  return row.n;
}

/** Adds one photo to the site's valuation: at most MAX_PHOTOS, however many uploads run at once. */
export async function addValuationPhoto(
  site: SiteRef,
  valuationId: string,
  file: PhotoFile,
): Promise<AddPhotoResult> {
  const id = parseValuationId(valuationId);
  if (!id) return NOT_FOUND;
  const tooLarge = photoSizeRefusal(file.bytes.byteLength);
  if (tooLarge) return refused(tooLarge);
  // Cheap refusals first, so a full or unknown valuation costs no image work; the count is checked
  // again under the lock below.
  if (!(await findValuation(site.id, id))) return NOT_FOUND;
  const full = photoCountRefusal(await photoCount(id));
  if (full) return refused(full);

  const [prepared] = (await preparePhoto(file.bytes, PHOTO_INPUT_FORMATS, [PHOTO_SIZE])) ?? [];
  if (!prepared) {
    logger.info(
      { valuationId: id, type: file.type, name: file.name },
      'Refused an upload that is not a photo',
    );
    return refused('not-a-photo');
  }

  const storage = mediaStorage();
  const key = valuationPhotoKey(id, randomUUID());
  let stored = false;
  try {
    const db = await getDb();
    return await db.transaction(async (tx): Promise<AddPhotoResult> => {
      // The valuation's row lock makes uploads to one valuation take turns: each counts what the last
      // one added, so two at once never make MAX_PHOTOS + 1. The file is stored under the lock too.
      const [valuation] = await tx
        .select({ id: valuations.id })
        .from(valuations)
        .where(and(eq(valuations.id, id), eq(valuations.siteId, site.id)))
        .for('update');
      if (!valuation) return NOT_FOUND;
      const [{ n }] = await tx
        .select({ n: count() })
        .from(valuationPhotos)
        .where(eq(valuationPhotos.valuationId, id));
      const refusal = photoCountRefusal(n);
      if (refusal) return refused(refusal);

      await storage.put(key, prepared.body, 'image/webp');
      stored = true;
      const [row] = await tx
        .insert(valuationPhotos)
        .values({
          valuationId: id,
          key,
          width: prepared.width,
          height: prepared.height,
          bytes: prepared.body.byteLength,
        })
        .returning({ id: valuationPhotos.id });
      return {
        ok: true,
        photo: {
          id: row.id,
          url: apiPaths.valuationPhoto(id, row.id),
          width: prepared.width,
          height: prepared.height,
        },
      };
    });
  } catch (error) {
    // Stored but not recorded (the insert or the commit failed): a file nothing lists is removed again.
    if (stored) {
      await storage.delete(key).catch((cleanup: unknown) => {
        logger.warn({ err: cleanup, key }, 'Could not remove a photo whose row was not written');
      });
    }
    throw error;
  }
}

/** The valuation's photos, oldest first, or null when the site has no such valuation. */
export async function listValuationPhotos(
  site: SiteRef,
  valuationId: string,
): Promise<ValuationPhoto[] | null> {
  const id = parseValuationId(valuationId);
  if (!id || !(await findValuation(site.id, id))) return null;
  const db = await getDb();
  const rows = await db
    .select({ id: valuationPhotos.id, width: valuationPhotos.width, height: valuationPhotos.height })
    .from(valuationPhotos)
    .where(eq(valuationPhotos.valuationId, id))
    .orderBy(asc(valuationPhotos.id));
  return rows.map((row) => ({ ...row, url: apiPaths.valuationPhoto(id, row.id) }));
}

/** The site's valuation's photo (its id and stored key), or null. */
async function findPhoto(
  siteId: number,
  valuationId: string,
  photoId: number | string,
): Promise<{ id: number; key: string } | null> {
  const id = parseValuationId(valuationId);
  const photo = typeof photoId === 'number' ? photoId : parsePhotoId(photoId);
  if (!id || photo === null) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: valuationPhotos.id, key: valuationPhotos.key })
    .from(valuationPhotos)
    .innerJoin(valuations, eq(valuations.id, valuationPhotos.valuationId))
    .where(
      and(eq(valuationPhotos.id, photo), eq(valuationPhotos.valuationId, id), eq(valuations.siteId, siteId)),
    )
    .limit(1);
  return row ?? null;
}

/** Removes one photo; false when the site's valuation has no such photo. */
export async function removeValuationPhoto(
  site: SiteRef,
  valuationId: string,
  photoId: number | string,
): Promise<boolean> {
  const photo = await findPhoto(site.id, valuationId, photoId);
  if (!photo) return false;
  const db = await getDb();
  const removed = await db
    .delete(valuationPhotos)
    .where(eq(valuationPhotos.id, photo.id))
    .returning({ id: valuationPhotos.id });
  // Removed meanwhile by a second click: that one removes the file.
  if (removed.length === 0) return true;
  // The row goes first: a file left behind by a failed delete is unlisted, never a broken photo.
  await mediaStorage()
    .delete(photo.key)
    .catch((error: unknown) =>
      logger.warn({ err: error, key: photo.key }, 'Could not remove a deleted photo’s file'),
    );
  return true;
}

/** The photo's WebP file for serving, or null when the site's valuation has no such photo. */
export async function valuationPhotoFile(
  site: SiteRef,
  valuationId: string,
  photoId: number | string,
): Promise<StoredFile | null> {
  const photo = await findPhoto(site.id, valuationId, photoId);
  return photo ? mediaStorage().get(photo.key) : null;
}
