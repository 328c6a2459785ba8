// The server API of trade-in (docs/decisions/014): its calls and what pages read of a valuation. The
// browser-safe rules are in index.ts.
export {
  acceptRoute,
  adjustmentsRoute,
  miscellaneousRoute,
  startValuationRoute,
  VariantsQuerySchema,
  valuationRoute,
  variantsRoute,
} from './http';
export { carIdParam, plateParam, tradeInCar, tradeInLocations } from './page-data';
export { addPhotoRoute, listPhotosRoute, photoRoute, removePhotoRoute } from './photo-http';
export {
  REGO_NOT_FOUND_MESSAGE,
  REGO_UNAVAILABLE_MESSAGE,
  regoLookupRoute,
  TOO_MANY_LOOKUPS_MESSAGE,
} from './rego-lookup';
export {
  AdjustmentsSchema,
  MiscellaneousSchema,
  RegoLookupSchema,
  StartValuationSchema,
} from './schema';
export type { ValuationView } from './valuation-view';
export { valuationView } from './valuations';
