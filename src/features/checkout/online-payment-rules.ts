import type { OnlinePaymentView } from './online-payment-view';
import { viewIn } from './payment/answer-rules';

// Pure rules of paying online against a dealer's reference (/online-payment, AF §2): what a reference may
// be, the amount taken, and how the provider's reference tells an online payment from a reservation. No I/O:
// the form, the schema and the server share them.

export const ONLINE_PAYMENT_HEADING = 'Online Payment';
export const ONLINE_PAYMENT_INTRO =
  'Pay an amount we have asked you for, such as the balance on a car or a service invoice. Enter the reference we gave you and the amount, then pay securely on our payment provider’s page: your card details never reach us.';

/** A reference is 1 to 40 characters once trimmed: letters, digits, spaces, '-', '/' and '#'. */
export const REFERENCE_MAX_LENGTH = 40;
const REFERENCE_PATTERN = /^[A-Za-z0-9 /#-]+$/;
export const REFERENCE_REQUIRED_MESSAGE = 'Please enter your payment reference.';
export const REFERENCE_MESSAGE = `A payment reference has up to ${REFERENCE_MAX_LENGTH} letters, digits, spaces and - / #.`;

/** $1.00 to $100,000.00, in whole cents. */
export const AMOUNT_MIN_CENTS = 100;
export const AMOUNT_MAX_CENTS = 10_000_000;
export const AMOUNT_REQUIRED_MESSAGE = 'Please enter the amount to pay.';
export const AMOUNT_MESSAGE = 'Please enter an amount from $1.00 to $100,000.00, e.g. 250.00.';

export const NOTE_MAX_LENGTH = 500;
export const NOTE_MESSAGE = `Please keep your note to ${NOTE_MAX_LENGTH} characters.`;

/** The reference trimmed, or null when it is not one the dealer could have given (empty, too long, NUL). */
export function parseReference(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length < 1 || trimmed.length > REFERENCE_MAX_LENGTH) return null;
  return REFERENCE_PATTERN.test(trimmed) ? trimmed : null;
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What is wrong with a reference, or null: missing, then not one the dealer could have given. */
export function referenceError(value: unknown): string | null {
  if (blank(value)) return REFERENCE_REQUIRED_MESSAGE;
  return parseReference(value) === null ? REFERENCE_MESSAGE : null;
}

/** What is wrong with an amount, or null: missing, then not dollars and cents from $1.00 to $100,000.00. */
export function amountError(value: unknown): string | null {
  if (blank(value)) return AMOUNT_REQUIRED_MESSAGE;
  return parseAmountCents(value) === null ? AMOUNT_MESSAGE : null;
}

/**
 * An amount in dollars as typed ('250', '250.5', '$1,250.00') or sent as a JSON number, in whole cents
 * (25000, 25050, 125000); null when it is not dollars and at most 2 decimals, or outside $1.00–$100,000.00.
 * Read as text, never through floating point, so '0.29' is 29 cents exactly.
 */
export function parseAmountCents(value: unknown): number | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value
        : '';
  const plain = text.trim().replace(/^\$\s*/, '');
  // Thousands separators only where they belong: '1,250.00', never '1,25.00'.
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(plain)) return null;
  const [dollars, cents = ''] = plain.replaceAll(',', '').split('.');
  if (dollars.length > 9) return null;
  const total = Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
  return total >= AMOUNT_MIN_CENTS && total <= AMOUNT_MAX_CENTS ? total : null;
}

/** The reference the payment provider is given: the webhook tells an online payment by its prefix. */
const PROVIDER_PREFIX = 'op_';
export const providerReference = (onlinePaymentId: string) => `${PROVIDER_PREFIX}${onlinePaymentId}`;

/** The online payment a provider's reference names, or null for another kind's (a reservation's UUID). */
export function onlinePaymentIdOf(reference: string | null): string | null {
  return reference?.startsWith(PROVIDER_PREFIX) ? reference.slice(PROVIDER_PREFIX.length) : null;
}

// ── The page's words and how it reads the calls' answers ──

export const PAY_NOW_LABEL = 'Pay now';
export const RECEIPT_HEADING = 'Payment received';
export const ONLINE_PAYMENT_FAILED_MESSAGE =
  'Your payment did not go through and your card was not charged. Please try again.';

/** The payment in a GET or POST answer of /api/online-payments, when there is one. */
export const onlinePaymentOf = viewIn<OnlinePaymentView>('payment');

/** A dollar amount for the form to start with: 125050 → '1250.50'. */
export const amountText = (cents: number) => (cents / 100).toFixed(2);
