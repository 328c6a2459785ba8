import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  isPhotoInputFormat,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_UPLOAD_BYTES,
  MAX_PHOTOS,
  PHOTO_MAX_EDGE,
  PHOTO_MESSAGES,
  parsePhotoId,
  parseValuationId,
  photoCountRefusal,
  photoSizeRefusal,
  valuationPhotoKey,
} from './photo-rules';

const MB = 1024 * 1024;

describe('photo limits', () => {
  it('are 10 photos of up to 10 MB, kept within 1600 px, in an upload of up to 11 MB', () => {
    expect([MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_MAX_EDGE, MAX_PHOTO_UPLOAD_BYTES]).toEqual([
      10,
      10 * MB,
      1600,
      11 * MB,
    ]);
  });

  it.each([
    [0, null],
    [1, null],
    [10 * MB - 1, null],
    [10 * MB, null],
    [10 * MB + 1, 'too-large'],
    [11 * MB, 'too-large'],
  ])('a file of %i bytes → %s', (bytes, refusal) => {
    expect(photoSizeRefusal(bytes)).toBe(refusal);
  });

  it.each([
    [0, null],
    [9, null],
    [10, 'too-many'],
    [11, 'too-many'],
  ])('with %i photos already → %s', (existing, refusal) => {
    expect(photoCountRefusal(existing)).toBe(refusal);
  });

  it('say so in the shopper’s words', () => {
    expect(PHOTO_MESSAGES).toEqual({
      'not-a-photo': 'That file is not a photo we can read. Use a JPEG, PNG or WebP image.',
      'too-large': 'Each photo can be up to 10 MB.',
      'too-many': 'You can add up to 10 photos.',
    });
  });
});

describe('isPhotoInputFormat: what the bytes are, as sharp reads them', () => {
  it.each([
    ['jpeg', true],
    ['png', true],
    ['webp', true],
    ['heif', false],
    ['gif', false],
    ['svg', false],
    ['tiff', false],
    ['pdf', false],
    [undefined, false],
  ])('%s → %s', (format, accepted) => {
    expect(isPhotoInputFormat(format)).toBe(accepted);
  });

  it('leaves HEIC out because this sharp reads HEIF only as AVIF', () => {
    expect(sharp.format.heif.input.fileSuffix).toEqual(['.avif']);
  });
});

describe('ids in the URL', () => {
  it.each([
    ['0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d', '0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d'],
    ['0B6C3F1E-8A1D-4A57-9C51-2F1D2A3B4C5D', '0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d'],
    ['0b6c3f1e8a1d4a579c512f1d2a3b4c5d', null],
    ['0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5', null],
    ['0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d\u0000', null],
    ['zb6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d', null],
    ['', null],
  ])('valuation %j → %j', (value, id) => {
    expect(parseValuationId(value)).toBe(id);
  });

  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['9999999999', null],
    ['0', null],
    ['07', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['1\u0000', null],
    ['', null],
  ])('photo %j → %j', (value, id) => {
    expect(parsePhotoId(value)).toBe(id);
  });
});

describe('names', () => {
  it('keep a photo under its valuation', () => {
    const id = '0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d';
    expect(valuationPhotoKey(id, 'f00d')).toBe(`valuations/${id}/f00d.webp`);
  });
});
