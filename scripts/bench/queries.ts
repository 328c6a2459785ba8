import { type EngineQuery, type ListField, PRICE_RANGES, type SearchEngine } from '../../src/search/engine';
import { type Refinements, SearchRequestSchema } from '../../src/search/schema';
import type { Site } from '../../src/tenancy/get-site';
import type { loadSearchService } from './search-service';

// The five query shapes of STACK.md § Search, built by the product's own request → query code
// (`engineQuery`), so the bench times the facets, stats and scope a real POST /api/search asks for.
// Site-scoped shapes rotate over every site; platform-wide ones drop the scope.

type SearchService = Awaited<ReturnType<typeof loadSearchService>>;

export type QueryKind = 'site-scoped' | 'platform-wide';

export type BenchQuery = {
  name: string;
  kind: QueryKind;
  /** The query of a round (precomputed: building queries is not what is timed here). */
  at: (round: number) => EngineQuery;
};

export const TYPO_QUERY = 'toyta hilux';

/** The most common value of a list field among a query's hits, to refine by something that exists. */
function topValue(engine: SearchEngine, query: EngineQuery, field: ListField): string | undefined {
  const counts = engine.search({ ...query, facets: [field], stats: [], limit: 0 }).facets[field] ?? {};
  return Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

/** The site's most common make, its most common body in that make, and that pair's commonest price band. */
export function refinementsFor(engine: SearchEngine, base: EngineQuery): Refinements {
  const filters: Refinements = {};
  const make = topValue(engine, base, 'make');
  if (make) filters.make = [make];
  const withMake = { ...base, lists: { ...base.lists, make: filters.make ?? [] } };
  const body = topValue(engine, withMake, 'body');
  if (body) filters.body = [body];
  const withBody = { ...withMake, lists: { ...withMake.lists, body: filters.body ?? [] } };
  const band = PRICE_RANGES.find((r) => r.label === topValue(engine, withBody, 'price_range'));
  if (band) filters.price = { min: band.min, max: Number.isFinite(band.max) ? band.max - 1 : undefined };
  return filters;
}

export type SiteRequests = { site: Site; refined: Refinements };

export function benchQueries(
  engine: SearchEngine,
  sites: Site[],
  service: SearchService,
  now: Date,
): { queries: BenchQuery[]; requests: SiteRequests[] } {
  const build = (site: Site, body: unknown) =>
    service.engineQuery(site, SearchRequestSchema.parse(body), now);
  const perSite = sites.map((site) => {
    const a = build(site, { sort: 'price_asc' });
    const refined = refinementsFor(engine, a);
    const bodies = [{ sort: 'price_asc' }, { sort: 'price_asc', filters: refined }, { query: TYPO_QUERY }];
    return { site, refined, queries: bodies.map((body) => build(site, body)) };
  });
  const platform = (body: unknown): EngineQuery => ({
    ...build(sites[0], body),
    scope: null,
    priceAboveZero: false,
  });
  const d = platform({});
  const e = platform({ sort: 'price_asc', offset: 2000 });
  const siteQuery = (index: number) => (round: number) => perSite[round % perSite.length].queries[index];
  return {
    queries: [
      { name: 'a: site-scoped, price sort, facets + stats', kind: 'site-scoped', at: siteQuery(0) },
      { name: 'b: a + make, body, price range', kind: 'site-scoped', at: siteQuery(1) },
      { name: `c: full text with a typo ('${TYPO_QUERY}')`, kind: 'site-scoped', at: siteQuery(2) },
      { name: 'd: platform-wide, facets + stats', kind: 'platform-wide', at: () => d },
      { name: 'e: deep page (offset 2000, platform-wide)', kind: 'platform-wide', at: () => e },
    ],
    requests: perSite.map(({ site, refined }) => ({ site, refined })),
  };
}
