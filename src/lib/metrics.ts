// The process's metrics (scripts/server/process-metrics.mjs), shared with the server that times requests.
export { type ProcessMetrics, processMetrics } from '../../scripts/server/process-metrics.mjs';
export { PROMETHEUS_CONTENT_TYPE } from '../../scripts/server/prometheus.mjs';
