import 'server-only';
import { processMetrics } from '@/lib/metrics';
import { readOutboxState } from './readings';

/** This process's metrics in the Prometheus text format, the outbox gauges read now (NaN when unread). */
export async function metricsText(): Promise<string> {
  const metrics = processMetrics();
  const outboxes = await readOutboxState();
  for (const outbox of ['leads', 'shopper_messages'] as const) {
    const state = outboxes.ok ? outboxes.value.find((s) => s.outbox === outbox) : undefined;
    metrics.outboxDepth.set({ outbox }, state?.depth ?? Number.NaN);
    metrics.outboxOldestAge.set({ outbox }, state?.oldestAgeSeconds ?? Number.NaN);
    metrics.outboxLag.set({ outbox }, state?.lagSeconds ?? Number.NaN);
  }
  return metrics.registry.render();
}
