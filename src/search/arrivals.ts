import 'server-only';
import type { Site } from '@/tenancy/get-site';
import { RefinementsSchema } from './schema';
import { engineQuery, searchIndex } from './stock-search';
import { parseSearchState, toSearchRequest } from './url-state';

// New arrivals for saved searches: the cars a results page would show (the same URL state, the same
// preset, the same engine query as the page itself), narrowed to cars still for sale that arrived since a
// moment. One index snapshot serves a whole run over many saved searches.

/** The most cars one saved search can match in one run (a feed holds at most 20,000 rows). */
export const ARRIVALS_LIMIT = 20_000;

export type SavedResults = { preset: unknown; query: string };

export type ArrivalsMatcher = {
  /** The stock version the index was at when the run began: everything up to it has been looked at. */
  stockVersion: number;
  /**
   * This site's available cars that match the saved results page and arrived at or after `since`, newest
   * first; null when the stored preset is no longer a valid selection (it then matches nothing).
   */
  match(site: Site, saved: SavedResults, since: Date): number[] | null;
};

export async function arrivalsMatcher(now = new Date()): Promise<ArrivalsMatcher> {
  const index = await searchIndex();
  return {
    stockVersion: index.stockVersion,
    match(site, saved, since) {
      const preset = RefinementsSchema.safeParse(saved.preset);
      if (!preset.success) return null;
      const state = parseSearchState(new URLSearchParams(saved.query));
      const page = engineQuery(site, toSearchRequest({ ...state, page: 1 }, preset.data, 1), now);
      if (!page.scope) return null;
      const result = index.engine.search({
        ...page,
        // Sold cars a site keeps listing for a while are not news.
        scope: { ...page.scope, availableOnly: true },
        ranges: { ...page.ranges, created_at_timestamp: { min: since.getTime() } },
        sort: 'newest',
        offset: 0,
        limit: ARRIVALS_LIMIT,
        facets: [],
        stats: [],
      });
      return result.ids;
    },
  };
}
