export { brandPreset } from './rules';
export { brandBySlug, brandStockContext, siteBrands } from './server';
