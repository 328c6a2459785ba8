import { describe, expect, it } from 'vitest';
import { blogCardDescription, contentPathKind, isLiveAt, pageCount, requestedPage } from './rules';

const text = (length: number) => 'a'.repeat(length);

describe('blogCardDescription (AF §9: 80 characters)', () => {
  it.each([
    [79, text(79)],
    [80, text(80)],
    [81, `${text(80)}…`],
  ])('%i characters → %s', (length, expected) => {
    expect(blogCardDescription(text(length))).toBe(expected);
  });

  it('drops the space the cut ends on', () => {
    expect(blogCardDescription(`${text(79)} and more`)).toBe(`${text(79)}…`);
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(blogCardDescription(`${text(79)}🚗x`)).toBe(`${text(79)}🚗…`);
  });
});

describe('sale page dates (start and expiry inclusive)', () => {
  const page = {
    startAt: new Date('2026-11-01T00:00:00+10:00'),
    expiresAt: new Date('2027-01-31T23:59:59+10:00'),
  };
  it.each([
    ['a second before the start', '2026-10-31T23:59:59+10:00', false],
    ['at the start', '2026-11-01T00:00:00+10:00', true],
    ['at the expiry', '2027-01-31T23:59:59+10:00', true],
    ['a second after the expiry', '2027-02-01T00:00:00+10:00', false],
  ])('%s → %s', (_label, now, live) => {
    expect(isLiveAt(page, new Date(now))).toBe(live);
  });

  it('a page without dates is always live', () => {
    expect(isLiveAt({ startAt: null, expiresAt: null }, new Date())).toBe(true);
  });
});

describe('paging (9 articles a page)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [9, 1],
    [10, 2],
    [18, 2],
    [19, 3],
  ])('%i articles fill %i page(s)', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    [undefined, 10, 1],
    ['1', 10, 1],
    ['2', 10, 2],
    ['3', 10, null],
    ['2', 9, null],
    ['0', 10, null],
    ['-1', 10, null],
    ['1.5', 10, null],
    ['2abc', 10, null],
    ['', 10, null],
    ['1\u0000', 10, null],
  ])('?page=%s of %i articles → %s', (value, total, page) => {
    expect(requestedPage(value, total)).toBe(page);
  });
});

describe('contentPathKind', () => {
  it.each([
    ['/about-us', { kind: 'page' }],
    ['/parts/search', { kind: 'page' }],
    ['/hilux/accessories', { kind: 'page' }],
    ['/pages/summer-sale', { kind: 'sale', slug: 'summer-sale' }],
    ['/blog/buyer-advice/first-car', { kind: 'article', category: 'buyer-advice', slug: 'first-car' }],
    ['/blog', null],
    ['/blog/buyer-advice', null],
    ['/blog/gossip/first-car', null],
    ['/pages/a/b', null],
    ['/About-Us', null],
    ['/about--us', null],
    ['/a/b/c/d', null],
    ['about-us', null],
    ['/about-us/', null],
    ['/about\u0000us', null],
  ])('%s → %o', (path, kind) => {
    expect(contentPathKind(path)).toEqual(kind);
  });
});
