import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BUDGET_MS } from './api-overhead';
import type { LighthouseReport } from './lighthouse';
import type { PagesReport } from './pages';
import type { QueryKind } from './queries';
import type { Latency } from './timing';

// bench/results.json (committed, so small and stable in shape) and the table printed beside it. Budgets
// (ARCHITECTURE.md §9): the engine's p95, build time and heap at 100,000 cars; at every size, the API
// layer's budget and the SQL baseline giving exactly the engine's answers (else its timings compare
// different work).

export const BUDGET_CARS = 100_000;
export const ENGINE_BUDGET_MS: Record<QueryKind, number> = { 'site-scoped': 1, 'platform-wide': 3 };
export const BUILD_BUDGET_MS = 1000;
export const HEAP_BUDGET_MB = 20;

export type QueryResult = { name: string; engine: Latency; sql: Latency; ratio: number };
export type Run = {
  cars: number;
  engine: { build_ms: number; heap_mb: number };
  queries: QueryResult[];
  api_overhead_ms: Latency;
};
export type Results = {
  generatedAt: string;
  machine: { cpus: number; node: string };
  runs: Run[];
  pages?: PagesReport;
  /** Per site: the sites are audited one a run (`--site`). */
  lighthouse?: Record<string, LighthouseReport>;
};

/** A run as measured, with what the JSON leaves out: each query's kind, the database, where SQL differs. */
export type RunReport = Run & { kinds: QueryKind[]; database: string; disagreements: string[] };

/** SQL p50 over engine p50: how many times slower the baseline is on a typical query. */
export function ratio(sql: Latency, engine: Latency): number {
  const r = sql.p50 / Math.max(engine.p50, 0.001);
  return r >= 10 ? Math.round(r) : Math.round(r * 10) / 10;
}

/**
 * Writes what this run measured; a part not run, a stock size not measured this time (a million cars takes
 * half an hour), and any other key of the file keep what they had.
 */
export function writeResults(
  file: string,
  reports: RunReport[],
  pages: PagesReport | null,
  lighthouse: LighthouseReport | null = null,
): Results {
  const previous: Partial<Results> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const results: Results = {
    ...previous,
    generatedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    runs: [
      ...(previous.runs ?? []).filter((run) => !reports.some((r) => r.cars === run.cars)),
      ...reports.map(({ cars, engine, queries, api_overhead_ms }) => ({
        cars,
        engine,
        queries,
        api_overhead_ms,
      })),
    ].sort((a, b) => a.cars - b.cars),
    pages: pages ?? previous.pages,
    lighthouse: lighthouse ? { ...previous.lighthouse, [lighthouse.site]: lighthouse } : previous.lighthouse,
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const pair = (l: Latency) => `${ms(l.p50)} / ${ms(l.p95)}`;

export function printRun(run: RunReport): void {
  console.log(
    `\n${run.cars.toLocaleString('en-AU')} cars on ${run.database}: engine build ${run.engine.build_ms} ms, heap +${run.engine.heap_mb} MB`,
  );
  const width = Math.max(...run.queries.map((q) => q.name.length), 20);
  console.log(
    `  ${'query (ms, p50 / p95)'.padEnd(width)}  ${'engine'.padStart(13)}  ${'SQL'.padStart(15)}  ${'SQL/engine'.padStart(10)}`,
  );
  for (const q of run.queries) {
    console.log(
      `  ${q.name.padEnd(width)}  ${pair(q.engine).padStart(13)}  ${pair(q.sql).padStart(15)}  ${`${q.ratio}×`.padStart(10)}`,
    );
  }
  console.log(
    `  ${'API layer (zod + query + JSON of 21 hits)'.padEnd(width)}  ${pair(run.api_overhead_ms).padStart(13)}`,
  );
  if (run.disagreements.length === 0)
    console.log('  SQL and engine agree on count, page, facets and stats for every query and site');
  for (const line of run.disagreements) console.log(`  differs: ${line}`);
}

/** Prints one PASS/FAIL line per budget; returns false when any fails. */
export function printBudgets(runs: RunReport[]): boolean {
  let ok = true;
  const verdict = (pass: boolean) => {
    ok &&= pass;
    return pass ? 'PASS' : 'FAIL';
  };
  console.log('\nBudgets');
  const atScale = runs.find((r) => r.cars === BUDGET_CARS);
  if (!atScale) {
    console.log(
      `  engine budgets are set at ${BUDGET_CARS.toLocaleString('en-AU')} cars: not measured in this run`,
    );
  } else {
    for (const kind of Object.keys(ENGINE_BUDGET_MS) as QueryKind[]) {
      const budget = ENGINE_BUDGET_MS[kind];
      const rows = atScale.queries.filter((_, i) => atScale.kinds[i] === kind);
      const worst = rows.reduce((a, b) => (b.engine.p95 > a.engine.p95 ? b : a));
      console.log(
        `  ${verdict(worst.engine.p95 <= budget)}  engine p95 ${kind} ≤ ${budget} ms at ${BUDGET_CARS.toLocaleString('en-AU')} cars: worst ${ms(worst.engine.p95)} ms (${worst.name.slice(0, 1)}), ${worst.ratio}× faster than SQL`,
      );
    }
    console.log(
      `  ${verdict(atScale.engine.build_ms <= BUILD_BUDGET_MS)}  engine build ≤ ${BUILD_BUDGET_MS} ms at ${BUDGET_CARS.toLocaleString('en-AU')} cars: ${atScale.engine.build_ms} ms`,
    );
    console.log(
      `  ${verdict(atScale.engine.heap_mb <= HEAP_BUDGET_MB)}  engine heap ≤ ${HEAP_BUDGET_MB} MB at ${BUDGET_CARS.toLocaleString('en-AU')} cars: ${atScale.engine.heap_mb} MB`,
    );
  }
  for (const run of runs) {
    console.log(
      `  ${verdict(run.disagreements.length === 0)}  SQL baseline gives the engine's answers at ${run.cars.toLocaleString('en-AU')} cars${run.disagreements.length ? `: ${run.disagreements.length} differences` : ''}`,
    );
  }
  for (const run of runs) {
    console.log(
      `  ${verdict(run.api_overhead_ms.p95 <= API_BUDGET_MS)}  API layer p95 ≤ ${API_BUDGET_MS} ms at ${run.cars.toLocaleString('en-AU')} cars: ${ms(run.api_overhead_ms.p95)} ms`,
    );
  }
  return ok;
}
