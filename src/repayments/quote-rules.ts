// The in-house instant quote, the embedded default of the instant-quote provider ('youx'): the inputs'
// clamps and defaults (AF §5, §9), a rate table by credit history, term, vehicle age and amount, the
// weekly repayment by standard amortisation (`repayment`), the comparison rate by the regulations'
// method, and the quote's disclaimer (AF §9: 5-year term, 10.0% deposit, 30% final payment). Every
// weekly figure a 'youx' site shows for a car is this quote at the defaults (decision 019). Pure.

import type { YouxQuote } from '@/db/json-types';
import { type PricedCar, shownPrice } from '@/inventory/price-rules';
import { formatAud } from '@/lib/money';
import { COMPARISON_RATE_STATEMENT, comparisonRate } from './comparison-rate';
import { australianYear, PROVIDERS, QUOTE_TERM, repayment } from './repayment-rules';

// ── Inputs (AF §3 finance form, §5, §9) ─────────────────────────────────────────────────────────

export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];
export const DEFAULT_CREDIT_SCORE: CreditScore = 'GREAT';

/** The purchase price a quote is for: $10,000 to $200,000, starting at $30,000 (AF §5, §9). */
export const QUOTE_AMOUNT = { min: 10_000, max: 200_000, default: 30_000 } as const;

export type QuoteInput = {
  selfAssessedCreditScore: CreditScore;
  /** Dollars, already clamped (clampQuoteAmount). */
  purchasePrice: number;
  /** Whole years, already clamped (clampQuoteTerm). */
  loanTerm: number;
  /** The car's year; without a car (the finance page alone) the quote is for a car up to 2 years old. */
  year?: number | null;
};

/** AF §5: the amount is clamped to $10,000–$200,000, whole dollars (9,999 → 10,000; 250,000 → 200,000). */
export function clampQuoteAmount(amount: number): number {
  const dollars = Number.isFinite(amount) ? Math.round(amount) : QUOTE_AMOUNT.default;
  return Math.min(QUOTE_AMOUNT.max, Math.max(QUOTE_AMOUNT.min, dollars));
}

/** AF §5: 1 to 7 years in steps of 1 (0 → 1, 5.4 → 5, 9 → 7). */
export function clampQuoteTerm(years: number): number {
  const whole = Number.isFinite(years) ? Math.round(years) : QUOTE_TERM.default;
  return Math.min(QUOTE_TERM.max, Math.max(QUOTE_TERM.min, whole));
}

// ── The rate table ──────────────────────────────────────────────────────────────────────────────

/** [the highest value of the band (inclusive), the loading in % a year]; the last band is open-ended. */
type Bands = readonly (readonly [upTo: number, loading: number])[];

/**
 * The advertised rate: the credit history's base rate plus a loading for the term, the vehicle's age and
 * the purchase price. The cheapest cell (GREAT, 1–3 years, up to 2 years old, $40,000 or more) is 5.91 %
 * and the dearest (POOR, 6–7 years, 10 years or older, under $20,000) 16.84 %, whose comparison rates are
 * the 8.38 % and 19.42 % of the spec's range (AF §9).
 */
export const RATE_TABLE = {
  base: { GREAT: 5.91, DECENT: 8.49, POOR: 12.84 } satisfies Record<CreditScore, number>,
  termYears: [
    [3, 0],
    [5, 0.25],
    [7, 0.75],
  ] satisfies Bands,
  ageYears: [
    [2, 0],
    [5, 0.75],
    [9, 1.5],
    [Number.POSITIVE_INFINITY, 2.25],
  ] satisfies Bands,
  /** By purchase price: [up to (exclusive here: under $20,000), loading]. */
  amountUnder: [
    [20_000, 1],
    [40_000, 0.5],
    [Number.POSITIVE_INFINITY, 0],
  ] satisfies Bands,
} as const;

/** The spec's comparison rate range (AF §9), which the rate table spans exactly. */
export const COMPARISON_RATE_RANGE = { min: 8.38, max: 19.42 } as const;

/** The vehicle's age in whole years by the Brisbane calendar: a 2024 car in 2026 is 2; a 2027 car 0. */
export function vehicleAge(year: number | null | undefined, now: Date): number {
  if (year === null || year === undefined || !Number.isFinite(year)) return 0;
  return Math.max(0, australianYear(now) - year);
}

/** The advertised rate in % a year, 2 decimal places: (GREAT, 5 years, age 3, $35,000) → 7.41. */
export function advertisedRate(
  input: Pick<QuoteInput, 'selfAssessedCreditScore' | 'purchasePrice' | 'loanTerm'>,
  ageYears: number,
): number {
  const inclusive = (bands: Bands, value: number) =>
    (bands.find(([upTo]) => value <= upTo) ?? bands[bands.length - 1])[1];
  const below = (bands: Bands, value: number) =>
    (bands.find(([under]) => value < under) ?? bands[bands.length - 1])[1];
  const rate =
    RATE_TABLE.base[input.selfAssessedCreditScore] +
    inclusive(RATE_TABLE.termYears, input.loanTerm) +
    inclusive(RATE_TABLE.ageYears, ageYears) +
    below(RATE_TABLE.amountUnder, input.purchasePrice);
  return Math.round(rate * 100) / 100;
}

// ── The quote ───────────────────────────────────────────────────────────────────────────────────

/** The quote's loan (AF §9 disclaimer): a 10.0% deposit and a 30% final payment, fees financed. */
export const QUOTE_LOAN = {
  depositShare: 0.1,
  finalPaymentShare: 0.3,
  establishmentFee: PROVIDERS.youx.establishmentFee,
  monthlyFee: 10,
} as const;

const WEEKS_A_YEAR = 52;
const MONTHS_A_YEAR = 12;

export type Quote = YouxQuote;

/**
 * The quote for an application: the rate from the table; the weekly repayment amortises the price less
 * the 10 % deposit plus the establishment fee, leaving the 30 % final payment, over the term (`repayment`,
 * weekly), plus the monthly fee spread over the weeks (× 12 / 52), rounded up to the whole dollar so an
 * advertised repayment never understates; the comparison rate of the standard example at that rate.
 * E.g. GREAT, $35,000, 5 years, a 2023 car in 2026 → 7.41 %, $120 a week, comparison 9.89 %.
 */
export function quickQuote(input: QuoteInput, now: Date): Quote {
  const rate = advertisedRate(input, vehicleAge(input.year, now));
  const price = input.purchasePrice;
  const loan = repayment({
    amount: price + QUOTE_LOAN.establishmentFee,
    deposit: price * QUOTE_LOAN.depositShare,
    residual: price * QUOTE_LOAN.finalPaymentShare,
    annualRatePercent: rate,
    termYears: input.loanTerm,
    frequency: 'weekly',
  });
  const weekly = loan.payment + (QUOTE_LOAN.monthlyFee * MONTHS_A_YEAR) / WEEKS_A_YEAR;
  return {
    weeklyRepaymentAmount: Math.ceil(Math.round(weekly * 100) / 100),
    advertisedRate: rate,
    comparisonRate: comparisonRate({
      annualRatePercent: rate,
      establishmentFee: QUOTE_LOAN.establishmentFee,
      monthlyFee: QUOTE_LOAN.monthlyFee,
    }),
  };
}

/**
 * A car's own quote, the one its card, sticky header, finance panel and the quote call all show: its
 * shown price (shownPrice: an offer below the price counts) and year at the defaults (5 years, GREAT).
 * null for a car without a price inside $10,000–$200,000: a quote on a clamped amount would be another
 * car's repayment.
 */
export function carQuote(car: PricedCar & { year: number }, now: Date): Quote | null {
  const price = shownPrice(car).now;
  if (price === null || price < QUOTE_AMOUNT.min || price > QUOTE_AMOUNT.max) return null;
  return quickQuote(
    {
      selfAssessedCreditScore: DEFAULT_CREDIT_SCORE,
      purchasePrice: price,
      loanTerm: QUOTE_TERM.default,
      year: car.year,
    },
    now,
  );
}

/**
 * What the quote assumed, for the shopper (AF §9 quote disclaimer): 'Estimated weekly repayment of $120
 * at 7.41% p.a. (comparison rate 9.89% p.a.) for a purchase price of $35,000 over a 5-year term, with a
 * 10.0% deposit ($3,500) and a 30% final payment ($10,500). …'.
 */
export function quoteDisclaimer(quote: Quote, input: Pick<QuoteInput, 'purchasePrice' | 'loanTerm'>): string {
  const price = input.purchasePrice;
  const percent = (share: number, digits: number) => `${(share * 100).toFixed(digits)}%`;
  return [
    `Estimated weekly repayment of ${formatAud(quote.weeklyRepaymentAmount)} at ${quote.advertisedRate.toFixed(2)}% p.a.`,
    `(comparison rate ${quote.comparisonRate.toFixed(2)}% p.a.) for a purchase price of ${formatAud(price)}`,
    `over a ${input.loanTerm}-year term, with a ${percent(QUOTE_LOAN.depositShare, 1)} deposit`,
    `(${formatAud(price * QUOTE_LOAN.depositShare)}) and a ${percent(QUOTE_LOAN.finalPaymentShare, 0)} final payment`,
    `(${formatAud(price * QUOTE_LOAN.finalPaymentShare)}). Includes a ${formatAud(QUOTE_LOAN.establishmentFee)} establishment fee`,
    `and a ${formatAud(QUOTE_LOAN.monthlyFee)} monthly account fee.`,
    'Indicative only and subject to the lender’s credit assessment and approval.',
  ].join(' ');
}

/** The answer of POST /api/youx/quote: the quote, the inputs it was made for (clamped), and its fine print. */
export type QuoteAnswer = Quote & {
  purchasePrice: number;
  loanTerm: number;
  selfAssessedCreditScore: CreditScore;
  disclaimer: string;
  /** The comparison rate statement: its basis and the warning the regulations require (decision 045). */
  comparisonRateWarning: string;
};

export function quoteAnswer(
  quote: Quote,
  input: Pick<QuoteInput, 'purchasePrice' | 'loanTerm' | 'selfAssessedCreditScore'>,
): QuoteAnswer {
  return {
    ...quote,
    purchasePrice: input.purchasePrice,
    loanTerm: input.loanTerm,
    selfAssessedCreditScore: input.selfAssessedCreditScore,
    disclaimer: quoteDisclaimer(quote, input),
    comparisonRateWarning: COMPARISON_RATE_STATEMENT,
  };
}
