// The in-memory faceted search engine (see types.ts for the contract and ../../../../shared/STACK.md for why).
export { createSearchEngine } from './engine';
export { PRICE_RANGES, type PriceRange, priceRangeLabel } from './price-ranges';
export * from './types';
