import type { Db } from '../../src/db/client';
import { readCars, toCardHit } from '../../src/search/documents';
import type { SearchEngine } from '../../src/search/engine';
import { SearchRequestSchema } from '../../src/search/schema';
import type { SiteRequests } from './queries';
import type { loadSearchService } from './search-service';
import { type Latency, measureSync } from './timing';

// What POST /api/search adds around the engine: parse and zod-validate the body, build the engine query
// for the tenant, serialise a 21-hit response with every facet. Budget: p95 ≤ 2 ms.

type SearchService = Awaited<ReturnType<typeof loadSearchService>>;

export const API_BUDGET_MS = 2;

export async function measureApiOverhead(
  db: Db,
  engine: SearchEngine,
  requests: SiteRequests[],
  service: SearchService,
  now: Date,
  rounds: number,
): Promise<Latency> {
  // Per site: the refined request as the browser sends it, and the response to its unrefined first page.
  const cases = await Promise.all(
    requests.map(async ({ site }) => {
      const query = service.engineQuery(site, SearchRequestSchema.parse({ sort: 'price_asc' }), now);
      const result = engine.search(query);
      const cards = new Map((await readCars(db, result.ids)).map((row) => [row.id, toCardHit(row)]));
      const response = {
        hits: result.ids.map((id) => cards.get(id)),
        facets: result.facets,
        stats: result.stats,
        count: result.count,
        ms: 0.12,
        pages: Math.ceil(result.count / 21),
      };
      return { site, response };
    }),
  );
  const bodies = requests.map(({ refined }) =>
    JSON.stringify({ filters: refined, sort: 'price_asc', hitsPerPage: 21, offset: 0 }),
  );
  let sink = 0;
  // Cheap enough to sample ten times as often as a search, which steadies its p95 on a busy machine.
  const latency = measureSync(
    rounds * 10,
    (round) => {
      const { site, response } = cases[round % cases.length];
      const parsed = SearchRequestSchema.parse(JSON.parse(bodies[round % bodies.length]));
      const query = service.engineQuery(site, parsed, now);
      sink += JSON.stringify(response).length + (query.facets?.length ?? 0);
    },
    50,
  );
  if (sink === 0) throw new Error('nothing was serialised');
  return latency;
}
