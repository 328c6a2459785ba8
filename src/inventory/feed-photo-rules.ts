import type { CarImage } from '@/db/json-types';
import { retryDelayMs } from '@/lib/outbox-retry';
import { MAX_CAR_PHOTOS } from './car-photo-names';

// The photos a feed names for a car. A feed sends addresses; the site shows photos made once from them
// (upright, no metadata, WebP in the sizes it serves) and kept in our media storage, each remembering the
// address it came from. So the car's photos are the feed's list, in the feed's order, of those already
// made; the rest wait to be fetched (feed-photos.ts), and a later run of the feed naming the same address
// fetches nothing again. An address of our own (/media/…, the demo images) is already served: used as it is.
// Pure.

/** A fetch is tried this many times (30 s, 1, 2, 4, 8 min apart) before the photo is given up on. */
export const FEED_PHOTO_ATTEMPTS = 6;

/** An address this site serves itself, as opposed to one to fetch. */
export const isOwnPhoto = (url: string): boolean => url.startsWith('/');

/** The feed's addresses as used: each once, at most MAX_CAR_PHOTOS, in the feed's order. */
export function feedPhotoAddresses(urls: readonly string[]): string[] {
  return [...new Set(urls)].slice(0, MAX_CAR_PHOTOS);
}

/**
 * The car's photos for the feed's list `urls` from the photos made so far (`made`, e.g. the car's
 * current photos plus one just made), and the addresses still to fetch. E.g. ['a', '/media/x.webp', 'b']
 * with only 'b' made → photos [x, b's], waiting ['a'].
 */
export function feedPhotoList(
  urls: readonly string[],
  made: readonly CarImage[],
): { photos: CarImage[]; waiting: string[] } {
  const bySource = new Map(made.flatMap((photo) => (photo.source ? [[photo.source, photo] as const] : [])));
  const photos: CarImage[] = [];
  const waiting: string[] = [];
  for (const url of feedPhotoAddresses(urls)) {
    if (isOwnPhoto(url)) photos.push({ image: url, thumb: url });
    else {
      const photo = bySource.get(url);
      if (photo) photos.push(photo);
      else waiting.push(url);
    }
  }
  return { photos, waiting };
}

/** The address each photo shows for: the feed's address it was made from, or its own. */
export const photoAddresses = (photos: readonly CarImage[]): string[] =>
  photos.map((photo) => photo.source ?? photo.image);

/** What follows a failed fetch (`attempts` counts it): another try later, or giving up. */
export function afterFeedPhotoFailure(
  attempts: number,
  now: Date,
  final = false,
): { status: 'pending'; nextAttemptAt: Date } | { status: 'failed' } {
  if (final || attempts >= FEED_PHOTO_ATTEMPTS) return { status: 'failed' };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}
