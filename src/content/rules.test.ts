import { describe, expect, it } from 'vitest';
import { pageTags } from '@/lib/cache-tags';
import {
  blogCardDescription,
  contentPathKind,
  contentPathOf,
  GATED_CONTENT,
  isLiveAt,
  pageCount,
  requestedPage,
  windowEdge,
} from './rules';

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

describe('a window written in days, on the dealer’s clock (start inclusive, expiry to the end of its day)', () => {
  const window = (timeZone: string) => ({
    startAt: windowEdge('2027-05-01', 'start', timeZone),
    expiresAt: windowEdge('2027-06-30', 'expiry', timeZone),
  });
  it.each([
    [
      'Brisbane, a millisecond before the start',
      'Australia/Brisbane',
      '2027-04-30T23:59:59.999+10:00',
      false,
    ],
    ['Brisbane, at the start', 'Australia/Brisbane', '2027-05-01T00:00:00+10:00', true],
    ['Brisbane, the expiry day’s last second', 'Australia/Brisbane', '2027-06-30T23:59:59.999+10:00', true],
    ['Brisbane, midnight after the expiry day', 'Australia/Brisbane', '2027-07-01T00:00:00+10:00', false],
    [
      'Perth, 30 June 11:30 pm there (1:30 am 1 July in Brisbane)',
      'Australia/Perth',
      '2027-06-30T23:30:00+08:00',
      true,
    ],
    ['Perth, midnight after the expiry day', 'Australia/Perth', '2027-07-01T00:00:00+08:00', false],
    [
      'Perth, 1 May 1 am in Brisbane (still 30 April there)',
      'Australia/Perth',
      '2027-05-01T01:00:00+10:00',
      false,
    ],
  ])('%s → %s', (_label, timeZone, now, live) => {
    expect(isLiveAt(window(timeZone), new Date(now))).toBe(live);
  });

  it.each([
    [
      'a start day in Sydney’s summer time',
      '2026-12-01',
      'start',
      'Australia/Sydney',
      '2026-11-30T13:00:00.000Z',
    ],
    [
      'an expiry day in Sydney’s summer time',
      '2026-12-01',
      'expiry',
      'Australia/Sydney',
      '2026-12-01T12:59:59.999Z',
    ],
    [
      'an expiry day in Adelaide’s winter',
      '2027-06-30',
      'expiry',
      'Australia/Adelaide',
      '2027-06-30T14:29:59.999Z',
    ],
    [
      'a time with its offset, as written',
      '2027-06-30T17:00:00+10:00',
      'expiry',
      'Australia/Perth',
      '2027-06-30T07:00:00.000Z',
    ],
  ] as const)('%s', (_label, value, edge, timeZone, instant) => {
    expect(windowEdge(value, edge, timeZone).toISOString()).toBe(instant);
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

describe('contentPathOf: the path a catch-all route’s segments name', () => {
  it.each([
    [['about-us'], '/about-us'],
    [['our-new-page'], '/our-new-page'],
    [['hilux', 'accessories'], '/hilux/accessories'],
    [['pages', 'summer-sale'], '/pages/summer-sale'],
    [['4x4-outdoor'], '/4x4-outdoor'],
  ])('%j → %s', (segments, path) => {
    expect(contentPathOf(segments)).toBe(path);
  });

  it.each([
    ['none', []],
    ['uppercase', ['About-Us']],
    ['..', ['..', 'about-us']],
    ['.', ['.']],
    ['a NUL', ['about\u0000us']],
    ['a decoded slash', ['hilux/accessories']],
    ['an empty segment', ['about-us', '']],
    ['a space', ['about us']],
    ['an underscore', ['_not-found']],
    ['a dot', ['sitemap.xml']],
    ['four segments', ['a', 'b', 'c', 'd']],
    ['over 200 characters', ['a'.repeat(120), 'b'.repeat(90)]],
    ['a non-ASCII letter', ['café']],
  ])('%s → null', (_label, segments) => {
    expect(contentPathOf(segments)).toBeNull();
  });
});

describe('what the page cache shares of the catch-all’s pages', () => {
  it('never a page behind sign-in, nor a sale page (it ends on the second of its expiry)', () => {
    for (const path of [...Object.keys(GATED_CONTENT), '/pages/summer-sale'])
      expect(pageTags('carzone', path), path).toBeNull();
  });

  it('any other content page, at whatever path, under the site’s tag', () => {
    for (const path of ['/about-us', '/hilux/accessories', '/parts/search', '/our-new-page'])
      expect(pageTags('carzone', path), path).toEqual(['site:carzone']);
  });
});
