// The public surface of pricing: what other features and app/ may import (docs/decisions/014).
export { type PricedCar, searchPrice, shownPrice } from './rules';
