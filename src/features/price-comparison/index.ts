// The public surface of price comparison: what other features and app/ may import (docs/decisions/014).
export { computeAutogauge, type WeightedMarket } from './rules';
export { autogaugeFor, marketFor } from './server';
