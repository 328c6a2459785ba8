import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { CarImage } from '@/db/json-types';
import { feedPhotos } from '@/db/schema';
import { yieldToEventLoop } from '@/lib/batches';
import { logger } from '@/lib/logger';
import { mediaStorage } from '@/lib/media-storage';
import type { Poller } from '@/lib/poll';
import { uploadedPhotoKey } from './car-photo-names';

// The stock import's side of the feeds' photos (feed-photos.ts fetches them): what it queues, the files
// of the photos it drops, and waking the fetching in this process. Not marked 'server-only': the import
// CLI (plain Node) uses it too.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/**
 * Queues the addresses each car is waiting for and, for a car already in stock (`known`), forgets any
 * other it had queued (the feed no longer names it). An address given up on before is tried again: the dealer may have
 * fixed it.
 */
export async function queueFeedPhotos(
  tx: Executor,
  waiting: readonly { carId: number; urls: readonly string[]; known: boolean }[],
  now: Date,
): Promise<number> {
  for (const [index, { carId, urls }] of waiting.filter((car) => car.known).entries()) {
    if (index > 0 && index % 200 === 0) await yieldToEventLoop();
    await tx
      .delete(feedPhotos)
      .where(
        urls.length > 0
          ? and(eq(feedPhotos.carId, carId), notInArray(feedPhotos.url, [...urls]))
          : eq(feedPhotos.carId, carId),
      );
  }
  const rows = waiting.flatMap(({ carId, urls }) => urls.map((url) => ({ carId, url, nextAttemptAt: now })));
  for (let i = 0; i < rows.length; i += 1000) {
    await yieldToEventLoop();
    await tx
      .insert(feedPhotos)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [feedPhotos.carId, feedPhotos.url],
        set: { status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null },
        setWhere: eq(feedPhotos.status, 'failed'),
      });
  }
  return rows.length;
}

/** Deletes stored photo files; a failure leaves an unlisted file, never a broken photo. */
export async function removeFiles(keys: readonly string[]): Promise<void> {
  const storage = mediaStorage();
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => {
        logger.warn({ err: error, key }, 'Could not remove a car photo’s file');
      }),
    ),
  );
}

/** The files of photos made from a feed that are no longer on the car, once the row no longer lists them. */
export async function removeFeedPhotoFiles(photos: readonly CarImage[]): Promise<void> {
  const keys = photos
    .filter((photo) => photo.source)
    .flatMap((photo) => [photo.image, photo.thumb])
    .flatMap((url) => uploadedPhotoKey(url) ?? []);
  if (keys.length > 0) await removeFiles(keys);
}

const store = globalThis as unknown as { __feedPhotos?: Poller };

/** The fetching loop of this process, or none (`undefined`, when `loop` is still the one running). */
export function setFeedPhotoLoop(next: Poller | undefined, loop?: Poller): void {
  if (next || store.__feedPhotos === loop) store.__feedPhotos = next;
}

/** Wakes this process's fetching, when it runs here (the embedded database has no notifications). */
export function wakeFeedPhotos(): void {
  store.__feedPhotos?.wake();
}
