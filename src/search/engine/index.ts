// The in-memory faceted search engine: the contract is types.ts; why it exists and how it was measured is in
// the shared STACK.md, 'Search: measured, then chosen'; `npm run bench` measures it beside a PostgreSQL baseline.
export { createSearchEngine } from './engine';
export {
  PRICE_RANGES,
  type PriceRange,
  priceRangeLabel,
  WEEKLY_PRICE_RANGES,
  weeklyPriceRangeLabel,
} from './price-ranges';
export * from './types';
