import 'server-only';
import type { z } from 'zod';
import { driveAwaySettings } from '@/inventory/drive-away-rules';
import type { Site } from '@/tenancy/get-site';
import type { CardHit } from './documents';
import { highlight } from './highlight';
import { HITS_PER_PAGE } from './results-rules';
import type { MultiSearchSchema, SecondarySearchSchema, SpecialOffersSearchSchema } from './schema';
import { offerCategories, SPECIAL_OFFERS_PRESET } from './search-path';
import type { SearchResponse } from './search-types';
import { siteCards } from './site-cards';
import { engineQuery, searchIndex, searchStock } from './stock-search';

// The spec's other searches, all within the tenant's scope like POST /api/search.

export async function secondarySearch(
  site: Site,
  request: z.infer<typeof SecondarySearchSchema>,
): Promise<{ hits: CardHit[] }> {
  const { hits } = await searchStock(site, {
    search_filters: request.search_filters,
    filters: request.filters,
    sort: request.sort,
    hitsPerPage: request.limit,
    offset: 0,
  });
  return { hits };
}

export async function multiSearch(site: Site, request: z.infer<typeof MultiSearchSchema>) {
  const index = await searchIndex();
  const now = new Date();
  const driveAway = driveAwaySettings(site.config);
  const results = request.queries.map((q) => {
    const base = engineQuery(
      site,
      { filters: q.filter, query: q.query, sort: 'relevance', hitsPerPage: q.limit, offset: 0 },
      now,
    );
    const result = index.engine.search({ ...base, facets: q.facets, stats: [] });
    const hits = siteCards(index.cards, result.ids, driveAway).map((hit) => ({
      ...hit,
      _highlight: { name: highlight(hit.name, q.query, q.highlightPreTag, q.highlightPostTag) },
    }));
    return { hits, facets: result.facets, count: result.count };
  });
  return { results };
}

export async function specialOffersSearch(
  site: Site,
  request: z.infer<typeof SpecialOffersSearchSchema>,
): Promise<SearchResponse> {
  return searchStock(site, {
    preset: SPECIAL_OFFERS_PRESET,
    filters: {
      categories: offerCategories(request.categories, site.config.searchCategories),
      price: request.price,
      dealership_slug: request.dealership ? [request.dealership] : undefined,
    },
    query: request.query,
    offset: request.offset,
    hitsPerPage: HITS_PER_PAGE,
    sort: 'relevance',
  });
}
