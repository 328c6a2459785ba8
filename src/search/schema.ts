import { z } from 'zod';
import { LIST_FIELDS, type RANGE_FIELDS, SORT_KEYS } from './engine/types';

// POST /api/search, as typed JSON: no filter-string parser to attack. Unknown keys are refused so a
// misspelt refinement fails loudly (400 naming it) instead of silently matching everything.

const RangeSchema = z
  .strictObject({ min: z.number().finite().optional(), max: z.number().finite().optional() })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
    message: 'min must not exceed max',
  })
  .describe('min must not exceed max when both are given');

const listOf = <T extends z.ZodType>(item: T) => z.array(item).max(200);
const text = z.string().trim().min(1).max(200);

export const RefinementsSchema = z.strictObject({
  make: listOf(text).optional(),
  model: listOf(text).optional(),
  make_model: listOf(text.regex(/^[^|]+\|[^|]+$/, 'each value is Make|Model')).optional(),
  badge: listOf(text).optional(),
  body: listOf(text).optional(),
  fuel: listOf(text).optional(),
  transmission: listOf(text).optional(),
  drive: listOf(text).optional(),
  colour: listOf(text).optional(),
  seats: listOf(z.number().int().min(1).max(99)).optional(),
  car_type: listOf(z.enum(['new', 'demo', 'used'])).optional(),
  status: listOf(z.enum(['in_stock', 'coming_soon', 'sold'])).optional(),
  state: listOf(text).optional(),
  city: listOf(text).optional(),
  dealership_name: listOf(text).optional(),
  dealership_slug: listOf(text).optional(),
  location_name: listOf(text).optional(),
  location_slug: listOf(text).optional(),
  tag: listOf(text).optional(),
  categories: listOf(text).optional(),
  filtered_features: listOf(text).optional(),
  item_type: listOf(z.enum(['car', 'motorcycle', 'truck', 'caravan'])).optional(),
  price_range: listOf(text).optional(),
  weekly_price_range: listOf(text).optional(),
  certified: z.boolean().optional(),
  price: RangeSchema.optional(),
  km: RangeSchema.optional(),
  year: RangeSchema.optional(),
  weekly_price: RangeSchema.optional(),
  subscription_price: RangeSchema.optional(),
  created_at_timestamp: RangeSchema.optional(),
});
export type Refinements = z.infer<typeof RefinementsSchema>;

/** The default stock filter a page asks for; the server ANDs the tenant's own on top, so it can only narrow. */
export const StockFilterRequestSchema = z.strictObject({
  hiddenFromStockCount: z.number().int().min(0).max(14).optional(),
  usedOnly: z.boolean().optional(),
  inStockOnly: z.boolean().optional(),
  excludedMakes: listOf(text).optional(),
  priceAboveZeroOnPriceAsc: z.boolean().optional(),
});

export const SearchRequestSchema = z.strictObject({
  search_filters: StockFilterRequestSchema.optional(),
  /** The page's own selection (/search/toyota, special offers): refinements narrow it, never replace it. */
  preset: RefinementsSchema.optional(),
  filters: RefinementsSchema.optional(),
  hitsPerPage: z.number().int().min(1).max(100).default(21),
  offset: z.number().int().min(0).max(100_000).default(0),
  query: z.string().max(200).optional(),
  sort: z.enum(SORT_KEYS).default('relevance'),
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

// Compile-time guard: every list and range field of the engine has a refinement here.
type MissingList = Exclude<(typeof LIST_FIELDS)[number], keyof Refinements>;
type MissingRange = Exclude<(typeof RANGE_FIELDS)[number], keyof Refinements>;
export const refinementsCoverEngine: [MissingList, MissingRange] extends [never, never] ? true : false = true;

/** Secondary search: a short list of hits (similar cars, featured stock) within the tenant's scope. */
export const SecondarySearchSchema = z.strictObject({
  limit: z.number().int().min(1).max(100).default(6),
  search_filters: StockFilterRequestSchema.optional(),
  filters: RefinementsSchema.optional(),
  sort: z.enum(SORT_KEYS).default('newest'),
});

/** Multi-query search: up to 10 queries in one round trip, each at most 10 hits (e.g. a header quick search). */
export const MultiSearchSchema = z.strictObject({
  queries: z
    .array(
      z.strictObject({
        index: z.literal('cars').default('cars'),
        query: z.string().max(200).optional(),
        filter: RefinementsSchema.optional(),
        facets: z.array(z.enum(LIST_FIELDS)).max(LIST_FIELDS.length).default([]),
        highlightPreTag: z.string().max(20).default('<mark>'),
        highlightPostTag: z.string().max(20).default('</mark>'),
        limit: z.number().int().min(1).max(10).default(10),
      }),
    )
    .min(1)
    .max(10),
});

/** Special offers: categories, price, query and offset, plus a dealership filter; 21 per page. */
export const SpecialOffersSearchSchema = z.strictObject({
  categories: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  price: RangeSchema.optional(),
  query: z.string().max(200).optional(),
  offset: z.number().int().min(0).max(100_000).default(0),
  dealership: z.string().trim().min(1).max(200).optional(),
});
