// The public surface of locations: what other features and app/ may import (docs/decisions/014).
export { locationJsonLd } from './json-ld';
export { blockLocations, locationsByArea, locatorQuery, typeChoice, typesOf } from './rules';
export {
  dealerLocator,
  isLocationSlug,
  type LocationReview,
  type LocationSummary,
  locationBlock,
  nearestLocations,
  siteLocationPage,
  siteLocations,
} from './server';
