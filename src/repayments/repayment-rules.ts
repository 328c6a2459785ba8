// Pure rules of vehicle finance: the repayment maths, the vehicle-page calculators' bounds, defaults and
// messages, the providers' data of a car, and the quick-quote inputs (spec AF §3, §4, §5, §9; SV §3
// finance lender, §4 availability); with, from display-rules.ts, the providers' table and which finance
// surfaces a car shows on a site and its one weekly figure. No I/O, no React.

import type { FinanceLenders, YouxQuote } from '@/db/json-types';
import { type PricedCar, shownPrice } from '@/inventory/price-rules';
import { formatAud } from '@/lib/money';
import type { SiteConfig } from '@/tenancy/site-config';
import {
  type CarFinance,
  countedPrice,
  type FinanceCar,
  type FinanceDisplay,
  type FinanceProvider,
  type FinanceSettings,
  financeDisplay,
  finite,
  type LendingProvider,
  PROVIDERS,
  type ProviderData,
} from './display-rules';

export {
  australianYear,
  type CarFinance,
  countedPrice,
  FINANCE_MIN_PRICE,
  type FinanceCar,
  type FinanceDisplay,
  type FinanceProvider,
  type FinanceSettings,
  financeDisplay,
  type LendingProvider,
  MIN_COUNTED_PRICE,
  NO_FINANCE_MAKES,
  PROVIDERS,
  type ProviderData,
} from './display-rules';

// ── Repayment maths ─────────────────────────────────────────────────────────────────────────────

/** Payments per year (AF §9). */
export const FREQUENCIES = { weekly: 52, fortnightly: 26, monthly: 12 } as const;
export type Frequency = keyof typeof FREQUENCIES;

/** A monthly figure shown beside a weekly estimate is weekly × 4.33 (AF §9): $150/wk → $649.50/mth. */
export const MONTHLY_FROM_WEEKLY = 4.33;

export function monthlyFromWeekly(weekly: number): number {
  return finite(weekly) * MONTHLY_FROM_WEEKLY;
}

export type RepaymentInput = {
  amount: number; // the price being financed
  deposit?: number; // cash deposit…
  tradeIn?: number; // …and/or trade-in value: both reduce what is borrowed
  residual?: number; // balloon: a dollar amount still owed after the last regular payment
  annualRatePercent: number;
  termYears: number;
  frequency: Frequency;
};

export type Repayment = {
  payment: number; // per period, unrounded (the display rounds)
  totalPayable: number; // payment × periods + balloon
  principal: number; // amount − deposit − trade-in, never below 0
  balloon: number; // the residual actually used (see below)
  periods: number;
};

/**
 * Standard amortisation with a balloon (AF §9): P = amount − deposit − trade-in, r = rate / 100 / n,
 * N = years × n, payment = (P − B / (1 + r)^N) · r / (1 − (1 + r)^−N); at 0 % it is (P − B) / N.
 * E.g. $30,000 at 10 % over 5 years monthly → $637.41; with a $9,000 balloon → $521.19.
 *
 * The balloon is capped at the principal: a balloon larger than the loan would mean paying back more at
 * the end than was borrowed, which no lender offers, and it is what a deposit of the whole price leaves
 * (principal 0 → balloon 0 → nothing to pay). The payment is never negative.
 */
export function repayment(input: RepaymentInput): Repayment {
  const n = FREQUENCIES[input.frequency];
  const principal = Math.max(
    0,
    finite(input.amount) - Math.max(0, finite(input.deposit)) - Math.max(0, finite(input.tradeIn)),
  );
  const balloon = Math.min(principal, Math.max(0, finite(input.residual)));
  const periods = Math.max(0, Math.round(finite(input.termYears) * n));
  if (periods === 0) return { payment: 0, totalPayable: 0, principal, balloon, periods };
  const r = Math.max(0, finite(input.annualRatePercent)) / 100 / n;
  const raw =
    r === 0
      ? (principal - balloon) / periods
      : ((principal - balloon / (1 + r) ** periods) * r) / (1 - (1 + r) ** -periods);
  const payment = Math.max(0, raw);
  return { payment, totalPayable: payment * periods + balloon, principal, balloon, periods };
}

// ── Display ─────────────────────────────────────────────────────────────────────────────────────

/** A repayment of this or less is not worth quoting (AF §5): the panel says 'Enquire for Finance'. */
export const MIN_QUOTABLE_REPAYMENT = 25;
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';

const audCents = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The calculator's result line (AF §5). 25 or less → 'Enquire for Finance' and a blank total, so a
 * $20 "repayment" on a $1,000 loan never reads like an offer. Above it, the payment is shown with
 * cents ('$637.41', so 25.01 reads '$25.01', not a rounded '$25') and the total in whole dollars
 * ('$38,245'), as dealers advertise totals.
 */
export function repaymentDisplay(payment: number, totalPayable?: number): { text: string; total: string } {
  const p = finite(payment);
  if (p <= MIN_QUOTABLE_REPAYMENT) return { text: ENQUIRE_FOR_FINANCE, total: '' };
  return {
    text: audCents.format(p),
    total: totalPayable === undefined ? '' : formatAud(finite(totalPayable)),
  };
}

/** The lender disclaimer shows its first 197 characters until expanded (AF §4, §9). */
export const DISCLAIMER_COLLAPSE = 197;

/**
 * Collapsed and full disclaimer (AF §4 'Disclaimer toggles short and full text'). `short` is exactly
 * the first 197 characters (the UI adds its own '…'), counted in code points so an emoji or accented
 * letter is never cut in half. A 197-character text is not collapsible; 198 is.
 */
export function collapseDisclaimer(text: string | null | undefined): {
  short: string;
  full: string;
  collapsible: boolean;
} {
  const full = (text ?? '').trim();
  const chars = Array.from(full);
  const collapsible = chars.length > DISCLAIMER_COLLAPSE;
  return { short: collapsible ? chars.slice(0, DISCLAIMER_COLLAPSE).join('') : full, full, collapsible };
}

// ── Vehicle-page calculator: bounds, defaults, clamping ─────────────────────────────────────────

export type RangeBounds = { min: number; max: number; step: number; default: number };
export type CalculatorBounds = {
  amount: RangeBounds;
  term: RangeBounds; // years
  interest: RangeBounds & { locked: boolean }; // percent per annum
  deposit: RangeBounds; // deposit or trade-in
  residual: RangeBounds; // balloon
};

/** Amount range of the sidebar calculator unless the site sets its own (AF §5). */
export const SIDEBAR_AMOUNT_MAX = 250_000;
/** The other (page-body) calculator tops out at $100,000 (AF §5)… */
export const OTHER_AMOUNT_MAX = 100_000;
/** …except for the brands that allow up to 105 % of a price above $100,000 (AF §5). */
export const OVER_PRICE_FACTOR = 1.05;
export const AMOUNT_STEP = 500;
export const TERM_MIN_YEARS = 1;
export const TERM_STEP_YEARS = 0.5;
export const INTEREST_STEP = 0.5;
/** Deposit/trade-in and residual both run 0–250,000 (AF §5). */
export const EXTRA_MAX = 250_000;
/** Amount default when the car has no price (AF §9). */
export const DEFAULT_AMOUNT = 30_000;
export type CalculatorKind = 'sidebar' | 'other';
/**
 * Starting interest of each calculator (AF §9: 'interest 10 on one calculator and 8.5% on another'),
 * never the car's own rate: the calculator is the shopper's what-if, the car's rate is the lender's offer.
 */
export const CALCULATOR_INTEREST: Record<CalculatorKind, number> = { sidebar: 10, other: 8.5 };

type CalculatorFinance = Pick<
  SiteConfig['finance'],
  | 'calculatorMinAmount'
  | 'calculatorMaxAmount'
  | 'defaultTermYears'
  | 'maxTermYears'
  | 'interestMin'
  | 'interestMax'
  | 'interestLocked'
  | 'overPriceMakes'
>;
type CalculatorCar = { price: number | null; make?: string | null };
export type CalculatorOptions = {
  /** 'sidebar' (default): max from the site (250,000); 'other': the compact calculator, max 100,000. */
  calculator?: CalculatorKind;
};

/**
 * Slider bounds and initial values of a vehicle-page calculator from the site's finance settings
 * (AF §5, §9). E.g. the defaults give amount 1,000–250,000 step 500, term 1–7 step 0.5 starting at 6,
 * interest 0.5–15 step 0.5 starting at 10 (8.5 on the other calculator); a site with
 * calculatorMinAmount 5000 starts at 5,000. The 'other' calculator tops out at $100,000, or at 105 % of
 * a price above $100,000 for the site's over-price makes ($120,000 → $126,000). Initial values sit
 * inside their ranges: the amount is the car's shown price (30,000 without one), clamped.
 */
export function calculatorBounds(
  config: CalculatorFinance,
  car: CalculatorCar,
  options: CalculatorOptions = {},
): CalculatorBounds {
  const kind = options.calculator ?? 'sidebar';
  const price = countedPrice(car.price);
  let max = config.calculatorMaxAmount;
  if (kind === 'other') {
    const make = (car.make ?? '').trim().toLowerCase();
    const overPrice = config.overPriceMakes.some((m) => m.trim().toLowerCase() === make);
    max = overPrice && price > OTHER_AMOUNT_MAX ? Math.round(price * OVER_PRICE_FACTOR) : OTHER_AMOUNT_MAX;
  }
  const min = Math.min(config.calculatorMinAmount, max);
  const termMax = Math.max(TERM_MIN_YEARS, config.maxTermYears);
  const interestMin = Math.min(config.interestMin, config.interestMax);
  return {
    amount: { min, max, step: AMOUNT_STEP, default: clamp(price || DEFAULT_AMOUNT, min, max) },
    term: {
      min: TERM_MIN_YEARS,
      max: termMax,
      step: TERM_STEP_YEARS,
      default: clamp(config.defaultTermYears, TERM_MIN_YEARS, termMax),
    },
    interest: {
      min: interestMin,
      max: config.interestMax,
      step: INTEREST_STEP,
      default: clamp(CALCULATOR_INTEREST[kind], interestMin, config.interestMax),
      locked: config.interestLocked,
    },
    deposit: { min: 0, max: EXTRA_MAX, step: AMOUNT_STEP, default: 0 },
    residual: { min: 0, max: EXTRA_MAX, step: AMOUNT_STEP, default: 0 },
  };
}

/**
 * The out-of-range message of the amount field (AF §5, §8): 'Cannot be less than {min} or more than
 * $250,000'. The upper figure is the calculator's own maximum, which is $250,000 on the sidebar
 * calculator, so the contract text comes out character for character there; a calculator with another
 * maximum does not claim a limit it does not apply.
 */
export function amountRangeMessage(min: number, max: number = SIDEBAR_AMOUNT_MAX): string {
  return `Cannot be less than ${formatAud(min)} or more than ${formatAud(max)}`;
}

/**
 * A typed amount (AF §5). Inside the range → unchanged, no message. 0 or less (a cleared or negative
 * field) → 0, with the message, so the repayment falls to 'Enquire for Finance' instead of quoting on a
 * number the user did not enter. Between 0 and the minimum → the minimum; above the maximum → the
 * maximum; both with the message. E.g. (999, 1000–250000) → { 1000, 'Cannot be less than $1,000 or
 * more than $250,000' }; (-5) → { 0, same message }; ('$30,000') → { 30000, null }.
 */
export function clampAmount(
  value: number | string | null | undefined,
  bounds: CalculatorBounds | Pick<RangeBounds, 'min' | 'max'>,
): { value: number; message: string | null } {
  const range = 'amount' in bounds ? bounds.amount : bounds;
  const n = parseMoney(value);
  const message = amountRangeMessage(range.min, range.max);
  if (!(n > 0)) return { value: 0, message };
  if (n < range.min) return { value: range.min, message };
  if (n > range.max) return { value: range.max, message };
  return { value: n, message: null };
}

/** Any other calculator input (term, interest, deposit, residual) clamped silently (AF §5); junk → min. */
export function clampInput(
  value: number | string | null | undefined,
  range: Pick<RangeBounds, 'min' | 'max'>,
) {
  const n = parseMoney(value);
  return Number.isNaN(n) ? range.min : clamp(n, range.min, range.max);
}

/** The provider's establishment fee (AF §9); null for a site without finance. */
export function establishmentFee(provider: FinanceProvider): number | null {
  return provider === 'none' ? null : PROVIDERS[provider].establishmentFee;
}

/**
 * The finance data a car carries for a provider: finance_lenders[provider]; for 'youx' (the
 * instant-quote provider) its figures are the car's instant quote (advertisedRate, comparisonRate,
 * weeklyRepaymentAmount), completed by its lender entry where the quote has nothing. The quote has no
 * monthly figure: a monthly beside it is weekly × 4.33 (AF §9), never the lender entry's own, which
 * prices another loan. null when the car has nothing for the provider.
 */
export function providerData(
  provider: FinanceProvider,
  car: { financeLenders?: FinanceLenders | null; youxQuote?: YouxQuote | null },
): ProviderData | null {
  if (provider === 'none') return null;
  const lender = car.financeLenders?.[provider];
  const quote = provider === 'youx' ? car.youxQuote : null;
  if (!lender && !quote) return null;
  return {
    interestRate: quote?.advertisedRate ?? lender?.interestRate ?? null,
    comparisonRate: quote?.comparisonRate ?? lender?.comparisonRate ?? null,
    paymentWeek: quote?.weeklyRepaymentAmount ?? lender?.paymentWeek ?? null,
    paymentMonth: quote ? null : (lender?.paymentMonth ?? null),
  };
}

export function carFinance(car: {
  financeLenders?: FinanceLenders | null;
  youxQuote?: YouxQuote | null;
  financeRate: number | null;
}): CarFinance {
  const providers: CarFinance['providers'] = {};
  for (const provider of Object.keys(PROVIDERS) as LendingProvider[]) {
    const data = providerData(provider, car);
    if (data) providers[provider] = data;
  }
  return { providers, rate: finite(car.financeRate) };
}

/**
 * financeDisplay from a car as stored (vehicle page, print): its shopper's price and finance data are
 * read the same way the search cards read them (shownPrice, carFinance).
 */
export function financeDisplayForCar({
  settings,
  car,
  now,
}: {
  settings: FinanceSettings;
  car: Omit<FinanceCar, 'price' | 'finance'> &
    PricedCar & {
      financeLenders: FinanceLenders | null;
      youxQuote: YouxQuote | null;
      financeRate: number | null;
    };
  now: Date;
}): FinanceDisplay {
  return financeDisplay({
    settings,
    car: { ...car, price: shownPrice(car).now, finance: carFinance(car) },
    now,
  });
}

// ── Quick quote (Get Finance popup, AF §5, §9) ─────────────────────────────────────────────────

/** The quote's loan term in years: 1 to 7, starting at 5 (AF §9); the finance link passes the default on. */
export const QUOTE_TERM = { min: 1, max: 7, step: 1, default: 5 } as const;

/** Only a site whose provider is the instant-quote one ('youx') quotes and pre-approves (the popup). */
export const offersInstantQuote = (settings: Pick<FinanceSettings, 'provider'>): boolean =>
  settings.provider === 'youx';

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** 30000, '30000', '$30,000', ' 30 000 ' → 30000; '' or junk → NaN. */
function parseMoney(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  const text = (value ?? '').replace(/[$,\s]/g, '');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}
