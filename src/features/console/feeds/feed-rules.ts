import { formatAud } from '@/lib/money';
import { STOCK_STATUS_LABELS } from '../stock/filter-rules';

// The feed runs screen's rules: its page from the query, and a kept value in words. Pure.

export const FEED_RUNS_MAX_PAGE = 1000;

/** The page asked for: a whole number from 1 to 1,000, else the first. */
export function pageOf(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= FEED_RUNS_MAX_PAGE ? page : 1;
}

const PRICE_FIELDS = new Set(['price', 'beforePrice', 'offerPrice']);

/** A car's value as a person reads it: none, a list, yes or no, dollars for the prices, a status's name. */
export function valueWords(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && PRICE_FIELDS.has(field))
    return value === 0 ? 'no price' : formatAud(value);
  if (field === 'status')
    return STOCK_STATUS_LABELS[value as keyof typeof STOCK_STATUS_LABELS] ?? STOCK_STATUS_LABELS.sold;
  return String(value);
}
