import 'server-only';
import { getDb } from '@/db';
import { driveAwaySettings } from '@/inventory/drive-away-rules';
import { processMetrics } from '@/lib/metrics';
import { type SharedSlot, shareUntilFailure } from '@/lib/share-until-failure';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import { type EngineQuery, type EngineScope, LIST_FIELDS, type RangeField } from './engine/types';
import { IndexStore } from './index-store';
import { pageCount } from './results-rules';
import { type StockScope, stockScope } from './rules';
import type { Refinements, SearchRequest } from './schema';
import { bodySlugPreset } from './search-path';
import type { SearchResponse } from './search-types';
import { siteCards } from './site-cards';

// Every refinement list is counted, except the slug lists that only stock-link paths use and the
// equipment list (dozens of items per car: a filter, not a refinement list).
const UNCOUNTED: readonly string[] = ['dealership_slug', 'location_slug', 'filtered_features'];
const FACETS = LIST_FIELDS.filter((field) => !UNCOUNTED.includes(field));
const STATS: RangeField[] = ['price', 'km', 'year'];
const RANGES: RangeField[] = [
  'price',
  'km',
  'year',
  'weekly_price',
  'subscription_price',
  'created_at_timestamp',
];

const holder = globalThis as unknown as {
  __searchIndex?: SharedSlot<IndexStore>;
  __searchIndexStore?: IndexStore;
};

/**
 * This process's search index, current to within a second of the database. A database that cannot be
 * reached is not remembered: the next search tries again (the store itself retries a failed refresh).
 */
export async function searchIndex(): Promise<IndexStore> {
  holder.__searchIndex ??= {};
  const store = await shareUntilFailure(holder.__searchIndex, async () => {
    holder.__searchIndexStore = new IndexStore(await getDb());
    return holder.__searchIndexStore;
  });
  return store.current();
}

/** Whether this process's index has taken in the stock at least once; reads no database, starts nothing. */
export function searchIndexBuilt(): boolean {
  return (holder.__searchIndexStore?.stockVersion ?? -1) >= 0;
}

/** Tests give each file its own database; the index must follow it. */
export function resetSearchIndexForTests(): void {
  holder.__searchIndex = undefined;
  holder.__searchIndexStore = undefined;
}

/** The tenant's own scope, narrowed (never widened) by the stock filter the request names. */
export function requestScope(site: Site, request: SearchRequest, now: Date): EngineScope {
  const asked = request.search_filters ?? {};
  const own = site.config.stockFilter;
  const scope: StockScope = stockScope(
    {
      stockFilter: {
        hiddenFromStockCount: Math.min(
          own.hiddenFromStockCount,
          asked.hiddenFromStockCount ?? own.hiddenFromStockCount,
        ),
        usedOnly: own.usedOnly || (asked.usedOnly ?? false),
        inStockOnly: own.inStockOnly || (asked.inStockOnly ?? false),
        excludedMakes: [...new Set([...own.excludedMakes, ...(asked.excludedMakes ?? [])])],
        itemTypes: own.itemTypes,
      },
      includeSoldCarsDays: site.config.includeSoldCarsDays,
    },
    visibleDealerships(site).map((d) => d.id),
    now,
  );
  return { ...scope, soldSince: scope.soldSince?.getTime() ?? null };
}

function listsOf(filters: Refinements): EngineQuery['lists'] {
  const lists: EngineQuery['lists'] = {};
  for (const field of LIST_FIELDS) {
    const values = filters[field as keyof Refinements];
    if (Array.isArray(values) && values.length) lists[field] = values;
  }
  return lists;
}

export function engineQuery(site: Site, request: SearchRequest, now: Date): EngineQuery {
  const filters: Refinements = request.filters ?? {};
  const preset: Refinements = request.preset ?? {};
  const ranges: EngineQuery['ranges'] = {};
  for (const field of RANGES)
    if (filters[field] ?? preset[field]) ranges[field] = filters[field] ?? preset[field];
  const priceAboveZero =
    request.sort === 'price_asc' &&
    (site.config.stockFilter.priceAboveZeroOnPriceAsc ||
      request.search_filters?.priceAboveZeroOnPriceAsc === true);
  return {
    scope: requestScope(site, request, now),
    preset: listsOf(preset),
    lists: listsOf(filters),
    ranges,
    certified: filters.certified || preset.certified,
    query: request.query?.trim() || undefined,
    sort: request.sort,
    priceAboveZero,
    offset: request.offset,
    limit: request.hitsPerPage,
    facets: FACETS,
    stats: STATS,
  };
}

export async function searchStock(
  site: Site,
  request: SearchRequest,
  now = new Date(),
): Promise<SearchResponse> {
  const started = performance.now();
  const index = await searchIndex();
  const result = index.engine.search(engineQuery(site, request, now));
  const hits = siteCards(index.cards, result.ids, driveAwaySettings(site.config));
  const ms = performance.now() - started;
  processMetrics().searchDuration.observe({}, ms / 1000);
  return {
    hits,
    facets: result.facets,
    stats: {
      price: result.stats.price ?? null,
      km: result.stats.km ?? null,
      year: result.stats.year ?? null,
    },
    count: result.count,
    ms: Math.round(ms * 100) / 100,
    pages: pageCount(result.count, request.hitsPerPage),
  };
}

/** Slider bounds and totals of a page before any visitor refinement: its preset within the site's scope. */
export async function searchBase(site: Site, preset: Refinements, now = new Date()) {
  const index = await searchIndex();
  const base = engineQuery(site, { preset, hitsPerPage: 1, offset: 0, sort: 'relevance' }, now);
  const scoped = index.engine.search({ ...base, facets: [], stats: STATS, limit: 0 });
  const all = index.engine.search({ scope: base.scope, limit: 0 });
  return { stats: scoped.stats, stockCount: all.count };
}

/** The location and dealership slugs with cars listed on the site (where a stock page shows stock). */
export async function stockedPlaces(site: Site, now = new Date()) {
  const index = await searchIndex();
  const base = engineQuery(site, { hitsPerPage: 1, offset: 0, sort: 'relevance' }, now);
  const { facets } = index.engine.search({
    scope: base.scope,
    facets: ['location_slug', 'dealership_slug'],
    limit: 0,
  });
  return {
    locations: new Set(Object.keys(facets.location_slug ?? {})),
    dealerships: new Set(Object.keys(facets.dealership_slug ?? {})),
  };
}

/** What the site's results paths can name: its makes and models, dealerships and locations. */
export async function searchPathContext(site: Site, now = new Date()) {
  const index = await searchIndex();
  const base = engineQuery(site, { hitsPerPage: 1, offset: 0, sort: 'relevance' }, now);
  const result = index.engine.search({
    scope: base.scope,
    facets: ['make_model', 'location_slug'],
    limit: 0,
  });
  const locationSlugs = new Set(Object.keys(result.facets.location_slug ?? {}));
  return {
    makeModels: Object.keys(result.facets.make_model ?? {}),
    dealerships: visibleDealerships(site).map((d) => ({ slug: d.slug, name: d.name })),
    locations: [...locationSlugs].map((slug) => ({ slug, name: index.locationNames.get(slug) ?? slug })),
  };
}

export type BodyModel = { make: string; model: string; count: number };

/** The makes and models the site has in stock of a body type ('suv'), most stocked first; null for no body. */
export async function bodyModels(
  site: Site,
  bodySlug: string,
  now = new Date(),
): Promise<BodyModel[] | null> {
  const body = bodySlugPreset(bodySlug);
  if (!body) return null;
  const index = await searchIndex();
  const base = engineQuery(site, { preset: body.preset, hitsPerPage: 1, offset: 0, sort: 'relevance' }, now);
  const { facets } = index.engine.search({ ...base, facets: ['make_model'], stats: [], limit: 0 });
  return Object.entries(facets.make_model ?? {})
    .map(([key, count]) => {
      const [make, model] = key.split('|');
      return { make, model, count };
    })
    .sort((a, b) => b.count - a.count || a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
}
