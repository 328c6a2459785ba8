// The public surface of accounts: what other features and app/ may import (docs/decisions/014).
export {
  contactExistsRoute,
  currentShopper,
  rateLimitRoute,
  removeCarRoute,
  requireShopper,
  saveCarRoute,
  savedIdsRoute,
  sendCodeRoute,
  sessionRoute,
  shopperFromRequest,
  signOutRoute,
  verifyCodeRoute,
} from './http';
export type { Shopper } from './server';
export { needsSignIn, type SignInType, safeReturnPath } from './sign-in-rules';
export { savedCarIds, type WatchlistEntry, watchlistOf } from './watchlist';
