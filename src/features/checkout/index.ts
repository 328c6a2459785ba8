// The public surface of checkout: what other features and app/ may import (docs/decisions/014). Pure
// rules only: the calls and page data are in server.ts.

export { CHECKOUT_HEADINGS } from './page-rules';
export {
  CAR_TAKEN_MESSAGE,
  FULLY_REFUNDABLE,
  HOLD_HOURS,
  HOLD_TEXT,
  moneyBackGuarantee,
  RETURN_HEADING,
  RETURN_TERMS,
} from './rules';
