// The public surface of brands: what other features and app/ may import (docs/decisions/014).
export { brandMakeOf, brandPreset, brandsOfMakes } from './rules';
export { brandBySlug, brandStockContext, siteBrands } from './server';
