// What the finance calls answer when they cannot (AF §8), for the server and the popup alike.

/** The quote failed (AF §8): the popup clears its quote and logs; the vehicle page sidebar stays silent. */
export const QUOTE_FAILED_MESSAGE = 'Failed to get YouX quick quote';
/** Customer creation (AF §8): the call's answer when the lender failed… */
export const CUSTOMER_FAILED_MESSAGE = 'Failed to create customer with YouX';
/** …when it created the customer but sent no page to go on to (also the popup's, for an answer without one)… */
export const NO_REDIRECT_MESSAGE = 'Failed to create customer or no redirect URL received.';
/** …and the popup's own, for a failure that carries no message of its own. */
export const CUSTOMER_CLIENT_FAILED_MESSAGE = 'Failed to create YouX customer';

export const SIGN_IN_TO_APPLY_MESSAGE = 'Please sign in with your mobile number to apply for pre-approval.';
export const OTHER_PHONE_MESSAGE =
  'This is not the mobile number you signed in with. Please apply with that number, or sign in with this one.';
export const NO_INSTANT_QUOTE_MESSAGE = 'This site does not offer instant finance quotes.';
/** A quote asked without its purchase price: a quote on a made-up amount is nobody's repayment. */
export const PURCHASE_PRICE_REQUIRED_MESSAGE = 'A quote needs its purchase price.';
export const TOO_MANY_QUOTES_MESSAGE =
  'Too many quotes from this connection. Please try again in a few minutes.';
export { LAST_NAME_MESSAGE } from '@/enquiries/rules';
