import { normalise } from './tokens';
import type { Range } from './types';

// What a shopper's words say besides the car: 'under 30k' and 'under $25,000' are a price, 'under 50,000
// km' the odometer, 'after 2018' and '2015-2020' the year. Each such phrase becomes a bound and leaves the
// text; the other words are matched as words. A bare number stays a word ('86', 'peugeot 2008', '2020'
// finds the cars of that year as text does), unless money marks it ('$25,000', '30k') or a unit follows.

export type BoundField = 'price' | 'km' | 'year';
export type QueryBounds = Partial<Record<BoundField, Range>>;
export type ReadQuery = { text: string; bounds: QueryBounds };

type Amount = {
  value: number;
  money: boolean;
  thousand: boolean;
  km: boolean;
  yearLike: boolean;
  plus: boolean;
  symbol?: string;
};
type Side = 'max' | 'min';

const YEAR_MIN = 1950;
const YEAR_MAX = 2099;
const AMOUNT = /^(<=|>=|<|>)?(\$)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k)?(kms?)?(\+)?$/;
const RANGE = /^(\$?[\d.,]+k?)-(\$?[\d.,]+k?(?:kms?)?)$/;
const KM_WORDS = new Set(['km', 'kms', 'kilometres', 'kilometers', 'kilometre', 'kilometer', 'klms']);
const THOUSAND_WORDS = new Set(['k', 'thousand']);

/** Words before an amount, longest first: the side they bound and, for year words, the step past it. */
const BEFORE: [string[], Side, number][] = [
  [['no', 'more', 'than'], 'max', 0],
  [['less', 'than'], 'max', 0],
  [['cheaper', 'than'], 'max', 0],
  [['up', 'to'], 'max', 0],
  [['at', 'most'], 'max', 0],
  [['older', 'than'], 'max', -1],
  [['more', 'than'], 'min', 0],
  [['at', 'least'], 'min', 0],
  [['starting', 'at'], 'min', 0],
  [['newer', 'than'], 'min', 1],
  [['under'], 'max', 0],
  [['below'], 'max', 0],
  [['max'], 'max', 0],
  [['maximum'], 'max', 0],
  [['upto'], 'max', 0],
  [['before'], 'max', -1],
  [['over'], 'min', 0],
  [['above'], 'min', 0],
  [['min'], 'min', 0],
  [['minimum'], 'min', 0],
  [['from'], 'min', 0],
  [['after'], 'min', 1],
  [['since'], 'min', 0],
];
/** Words after an amount ('30k or less', '2018 onwards'). */
const AFTER: [string[], Side][] = [
  [['or', 'less'], 'max'],
  [['or', 'under'], 'max'],
  [['or', 'below'], 'max'],
  [['or', 'cheaper'], 'max'],
  [['or', 'older'], 'max'],
  [['and', 'under'], 'max'],
  [['or', 'more'], 'min'],
  [['or', 'over'], 'min'],
  [['or', 'above'], 'min'],
  [['or', 'newer'], 'min'],
  [['or', 'later'], 'min'],
  [['and', 'up'], 'min'],
  [['and', 'over'], 'min'],
  [['onwards'], 'min'],
  [['plus'], 'min'],
];

function amount(chunk: string): Amount | null {
  const match = AMOUNT.exec(chunk);
  if (!match) return null;
  const [, symbol, dollar, digits, thousand, km, plus] = match;
  const raw = Number(digits.replace(/,/g, ''));
  const value = Math.round(thousand ? raw * 1000 : raw);
  const money = Boolean(dollar || thousand || digits.includes(','));
  const yearLike = !money && !km && /^\d{4}$/.test(digits) && raw >= YEAR_MIN && raw <= YEAR_MAX;
  return {
    value,
    money,
    thousand: Boolean(thousand),
    km: Boolean(km),
    yearLike,
    plus: Boolean(plus),
    symbol,
  };
}

function startsAt(chunks: string[], at: number, words: string[]): boolean {
  return words.every((word, k) => chunks[at + k] === word);
}

function fieldOf(a: Amount): BoundField {
  if (a.km) return 'km';
  return a.yearLike ? 'year' : 'price';
}

function narrow(bounds: QueryBounds, field: BoundField, range: Range): void {
  const current = bounds[field] ?? {};
  const min = Math.max(current.min ?? Number.NEGATIVE_INFINITY, range.min ?? Number.NEGATIVE_INFINITY);
  const max = Math.min(current.max ?? Number.POSITIVE_INFINITY, range.max ?? Number.POSITIVE_INFINITY);
  bounds[field] = {
    ...(Number.isFinite(min) ? { min } : {}),
    ...(Number.isFinite(max) ? { max } : {}),
  };
}

/** Reads a '10k-20k', '$10,000-$20,000' or '2015-2020' chunk as a range of one field. */
function rangeChunk(chunk: string): { field: BoundField; range: Range } | null {
  const match = RANGE.exec(chunk);
  const low = match && amount(match[1]);
  const high = match && amount(match[2]);
  if (!low || !high) return null;
  const field = high.km
    ? 'km'
    : low.yearLike && high.yearLike
      ? 'year'
      : low.money || high.money
        ? 'price'
        : null;
  return field ? { field, range: between(low, high) } : null;
}

/** Two amounts as one range, either way round; '20-30k': the upper side's thousands are the lower's too. */
function between(low: Amount, high: Amount): Range {
  const lowValue = !low.money && high.thousand ? low.value * 1000 : low.value;
  return { min: Math.min(lowValue, high.value), max: Math.max(lowValue, high.value) };
}

/** The query's bounds and the words left to match as text. */
export function readQuery(query: string): ReadQuery {
  const chunks = normalise(query).split(/\s+/).filter(Boolean);
  const used = new Array<boolean>(chunks.length).fill(false);
  const bounds: QueryBounds = {};
  for (let i = 0; i < chunks.length; i += 1) {
    const ranged = rangeChunk(chunks[i]);
    if (ranged) {
      narrow(bounds, ranged.field, ranged.range);
      used[i] = true;
      continue;
    }
    const found = amount(chunks[i]);
    if (!found) continue;
    let end = i + 1;
    if (THOUSAND_WORDS.has(chunks[end] ?? '')) {
      found.value *= 1000;
      found.money = true;
      found.thousand = true;
      found.yearLike = false;
      end += 1;
    }
    if (KM_WORDS.has(chunks[end] ?? '')) {
      found.km = true;
      found.yearLike = false;
      end += 1;
    }
    // 'between 10k and 20k', 'from 2015 to 2020', '10k - 20k'
    const joiner = chunks[end];
    const opener = chunks[i - 1] === 'between' || chunks[i - 1] === 'from' ? i - 1 : i;
    const high = ['to', 'and', '-'].includes(joiner) ? amount(chunks[end + 1] ?? '') : null;
    if (high && (joiner !== 'and' || chunks[i - 1] === 'between')) {
      let last = end + 2;
      if (KM_WORDS.has(chunks[last] ?? '')) {
        high.km = true;
        last += 1;
      }
      const both = { ...found, km: found.km || high.km, yearLike: found.yearLike && high.yearLike };
      narrow(bounds, fieldOf(both), between(found, high));
      for (let k = opener; k < last; k += 1) used[k] = true;
      i = last - 1;
      continue;
    }
    let side: Side | null = found.plus ? 'min' : null;
    let step = 0;
    let start = i;
    if (found.symbol) side = found.symbol.startsWith('<') ? 'max' : 'min';
    for (const [words, bound, yearStep] of BEFORE) {
      if (side || i < words.length || used[i - words.length] || !startsAt(chunks, i - words.length, words))
        continue;
      side = bound;
      step = yearStep;
      start = i - words.length;
    }
    for (const [words, bound] of AFTER) {
      if (side || !startsAt(chunks, end, words)) continue;
      side = bound;
      end += words.length;
    }
    // A bare amount is a ceiling only when money or a unit marks it: '$25,000', '30k', '50,000 km'.
    if (!side && (found.money || found.km)) side = 'max';
    if (!side) continue;
    const field = fieldOf(found);
    const value = field === 'year' ? found.value + step : found.value;
    narrow(bounds, field, side === 'max' ? { max: value } : { min: value });
    for (let k = start; k < end; k += 1) used[k] = true;
    i = end - 1;
  }
  return { text: chunks.filter((_, k) => !used[k]).join(' '), bounds };
}
