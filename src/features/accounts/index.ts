// The public surface of accounts: what other features and app/ may import (docs/decisions/014).

export { GARAGE_MAX_VEHICLES, type GarageVehicle, garageOf, STATES } from './garage';
export {
  accountRoute,
  addGarageVehicleRoute,
  contactExistsRoute,
  deleteAccountRoute,
  rateLimitRoute,
  removeCarRoute,
  removeGarageVehicleRoute,
  saveCarRoute,
  sendCodeRoute,
  sessionRoute,
  shopperFromRequest,
  signOutRoute,
  verifyCodeRoute,
} from './http';
export type { Shopper } from './server';
export { savedCarIds, type WatchlistEntry, watchlistOf } from './watchlist';
