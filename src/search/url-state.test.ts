import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATE,
  hasFilters,
  parseSearchState,
  rangeBounds,
  searchQueryString,
  serializeSearchState,
  toSearchRequest,
} from './url-state';

const parse = (qs: string) => parseSearchState(new URLSearchParams(qs));

describe('parseSearchState', () => {
  it('reads query, page, sort, repeated list keys, ranges and certified', () => {
    expect(
      parse('query=hilux&page=2&sortBy=price_asc&make=Toyota&make=Mazda&price=10000:30000&certified=true'),
    ).toEqual({
      query: 'hilux',
      page: 2,
      sortBy: 'price_asc',
      lists: { make: ['Toyota', 'Mazda'] },
      ranges: { price: '10000:30000' },
      certified: true,
    });
  });

  it.each([
    ['page=0', 1],
    ['page=1', 1],
    ['page=5000', 5000],
    ['page=5001', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
  ])('%s → page %i', (qs, page) => expect(parse(qs).page).toBe(page));

  it.each([
    ['price=10000:30000', '10000:30000'],
    ['price=:30000', ':30000'],
    ['price=10000:', '10000:'],
    ['price=:', undefined],
    ['price=abc', undefined],
    ['price=-5:10', undefined],
  ])('%s → %s', (qs, raw) => expect(parse(qs).ranges.price).toBe(raw));

  it('falls back to relevance for an unknown sort', () => {
    expect(parse('sortBy=cheapest').sortBy).toBe('relevance');
  });

  it('drops blank and duplicate list values', () => {
    expect(parse('make=&make=Toyota&make=Toyota').lists).toEqual({ make: ['Toyota'] });
  });
});

describe('serializeSearchState', () => {
  it('round-trips and omits defaults', () => {
    const qs =
      'query=hilux&make=Toyota&make=Mazda&price_range=%2410%2C000+-+%2420%2C000&price=10000%3A30000&sortBy=km_asc&page=3';
    expect(serializeSearchState(parse(qs)).toString()).toBe(qs);
    expect(serializeSearchState(EMPTY_STATE).toString()).toBe('');
  });
});

describe('searchQueryString', () => {
  it.each([
    ['price=:104000', 'price=:104000'],
    ['price=10000:30000&km=:80000', 'price=10000:30000&km=:80000'],
    ['year=2015:', 'year=2015:'],
    ['query=a:b', 'query=a:b'],
  ])('writes %s as %s, the colon unescaped', (qs, written) => {
    expect(searchQueryString(parse(qs))).toBe(written);
  });
});

describe('hasFilters', () => {
  it.each([
    ['', false],
    ['page=2&sortBy=price_asc', false],
    ['query=a', true],
    ['make=Kia', true],
    ['km=:50000', true],
    ['certified=true', true],
  ])('%s → %s', (qs, expected) => expect(hasFilters(parse(qs))).toBe(expected));
});

describe('rangeBounds', () => {
  it.each([
    ['10000:30000', { min: 10000, max: 30000 }],
    [':30000', { min: undefined, max: 30000 }],
    ['10000:', { min: 10000, max: undefined }],
    ['30000:10000', { min: 10000, max: 30000 }],
    [undefined, undefined],
  ])('%s → %j', (raw, expected) => expect(rangeBounds(raw)).toEqual(expected));
});

describe('toSearchRequest', () => {
  it('sends the URL state beside the page preset, which it narrows, and pages by 21', () => {
    const state = parse(
      'make=Toyota&seats=7&seats=x&car_type=used&car_type=old&price=:30000&page=3&sortBy=price_desc',
    );
    expect(toSearchRequest(state, { body: ['SUV'] }, 21)).toEqual({
      preset: { body: ['SUV'] },
      filters: {
        make: ['Toyota'],
        seats: [7],
        car_type: ['used'],
        price: { min: undefined, max: 30000 },
      },
      query: undefined,
      sort: 'price_desc',
      hitsPerPage: 21,
      offset: 42,
    });
  });

  it('keeps a refinement of the same field apart from the preset (a make on /search/toyota)', () => {
    const request = toSearchRequest(parse('make=Mazda'), { make: ['Toyota'] }, 21);
    expect(request.preset).toEqual({ make: ['Toyota'] });
    expect(request.filters).toEqual({ make: ['Mazda'] });
  });
});
