import { describe, expect, it } from 'vitest';
import { MAX_CAR_PHOTOS } from '@/inventory/car-photo-names';
import {
  applyPhotoChange,
  CAR_PHOTO_MESSAGES,
  carPhotoCountRefusal,
  coverOf,
  notAPhotoMessage,
  type PhotoChange,
  parseCarId,
} from './photo-rules';

const photo = (name: string) => ({ image: `/media/car-photos/1/${name}-large.webp`, thumb: `${name}-thumb` });
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(photo);
const four = [a, b, c, d];
const urls = (list: { image: string }[]) => list.map((p) => p.image);

describe('how many photos a car may have', () => {
  it.each([
    [0, null],
    [1, null],
    [59, null],
    [60, 'too-many'],
    [61, 'too-many'],
    [200, 'too-many'],
  ])('with %i photos already, one more → %s', (existing, refusal) => {
    expect(MAX_CAR_PHOTOS).toBe(60);
    expect(carPhotoCountRefusal(existing)).toBe(refusal);
  });

  it('says so in the manager’s words', () => {
    expect(CAR_PHOTO_MESSAGES['too-many']).toBe('A car can have up to 60 photos: delete one to add another.');
    expect(CAR_PHOTO_MESSAGES['too-large']).toBe('Each photo can be up to 10 MB.');
    expect(notAPhotoMessage(['JPEG', 'PNG', 'WebP', 'AVIF'])).toBe(
      'That file is not a photo we can read. Use a JPEG, PNG, WebP or AVIF image.',
    );
  });
});

describe('moving and removing, on the order the page saw', () => {
  it.each<[string, PhotoChange, string[]]>([
    ['the last made the cover', { op: 'move', photo: d.image, to: 0 }, urls([d, a, b, c])],
    ['the cover moved one later', { op: 'move', photo: a.image, to: 1 }, urls([b, a, c, d])],
    ['one moved one earlier', { op: 'move', photo: c.image, to: 1 }, urls([a, c, b, d])],
    ['the cover moved last', { op: 'move', photo: a.image, to: 3 }, urls([b, c, d, a])],
    ['the cover removed', { op: 'remove', photo: a.image }, urls([b, c, d])],
    ['the last removed', { op: 'remove', photo: d.image }, urls([a, b, c])],
  ])('%s', (_name, change, after) => {
    const outcome = applyPhotoChange(four, urls(four), change);
    expect(outcome.ok && urls(outcome.images)).toEqual(after);
  });

  it('records a move and a removal by their positions from 1, as the page shows them', () => {
    expect(applyPhotoChange(four, urls(four), { op: 'move', photo: d.image, to: 0 })).toMatchObject({
      before: { photo: d.image, position: 4 },
      after: { position: 1 },
      removed: [],
    });
    expect(applyPhotoChange(four, urls(four), { op: 'remove', photo: b.image })).toMatchObject({
      before: { photo: b.image, position: 2, photos: 4 },
      after: { photos: 3 },
      removed: [b],
    });
  });

  it('does nothing, and records nothing, for a photo moved where it is', () => {
    expect(applyPhotoChange(four, urls(four), { op: 'move', photo: b.image, to: 1 })).toEqual({
      ok: true,
      images: four,
      removed: [],
      before: null,
      after: null,
    });
  });

  it.each<[string, string[], PhotoChange, string]>([
    ['a colleague added one', urls([a, b, c]), { op: 'move', photo: a.image, to: 1 }, 'changed'],
    ['a colleague removed one', urls([a, b, c, d, photo('e')]), { op: 'remove', photo: a.image }, 'changed'],
    ['a colleague reordered', urls([b, a, c, d]), { op: 'remove', photo: a.image }, 'changed'],
    ['no photos seen', [], { op: 'remove', photo: a.image }, 'changed'],
    ['a photo the car lacks', urls(four), { op: 'remove', photo: photo('x').image }, 'no-such-photo'],
    ['a position past the last', urls(four), { op: 'move', photo: a.image, to: 4 }, 'position'],
    ['a negative position', urls(four), { op: 'move', photo: a.image, to: -1 }, 'position'],
    ['a fractional position', urls(four), { op: 'move', photo: a.image, to: 1.5 }, 'position'],
  ])('refuses a change when %s', (_name, seen, change, reason) => {
    expect(applyPhotoChange(four, seen, change)).toEqual({ ok: false, reason });
  });

  it('covers with the first photo’s large size, none without photos', () => {
    expect(coverOf(four)).toBe(a.image);
    expect(coverOf([])).toBeNull();
  });
});

describe('a car id in the URL', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['1\u0000', null],
    ['', null],
  ])('%j → %j', (value, id) => {
    expect(parseCarId(value)).toBe(id);
  });
});
