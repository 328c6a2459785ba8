// The public surface of accounts: what other features and app/ may import (docs/decisions/014).

export { type ContactDetails, contactDetailsOf } from './contact-details';
export { type GarageVehicle, GarageVehicleSchema, garageOf, RemoveGarageVehicleSchema } from './garage';
export { brandGarageHeading, GARAGE_MAX_VEHICLES, garageMakes, STATES, sameMake } from './garage-rules';
export {
  accountRoute,
  addGarageVehicleRoute,
  contactExistsRoute,
  deleteAccountRoute,
  rateLimitRoute,
  removeCarRoute,
  removeGarageVehicleRoute,
  saveCarRoute,
  savedIdsRoute,
  sendCodeRoute,
  sessionRoute,
  signOutRoute,
  verifyCodeRoute,
} from './http';
export { accountData } from './privacy';
export {
  ContactExistsAnswerSchema,
  ContactExistsQuerySchema,
  ContactExistsRefusalSchema,
  RateLimitSchema,
  SendCodeSchema,
  VerifyCodeSchema,
  WatchlistAnswerSchema,
  WatchlistCarSchema,
  WatchlistRefusalSchema,
} from './schema';
export { safeReturnPath } from './sign-in-rules';
export { savedCarIds, type WatchlistEntry, watchlistOf } from './watchlist';
