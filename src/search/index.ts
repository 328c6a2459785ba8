// The public surface of search: what other features and app/ may import (docs/decisions/014).
export { multiSearch, secondarySearch, specialOffersSearch } from './api-searches';
export { type ArrivalsMatcher, arrivalsMatcher, type SavedResults } from './arrivals';
export { quickPickChips } from './budget-rules';
export { budgetFinderData } from './budget-server';
export { startStockCacheFollower } from './cache-follower';
export { cardButtons } from './card-buttons';
export { type CardSettings, cardSettings } from './card-settings';
export { type CardHit, type CarRow, toCardHit } from './documents';
export { bodyToSlug, splitDropdownMakes } from './facet-rules';
export { type FeedStock, type FeedStockCar, siteFeedStock } from './feed-stock';
export { homeStock } from './home-stock';
export { type ResolvedResults, type ResultsPrefix, resolveResultsPath } from './results-path';
export { cardTag, stockScope } from './rules';
export {
  MultiSearchSchema,
  type Refinements,
  SearchRequestSchema,
  SecondarySearchSchema,
  SpecialOffersSearchSchema,
} from './schema';
export { scopeConditions } from './scope-sql';
export { SEARCH_NAME_MAX, searchName } from './search-name-rules';
export { bodySlugPreset, resolveSearchPath, SPECIAL_OFFERS_PRESET, slugify } from './search-path';
export {
  type BodyModel,
  bodyModels,
  engineQuery,
  resetSearchIndexForTests,
  searchIndex,
  searchIndexBuilt,
  searchPathContext,
  searchStock,
  stockedPlaces,
} from './stock-search';
export { parseSearchState, type SearchState, searchQueryString } from './url-state';
