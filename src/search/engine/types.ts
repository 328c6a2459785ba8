// The contract of the in-memory search engine: what goes in (one document per car), what a query asks,
// what comes back. The engine is pure TypeScript with no I/O; `search/index-store.ts` feeds it
// from PostgreSQL and keeps it current.

export const SORT_KEYS = [
  'relevance',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'km_asc',
  'km_desc',
  'newest',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Fields with a refinement list (value → count facets). */
export const LIST_FIELDS = [
  'make',
  'model',
  'make_model', // 'Toyota|HiLux'
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
  'categories', // multi-valued
  'filtered_features', // multi-valued: the car's standard equipment
  'item_type',
  'price_range', // bucket labels, e.g. '$20,000 - $30,000'
  'weekly_price_range', // bucket labels of the weekly repayment, e.g. '$100 - $150'
  'dealership_slug',
  'location_slug',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** Numeric fields with range filters and min/max stats. */
export const RANGE_FIELDS = [
  'price',
  'km',
  'year',
  'weekly_price',
  'subscription_price',
  'created_at_timestamp',
] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

export type Range = { min?: number; max?: number };

export type SearchDoc = {
  id: number;
  dealershipId: number;
  // list-field values (null when the car has none)
  make: string;
  model: string;
  badge: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  colour: string | null;
  seats: number | null;
  carType: 'new' | 'demo' | 'used';
  status: string; // in_stock | coming_soon | anything else = sold
  state: string | null;
  city: string | null;
  dealershipName: string;
  dealershipSlug: string;
  locationName: string | null;
  locationSlug: string | null;
  tag: string | null;
  categories: string[];
  features: string[]; // standard equipment
  itemType: 'car' | 'motorcycle' | 'truck' | 'caravan';
  // numbers
  price: number; // whole dollars, 0 = no advertised price
  km: number;
  year: number;
  weeklyPrice: number | null; // youxQuote.weeklyRepaymentAmount
  subscriptionPrice: number | null;
  createdAt: number; // epoch ms
  soldAt: number | null; // epoch ms
  // scope fields
  hiddenFromStock: number;
  showOnDealerWebsite: boolean;
  certified: boolean;
  reserved: boolean;
  // free text: year/make/model/badge/series/colour/body/stock number
  series: string | null;
  stocknum: string;
};

/** The site's default stock filter (see rules.ts `stockScope`), or null for a platform-wide query. */
export type EngineScope = {
  dealershipIds: number[];
  maxHiddenFromStock: number;
  carTypes: ('new' | 'demo' | 'used')[] | null;
  availableOnly: boolean;
  inStockOnly: boolean;
  soldSince: number | null; // epoch ms; sold cars sold at or after it stay visible
  excludedMakes: string[];
  itemTypes: string[];
};

export type EngineQuery = {
  scope: EngineScope | null;
  /** The page's own selection (/search/toyota): always applied, facets included; refinements narrow it. */
  preset?: Partial<Record<ListField, (string | number)[]>>;
  lists?: Partial<Record<ListField, (string | number)[]>>; // OR within a field, AND across fields
  ranges?: Partial<Record<RangeField, Range>>; // inclusive bounds
  certified?: boolean;
  query?: string;
  sort?: SortKey; // default 'relevance' (text score, then newest)
  priceAboveZero?: boolean; // sites that require price > 0 on price_asc set this
  offset?: number;
  limit?: number;
  facets?: ListField[]; // which lists to count (disjunctively); default none
  stats?: RangeField[]; // which ranges to report min/max for, over the filtered set; default none
};

export type EngineResult = {
  ids: number[]; // the page, in sort order
  count: number;
  facets: Partial<Record<ListField, Record<string, number>>>;
  stats: Partial<Record<RangeField, { min: number; max: number } | null>>; // null when no hit has a value
};

export interface SearchEngine {
  /** Replaces or adds documents (matched by id). */
  upsert(docs: SearchDoc[]): void;
  /** Removes documents by car id; unknown ids are ignored. */
  remove(ids: number[]): void;
  search(query: EngineQuery): EngineResult;
  get(id: number): SearchDoc | undefined;
  readonly size: number;
}
