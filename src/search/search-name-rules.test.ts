import { describe, expect, it } from 'vitest';
import { rangePhrase, SEARCH_NAME_MAX, searchName } from './search-name-rules';
import { parseSearchState } from './url-state';

const nameOf = (heading: string, query: string) =>
  searchName(heading, parseSearchState(new URLSearchParams(query)));

describe('searchName: the heading, then the refinements in words', () => {
  it.each([
    ['Our Stock', '', 'Our Stock'],
    ['Toyota for sale', 'body=SUV&price=:30000', 'Toyota for sale: SUV, up to $30,000'],
    ['Our Stock', 'query=hilux&make=Toyota&make=Mazda', 'Our Stock: ‘hilux’, Toyota or Mazda'],
    ['Used Cars', 'km=:80000&year=2018:', 'Used Cars: up to 80,000 km, from 2018'],
    ['Our Stock', 'car_type=new&car_type=demo&status=coming_soon', 'Our Stock: New or Demo, Coming soon'],
    ['Our Stock', 'seats=7&seats=8', 'Our Stock: 7 or 8 seats'],
    ['Our Stock', 'price=30000:10000', 'Our Stock: $10,000 to $30,000'],
    ['Our Stock', 'year=2020:2020', 'Our Stock: 2020'],
    ['Our Stock', 'certified=true', 'Our Stock: Certified'],
    // Sort and page choose how results show, not which: they are no part of the name.
    ['Our Stock', 'sortBy=price_asc&page=3', 'Our Stock'],
    // Malformed ranges are no refinement (the page ignores them too).
    ['Our Stock', 'price=abc&km=:', 'Our Stock'],
  ])('%s + %j → %j', (heading, query, expected) => {
    expect(nameOf(heading, query)).toBe(expected);
  });

  it(`cuts a name past ${SEARCH_NAME_MAX} characters with '…'`, () => {
    const makes = Array.from({ length: 30 }, (_, i) => `make=Make${i}`).join('&');
    const name = nameOf('Our Stock', makes);
    expect(name).toHaveLength(SEARCH_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
    expect(nameOf('Our Stock', 'make=Toyota')).toBe('Our Stock: Toyota');
  });
});

describe('rangePhrase', () => {
  it.each([
    ['price', '10000:30000', '$10,000 to $30,000'],
    ['price', ':30000', 'up to $30,000'],
    ['km', '50000:', 'from 50,000 km'],
    ['year', ':', null],
    ['year', 'x:1', null],
  ] as const)('%s %j → %j', (field, raw, expected) => {
    expect(rangePhrase(field, raw)).toBe(expected);
  });
});
