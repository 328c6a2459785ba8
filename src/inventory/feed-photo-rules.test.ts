import { describe, expect, it } from 'vitest';
import type { CarImage } from '@/db/json-types';
import { MAX_CAR_PHOTOS } from './car-photo-names';
import {
  afterFeedPhotoFailure,
  FEED_PHOTO_ATTEMPTS,
  feedPhotoAddresses,
  feedPhotoList,
  photoAddresses,
} from './feed-photo-rules';

const made = (source: string, name = source.slice(-5)): CarImage => ({
  image: `/media/car-photos/1/${name}-large.webp`,
  thumb: `/media/car-photos/1/${name}-thumb.webp`,
  source,
});
const A = 'https://cdn.example.com/a.jpg';
const B = 'https://cdn.example.com/b.jpg';
const C = 'https://cdn.example.com/c.jpg';
const OWN = '/media/cars/suv-white-1.webp';

describe('feedPhotoList', () => {
  it.each<[string, string[], CarImage[], CarImage[], string[]]>([
    ['nothing made yet: all wait', [A, B], [], [], [A, B]],
    ['made ones in the feed’s order, the rest wait', [A, B, C], [made(C), made(A)], [made(A), made(C)], [B]],
    ['our own address is used as it is', [A, OWN], [], [{ image: OWN, thumb: OWN }], [A]],
    ['a photo the feed no longer names is left out', [B], [made(A), made(B)], [made(B)], []],
    ['a person’s upload (no source) is not the feed’s', [A], [{ image: '/x', thumb: '/y' }], [], [A]],
    ['an address named twice is used once', [A, A, B], [made(A)], [made(A)], [B]],
    ['an empty list: no photos', [], [made(A)], [], []],
  ])('%s', (_name, urls, existing, photos, waiting) => {
    expect(feedPhotoList(urls, existing)).toEqual({ photos, waiting });
  });
});

describe('feedPhotoAddresses', () => {
  const urls = (count: number) => Array.from({ length: count }, (_, i) => `https://cdn.example.com/${i}.jpg`);
  it.each([
    [MAX_CAR_PHOTOS - 1, MAX_CAR_PHOTOS - 1],
    [MAX_CAR_PHOTOS, MAX_CAR_PHOTOS],
    [MAX_CAR_PHOTOS + 1, MAX_CAR_PHOTOS],
  ])('%i addresses → the first %i', (count, kept) => {
    const list = feedPhotoAddresses(urls(count));
    expect(list).toHaveLength(kept);
    expect(list[0]).toBe('https://cdn.example.com/0.jpg');
  });
});

describe('photoAddresses', () => {
  it('names each photo by the address it came from, else its own', () => {
    expect(photoAddresses([made(A), { image: OWN, thumb: OWN }])).toEqual([A, OWN]);
  });
});

describe('afterFeedPhotoFailure', () => {
  const now = new Date('2026-11-29T00:00:00Z');
  it.each<[number, boolean, number | 'failed']>([
    [1, false, 30_000],
    [2, false, 60_000],
    [FEED_PHOTO_ATTEMPTS - 1, false, 8 * 60_000],
    [FEED_PHOTO_ATTEMPTS, false, 'failed'],
    [1, true, 'failed'],
  ])('attempt %i (final %s) → %s', (attempts, final, expected) => {
    const next = afterFeedPhotoFailure(attempts, now, final);
    if (expected === 'failed') expect(next).toEqual({ status: 'failed' });
    else expect(next).toEqual({ status: 'pending', nextAttemptAt: new Date(now.getTime() + expected) });
  });
});
