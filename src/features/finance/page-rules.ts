// The finance pages' rules (AF §2, §9): the side column's three steps, the rates line, what
// the finance link's parameters prefill, and the side card's labelled figures. Pure: no I/O, no React.

import { formatAud } from '@/lib/money';
import { type AdvertisedRates, formatRateRange } from '@/repayments/advertised-rates';
import { CREDIT_SCORES, type CreditScore, QUOTE_AMOUNT } from '@/repayments/quote-rules';
import { QUOTE_TERM } from '@/repayments/repayment-rules';

/** The side column without a car (AF §2), in order. */
export const FINANCE_STEPS = [
  'apply online in minutes',
  'get pre-approved with a personalised rate',
  'purchase your car',
] as const;

/**
 * The page's rates line (AF §9 'Comparison rate range example 8.38% to 19.42%'), naming the lender and
 * putting each annual rate beside its comparison rate: 'YouX: interest rates from 5.91% to 16.84% p.a.,
 * comparison rates from 8.38% to 19.42% p.a.' Only for a site with advertised rates (advertisedRates).
 */
export function ratesCopy(rates: AdvertisedRates): string {
  return `${rates.lender}: interest rates from ${formatRateRange(rates.annualRate)} p.a., comparison rates from ${formatRateRange(rates.comparisonRate)} p.a.`;
}

/** The enquiry form's anchor, the finance link's target (AF §2 '#finance-form'). */
export const FINANCE_FORM_ID = 'finance-form';

type Query = Record<string, string | string[] | undefined>;

/** What the finance link prefills (AF §2): the loan, who is helping, the preferred dealership. */
export type FinanceLinkPreset = {
  carId: number | null;
  vehicle_price_budget?: number;
  loan_term?: number;
  self_assessed_credit_score?: CreditScore;
  who_is_helping?: string;
  dealership_slug?: string;
};

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** A whole number in the text ('30000', '29990.50' → 29991), or null for none. */
function wholeNumber(text: string): number | null {
  if (!text) return null;
  const value = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) ? Math.round(value) : null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The finance link's parameters read back (AF §2): vehiclePriceBudget (or price) clamped to the quote's
 * $10,000 to $200,000, loanTerm to 1 to 7 whole years, selfAssessedCreditScore (or credit_score) one of
 * GREAT, DECENT, POOR in any case, whoIsHelping, preferredDealership, car_id. Anything else, empty or
 * unreadable is left out, so the form keeps its defaults.
 */
export function financeLinkPreset(query: Query): FinanceLinkPreset {
  const carId = wholeNumber(first(query.car_id));
  const amount = wholeNumber(first(query.vehiclePriceBudget) || first(query.price));
  const term = wholeNumber(first(query.loanTerm));
  const score = (first(query.selfAssessedCreditScore) || first(query.credit_score)).toUpperCase();
  const helper = first(query.whoIsHelping).slice(0, 200);
  const dealership = first(query.preferredDealership).slice(0, 200);
  return {
    carId: carId !== null && carId > 0 ? carId : null,
    ...(amount !== null && amount > 0
      ? { vehicle_price_budget: clamp(amount, QUOTE_AMOUNT.min, QUOTE_AMOUNT.max) }
      : {}),
    ...(term !== null && term > 0 ? { loan_term: clamp(term, QUOTE_TERM.min, QUOTE_TERM.max) } : {}),
    ...((CREDIT_SCORES as readonly string[]).includes(score)
      ? { self_assessed_credit_score: score as CreditScore }
      : {}),
    ...(helper ? { who_is_helping: helper } : {}),
    ...(dealership ? { dealership_slug: dealership } : {}),
  };
}

/** The side card's labels: each figure says what it is, so a subscription never reads as finance. */
export const CAR_CARD_LABELS = {
  price: 'Price',
  subscription: 'Subscription',
  finance: 'Finance estimate',
} as const;

export type CarCardFigure = { label: string; amount: string; note: string | null };

/**
 * The side card's figures, each labelled (AF §2: price and price type, or per week for subscriptions):
 * the price with its type (the site's no-price text without one); a subscription car's weekly
 * subscription; and the car's finance estimate, the one weekly figure its card and vehicle page show.
 * E.g. a CarZone car: Price $24,990 Drive Away, Subscription $230 per week, Finance estimate $127 per week.
 */
export function carCardFigures(
  car: {
    price: number | null;
    priceType: string | null;
    subscriptionPrice: number | null;
    weeklyRepayment: number | null;
  },
  noPriceText: string,
): CarCardFigure[] {
  const perWeek = (label: string, amount: number | null): CarCardFigure[] =>
    amount !== null && amount > 0 ? [{ label, amount: formatAud(amount), note: 'per week' }] : [];
  const price: CarCardFigure =
    car.price === null || car.price <= 0
      ? { label: CAR_CARD_LABELS.price, amount: noPriceText, note: null }
      : { label: CAR_CARD_LABELS.price, amount: formatAud(car.price), note: car.priceType?.trim() || null };
  return [
    price,
    ...perWeek(CAR_CARD_LABELS.subscription, car.subscriptionPrice),
    ...perWeek(CAR_CARD_LABELS.finance, car.weeklyRepayment),
  ];
}
