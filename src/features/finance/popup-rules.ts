import { postcodeError } from '@/enquiries/postcode-rules';
import { EMAIL_MESSAGE, FIRST_NAME_MESSAGE } from '@/enquiries/rules';
import {
  type CreditScore,
  clampQuoteAmount,
  DEFAULT_CREDIT_SCORE,
  QUOTE_AMOUNT,
} from '@/repayments/quote-rules';
import { QUOTE_TERM } from '@/repayments/repayment-rules';
import { LAST_NAME_MESSAGE } from './messages';

// The Get Finance popup's words and rules (AF §2, §3, §4, §5, §8, §9): its steps, the quick quote's amount
// field, the pause before a quote, the checks of the details step and the bodies of its two calls. Pure,
// so the popup and its tests share them.

export const POPUP_STEPS = [
  'Quick Estimate',
  'Your Details',
  'Instant pre-approval',
  'Apply to lender',
] as const;
export const STEP_ERROR_MESSAGE = 'An unknown error occurred while advancing step.';
/** The quote is asked again this long after the last change of an input (AF §4, §9). */
export const QUOTE_PAUSE_MS = 500;
export const CREDIT_SCORE_LABELS: Record<CreditScore, string> = {
  GREAT: 'Great',
  DECENT: 'Decent',
  POOR: 'Poor',
};

/** What the amount field holds while typing: its digits only ('$35,0a0' → '35000'). */
export const amountDigits = (text: string): string => text.replace(/\D/g, '');

/** The amount once the field is left (AF §5): clamped to $10,000–$200,000; an empty field is $30,000. */
export function amountOnBlur(text: string): number {
  const digits = amountDigits(text);
  return digits ? clampQuoteAmount(Number(digits)) : QUOTE_AMOUNT.default;
}

/** The amount the popup starts at: the car's price when a quote can be made on it (so its figure is the
 * car's card's), otherwise the spec's $30,000. */
export function startingAmount(price: number | null | undefined): number {
  return price != null && price >= QUOTE_AMOUNT.min && price <= QUOTE_AMOUNT.max
    ? Math.round(price)
    : QUOTE_AMOUNT.default;
}

export type PopupDetails = {
  firstName: string;
  lastName: string;
  email: string;
  postCode: string;
  whoIsHelping: string;
  subscribe: boolean;
};

export type DetailsErrors = Partial<Record<keyof PopupDetails, string>>;

/** The popup form's fields: the quick estimate's as they show (the amount as typed), then the details. */
export type PopupValues = PopupDetails & { amount: string; term: string; selfAssessedCreditScore: string };

/** What the popup opens with: the starting amount, 5 years, a great credit history, no details. */
export function popupDefaults(price: number | null | undefined): PopupValues {
  return {
    amount: String(startingAmount(price)),
    term: String(QUOTE_TERM.default),
    selfAssessedCreditScore: DEFAULT_CREDIT_SCORE,
    firstName: '',
    lastName: '',
    email: '',
    postCode: '',
    whoIsHelping: '',
    subscribe: false,
  };
}

const FIELD_IDS: Record<keyof PopupValues, string> = {
  amount: 'amount',
  term: 'term',
  selfAssessedCreditScore: 'credit',
  firstName: 'first-name',
  lastName: 'last-name',
  email: 'email',
  postCode: 'postcode',
  whoIsHelping: 'helping',
  subscribe: 'subscribe',
};

/** A field's id in the popup: its own words after the popup's prefix ('credit' for the credit score). */
export const popupFieldId = (prefix: string, name: string): string =>
  `${prefix}-${FIELD_IDS[name as keyof PopupValues] ?? name}`;

/** The loan terms offered, in years (AF §5). */
export const TERM_OPTIONS = Array.from(
  { length: (QUOTE_TERM.max - QUOTE_TERM.min) / QUOTE_TERM.step + 1 },
  (_, i) => QUOTE_TERM.min + i * QUOTE_TERM.step,
).map((t) => ({ value: String(t), label: `${t} year${t > 1 ? 's' : ''}` }));

/** The details step's problems, by field: names, email and postcode are required (AF §5). */
export function detailsErrors(details: PopupDetails): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!details.firstName.trim()) errors.firstName = FIRST_NAME_MESSAGE;
  if (!details.lastName.trim()) errors.lastName = LAST_NAME_MESSAGE;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email.trim())) errors.email = EMAIL_MESSAGE;
  const postcode = postcodeError(details.postCode.trim(), true);
  if (postcode) errors.postCode = postcode;
  return errors;
}

export type PopupCar = { id: number; year: number | null; vin: string | null; nvic: string | null };
export type QuoteInputs = { amount: number; term: number; creditScore: CreditScore };

/** POST /api/youx/quote's body (AF §7). */
export function quoteBody(inputs: QuoteInputs, car: PopupCar | null, whoIsHelping: string) {
  return {
    selfAssessedCreditScore: inputs.creditScore,
    purchasePrice: inputs.amount,
    loanTerm: inputs.term,
    year: car?.year ?? null,
    vin: car?.vin ?? null,
    nvic: car?.nvic ?? null,
    whoIsHelping: whoIsHelping.trim() || null,
  };
}

/** POST /api/youx/create-customer's body (AF §7): the applicant, and the form's values with the page. */
export function createCustomerBody(
  inputs: QuoteInputs,
  details: PopupDetails,
  phoneNumber: string,
  car: PopupCar | null,
  page: { url: string; attributes: { visited_pages: string[]; linked_query_params: Record<string, string> } },
) {
  return {
    data: {
      ...quoteBody(inputs, car, details.whoIsHelping),
      phoneNumber,
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      email: details.email.trim(),
      subscribe: details.subscribe,
      postCode: details.postCode.trim(),
    },
    additionalData: {
      car_id: car?.id ?? null,
      whoIsHelping: details.whoIsHelping.trim() || null,
      url: page.url,
      lead_attributes: page.attributes,
    },
  };
}
