// The metrics of this process, kept on globalThis: the server (serve.ts) times requests and the app's
// modules (search, the outboxes, /metrics) count into the same registry, though Next.js bundles its own
// copy of this file. Each process serves its own figures; Prometheus scrapes each process.
import { type Counter, createRegistry, type Gauge, type Histogram, type Registry } from './prometheus.ts';

const METRICS = Symbol.for('dealer-platform.metrics');

/** Seconds: a cached page answers in a millisecond, a first render of a page may take a second or more. */
export const HTTP_BUCKETS: readonly number[] = [
  0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];
/** Seconds: a search in the in-process index takes milliseconds, its first build a few seconds. */
export const SEARCH_BUCKETS: readonly number[] = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5,
];

export type ProcessMetrics = {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'kind' | 'status'>;
  searchDuration: Histogram;
  outboxDepth: Gauge<'outbox'>;
  outboxOldestAge: Gauge<'outbox'>;
  outboxLag: Gauge<'outbox'>;
  outboxFailures: Counter<'outbox' | 'final'>;
};

function defineMetrics(): ProcessMetrics {
  const registry = createRegistry();
  return {
    registry,
    httpRequestDuration: registry.histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its response sent, by method, route kind and status class.',
      labelNames: ['method', 'kind', 'status'],
      buckets: HTTP_BUCKETS,
    }),
    searchDuration: registry.histogram({
      name: 'search_duration_seconds',
      help: 'Time a stock search takes, the wait for the index included.',
      buckets: SEARCH_BUCKETS,
    }),
    outboxDepth: registry.gauge({
      name: 'outbox_depth',
      help: 'Items not yet delivered (pending or being sent), read at scrape time.',
      labelNames: ['outbox'],
    }),
    outboxOldestAge: registry.gauge({
      name: 'outbox_oldest_age_seconds',
      help: 'Age of the oldest item not yet delivered, read at scrape time; 0 when there is none.',
      labelNames: ['outbox'],
    }),
    outboxLag: registry.gauge({
      name: 'outbox_lag_seconds',
      help: 'How long the most overdue item has been due to be sent (waiting out a retry is not lag); 0 when none is.',
      labelNames: ['outbox'],
    }),
    outboxFailures: registry.counter({
      name: 'outbox_delivery_failures_total',
      help: 'Failed delivery attempts in this process; final="true" when the item was given up.',
      labelNames: ['outbox', 'final'],
    }),
  };
}

const shared = globalThis as unknown as { [METRICS]?: ProcessMetrics };

/** This process's metrics, defined on first use. */
export function processMetrics(): ProcessMetrics {
  shared[METRICS] ??= defineMetrics();
  return shared[METRICS];
}
