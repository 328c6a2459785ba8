// Pure rules of the lead forms (AF §3, §4, §5, §8, §9): the spec's messages, Australian phone and postcode
// checks, the check-option fields collected into additional_services, categories and the analytics event
// of each kind of lead, the masked phone number, the browser's stored details. Shared by the forms in the
// browser and POST /api/leads on the server. No I/O, no React, no DOM.

import { ANALYTICS_EVENTS, type AnalyticsEventId } from '@/lib/analytics/events';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/unexpected-error';

// ── Messages (AF §5, §8) ───────────────────────────────────────────────────────────────────────

export const POSTCODE_FORMAT_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
export const POSTCODE_UNKNOWN_MESSAGE = 'Invalid postcode';
export const POSTCODE_REQUIRED_MESSAGE = 'Please enter your postcode.';
export const TERMS_MESSAGE = '*You must agree to the terms of use before submitting.';
export const ERROR_SUMMARY_HEADING = 'Please fix the following errors:';
export const SUBMIT_FAILED_MESSAGE = 'An error occurred when submitting this form';
// The API's own answer to a fault carries the same words, so the shopper reads one sentence either way.
export const NO_LEAD_ID_MESSAGE = UNEXPECTED_ERROR_MESSAGE;
export const LEAD_FAILED_MESSAGE = 'Lead submission failed';
export const FIRST_NAME_MESSAGE = 'Please enter your first name.';
export const LAST_NAME_MESSAGE = 'Please enter your last name.';
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const COMMENTS_MESSAGE = 'Please enter your comments.';
export const CATEGORY_MESSAGE = 'Please select a category.';
export const LOCATION_MESSAGE = 'Please select a location.';
export const DEALERSHIP_MESSAGE = 'Please select a dealership.';
export const BOOKING_MESSAGE = 'Please choose an available time.';

/** The postcode field takes at most 4 characters (AF §5). */
export const POSTCODE_MAX_LENGTH = 4;

// ── Texts of the forms (AF §4, §9) ─────────────────────────────────────────────────────────────

export const FIND_SIMILAR_MESSAGE = 'Can you please find me something similar?';
export const FIND_SIMILAR_SUBCATEGORY = 'Find me something similar';
export const OPT_IN_LABEL = 'Email me similar stock and latest offers.';
export const CAREERS_CATEGORY = 'Careers Enquiry';
export const CAREERS_SUBCATEGORY = 'Career Enquiry';
export const GENERAL_ENQUIRY = 'General Enquiry';
/** The Request Photos form's hidden message (AF §3). */
export const REQUEST_PHOTOS_MESSAGE = 'Please send me more photos of this vehicle.';

// ── Kinds of lead and their categories ──────────────────────────────────────────────────────────

export const LEAD_FORMS = [
  'enquiry',
  'test-drive',
  'request-photos',
  'find-similar',
  'contact',
  'careers',
  'finance-enquiry',
] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];
/**
 * Every kind of lead stored: the forms POST /api/leads takes, and the finance application (the
 * instant-quote provider's pre-approval, POST /api/youx/create-customer), which needs a verified mobile.
 */
export type LeadKind = LeadForm | 'finance' | 'trade-in' | 'reservation' | 'purchase' | 'online-payment';

/**
 * The finance pages' enquiry (/finance #finance-form, /finance-enquiry, /apply-for-finance): the AF §3
 * finance form's loan (amount, term, self-assessed credit history) with the shopper's details, sent
 * through POST /api/leads like every form. Its credit histories are the form's (AF §3).
 */
export const FINANCE_ENQUIRY_CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const;
/** The amount a finance enquiry asks about, whole dollars: as the quick quote's (AF §5, §9). */
export const FINANCE_ENQUIRY_AMOUNT = { min: 10_000, max: 200_000, default: 30_000 } as const;
/** The loan term in whole years (AF §5: 1 to 7, default 5). */
export const FINANCE_ENQUIRY_TERM = { min: 1, max: 7, default: 5 } as const;
export const FINANCE_AMOUNT_MESSAGE = 'Please enter an amount between $10,000 and $200,000.';
export const FINANCE_TERM_MESSAGE = 'Please choose a loan term of 1 to 7 years.';
export const FINANCE_CREDIT_MESSAGE = 'Please choose your credit history.';

/** A finance application is a finance enquiry, asking for the popup's Instant pre-approval (AF §2). */
export const FINANCE_CATEGORY = 'Finance Enquiry';
export const FINANCE_SUBCATEGORY = 'Instant pre-approval';

/**
 * A trade-in valuation is a lead at each stage (AF §4: accepting sends '3. Offer Accepted'): the details
 * given, the valuation made (or an inspection asked for, when no online figure can be given), the offer
 * accepted. The dealer hears of every valuation, accepted or not.
 */
export const TRADE_IN_CATEGORY = 'Trade-In Valuation';
export const TRADE_IN_SUBCATEGORIES = {
  started: '1. Details Submitted',
  valued: '2. Valuation Completed',
  inspection: '2. Inspection Requested',
  accepted: '3. Offer Accepted',
} as const;
export type TradeInStage = keyof typeof TRADE_IN_SUBCATEGORIES;

/** A car reserved online is a lead when the deposit is paid, and again when the hold ends early or runs out. */
export const RESERVATION_CATEGORY = 'Reserve Online';
export const RESERVATION_SUBCATEGORIES = {
  held: 'Deposit Paid',
  cancelled: 'Cancelled, Deposit Refunded',
  released: 'Hold Ended, Deposit Refunded',
} as const;
export type ReservationStage = keyof typeof RESERVATION_SUBCATEGORIES;
/** A car bought online (the checkout journey): its deposit, its handover booked, or how it ended. */
export const PURCHASE_CATEGORY = 'Buy Online';
export const PURCHASE_SUBCATEGORIES = {
  ...RESERVATION_SUBCATEGORIES,
  handover: 'Handover Booked',
} as const;
export type PurchaseStage = keyof typeof PURCHASE_SUBCATEGORIES;

/** A payment made at /online-payment against the dealer's reference is a lead once the money is in. */
export const ONLINE_PAYMENT_CATEGORY = 'Online Payment';
export const ONLINE_PAYMENT_SUBCATEGORY = 'Payment Received';

/** The categories a shopper can pick on the general contact form (where the site shows the select). */
export const CONTACT_CATEGORIES = [
  GENERAL_ENQUIRY,
  'Sales Enquiry',
  FINANCE_CATEGORY,
  'Service Enquiry',
  'Parts Enquiry',
  CAREERS_CATEGORY,
] as const;

/**
 * The category and subcategory a lead is stored and delivered with. A vehicle enquiry is 'New Car
 * Enquiry', 'Demo Car Enquiry' or 'Used Car Enquiry' by the car's type; a test drive 'Test Drive';
 * Request Photos 'Request Photos'; find-me-similar a vehicle enquiry with subcategory 'Find me something
 * similar'; the contact form what the shopper picked (General Enquiry by default), except that 'Careers
 * Enquiry' is sent as General Enquiry with subcategory 'Career Enquiry' (AF §4), as is the careers form;
 * a finance application 'Finance Enquiry' / 'Instant pre-approval', the finance pages' enquiry 'Finance
 * Enquiry' alone.
 */
export function leadCategory(
  form: LeadKind,
  input: { carType?: string | null; category?: string | null; subcategory?: string | null },
): { category: string; subcategory: string | null } {
  const vehicle = `${input.carType === 'new' ? 'New' : input.carType === 'demo' ? 'Demo' : 'Used'} Car Enquiry`;
  switch (form) {
    case 'enquiry':
      return { category: vehicle, subcategory: input.subcategory ?? null };
    case 'find-similar':
      return { category: vehicle, subcategory: FIND_SIMILAR_SUBCATEGORY };
    case 'test-drive':
      return { category: 'Test Drive', subcategory: input.subcategory ?? null };
    case 'request-photos':
      return { category: 'Request Photos', subcategory: null };
    case 'finance':
      return { category: FINANCE_CATEGORY, subcategory: FINANCE_SUBCATEGORY };
    case 'finance-enquiry':
      return { category: FINANCE_CATEGORY, subcategory: null };
    case 'trade-in':
      return { category: TRADE_IN_CATEGORY, subcategory: input.subcategory ?? null };
    case 'reservation':
      return { category: RESERVATION_CATEGORY, subcategory: input.subcategory ?? null };
    case 'purchase':
      return { category: PURCHASE_CATEGORY, subcategory: input.subcategory ?? null };
    case 'online-payment':
      return { category: ONLINE_PAYMENT_CATEGORY, subcategory: ONLINE_PAYMENT_SUBCATEGORY };
    case 'careers':
      return { category: GENERAL_ENQUIRY, subcategory: CAREERS_SUBCATEGORY };
    case 'contact': {
      const picked = input.category?.trim() || GENERAL_ENQUIRY;
      if (picked === CAREERS_CATEGORY) return { category: GENERAL_ENQUIRY, subcategory: CAREERS_SUBCATEGORY };
      return { category: picked, subcategory: input.subcategory ?? null };
    }
  }
}

/**
 * The analytics event a successful lead logs (AF §9): an enquiry on a new or demo car 14, on a used car
 * 15 (find-me-similar and Request Photos count as enquiries on their car); a test drive 17, or 48 on a
 * used car; a finance enquiry 9 (the finance pages' form, a finance application, or 'Finance Enquiry' picked on the contact form);
 * careers 51 (also 'Careers Enquiry' picked on the contact form); a general contact logs none.
 */
export function leadEvent(
  form: LeadKind,
  input: { carType?: string | null; category?: string | null },
): AnalyticsEventId | null {
  switch (form) {
    case 'enquiry':
    case 'find-similar':
    case 'request-photos':
      return input.carType === 'used' ? ANALYTICS_EVENTS.usedCarEnquiry : ANALYTICS_EVENTS.newCarEnquiry;
    case 'test-drive':
      return input.carType === 'used' ? ANALYTICS_EVENTS.usedTestDrive : ANALYTICS_EVENTS.testDrive;
    case 'careers':
      return ANALYTICS_EVENTS.careersEnquiry;
    case 'finance':
    case 'finance-enquiry':
      return ANALYTICS_EVENTS.financeEnquiry;
    case 'trade-in':
      // Event 18 is the offer accepted, logged by the trade-in journey itself (AF §9).
      return null;
    case 'reservation':
    case 'purchase':
    case 'online-payment':
      return null;
    case 'contact':
      if (input.category === CAREERS_CATEGORY) return ANALYTICS_EVENTS.careersEnquiry;
      if (input.category === FINANCE_CATEGORY) return ANALYTICS_EVENTS.financeEnquiry;
      return null;
  }
}

// ── The site's locations, in order ─────────────────────────────────────────────────────────────

// ── Phone (AF §0, §5) ───────────────────────────────────────────────────────────────────────────

// The number rules are shared with sign-in (src/lib/au-phone.ts).
export { normaliseAuPhone, PHONE_MESSAGE } from '@/lib/au-phone';

/** The phone reveal (AF §4): the first 5 characters, the rest masked: '07 3390 8800' → '07 33•••••••'. */
export const PHONE_VISIBLE_CHARS = 5;
export function maskPhone(phone: string): string {
  const chars = Array.from(phone);
  return chars.map((c, i) => (i < PHONE_VISIBLE_CHARS || c === ' ' ? c : '•')).join('');
}

// ── Additional services (AF §5) ─────────────────────────────────────────────────────────────────

/** A checkbox field whose name ends with this is an additional service, e.g. 'Extended warranty__check'. */
export const CHECK_OPTION_MARKER = '__check';

/**
 * The names of the ticked check-option fields, marker removed, in form order, e.g. { 'Tinting__check':
 * true, 'Warranty__check': false, opt_in: true } → ['Tinting']. Other fields are left alone.
 */
export function collectAdditionalServices(fields: Record<string, unknown>): string[] {
  return Object.entries(fields)
    .filter(([name, value]) => name.endsWith(CHECK_OPTION_MARKER) && value === true)
    .map(([name]) => name.slice(0, -CHECK_OPTION_MARKER.length).trim())
    .filter((name) => name !== '');
}

/** The form field name of an additional service: 'Tinting' → 'Tinting__check'. */
export function checkOptionField(service: string): string {
  return `${service}${CHECK_OPTION_MARKER}`;
}

// ── What the browser keeps (AF §3) ──────────────────────────────────────────────────────────────

export {
  LINKED_QUERY_PARAMS,
  linkedQueryParams,
  nextVisitedPages,
  storageKeys,
  VISITED_PAGES_MAX,
} from './visit-rules';

export type UserDetails = { name: string; last_name: string; email: string; phone: string; postcode: string };
const USER_DETAIL_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;

/** The stored details to prefill a form with: only the five fields, only strings; junk → {}. */
export function parseUserDetails(raw: string | null): Partial<UserDetails> {
  try {
    const value = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(
      USER_DETAIL_FIELDS.filter((k) => typeof value[k] === 'string').map((k) => [k, value[k] as string]),
    );
  } catch {
    return {};
  }
}

/** The details worth keeping from a submitted form: the five fields, blanks left out. */
export function userDetailsToKeep(fields: Partial<Record<string, unknown>>): Partial<UserDetails> {
  return Object.fromEntries(
    USER_DETAIL_FIELDS.filter(
      (k) => typeof fields[k] === 'string' && (fields[k] as string).trim() !== '',
    ).map((k) => [k, (fields[k] as string).trim()]),
  );
}

/** A connection past the enquiry limit (rate-limit.ts) is told this, with a 429. */
export const RATE_LIMITED_MESSAGE =
  'Too many enquiries from this connection. Please try again in a few minutes.';
