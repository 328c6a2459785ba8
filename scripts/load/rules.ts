// The load run's arithmetic: latency percentiles per kind of request, the memory trend, and the targets
// the platform is held to.

export const REQUEST_KINDS = [
  'home page',
  'results page',
  'search API',
  'vehicle page',
  'car view',
  'similar cars',
  'price comparison',
  'enquiry',
  'sign-in code',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export type KindFigures = {
  count: number;
  errors: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  requests_per_s: number;
};

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function summariseKind(latenciesMs: number[], errors: number, seconds: number): KindFigures {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors,
    p50_ms: oneDecimal(percentile(sorted, 50)),
    p95_ms: oneDecimal(percentile(sorted, 95)),
    p99_ms: oneDecimal(percentile(sorted, 99)),
    requests_per_s: oneDecimal(sorted.length / seconds),
  };
}

export type MemorySample = { atS: number; rssMb: number };
export const MEMORY_WARM_UP_S = 120;
export const MEMORY_GROWTH_BOUND_MB = 64;

/**
 * The trend of a process's memory after warm-up: the least-squares slope (MB a minute) and the growth it
 * implies over the samples' span, which one garbage collection's sawtooth sways far less than last − first.
 */
export function memoryTrend(samples: readonly MemorySample[], warmUpS = MEMORY_WARM_UP_S) {
  const kept = samples.filter((s) => s.atS >= warmUpS);
  if (kept.length < 3) return null;
  const n = kept.length;
  const meanX = kept.reduce((a, s) => a + s.atS, 0) / n;
  const meanY = kept.reduce((a, s) => a + s.rssMb, 0) / n;
  const sxx = kept.reduce((a, s) => a + (s.atS - meanX) ** 2, 0);
  const sxy = kept.reduce((a, s) => a + (s.atS - meanX) * (s.rssMb - meanY), 0);
  const slopePerS = sxx === 0 ? 0 : sxy / sxx;
  const spanS = kept[n - 1].atS - kept[0].atS;
  return {
    samples: n,
    slope_mb_per_min: oneDecimal(slopePerS * 60),
    growth_mb: oneDecimal(slopePerS * spanS),
  };
}

export const TARGETS = {
  homeAndResultsP95Ms: 300,
  vehiclePageP95Ms: 150,
  searchApiP99Ms: 500,
} as const;

export type Verdict = { target: string; pass: boolean; measured: string };

export type PhaseOutcome = {
  name: string;
  kinds: Partial<Record<RequestKind, KindFigures>>;
  /** Null when the leads could not be checked (a server of someone else's with no DATABASE_URL). */
  leadsLost: number | null;
  /** The largest growth of a server's memory after warm-up (NaN: not measured); null when not bounded. */
  memoryGrowthMb: number | null;
};

/** One verdict per target for a phase; a kind never requested counts as missed, so a broken visit fails. */
export function verdicts(phase: PhaseOutcome): Verdict[] {
  const figures = (kind: RequestKind) => phase.kinds[kind];
  const errors = Object.values(phase.kinds).reduce((a, k) => a + (k?.errors ?? 0), 0);
  const p = (kind: RequestKind, key: 'p95_ms' | 'p99_ms', bound: number): Verdict => {
    const f = figures(kind);
    const label = key === 'p95_ms' ? 'p95' : 'p99';
    return {
      target: `${phase.name}: ${kind} ${label} ≤ ${bound} ms`,
      pass: f !== undefined && f.count > 0 && f[key] <= bound,
      measured: f ? `${f[key]} ms over ${f.count}` : 'not requested',
    };
  };
  const out: Verdict[] = [
    { target: `${phase.name}: zero errors`, pass: errors === 0, measured: `${errors}` },
    {
      target: `${phase.name}: no lead lost (stored once, delivered)`,
      pass: phase.leadsLost === 0,
      measured: phase.leadsLost === null ? 'not checked' : `${phase.leadsLost} lost`,
    },
    p('home page', 'p95_ms', TARGETS.homeAndResultsP95Ms),
    p('results page', 'p95_ms', TARGETS.homeAndResultsP95Ms),
    p('vehicle page', 'p95_ms', TARGETS.vehiclePageP95Ms),
    p('search API', 'p99_ms', TARGETS.searchApiP99Ms),
  ];
  if (phase.memoryGrowthMb !== null) {
    out.push({
      target: `${phase.name}: memory grows ≤ ${MEMORY_GROWTH_BOUND_MB} MB after ${MEMORY_WARM_UP_S / 60} minutes`,
      pass: phase.memoryGrowthMb <= MEMORY_GROWTH_BOUND_MB,
      measured: Number.isNaN(phase.memoryGrowthMb) ? 'not measured' : `${phase.memoryGrowthMb} MB`,
    });
  }
  return out;
}
