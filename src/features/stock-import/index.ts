// The public surface of stock import: what other features and app/ may import (docs/decisions/014).
export { FeedRefusalSchema, parseCsvFeed, parseStockRequest } from './feed-parser';
export { rotateStockKey } from './keys';
export { FEED_TOO_LARGE, FEED_TOO_MANY_ROWS, MAX_FEED_BYTES, MAX_FEED_ROWS } from './limits';
export { findDealershipByApiKey, importStock } from './server';
