import { SORT_KEYS, type SortKey } from './engine/types';
import { pageOffset } from './results-rules';
import type { Refinements, SearchRequest } from './schema';

// The results page keeps its whole state in the query string, so a search can be shared, reloaded and
// crawled: ?query=hilux&make=Toyota&make=Mazda&price=10000:30000&sortBy=price_asc&page=2
// Lists repeat their key (values such as '$10,000 - $20,000' contain commas); ranges are 'min:max'.

export const URL_LIST_FIELDS = [
  'make',
  'model',
  'badge',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'car_type',
  'status',
  'state',
  'city',
  'dealership_name',
  'location_name',
  'tag',
  'categories',
  'price_range',
] as const;
export type UrlListField = (typeof URL_LIST_FIELDS)[number];
export const URL_RANGE_FIELDS = ['price', 'km', 'year'] as const;
export type UrlRangeField = (typeof URL_RANGE_FIELDS)[number];

export type SearchState = {
  query: string;
  page: number; // 1-based
  sortBy: SortKey;
  lists: Partial<Record<UrlListField, string[]>>;
  ranges: Partial<Record<UrlRangeField, string>>; // raw 'min:max', read against the slider bounds
  certified: boolean;
};

export const EMPTY_STATE: SearchState = {
  query: '',
  page: 1,
  sortBy: 'relevance',
  lists: {},
  ranges: {},
  certified: false,
};

const RANGE_PATTERN = /^(\d*):(\d*)$/;
const CAR_TYPES = new Set(['new', 'demo', 'used']);
const STATUSES = new Set(['in_stock', 'coming_soon', 'sold']);

export function parseSearchState(params: URLSearchParams): SearchState {
  const lists: SearchState['lists'] = {};
  for (const field of URL_LIST_FIELDS) {
    const values = [
      ...new Set(
        params
          .getAll(field)
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ].slice(0, 200);
    if (values.length) lists[field] = values;
  }
  const ranges: SearchState['ranges'] = {};
  for (const field of URL_RANGE_FIELDS) {
    const raw = params.get(field);
    if (raw && RANGE_PATTERN.test(raw) && raw !== ':') ranges[field] = raw;
  }
  const page = Number(params.get('page'));
  const sortBy = params.get('sortBy') as SortKey;
  return {
    query: (params.get('query') ?? '').slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= 5000 ? page : 1,
    sortBy: SORT_KEYS.includes(sortBy) ? sortBy : 'relevance',
    lists,
    ranges,
    certified: params.get('certified') === 'true',
  };
}

/**
 * A results query string, without '?'. Ranges keep their ':' as the spec writes them (price=:104000, not
 * price=%3A104000); ':' needs no escaping in a query string.
 */
export function resultsQuery(params: URLSearchParams): string {
  return params.toString().replace(/%3A/gi, ':');
}

/** The query string of a state, without '?'. */
export function searchQueryString(state: SearchState): string {
  return resultsQuery(serializeSearchState(state));
}

export function serializeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('query', state.query.trim());
  for (const field of URL_LIST_FIELDS)
    for (const value of state.lists[field] ?? []) params.append(field, value);
  for (const field of URL_RANGE_FIELDS)
    if (state.ranges[field]) params.set(field, state.ranges[field] as string);
  if (state.certified) params.set('certified', 'true');
  if (state.sortBy !== 'relevance') params.set('sortBy', state.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** True when the visitor has chosen any filter (a query, a list value, a range or certified). */
export function hasFilters(state: SearchState): boolean {
  return (
    state.query.trim() !== '' ||
    Object.values(state.lists).some((v) => v && v.length > 0) ||
    Object.keys(state.ranges).length > 0 ||
    state.certified
  );
}

/** A 'min:max' range as request bounds: an empty side is left open (the slider's bound). */
export function rangeBounds(raw: string | undefined): { min?: number; max?: number } | undefined {
  const match = raw ? RANGE_PATTERN.exec(raw) : null;
  if (!match) return undefined;
  const min = match[1] === '' ? undefined : Number(match[1]);
  const max = match[2] === '' ? undefined : Number(match[2]);
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { min, max };
}

/** The API request for a page of results: the URL state narrowing the page's own preset. */
export function toSearchRequest(state: SearchState, preset: Refinements, hitsPerPage: number): SearchRequest {
  const filters: Record<string, unknown> = {};
  for (const field of URL_LIST_FIELDS) {
    const values = state.lists[field];
    if (!values?.length) continue;
    if (field === 'seats') filters.seats = values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    else if (field === 'car_type') filters.car_type = values.filter((v) => CAR_TYPES.has(v));
    else if (field === 'status') filters.status = values.filter((v) => STATUSES.has(v));
    else filters[field] = values;
  }
  for (const field of URL_RANGE_FIELDS) {
    const bounds = rangeBounds(state.ranges[field]);
    if (bounds) filters[field] = bounds;
  }
  if (state.certified) filters.certified = true;
  return {
    ...(Object.keys(preset).length ? { preset } : {}),
    filters: filters as Refinements,
    query: state.query.trim() || undefined,
    sort: state.sortBy,
    hitsPerPage,
    offset: pageOffset(state.page, hitsPerPage),
  };
}
