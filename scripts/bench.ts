// `npm run bench -- [--cars 10000,100000] [--rounds 50] [--only search|pages]`: search latency p50/p95 per query shape (STACK.md
// § Search: a-e) for the in-memory engine and for a one-round-trip PostgreSQL-SQL baseline doing the same
// work, in this process, at each size; the engine's build time and heap; the API layer's own cost. Each size
// gets a freshly seeded database of its own, dropped afterwards: the product database is never touched.
// Then the pages (scripts/bench/pages.ts): first-load JS and cached vehicle-page requests/s on a server of its own.
// With `--only lighthouse`, Lighthouse mobile on each page type of `--site` (scripts/bench/lighthouse.ts).
// Writes bench/results.json and prints a table with PASS/FAIL per budget (ARCHITECTURE.md §9).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readAllCars, toSearchDoc } from '../src/search/documents';
import { createSearchEngine, type SearchDoc } from '../src/search/engine';
import { differences } from './bench/agreement';
import { measureApiOverhead } from './bench/api-overhead';
import { type BenchDb, createBenchDb, pickServer } from './bench/bench-db';
import { megabytes, settledHeap } from './bench/heap';
import { benchLighthouse, type LighthouseReport, printLighthouse } from './bench/lighthouse';
import { parseOptions } from './bench/options';
import { benchPages, type PagesReport, printPages } from './bench/pages';
import { benchQueries } from './bench/queries';
import { BUDGET_CARS, printBudgets, printRun, type RunReport, ratio, writeResults } from './bench/report';
import { loadSearchService } from './bench/search-service';
import { loadSites } from './bench/sites';
import { prepareSqlBaseline, runSqlSearch } from './bench/sql-baseline';
import { measureAsync, measureSync, round } from './bench/timing';
import { BULK_BASE, replicateCars } from './seed/bulk';
import { seedDatabase } from './seed/index';

const RESULTS_FILE = path.join(process.cwd(), 'bench', 'results.json');
const ENGINE_SAMPLES_PER_ROUND = 4;

let open: BenchDb | null = null;
// Ctrl-C during a 100k seed must not leave a bench_* database behind on the server.
process.once('SIGINT', () => {
  console.log('\ninterrupted: dropping the bench database');
  void (open?.drop() ?? Promise.resolve()).finally(() => process.exit(130));
});

async function benchSize(cars: number, rounds: number, server: string | null): Promise<RunReport> {
  const service = await loadSearchService();
  const bench = await createBenchDb(server);
  open = bench;
  try {
    const now = new Date();
    let started = performance.now();
    // Past 100,000 cars the seeded stock is copied in bulk (scripts/seed/bulk.ts).
    await seedDatabase(bench.db, { cars: Math.min(cars, BULK_BASE), renderImages: false, now });
    if (cars > BULK_BASE) await replicateCars(bench.db, cars);
    console.log(
      `\nseeded ${cars.toLocaleString('en-AU')} cars${cars > BULK_BASE ? ` (${BULK_BASE.toLocaleString('en-AU')} generated, the rest copies)` : ''} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // A live database has planner statistics and set hint bits (autovacuum); a fresh seed has neither, and
    // without them PostgreSQL picks nested loops for every join, which would flatter the engine.
    await bench.db.execute(sql`vacuum analyze`);

    started = performance.now();
    const docs: SearchDoc[] = [];
    for await (const page of readAllCars(bench.db)) for (const row of page) docs.push(toSearchDoc(row));
    const readMs = performance.now() - started;
    // Heap growth of the index over the documents it is built from (they are held either way).
    const heapBefore = settledHeap();
    started = performance.now();
    const engine = createSearchEngine(docs);
    const buildMs = performance.now() - started;
    const heapMb = megabytes(settledHeap() - heapBefore);
    console.log(
      `read ${docs.length} documents from the database in ${Math.round(readMs)} ms; index built in ${Math.round(buildMs)} ms`,
    );

    started = performance.now();
    await prepareSqlBaseline(bench.db, docs);
    console.log(
      `SQL baseline's derived columns and word index stored in ${Math.round(performance.now() - started)} ms`,
    );

    const sites = await loadSites(bench.db);
    const { queries, requests } = benchQueries(engine, sites, service, now);
    const disagreements: string[] = [];
    // Past the budget size a baseline query takes seconds: a fifth of the rounds (at least 5) keeps a
    // million-car run within minutes; its p95 is then the worst but one.
    const sqlRounds = cars > BUDGET_CARS ? Math.max(5, Math.round(rounds / 5)) : rounds;
    const results = [];
    for (const query of queries) {
      // Same answer first, for every site (also warms PostgreSQL's caches), then the timings.
      for (let r = 0; r < (query.kind === 'site-scoped' ? sites.length : 1); r += 1) {
        const mismatch = differences(engine.search(query.at(r)), await runSqlSearch(bench.db, query.at(r)));
        if (mismatch.length)
          disagreements.push(`${query.name.slice(0, 1)}, site ${r}: SQL differs: ${mismatch.join('; ')}`);
      }
      // The engine is cheap to sample: four times the SQL rounds keeps one descheduling (2 shared cores) from
      // deciding its p95.
      const engineLatency = measureSync(rounds * ENGINE_SAMPLES_PER_ROUND, (r) => engine.search(query.at(r)));
      const sqlLatency = await measureAsync(sqlRounds, (r) => runSqlSearch(bench.db, query.at(r)));
      results.push({
        name: query.name,
        engine: engineLatency,
        sql: sqlLatency,
        ratio: ratio(sqlLatency, engineLatency),
      });
      process.stdout.write('.');
    }
    const api = await measureApiOverhead(bench.db, engine, requests, service, now, rounds);
    return {
      cars,
      engine: { build_ms: Math.round(buildMs), heap_mb: heapMb },
      queries: results,
      api_overhead_ms: api,
      kinds: queries.map((q) => q.kind),
      database: bench.label,
      disagreements,
    };
  } finally {
    await bench.drop();
    open = null;
  }
}

const options = parseOptions(process.argv.slice(2));
const reports: RunReport[] = [];
let ok = true;
if (options.parts.includes('search')) {
  const server = await pickServer();
  console.log(
    `search bench: ${options.cars.map((n) => n.toLocaleString('en-AU')).join(' and ')} cars, ${options.rounds} rounds per query, ${server ? 'PostgreSQL server' : 'in-memory PGlite (no PostgreSQL server answered)'}`,
  );
  for (const cars of options.cars) {
    const report = await benchSize(cars, options.rounds, server);
    printRun(report);
    reports.push(report);
  }
  ok = printBudgets(reports);
}
let pages: PagesReport | null = null;
if (options.parts.includes('pages')) {
  pages = await benchPages();
  ok = printPages(pages) && ok;
}
let lighthouse: LighthouseReport | null = null;
if (options.parts.includes('lighthouse')) {
  lighthouse = await benchLighthouse(options.site);
  ok = printLighthouse(lighthouse) && ok;
}
writeResults(RESULTS_FILE, reports, pages, lighthouse);
console.log(
  `\nwrote ${path.relative(process.cwd(), RESULTS_FILE)} (${round(performance.now() / 1000, 1)} s in all)`,
);
process.exitCode = ok ? 0 : 1;
