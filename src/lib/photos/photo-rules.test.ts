import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { acceptedKinds, isPhotoFormat, listedKinds, MAX_PHOTO_BYTES, photoSizeRefusal } from './photo-rules';

const MB = 1024 * 1024;

describe('a photo’s size', () => {
  it.each([
    [0, null],
    [10 * MB - 1, null],
    [10 * MB, null],
    [10 * MB + 1, 'too-large'],
  ])('a file of %i bytes → %s', (bytes, refusal) => {
    expect(MAX_PHOTO_BYTES).toBe(10 * MB);
    expect(photoSizeRefusal(bytes)).toBe(refusal);
  });
});

describe('what a photo may be', () => {
  it.each([
    ['jpeg', ['jpeg', 'png'], true],
    ['heif', ['jpeg', 'heif'], true],
    ['heif', ['jpeg', 'png', 'webp'], false],
    ['gif', ['jpeg', 'png', 'webp', 'heif'], false],
    ['svg', ['jpeg', 'png', 'webp', 'heif'], false],
    [undefined, ['jpeg'], false],
  ] as const)('%s among %j → %s', (format, formats, accepted) => {
    expect(isPhotoFormat(format, formats)).toBe(accepted);
  });

  it.each([
    [['.avif'], ['JPEG', 'PNG', 'WebP', 'AVIF'], 'image/jpeg,image/png,image/webp,image/avif'],
    [
      ['.heic', '.heif', '.avif'],
      ['JPEG', 'PNG', 'WebP', 'AVIF', 'HEIC'],
      'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif',
    ],
    [[], ['JPEG', 'PNG', 'WebP'], 'image/jpeg,image/png,image/webp'],
  ])('a HEIF reader of %j is listed as %j', (suffixes, names, accept) => {
    expect(acceptedKinds(['jpeg', 'png', 'webp', 'heif'], suffixes)).toEqual({ names, accept });
  });

  it('names HEIC only when this sharp decodes it (this build reads HEIF as AVIF only)', () => {
    const { names } = acceptedKinds(
      ['jpeg', 'png', 'webp', 'heif'],
      sharp.format.heif.input.fileSuffix ?? [],
    );
    expect(names.includes('HEIC')).toBe((sharp.format.heif.input.fileSuffix ?? []).includes('.heic'));
  });

  it.each([
    [[], ''],
    [['JPEG'], 'JPEG'],
    [['JPEG', 'PNG'], 'JPEG or PNG'],
    [['JPEG', 'PNG', 'WebP'], 'JPEG, PNG or WebP'],
  ])('%j reads “%s”', (names, text) => {
    expect(listedKinds(names)).toBe(text);
  });
});
