// Pure rules for the refinement lists of the results page: limits, orders, the make/brand lists, the
// hit-count display and the body-type whitelist (spec SV §4 'Make refinement and brand list', §9;
// AF §9 constants). No I/O, no React.

import { formatNumber } from '@/lib/money';

/** The make refinement's model sub-list shows at most this many models (SV §4, §9). */
export const MODEL_SUBLIST_LIMIT = 30;
/** The brand list shows this many makes until 'Show all makes', unless the site has popular makes (SV §4). */
export const BRAND_LIST_DEFAULT = 7;
/** In a dropdown, makes after the first 20 go under All Makes (SV §4, §9). */
export const DROPDOWN_MAKES_LIMIT = 20;
export const CITY_FACET_LIMIT = 20;
export const DEALERSHIP_FACET_LIMIT = 40;
export const BODY_FACET_LIMIT = 4;
export const BODY_FACET_LIMIT_CUSTOM = 20;
/** Above this the displayed hit count is the stock count (AF §9). */
export const HIT_COUNT_STOCK_THRESHOLD = 1999;

// UI strings of the make refinement and brand list. Strings are a contract.
export const SELECT_MODELS_LABEL = 'Select models';
export const HIDE_MODELS_LABEL = 'Hide';
export const SHOW_ALL_MAKES_LABEL = 'Show all makes';
export const HIDE_EXTRA_MAKES_LABEL = 'Hide extra makes';
export const ALL_MAKES_LABEL = 'All Makes';

export type FacetCounts = Record<string, number>;
export type FacetItem = { label: string; value: string; count: number };

// Names compare case-insensitively with numbers in numeric order ('SUV' after 'Sedan', '7 Series' before
// '10 Series'); exact code-unit order breaks the remaining ties so every order is total and stable.
const collator = new Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' });
function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

// ── Car types and price ranges ──────────────────────────────────────────────────────────────────

/** The spec's car-type order (SV §9). Unknown types follow, by name. */
export const CAR_TYPE_ORDER = ['new', 'demo', 'used'] as const;

function carTypeRank(value: string): number {
  const i = (CAR_TYPE_ORDER as readonly string[]).indexOf(value.toLowerCase());
  return i === -1 ? CAR_TYPE_ORDER.length : i;
}

/** 'Under $10,000' → [0, 10000]; '$10,000 - $20,000' → [10000, 20000]; '$100,000+' → [100000, ∞]. */
export function priceRangeKey(label: string): [number, number] | null {
  const numbers = [...label.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k)?/gi)].map(
    (m) => Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1),
  );
  if (numbers.length === 0) return null;
  // 'Under $10,000' has no lower bound: it sorts before '$10,000 - …' and after '$0 - $5,000'.
  if (/^\s*(under|below|less than|up to)\b/i.test(label)) return [0, numbers[0]];
  if (numbers.length === 1) return [numbers[0], Number.POSITIVE_INFINITY]; // '$100,000+', 'Over $100,000'
  return [numbers[0], numbers[1]];
}

/** Numeric order of price-range labels: by lower bound, then upper bound; labels without numbers last. */
export function comparePriceRangeLabels(a: string, b: string): number {
  const ka = priceRangeKey(a);
  const kb = priceRangeKey(b);
  if (!ka || !kb) return ka ? -1 : kb ? 1 : compareNames(a, b);
  return ka[0] - kb[0] || ka[1] - kb[1] || compareNames(a, b);
}

// ── Generic facet lists ─────────────────────────────────────────────────────────────────────────

export type FacetOrder =
  | 'count' // count descending, then name ascending: the general refinement order
  | 'count-name-desc' // count descending, then name descending: the body facet (AF §9)
  | 'name'
  | 'car-type'
  | 'price-range'
  | ((a: FacetItem, b: FacetItem) => number);

const comparators: Record<
  Exclude<FacetOrder, (a: FacetItem, b: FacetItem) => number>,
  (a: FacetItem, b: FacetItem) => number
> = {
  count: (a, b) => b.count - a.count || compareNames(a.value, b.value),
  'count-name-desc': (a, b) => b.count - a.count || compareNames(b.value, a.value),
  name: (a, b) => compareNames(a.value, b.value),
  'car-type': (a, b) => carTypeRank(a.value) - carTypeRank(b.value) || compareNames(a.value, b.value),
  'price-range': (a, b) => comparePriceRangeLabels(a.value, b.value),
};

export type FacetOptions = {
  /** Keep at most this many items, after ordering. Omitted: all. */
  limit?: number;
  /** Default 'count'. */
  order?: FacetOrder;
  /** Display label for a value. Default: the value itself (facet values are display values, e.g. 'SUV'). */
  label?: (value: string) => string;
};

/** Engine counts → ordered, cut refinement items. Zero counts are kept: a ticked value must stay untickable. */
export function facetItems(counts: FacetCounts | null | undefined, options: FacetOptions = {}): FacetItem[] {
  const { limit, order = 'count', label = (v: string) => v } = options;
  const compare = typeof order === 'function' ? order : comparators[order];
  const items = Object.entries(counts ?? {}).map(([value, count]) => ({ label: label(value), value, count }));
  items.sort(compare);
  return limit === undefined ? items : items.slice(0, Math.max(0, limit));
}

export function cityFacetItems(counts: FacetCounts | null | undefined): FacetItem[] {
  return facetItems(counts, { limit: CITY_FACET_LIMIT });
}

export function dealershipFacetItems(counts: FacetCounts | null | undefined): FacetItem[] {
  return facetItems(counts, { limit: DEALERSHIP_FACET_LIMIT });
}

/** 4 body tiles, or 20 on sites with custom bodies (AF §9). */
export function bodyFacetLimit(customBodies: boolean): number {
  return customBodies ? BODY_FACET_LIMIT_CUSTOM : BODY_FACET_LIMIT;
}

/** Body facet: count descending, then name DESCENDING (as the spec says), cut to the limit (AF §9). */
export function orderBodyFacet(counts: FacetCounts | null | undefined, customBodies: boolean): FacetItem[] {
  return facetItems(counts, { order: 'count-name-desc', limit: bodyFacetLimit(customBodies) });
}

const CAR_TYPE_LABELS: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' };

/** Car-type facet in the order new, demo, used (SV §9), labelled 'New', 'Demo', 'Used'. */
export function orderCarTypes(counts: FacetCounts | null | undefined): FacetItem[] {
  return facetItems(counts, { order: 'car-type', label: (v) => CAR_TYPE_LABELS[v.toLowerCase()] ?? v });
}

// ── Makes: model sub-list, brand list, dropdown ─────────────────────────────────────────────────

/** The first 30 models of an expanded make (SV §4). */
export function modelSubList<T>(models: readonly T[]): T[] {
  return models.slice(0, MODEL_SUBLIST_LIMIT);
}

/** The toggle of a make's model sub-list: 'Select models' while closed, 'Hide' while open. */
export function modelToggleLabel(expanded: boolean): string {
  return expanded ? HIDE_MODELS_LABEL : SELECT_MODELS_LABEL;
}

/** How many makes the brand list shows before 'Show all makes': the popular-makes count if the site has any, else 7. */
export function brandListCount(popularMakesCount?: number | null): number {
  return typeof popularMakesCount === 'number' && Number.isFinite(popularMakesCount) && popularMakesCount > 0
    ? Math.floor(popularMakesCount)
    : BRAND_LIST_DEFAULT;
}

/**
 * The visible brand list and its toggle (SV §4). The toggle is null when every make already shows;
 * otherwise 'Show all makes' while collapsed and 'Hide extra makes' once expanded.
 */
export function brandList<T>(
  makes: readonly T[],
  { expanded, popularMakesCount }: { expanded: boolean; popularMakesCount?: number | null },
): { items: T[]; toggleLabel: string | null } {
  const count = brandListCount(popularMakesCount);
  if (makes.length <= count) return { items: [...makes], toggleLabel: null };
  return expanded
    ? { items: [...makes], toggleLabel: HIDE_EXTRA_MAKES_LABEL }
    : { items: makes.slice(0, count), toggleLabel: SHOW_ALL_MAKES_LABEL };
}

/** A makes dropdown: the first 20 at the top, the rest under 'All Makes' (SV §4). */
export function splitDropdownMakes<T>(makes: readonly T[]): { top: T[]; allMakes: T[] } {
  return { top: makes.slice(0, DROPDOWN_MAKES_LIMIT), allMakes: makes.slice(DROPDOWN_MAKES_LIMIT) };
}

// ── Hit count ───────────────────────────────────────────────────────────────────────────────────

/**
 * The result count as displayed (AF §9 'hit counts display stock count when over 1999').
 * Reading: up to 1,999 the exact hit count shows ('1,999'); above it the site's stock count shows instead,
 * as a plain number with thousands separators ('2,345'), no '+' or wording, so the component keeps its own
 * label around it. Without a usable stock count (missing, not finite, or not positive) the hit count shows.
 * Negative or non-finite counts display as '0'.
 */
export function formatHitCount(count: number, stockCount?: number | null): string {
  const hits = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (
    hits > HIT_COUNT_STOCK_THRESHOLD &&
    typeof stockCount === 'number' &&
    Number.isFinite(stockCount) &&
    stockCount > 0
  ) {
    return formatNumber(Math.floor(stockCount));
  }
  return formatNumber(hits);
}

// ── Body types ──────────────────────────────────────────────────────────────────────────────────

/** The body types a /search/{body slug} page accepts, exactly as AF §9 lists them. */
export const BODY_TYPE_WHITELIST = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;
export type WhitelistedBody = (typeof BODY_TYPE_WHITELIST)[number];

/** Item types our tenants stock beyond the spec's whitelist (trucks, motorcycles, RV dealers). */
export const EXTRA_BODY_TYPES = ['truck', 'motorcycle', 'caravan', 'camperTrailer'] as const;
export type ExtraBody = (typeof EXTRA_BODY_TYPES)[number];
export type BodyValue = WhitelistedBody | ExtraBody;

/**
 * Each body value → the simple_body values our stock data uses. Empty where it is not a body (4x4, ev and
 * prestige select by drive, fuel and make: search-path.ts) or our feed has no such body (bus, hardtop,
 * softtop, motorhome).
 * hatch/hatchback and wagon/stationWagon are synonyms; a light truck is a 'Truck' in our data.
 */
export const BODY_SIMPLE_BODIES: Record<BodyValue, readonly string[]> = {
  '4x4': [],
  bus: [],
  cabChassis: ['Cab Chassis'],
  convertible: ['Convertible'],
  coupe: ['Coupe'],
  ev: [],
  hardtop: [],
  hatch: ['Hatch'],
  hatchback: ['Hatch'],
  motorhome: [],
  lightTruck: ['Truck'],
  peopleMover: ['People Mover'],
  prestige: [],
  sedan: ['Sedan'],
  softtop: [],
  suv: ['SUV'],
  ute: ['Ute'],
  van: ['Van'],
  wagon: ['Wagon'],
  stationWagon: ['Wagon'],
  truck: ['Truck'],
  motorcycle: ['Motorcycle'],
  caravan: ['Caravan'],
  camperTrailer: ['Camper Trailer'],
};

const ALL_BODY_VALUES: readonly BodyValue[] = [...BODY_TYPE_WHITELIST, ...EXTRA_BODY_TYPES];
// Slugs, camelCase values and display names all reduce to the same key: 'cab-chassis', 'cabChassis' and
// 'Cab Chassis' → 'cabchassis'.
const squash = (s: string) => s.toLowerCase().replace(/[-_\s]+/g, '');
const BY_KEY = new Map<string, BodyValue>(ALL_BODY_VALUES.map((v) => [squash(v), v]));

/**
 * A body URL slug ('suv', 'cab-chassis', 'people-mover', 'station-wagon', 'light-truck'; also the camelCase
 * value or a display name such as 'People Mover') → its whitelist value and our simple_body values.
 * Anything not whitelisted → null (the page 404s), except 'truck', 'motorcycle', 'caravan' and
 * 'camper-trailer', which are outside the spec's list but which our tenants stock.
 */
export function bodySlugToBody(
  slug: string | null | undefined,
): { value: BodyValue; simpleBodies: readonly string[] } | null {
  if (!slug) return null;
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // a malformed escape is just not a body
  }
  const value = BY_KEY.get(squash(text.trim()));
  return value ? { value, simpleBodies: BODY_SIMPLE_BODIES[value] } : null;
}

/** A body value or simple_body display name → its URL slug ('peopleMover' / 'People Mover' → 'people-mover'). */
export function bodyToSlug(body: string): string | null {
  const found = bodySlugToBody(body);
  if (!found) return null;
  return found.value.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
