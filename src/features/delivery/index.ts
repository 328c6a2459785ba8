// The public surface of delivery: what other features and app/ may import (docs/decisions/014).
export { findDeliveryRegion } from './server';
