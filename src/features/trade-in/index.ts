// The public surface of trade-in: what other features and app/ may import (docs/decisions/014). Pure
// rules only: the calls and page data are in server.ts.
export {
  MAX_MARKET_ERROR,
  PLUGIN_MIN_PRICE,
  priceLessTradeIn,
  valuationFrom,
  valuationPluginEligible,
} from './valuation-rules';
