// The public surface of delivery: what other features and app/ may import (docs/decisions/014).

export { POSTCODE_PATTERN } from './rules';
export { DeliveryPriceQuerySchema } from './schema';
export { findDeliveryRegion } from './server';
