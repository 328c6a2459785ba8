// The stock list's filter and order as they live in the address bar: read from the query (anything unknown
// or out of range dropped, never an error) and written back, so the page, its sort and paging links and the
// call all read one filter. Pure.

import { MARKET_FILTERS, type MarketFilter } from '../market/market-rules';

export const STOCK_PAGE_SIZE = 50;
export const STOCK_MAX_PAGE = 1000;
export const STOCK_SEARCH_MAX_LENGTH = 40;
const MAX_ID = 2_147_483_647;

export const CAR_TYPES = ['new', 'demo', 'used'] as const;
export const CAR_TYPE_LABELS: Record<(typeof CAR_TYPES)[number], string> = {
  new: 'New',
  demo: 'Demo',
  used: 'Used',
};
export const STOCK_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
export const STOCK_STATUS_LABELS: Record<(typeof STOCK_STATUSES)[number], string> = {
  in_stock: 'In stock',
  coming_soon: 'Coming soon',
  sold: 'Sold',
};

/** Days in stock, as bands: from (inclusive) and to (inclusive; null: no end). */
export const AGE_BANDS = {
  '0-30': { from: 0, to: 30, label: 'Up to 30 days' },
  '31-60': { from: 31, to: 60, label: '31 to 60 days' },
  '61-90': { from: 61, to: 90, label: '61 to 90 days' },
  'over-90': { from: 91, to: null, label: 'Over 90 days' },
} as const;
export type AgeBand = keyof typeof AGE_BANDS;

/** The columns the list sorts by. */
export const STOCK_SORTS = [
  'age',
  'price',
  'year',
  'vehicle',
  'stock',
  'views',
  'leads',
  'photos',
  'market',
  'quality',
] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

export type StockFilter = {
  type: (typeof CAR_TYPES)[number] | null;
  status: (typeof STOCK_STATUSES)[number] | null;
  dealership: number | null;
  age: AgeBand | null;
  missingPhotos: boolean;
  /** Only the cars whose listing quality is below full: the queue of cars that need work. */
  needsWork: boolean;
  /** The price position against the market (car_market), or 'none' for the cars without one. */
  market: MarketFilter | null;
  q: string;
  sort: StockSort;
  dir: 'asc' | 'desc';
  page: number;
};

/** The list unfiltered: the newest arrivals first. */
export const STOCK_DEFAULTS: StockFilter = {
  type: null,
  status: null,
  dealership: null,
  age: null,
  missingPhotos: false,
  needsWork: false,
  market: null,
  q: '',
  sort: 'age',
  dir: 'asc',
  page: 1,
};

type Query = { get(name: string): string | null };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

function wholeNumber(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

export function readStockFilter(query: Query): StockFilter {
  return {
    type: oneOf(CAR_TYPES, query.get('type')),
    status: oneOf(STOCK_STATUSES, query.get('status')),
    dealership: wholeNumber(query.get('dealership'), MAX_ID),
    age: oneOf(Object.keys(AGE_BANDS) as AgeBand[], query.get('age')),
    missingPhotos: query.get('photos') === 'missing',
    needsWork: query.get('quality') === 'needs-work',
    market: oneOf(MARKET_FILTERS, query.get('market')),
    q: (query.get('q') ?? '')
      .replace(/\p{Cc}/gu, ' ')
      .trim()
      .slice(0, STOCK_SEARCH_MAX_LENGTH),
    sort: oneOf(STOCK_SORTS, query.get('sort')) ?? STOCK_DEFAULTS.sort,
    dir: query.get('dir') === 'desc' ? 'desc' : query.get('dir') === 'asc' ? 'asc' : STOCK_DEFAULTS.dir,
    page: wholeNumber(query.get('page'), STOCK_MAX_PAGE) ?? 1,
  };
}

/** The query of a filter, leaving out what is at its default: '' for the whole list. */
export function stockQuery(filter: StockFilter, changes: Partial<StockFilter> = {}): string {
  const f = { ...filter, ...changes };
  const params = new URLSearchParams();
  if (f.type) params.set('type', f.type);
  if (f.status) params.set('status', f.status);
  if (f.dealership) params.set('dealership', String(f.dealership));
  if (f.age) params.set('age', f.age);
  if (f.missingPhotos) params.set('photos', 'missing');
  if (f.needsWork) params.set('quality', 'needs-work');
  if (f.market) params.set('market', f.market);
  if (f.q) params.set('q', f.q);
  if (f.sort !== STOCK_DEFAULTS.sort || f.dir !== STOCK_DEFAULTS.dir) {
    params.set('sort', f.sort);
    params.set('dir', f.dir);
  }
  if (f.page > 1) params.set('page', String(f.page));
  return params.toString();
}

/** A column's header link: sorted by it ascending, or descending when it already is ascending; page 1. */
export function sortChange(filter: StockFilter, sort: StockSort): Partial<StockFilter> {
  return { sort, dir: filter.sort === sort && filter.dir === 'asc' ? 'desc' : 'asc', page: 1 };
}

export const isStockFiltered = (filter: StockFilter) =>
  stockQuery({ ...filter, page: 1, sort: STOCK_DEFAULTS.sort, dir: STOCK_DEFAULTS.dir }) !== '';

export const stockPageCount = (total: number) => Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE));
