import { formatAud, formatNumber } from '@/lib/money';
import { type SearchState, URL_LIST_FIELDS, URL_RANGE_FIELDS, type UrlRangeField } from './url-state';

// A results page told in words, for a saved search's name: the page's heading, then what the shopper
// refined it by. '/search/toyota?body=SUV&price=:30000' → 'Toyota for sale: SUV, up to $30,000'. Pure.

/** Names longer than this are cut with '…' (a name is a label in a list and an email's subject). */
export const SEARCH_NAME_MAX = 120;

const LIST_WORDS: Partial<Record<string, Record<string, string>>> = {
  car_type: { new: 'New', demo: 'Demo', used: 'Used' },
  status: { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' },
};

const RANGE_FORMAT: Record<UrlRangeField, (value: number) => string> = {
  price: formatAud,
  km: (value) => `${formatNumber(value)} km`,
  year: String,
};

function listPhrase(field: string, values: readonly string[]): string {
  const words = values.map((value) => LIST_WORDS[field]?.[value] ?? value);
  if (field === 'seats') return `${words.join(' or ')} seats`;
  return words.join(' or ');
}

/** 'min:max' in words: '$10,000 to $30,000', 'up to 80,000 km', 'from 2018'; null when it bounds nothing. */
export function rangePhrase(field: UrlRangeField, raw: string): string | null {
  const match = /^(\d*):(\d*)$/.exec(raw);
  if (!match) return null;
  const [min, max] = [match[1], match[2]].map((side) => (side === '' ? null : Number(side)));
  const format = RANGE_FORMAT[field];
  if (min !== null && max !== null)
    return min === max ? format(min) : `${format(Math.min(min, max))} to ${format(Math.max(min, max))}`;
  if (max !== null) return `up to ${format(max)}`;
  if (min !== null) return `from ${format(min)}`;
  return null;
}

/** The saved search's name: the heading, then its refinements in the order the filters show them. */
export function searchName(heading: string, state: SearchState): string {
  const parts: string[] = [];
  const query = state.query.trim();
  if (query) parts.push(`‘${query}’`);
  for (const field of URL_LIST_FIELDS) {
    const values = state.lists[field];
    if (values?.length) parts.push(listPhrase(field, values));
  }
  for (const field of URL_RANGE_FIELDS) {
    const raw = state.ranges[field];
    const phrase = raw ? rangePhrase(field, raw) : null;
    if (phrase) parts.push(phrase);
  }
  if (state.certified) parts.push('Certified');
  const name = parts.length ? `${heading}: ${parts.join(', ')}` : heading;
  return name.length > SEARCH_NAME_MAX ? `${name.slice(0, SEARCH_NAME_MAX - 1).trimEnd()}…` : name;
}
