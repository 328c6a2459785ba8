// The public surface of locations: what other features and app/ may import (docs/decisions/014).
export { locationJsonLd } from './json-ld';
export { locatorQuery } from './rules';
export {
  dealerLocator,
  isLocationSlug,
  locationBlock,
  locationPageMap,
  locationReviews,
  ourLocationCards,
  siteLocationPage,
  siteLocations,
} from './server';
