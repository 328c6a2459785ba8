// The public surface of accounts: what other features and app/ may import (docs/decisions/014).
export {
  accountRoute,
  contactExistsRoute,
  deleteAccountRoute,
  rateLimitRoute,
  removeCarRoute,
  saveCarRoute,
  sendCodeRoute,
  sessionRoute,
  shopperFromRequest,
  signOutRoute,
  verifyCodeRoute,
} from './http';
export type { Shopper } from './server';
export { savedCarIds, type WatchlistEntry, watchlistOf } from './watchlist';
