// The server API of trade-in (docs/decisions/014): its calls and what pages read of a valuation. The
// browser-safe rules are in index.ts.
export {
  acceptRoute,
  adjustmentsRoute,
  miscellaneousRoute,
  startValuationRoute,
  valuationRoute,
  variantsRoute,
} from './http';
export { carIdParam, tradeInCar } from './page-data';
export type { ValuationView } from './valuation-view';
export { valuationView } from './valuations';
