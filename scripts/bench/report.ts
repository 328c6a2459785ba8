import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BUDGET_MS } from './api-overhead';
import type { PagesReport } from './pages';
import type { QueryKind } from './queries';
import type { Latency } from './timing';

// bench/results.json (committed, so small and stable in shape) and the table printed beside it. Budgets
// (ARCHITECTURE.md §9) are engine p95 at 100,000 cars; the API layer's budget holds at every size.

export const BUDGET_CARS = 100_000;
export const ENGINE_BUDGET_MS: Record<QueryKind, number> = { 'site-scoped': 5, 'platform-wide': 25 };

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
};

/** A run as measured, with what the JSON leaves out: each query's kind, the database, notes. */
export type RunReport = Run & { kinds: QueryKind[]; database: string; notes: string[] };

/** SQL p50 over engine p50: how many times slower the baseline is on a typical query. */
export function ratio(sql: Latency, engine: Latency): number {
  const r = sql.p50 / Math.max(engine.p50, 0.001);
  return r >= 10 ? Math.round(r) : Math.round(r * 10) / 10;
}

/** Writes what this run measured; a part not run keeps its last results from the file. */
export function writeResults(file: string, reports: RunReport[], pages: PagesReport | null): Results {
  const previous: Partial<Results> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const results: Results = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    runs: reports.length
      ? reports.map(({ cars, engine, queries, api_overhead_ms }) => ({
          cars,
          engine,
          queries,
          api_overhead_ms,
        }))
      : (previous.runs ?? []),
    pages: pages ?? previous.pages,
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
  if (run.notes.length === 0)
    console.log('  SQL and engine agree on count, page, facets and stats for every query');
  for (const note of run.notes) console.log(`  note: ${note}`);
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
        `  ${verdict(worst.engine.p95 <= budget)}  engine p95 ${kind} ≤ ${budget} ms at ${BUDGET_CARS.toLocaleString('en-AU')} cars: worst ${ms(worst.engine.p95)} ms (${worst.name.slice(0, 1)})`,
      );
    }
  }
  for (const run of runs) {
    console.log(
      `  ${verdict(run.api_overhead_ms.p95 <= API_BUDGET_MS)}  API layer p95 ≤ ${API_BUDGET_MS} ms at ${run.cars.toLocaleString('en-AU')} cars: ${ms(run.api_overhead_ms.p95)} ms`,
    );
  }
  return ok;
}
