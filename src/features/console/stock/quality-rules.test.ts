import { describe, expect, it } from 'vitest';
import {
  listingQuality,
  missingSpecs,
  QUALITY_MIN_PHOTOS,
  type QualityCar,
  reasonWords,
} from './quality-rules';

const complete: QualityCar = {
  photos: QUALITY_MIN_PHOTOS,
  dealercomments: 'One owner, full service history.',
  itemType: 'car',
  trans: 'Automatic',
  simpleTransmission: null,
  fuel: null,
  simpleFuel: 'Diesel',
  simpleBody: 'Ute',
  colour: 'White',
  price: 41_990,
  videoUrl: null,
  externalVideoUrl: 'https://video.example.com/1',
};

describe('listingQuality', () => {
  it.each<[string, Partial<QualityCar>, number, string[]]>([
    ['a complete listing', {}, 100, []],
    ['15 photos is enough', { photos: 15 }, 100, []],
    ['14 photos is not', { photos: 14 }, 80, ['photos']],
    ['no photos', { photos: 0 }, 80, ['photos']],
    ['comments of blanks only', { dealercomments: ' \n\t ' }, 80, ['comments']],
    ['no colour', { colour: null }, 80, ['specs']],
    ['a caravan needs no gearbox or fuel', { itemType: 'caravan', trans: null, simpleFuel: null }, 100, []],
    ['a car does', { trans: null, simpleFuel: null }, 80, ['specs']],
    ['a price of 0 is no price', { price: 0 }, 80, ['price']],
    ['no video of either kind', { externalVideoUrl: '' }, 80, ['video']],
    [
      'nothing at all',
      { photos: 0, dealercomments: null, colour: null, price: 0, externalVideoUrl: null },
      0,
      ['photos', 'comments', 'specs', 'price', 'video'],
    ],
  ])('%s → %i', (_name, change, score, reasons) => {
    expect(listingQuality({ ...complete, ...change })).toEqual({ score, reasons });
  });
});

describe('reasonWords', () => {
  it.each<[Partial<QualityCar>, Parameters<typeof reasonWords>[0], string]>([
    [{ photos: 0 }, 'photos', 'No photos: add at least 15'],
    [{ photos: 1 }, 'photos', '1 photo: add 14 more'],
    [{ photos: 14 }, 'photos', '14 photos: add 1 more'],
    [{ trans: null, simpleBody: null }, 'specs', 'Missing transmission, body type'],
    [{}, 'video', 'No video'],
  ])('%j %s → %s', (change, reason, words) => {
    expect(reasonWords(reason, { ...complete, ...change })).toBe(words);
  });

  it('names every missing spec', () => {
    expect(missingSpecs({ ...complete, simpleFuel: null, colour: ' ' })).toEqual(['fuel', 'colour']);
  });
});
