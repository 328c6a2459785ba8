import { describe, expect, it } from 'vitest';
import {
  contentKindOf,
  dayInputValue,
  kindOfPath,
  newPagePath,
  pageState,
  pathPrefix,
  windowChange,
} from './content-rules';

const BRISBANE = 'Australia/Brisbane';
const PERTH = 'Australia/Perth';
const at = (iso: string) => new Date(iso);

describe('pageState', () => {
  const start = at('2027-05-01T00:00:00+10:00');
  const expiry = at('2027-06-30T23:59:59.999+10:00');
  const sale = { draft: false, category: null, publishedAt: null, startAt: start, expiresAt: expiry };
  it.each([
    ['a moment before its start', at('2027-04-30T23:59:59.999+10:00'), 'scheduled'],
    ['the first moment of its start day', start, 'live'],
    ['the last moment of its expiry day', expiry, 'live'],
    ['a moment after its expiry', at('2027-07-01T00:00:00+10:00'), 'expired'],
  ])('a sale page %s is %s', (_name, now, state) => {
    expect(pageState(sale, now).state).toBe(state);
  });

  it('says when a scheduled page starts, and when an expired one ended', () => {
    expect(pageState(sale, at('2027-01-01T00:00:00Z'))).toEqual({ state: 'scheduled', from: start });
    expect(pageState(sale, at('2028-01-01T00:00:00Z'))).toEqual({ state: 'expired', at: expiry });
  });

  it.each([
    ['unpublished, whatever its dates', { ...sale, draft: true }, at('2027-05-10T00:00:00Z'), 'unpublished'],
    ['with no dates', { ...sale, startAt: null, expiresAt: null }, at('2000-01-01T00:00:00Z'), 'live'],
    [
      'an article before its published time',
      { ...sale, startAt: null, expiresAt: null, category: 'buyer-advice', publishedAt: start },
      at('2027-04-30T00:00:00Z'),
      'scheduled',
    ],
    [
      'an article from its published time',
      { ...sale, startAt: null, expiresAt: null, category: 'buyer-advice', publishedAt: start },
      start,
      'live',
    ],
  ])('a page %s', (_name, page, now, state) => {
    expect(pageState(page, now).state).toBe(state);
  });
});

describe('kinds and paths', () => {
  it.each([
    ['/about-us', 'page'],
    ['/hilux/accessories', 'page'],
    ['/pages/summer-sale', 'sale'],
    ['/blog/buyer-advice/first-car', 'article'],
    ['/pages/a/b', 'page'],
  ])('%s is a %s', (path, kind) => {
    expect(kindOfPath(path)).toBe(kind);
  });

  it.each([
    ['sale', 'sale'],
    ['article', 'article'],
    ['page', 'page'],
    [null, 'all'],
    ['', 'all'],
    ['SALE', 'all'],
    ['blog', 'all'],
  ])('the filter %s is %s', (value, kind) => {
    expect(contentKindOf(value)).toBe(kind);
  });

  it.each([
    ['page', undefined, 'Warranty', '/warranty'],
    ['sale', undefined, 'Summer Sale!', '/pages/summer-sale'],
    ['article', 'motoring-tips', '  Wet roads & you ', '/blog/motoring-tips/wet-roads-you'],
    ['article', undefined, 'First car', '/blog/servicing-insights/first-car'],
  ] as const)('a new %s in %s named %j goes at %s', (kind, category, name, path) => {
    expect(newPagePath(kind, category, name)).toBe(path);
  });

  it('an unknown category falls back to the first', () => {
    expect(pathPrefix('article', 'nope' as never)).toBe('/blog/servicing-insights/');
  });
});

describe('the editor’s days', () => {
  it.each([
    [undefined, BRISBANE, ''],
    ['2027-06-30', BRISBANE, '2027-06-30'],
    // 23:30 on the 30th in Brisbane is still the 30th; 00:30 on 1 July in Brisbane is 30 June in Perth.
    ['2027-06-30T23:30:00+10:00', BRISBANE, '2027-06-30'],
    ['2027-07-01T00:30:00+10:00', PERTH, '2027-06-30'],
    ['not a date', BRISBANE, ''],
  ])('%s on %s shows as %j', (value, zone, day) => {
    expect(dayInputValue(value, zone)).toBe(day);
  });

  it.each([
    ['a day unchanged stays', '2027-06-30', '2027-06-30', undefined],
    ['a time whose day is unchanged stays a time', '2027-06-30T18:00:00+10:00', '2027-06-30', undefined],
    ['a new day is the day', '2027-06-30', '2027-07-31', '2027-07-31'],
    ['a cleared day is taken out', '2027-06-30', '', ''],
    ['a day on a page with none is set', undefined, '2027-05-01', '2027-05-01'],
  ])('%s', (_name, existing, day, change) => {
    expect(windowChange(existing, day, BRISBANE)).toBe(change);
  });
});
