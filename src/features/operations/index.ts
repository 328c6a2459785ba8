// The public surface of operations: the probes and the metrics a load balancer and Prometheus read.
export { metricsAccess } from './metrics-access-rules';
export { metricsText } from './metrics-text';
export { readiness } from './readiness';
export { type Readiness, readinessOf } from './readiness-rules';
export { servedNames } from './served-names';
export { askedName, certificateAllowed } from './tls-ask-rules';
