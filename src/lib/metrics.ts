// The process's metrics (src/server/process-metrics.ts), shared with the server that times requests.
export { type ProcessMetrics, processMetrics } from '../server/process-metrics.ts';
export { PROMETHEUS_CONTENT_TYPE } from '../server/prometheus.ts';
