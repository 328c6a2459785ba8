// Latency sampling for the bench: a few warm-up runs (JIT, lazily built sort orders, PostgreSQL's plan and
// buffer caches), then one sample per round. Percentiles by nearest rank, as in the engine's own bench.

export type Latency = { p50: number; p95: number };

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summarise(samples: number[]): Latency {
  samples.sort((a, b) => a - b);
  return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)) };
}

/** Milliseconds to 3 decimals: enough for sub-millisecond engine queries, small in results.json. */
export function round(ms: number, digits = 3): number {
  const scale = 10 ** digits;
  return Math.round(ms * scale) / scale;
}

export function measureSync(rounds: number, run: (round: number) => unknown, warmUp = 5): Latency {
  for (let i = 0; i < warmUp; i += 1) run(i);
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    run(i);
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

export async function measureAsync(
  rounds: number,
  run: (round: number) => Promise<unknown>,
  warmUp = 2,
): Promise<Latency> {
  for (let i = 0; i < warmUp; i += 1) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}
