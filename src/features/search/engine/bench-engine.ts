import { createSearchEngine } from './engine';
import {
  type EngineQuery,
  type EngineScope,
  LIST_FIELDS,
  type ListField,
  RANGE_FIELDS,
  type SearchDoc,
  type SearchEngine,
} from './types';

// The engine's rows for `npm run bench`: the query shapes measured in STACK.md (a-e) plus build and patch
// cost, over the caller's documents and site scopes. Budget at 100k cars: p95 ≤ 5 ms site-scoped, ≤ 25 ms
// platform-wide. Not a test: timings on shared machines are too noisy to assert.

export type EngineBenchRow = { name: string; p50: number; p95: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function measure(name: string, rounds: number, run: (round: number) => unknown): EngineBenchRow {
  for (let i = 0; i < 5; i += 1) run(i); // warm-up: JIT and lazily built sort orders
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    run(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { name, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** The most common value of a facet, to refine by something that exists in the scope. */
function topValue(engine: SearchEngine, scope: EngineScope, field: ListField): string | undefined {
  const counts = engine.search({ scope, facets: [field], limit: 0 }).facets[field] ?? {};
  return Object.entries(counts).sort((a, b) => b[1] - a[1])[0]?.[0];
}

export function runEngineBench(docs: SearchDoc[], scopes: EngineScope[], rounds = 200): EngineBenchRow[] {
  const rows: EngineBenchRow[] = [];
  const started = performance.now();
  const engine = createSearchEngine(docs);
  const buildMs = performance.now() - started;
  rows.push({ name: `build (${docs.length} docs)`, p50: buildMs, p95: buildMs });
  if (scopes.length === 0) return rows;

  const all = { facets: [...LIST_FIELDS], stats: [...RANGE_FIELDS] };
  const refinements = scopes.map((scope) => {
    const lists: EngineQuery['lists'] = {};
    for (const field of ['make', 'body', 'price_range'] as const) {
      const value = topValue(engine, scope, field);
      if (value !== undefined) lists[field] = [value];
    }
    return lists;
  });
  const scopeOf = (round: number) => scopes[round % scopes.length];

  rows.push(
    measure('site-scoped, all facets + stats', rounds, (r) =>
      engine.search({ scope: scopeOf(r), sort: 'price_asc', ...all }),
    ),
    measure('refined (make + body + price range)', rounds, (r) =>
      engine.search({ scope: scopeOf(r), lists: refinements[r % scopes.length], sort: 'price_asc', ...all }),
    ),
    measure("full text with a typo ('toyta hilux')", rounds, (r) =>
      engine.search({ scope: scopeOf(r), query: 'toyta hilux', ...all }),
    ),
    measure('platform-wide, all facets + stats', rounds, () => engine.search({ scope: null, ...all })),
    measure('deep page (offset 2000, platform-wide)', rounds, () =>
      engine.search({ scope: null, sort: 'price_asc', offset: 2000, ...all }),
    ),
  );

  // Patching: 100 changed cars per round (built before timing), then the same with the first site query
  // after it, which pays for merging the new slots into the sort orders it uses.
  const patchRounds = Math.min(rounds, 50);
  const batches = Array.from({ length: 2 * (patchRounds + 5) }, (_, r) =>
    Array.from({ length: Math.min(100, docs.length) }, (_, i) => {
      const doc = docs[(r * 100 + i) % docs.length];
      return { ...doc, price: doc.price + 1 + (r % 2) };
    }),
  );
  rows.push(measure('upsert 100 cars', patchRounds, (r) => engine.upsert(batches[r])));
  rows.push(
    measure('100 upserts, then a site-scoped query', patchRounds, (r) => {
      engine.upsert(batches[patchRounds + 5 + r]);
      return engine.search({ scope: scopeOf(r), sort: 'price_asc', ...all });
    }),
  );
  return rows;
}
