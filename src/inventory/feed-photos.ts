import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { ChangeListener } from '@/db/change-listener';
import { CHANNELS } from '@/db/change-listener';
import type { Db } from '@/db/client';
import type { CarImage } from '@/db/json-types';
import { cars, feedPhotos } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import { logger } from '@/lib/logger';
import { mediaStorage } from '@/lib/media-storage';
import { PhotoFetchError, type PhotoFetcher, photoFetcher } from '@/lib/photo-fetch';
import { preparePhoto, readablePhotoFormats } from '@/lib/photos/prepare';
import { poller } from '@/lib/poll';
import { CAR_PHOTO_SIZES, carPhotoKey, carPhotoUrl } from './car-photo-names';
import { removeFiles, setFeedPhotoLoop } from './feed-photo-queue';
import { afterFeedPhotoFailure, feedPhotoList } from './feed-photo-rules';

// The photos feeds name, made into the car's photos (feed-photo-rules.ts): the import queues each address
// still to fetch in feed_photos, in its transaction; this job claims them (FOR UPDATE SKIP LOCKED, as the
// outboxes do, so several processes never fetch one twice), fetches and makes each once, stores it in the
// media storage and puts it on the car in the feed's order, with a stock change so every process's pages,
// search and feeds show it within seconds. A failed fetch is tried again later and given up after the
// last try, its reason kept for the car's console page; the next run of a feed naming it tries again.
// A photo a person arranged (the car's photos locked) is theirs: what was waiting is dropped.

/** Photos fetched at once: each is a download and two encodings on a machine that also serves pages. */
export const FEED_PHOTOS_AT_ONCE = 2;
const BATCH = 8;
/** A claim outlives a slow fetch (its deadline) and the image work that follows. */
const CLAIM_MS = 120_000;
const CHECK_MS = 5_000;

export type FeedPhotoRun = {
  claimed: number;
  added: number;
  dropped: number;
  retrying: number;
  failed: number;
};

type Claimed = typeof feedPhotos.$inferSelect;

async function claimDue(db: Db, token: string, now: Date, limit: number): Promise<Claimed[]> {
  const due = db
    .select({ id: feedPhotos.id })
    .from(feedPhotos)
    .where(
      or(
        and(eq(feedPhotos.status, 'pending'), lte(feedPhotos.nextAttemptAt, now)),
        and(eq(feedPhotos.status, 'fetching'), lt(feedPhotos.lockedUntil, now)),
      ),
    )
    .orderBy(asc(feedPhotos.nextAttemptAt), asc(feedPhotos.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(feedPhotos)
    .set({
      status: 'fetching',
      lockedUntil: new Date(now.getTime() + CLAIM_MS),
      claimToken: token,
      attempts: sql`${feedPhotos.attempts} + 1`,
    })
    .where(inArray(feedPhotos.id, due))
    .returning();
}

const ours = (row: Claimed, token: string) =>
  and(eq(feedPhotos.id, row.id), eq(feedPhotos.status, 'fetching'), eq(feedPhotos.claimToken, token));

/** Whether the car still wants this address: the feed names it, no photo is made of it, not locked. */
function stillWanted(
  car: { images: CarImage[]; feedImages: string[] | null; lockedFields: string[] } | undefined,
  url: string,
): boolean {
  if (!car?.feedImages || car.lockedFields.includes('images')) return false;
  return feedPhotoList(car.feedImages, car.images).waiting.includes(url);
}

async function carOf(db: Db, carId: number) {
  const [car] = await db
    .select({ images: cars.images, feedImages: cars.feedImages, lockedFields: cars.lockedFields })
    .from(cars)
    .where(eq(cars.id, carId));
  return car;
}

type Outcome = 'added' | 'dropped' | 'retrying' | 'failed';

async function fetchOne(db: Db, row: Claimed, token: string, fetch: PhotoFetcher, clock: () => Date) {
  if (!stillWanted(await carOf(db, row.carId), row.url)) {
    await db.delete(feedPhotos).where(ours(row, token));
    return 'dropped' as const;
  }
  let keys: string[] = [];
  try {
    const bytes = await fetch(row.url);
    const kinds = readablePhotoFormats();
    const prepared = await preparePhoto(bytes, kinds.formats, [CAR_PHOTO_SIZES.large, CAR_PHOTO_SIZES.thumb]);
    if (!prepared) throw new PhotoFetchError(`The file is not a ${kinds.names.join(', ')} photo`, true);
    const name = randomUUID();
    keys = [carPhotoKey(row.carId, name, 'large'), carPhotoKey(row.carId, name, 'thumb')];
    const storage = mediaStorage();
    await Promise.all([
      storage.put(keys[0], prepared[0].body, 'image/webp'),
      storage.put(keys[1], prepared[1].body, 'image/webp'),
    ]);
    const photo: CarImage = {
      image: carPhotoUrl(row.carId, name, 'large'),
      thumb: carPhotoUrl(row.carId, name, 'thumb'),
      source: row.url,
    };
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const [car] = await tx
        .select({ images: cars.images, feedImages: cars.feedImages, lockedFields: cars.lockedFields })
        .from(cars)
        .where(eq(cars.id, row.carId))
        .for('update');
      const gone = await tx.delete(feedPhotos).where(ours(row, token)).returning({ id: feedPhotos.id });
      if (gone.length === 0 || !car?.feedImages || !stillWanted(car, row.url)) return 'dropped';
      const { photos } = feedPhotoList(car.feedImages, [...car.images, photo]);
      const at = clock();
      await tx
        .update(cars)
        .set({
          images: photos,
          primaryImageUrl: photos[0]?.image ?? null,
          fieldSources: sql`${cars.fieldSources} || ${JSON.stringify({ images: { by: 'feed', at: at.toISOString() } })}::jsonb`,
        })
        .where(eq(cars.id, row.carId));
      await recordStockChanges(tx, [row.carId], { source: 'feed', who: 'feed photos', at });
      return 'added';
    });
    if (outcome === 'dropped') await removeFiles(keys);
    return outcome;
  } catch (error) {
    if (keys.length > 0) await removeFiles(keys);
    if (!(error instanceof PhotoFetchError)) {
      // The database or the media storage: not the address's fault; counted as a try all the same.
      logger.warn({ err: error, carId: row.carId, url: row.url }, 'A feed photo could not be made');
    }
    const reason = error instanceof PhotoFetchError ? error.message : 'The photo could not be stored';
    const next = afterFeedPhotoFailure(
      row.attempts,
      clock(),
      error instanceof PhotoFetchError && error.final,
    );
    const recorded = await db
      .update(feedPhotos)
      .set({
        status: next.status,
        nextAttemptAt: next.status === 'pending' ? next.nextAttemptAt : row.nextAttemptAt,
        lastError: reason,
        lockedUntil: null,
        claimToken: null,
      })
      .where(ours(row, token))
      .returning({ id: feedPhotos.id });
    if (recorded.length > 0 && next.status === 'failed') {
      logger.info({ carId: row.carId, url: row.url, reason }, 'A feed photo was given up on');
    }
    return next.status === 'failed' ? ('failed' as const) : ('retrying' as const);
  }
}

/** Claims the photos due, fetches and makes them, a few at a time. Throws only for the database. */
export async function fetchDueFeedPhotos(options: {
  db: Db;
  fetch?: PhotoFetcher;
  now?: () => Date;
  limit?: number;
}): Promise<FeedPhotoRun> {
  const clock = options.now ?? (() => new Date());
  const token = randomUUID();
  const claimed = await claimDue(options.db, token, clock(), options.limit ?? BATCH);
  const run: FeedPhotoRun = { claimed: claimed.length, added: 0, dropped: 0, retrying: 0, failed: 0 };
  const fetch = options.fetch ?? photoFetcher();
  const queue = [...claimed];
  await Promise.all(
    Array.from({ length: Math.min(FEED_PHOTOS_AT_ONCE, queue.length) }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        run[await fetchOne(options.db, row, token, fetch, clock)] += 1;
      }
    }),
  );
  return run;
}

/** The photos a car is waiting for from its feed, and those given up on with why, for its console page. */
export async function feedPhotoState(
  db: Db,
  carId: number,
): Promise<{ waiting: number; failed: { url: string; reason: string }[] }> {
  const rows = await db
    .select({ url: feedPhotos.url, status: feedPhotos.status, lastError: feedPhotos.lastError })
    .from(feedPhotos)
    .where(eq(feedPhotos.carId, carId))
    .orderBy(asc(feedPhotos.id));
  return {
    waiting: rows.filter((row) => row.status !== 'failed').length,
    failed: rows
      .filter((row) => row.status === 'failed')
      .map((row) => ({ url: row.url, reason: row.lastError ?? 'Unknown' })),
  };
}

/** Starts fetching in this process: every few seconds, and at once when a feed queues photos. */
export function startFeedPhotos(options: {
  db: Db;
  listener?: ChangeListener;
  fetch?: PhotoFetcher;
}): () => Promise<void> {
  const loop = poller(
    async () => {
      while ((await fetchDueFeedPhotos(options)).claimed >= BATCH);
    },
    {
      intervalMs: CHECK_MS,
      failureMessage: 'Feed photos could not be fetched; trying again',
      immediately: true,
    },
  );
  setFeedPhotoLoop(loop);
  const unsubscribe = options.listener?.subscribe(CHANNELS.feedPhotos, () => loop.wake());
  return async () => {
    unsubscribe?.();
    setFeedPhotoLoop(undefined, loop);
    await loop.stop();
  };
}
