import { describe, expect, it } from 'vitest';
import {
  isStockFiltered,
  readStockFilter,
  STOCK_DEFAULTS,
  STOCK_MAX_PAGE,
  STOCK_SEARCH_MAX_LENGTH,
  sortChange,
  stockPageCount,
  stockQuery,
} from './filter-rules';

const read = (query: string) => readStockFilter(new URLSearchParams(query));

describe('readStockFilter', () => {
  it.each([
    ['', {}],
    ['type=demo', { type: 'demo' }],
    ['type=Demo', {}],
    ['status=sold', { status: 'sold' }],
    ['status=withdrawn', {}],
    ['dealership=4', { dealership: 4 }],
    ['dealership=0', {}],
    ['dealership=2147483648', {}],
    ['age=0-30', { age: '0-30' }],
    ['age=over-90', { age: 'over-90' }],
    ['age=91%2B', {}],
    ['age=90+', {}],
    ['photos=missing', { missingPhotos: true }],
    ['photos=1', {}],
    ['q=%20ABC%20123%20', { q: 'ABC 123' }],
    ['sort=price&dir=desc', { sort: 'price', dir: 'desc' }],
    ['sort=colour&dir=up', {}],
    ['page=2', { page: 2 }],
    [`page=${STOCK_MAX_PAGE}`, { page: STOCK_MAX_PAGE }],
    [`page=${STOCK_MAX_PAGE + 1}`, {}],
  ] as const)('%j → %j', (query, expected) => {
    expect(read(query)).toEqual({ ...STOCK_DEFAULTS, ...expected });
  });

  it(`keeps at most ${STOCK_SEARCH_MAX_LENGTH} characters of a search`, () => {
    expect(read(`q=${'x'.repeat(STOCK_SEARCH_MAX_LENGTH + 5)}`).q).toHaveLength(STOCK_SEARCH_MAX_LENGTH);
  });
});

describe('stockQuery and sorting', () => {
  it('writes what it reads, leaving the default order out', () => {
    const query =
      'type=used&status=in_stock&dealership=3&age=61-90&photos=missing&q=ZB1&sort=leads&dir=desc&page=2';
    expect(stockQuery(read(query))).toBe(query);
    expect(stockQuery(STOCK_DEFAULTS)).toBe('');
    expect(stockQuery(read('sort=age&dir=asc'))).toBe('');
  });

  it.each([
    ['', 'price', { sort: 'price', dir: 'asc', page: 1 }],
    ['sort=price&dir=asc&page=3', 'price', { sort: 'price', dir: 'desc', page: 1 }],
    ['sort=price&dir=desc', 'price', { sort: 'price', dir: 'asc', page: 1 }],
    ['sort=price&dir=desc', 'views', { sort: 'views', dir: 'asc', page: 1 }],
  ] as const)('from %j, a click on %s → %j', (query, sort, change) => {
    expect(sortChange(read(query), sort)).toEqual(change);
  });

  it('says whether anything but order and paging narrows the list', () => {
    expect(isStockFiltered(read('sort=price&dir=desc&page=4'))).toBe(false);
    expect(isStockFiltered(read('photos=missing'))).toBe(true);
  });

  it.each([
    [0, 1],
    [50, 1],
    [51, 2],
    [20_000, 400],
  ])('%i cars: %i pages', (total, pages) => {
    expect(stockPageCount(total)).toBe(pages);
  });
});
