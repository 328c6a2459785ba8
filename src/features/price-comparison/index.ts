// The public surface of price comparison: what other features and app/ may import (docs/decisions/014).
export { computeAutogauge } from './rules';
export { autogaugeFor, usedCarValueFor } from './server';
export type { UsedCarValue } from './used-value-rules';
