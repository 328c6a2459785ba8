import type { Counter, Gauge, Histogram, Registry } from './prometheus.mjs';

export const HTTP_BUCKETS: readonly number[];
export const SEARCH_BUCKETS: readonly number[];
export type ProcessMetrics = {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'kind' | 'status'>;
  searchDuration: Histogram;
  outboxDepth: Gauge<'outbox'>;
  outboxOldestAge: Gauge<'outbox'>;
  outboxLag: Gauge<'outbox'>;
  outboxFailures: Counter<'outbox' | 'final'>;
};
export function processMetrics(): ProcessMetrics;
