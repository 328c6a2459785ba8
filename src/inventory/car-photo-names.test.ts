import { describe, expect, it } from 'vitest';
import { carPhotoKey, carPhotoKeyOf, carPhotoUrl, uploadedPhotoKey } from './car-photo-names';

const NAME = '0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d';

describe('a car photo’s names', () => {
  it('keeps its sizes under its car, served at the same path below /media', () => {
    expect(carPhotoKey(12, NAME, 'large')).toBe(`car-photos/12/${NAME}-large.webp`);
    expect(carPhotoUrl(12, NAME, 'thumb')).toBe(`/media/car-photos/12/${NAME}-thumb.webp`);
  });

  it.each([
    [['12', `${NAME}-large.webp`], `car-photos/12/${NAME}-large.webp`],
    [['12', `${NAME}-thumb.webp`], `car-photos/12/${NAME}-thumb.webp`],
    [['2147483647', `${NAME}-thumb.webp`], `car-photos/2147483647/${NAME}-thumb.webp`],
    [['2147483648', `${NAME}-thumb.webp`], null],
    [['012', `${NAME}-large.webp`], null],
    [['12', `${NAME}-huge.webp`], null],
    [['12', `${NAME}-large.jpg`], null],
    [['12', `${NAME.toUpperCase()}-large.webp`], null],
    [['12', `${NAME}-large.webp\u0000`], null],
    [['..', 'valuations'], null],
    [['valuations', `${NAME}.webp`], null],
    [['12', 'x', `${NAME}-large.webp`], null],
  ])('the path %j is the key %j', (segments, key) => {
    expect(carPhotoKeyOf(segments)).toBe(key);
  });

  it.each([
    [`/media/car-photos/12/${NAME}-large.webp`, `car-photos/12/${NAME}-large.webp`],
    ['/media/cars/suv-white-1.webp', null],
    [`https://feeds.example.com/media/car-photos/12/${NAME}-large.webp`, null],
    [`/media/car-photos/12/../${NAME}-large.webp`, null],
  ])('%s is an upload of ours stored at %j', (url, key) => {
    expect(uploadedPhotoKey(url)).toBe(key);
  });
});
