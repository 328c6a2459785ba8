// Pure rules of vehicle finance: the repayment maths, the vehicle-page calculator's bounds, defaults and
// messages, when a finance panel may show, the quick-quote inputs and the weekly estimate of the sticky
// header and cards (spec AF §3, §4, §5, §9; SV §3 finance lender, §4 availability). No I/O, no React.

import type { FinanceLenders, YouxQuote } from '@/db/json-types';
import { formatAud } from '@/lib/money';
import type { SiteConfig } from '@/tenancy/site-config';

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
/** Below this a price is a placeholder ('$1', '$10'), not a price (AF §5 'Price counts only if above 10'). */
export const MIN_COUNTED_PRICE = 10;

/** A price the finance rules believe: above $10, else 0. E.g. 10 → 0, 11 → 11, 34990 → 34990. */
export function countedPrice(price: number | null | undefined): number {
  const p = finite(price);
  return p > MIN_COUNTED_PRICE ? p : 0;
}

type CalculatorFinance = Pick<
  SiteConfig['finance'],
  | 'calculatorMinAmount'
  | 'calculatorMaxAmount'
  | 'defaultTermYears'
  | 'maxTermYears'
  | 'defaultInterest'
  | 'interestMin'
  | 'interestMax'
  | 'interestLocked'
>;
type CalculatorCar = { price: number | null; make?: string | null };
export type CalculatorOptions = {
  /** 'sidebar' (default): max from the site (250,000); 'other': the page-body calculator, max 100,000. */
  calculator?: 'sidebar' | 'other';
  /** Makes whose 'other' calculator goes up to 105 % of a price above 100,000 (one brand, AF §5). */
  overPriceMakes?: readonly string[];
};

/**
 * Slider bounds and initial values of a vehicle-page calculator from the site's finance settings
 * (AF §5, §9). E.g. the defaults give amount 1,000–250,000 step 500, term 1–7 step 0.5 starting at 6,
 * interest 0.5–15 step 0.5 starting at 10; a site with calculatorMinAmount 5000 starts at 5,000.
 * The 'other' calculator on a $120,000 car of an over-price make goes to $126,000 (105 %).
 * Initial values sit inside their ranges: the amount is the car's price (30,000 without one), clamped.
 */
export function calculatorBounds(
  config: CalculatorFinance,
  car: CalculatorCar,
  options: CalculatorOptions = {},
): CalculatorBounds {
  const price = countedPrice(car.price);
  let max = config.calculatorMaxAmount;
  if (options.calculator === 'other') {
    const make = (car.make ?? '').trim().toLowerCase();
    const overPrice = (options.overPriceMakes ?? []).some((m) => m.trim().toLowerCase() === make);
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
      default: clamp(config.defaultInterest, interestMin, config.interestMax),
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

/** The finance calculator block (#finance-calculator) shows only when the car's finance rate is above 0 (SV §4). */
export function showsFinanceCalculator(financeRate: number | null | undefined): boolean {
  return finite(financeRate) > 0;
}

// ── When a finance panel may show (AF §5) ───────────────────────────────────────────────────────

export type FinanceProvider = SiteConfig['finance']['provider'];

export type FinanceCar = {
  make: string;
  dealershipSlug?: string | null;
  year: number;
  price: number | null;
  status: string;
  financeLenders?: FinanceLenders | null;
  youxQuote?: YouxQuote | null;
};

/** The instant-quote provider's cars must be newer than this many years (AF §5). */
export const YOUX_MAX_AGE_YEARS = 12;
/** Price-gated providers need a price above this (AF §5). */
export const FINANCE_MIN_PRICE = 500;

/** What the panel reads of a provider: its lender entry; for youx also the instant quote. */
export type ProviderData = {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
};

/**
 * The finance data a car carries for a provider: finance_lenders[provider]; for 'youx' (the
 * instant-quote provider) the lender entry's figures are completed by the car's youxQuote
 * (advertisedRate, comparisonRate, weeklyRepaymentAmount), which is where that provider's rates live.
 * null when the car has nothing for the provider.
 */
export function providerData(
  provider: FinanceProvider,
  car: Pick<FinanceCar, 'financeLenders' | 'youxQuote'>,
) {
  if (provider === 'none') return null;
  const lender = car.financeLenders?.[provider];
  const quote = provider === 'youx' ? car.youxQuote : null;
  if (!lender && !quote) return null;
  const data: ProviderData = {
    interestRate: lender?.interestRate ?? quote?.advertisedRate ?? null,
    comparisonRate: lender?.comparisonRate ?? quote?.comparisonRate ?? null,
    paymentWeek: lender?.paymentWeek ?? quote?.weeklyRepaymentAmount ?? null,
    paymentMonth: lender?.paymentMonth ?? null,
  };
  return data;
}

/**
 * Whether the finance panel shows for a car (AF §5), all of:
 * - the site has a provider and the car has data for it, with interest and comparison rates not null
 *   (an advertised rate is never shown without its comparison rate);
 * - the make is not excluded (e.g. 'Suzuki' on one site; case-insensitive) nor the car's dealership;
 * - per provider: 'youx' needs year > current year − 12 (2026: 2015 yes, 2014 no), price over 500, in
 *   stock and a comparison rate above 0; '360-finance' and 'ausloans' need in stock; 'manual', 'angle',
 *   'powertorque' need price over 500, in stock and a weekly payment; 'nissan-finance' needs price
 *   over 500, in stock and a monthly payment.
 * "In stock" is status in_stock (coming_soon is not). A price counts only above 10 (countedPrice), which
 * every price-gated provider then needs above 500. The current year is Brisbane's (UTC+10, no daylight
 * saving), so the cut-off moves at an Australian new year, not a UTC one.
 */
export function financeVisible({
  provider,
  car,
  config,
  now,
}: {
  provider: FinanceProvider;
  car: FinanceCar;
  config: Pick<SiteConfig['finance'], 'excludedManufacturers' | 'excludedDealerships'>;
  now: Date;
}): boolean {
  const data = providerData(provider, car);
  if (!data || data.interestRate == null || data.comparisonRate == null) return false;
  const make = car.make.trim().toLowerCase();
  if (config.excludedManufacturers.some((m) => m.trim().toLowerCase() === make)) return false;
  if (car.dealershipSlug && config.excludedDealerships.includes(car.dealershipSlug)) return false;

  const inStock = car.status === 'in_stock';
  const priced = countedPrice(car.price) > FINANCE_MIN_PRICE;
  switch (provider) {
    case 'youx':
      return (
        car.year > australianYear(now) - YOUX_MAX_AGE_YEARS && priced && inStock && data.comparisonRate > 0
      );
    case '360-finance':
    case 'ausloans':
      return inStock;
    case 'manual':
    case 'angle':
    case 'powertorque':
      return priced && inStock && finite(data.paymentWeek) > 0;
    case 'nissan-finance':
      return priced && inStock && finite(data.paymentMonth) > 0;
    default:
      return false;
  }
}

// ── Quick quote (Get Finance popup, AF §5, §9) ─────────────────────────────────────────────────

export const QUOTE_AMOUNT = { min: 10_000, max: 200_000, default: 30_000 } as const;
export const QUOTE_TERM = { min: 1, max: 7, step: 1, default: 5 } as const;
export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];
export const DEFAULT_CREDIT_SCORE: CreditScore = 'GREAT';
/** The quote is recalculated this long after the last input change (AF §4, §9). */
export const QUOTE_RECALC_MS = 500;

/** While typing the amount only digits are kept: '$25,000' → '25000', '12.5k' → '125'. */
export function quoteAmountDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

/**
 * The amount on blur (AF §5): digits only, then clamped to 10,000–200,000. A field with no digits goes
 * back to the default 30,000 rather than to the minimum, since the user chose nothing. E.g. '5000' →
 * 10000, '$250,000' → 200000, '' → 30000; a number input is truncated (12345.9 → 12345).
 */
export function clampQuoteAmount(raw: string | number | null | undefined): number {
  let n: number;
  if (typeof raw === 'number') n = Number.isFinite(raw) ? Math.trunc(raw) : Number.NaN;
  else {
    const digits = quoteAmountDigits(raw ?? '');
    n = digits === '' ? Number.NaN : Number(digits);
  }
  if (Number.isNaN(n)) return QUOTE_AMOUNT.default;
  return clamp(n, QUOTE_AMOUNT.min, QUOTE_AMOUNT.max);
}

/** The quote term: whole years 1–7 (step 1), default 5. E.g. 0 → 1, 7.6 → 7, 'x' → 5. */
export function clampQuoteTerm(raw: string | number | null | undefined): number {
  const n = typeof raw === 'number' ? raw : Number.parseFloat(raw ?? '');
  if (!Number.isFinite(n)) return QUOTE_TERM.default;
  return clamp(Math.round(n), QUOTE_TERM.min, QUOTE_TERM.max);
}

/** Self-assessed credit history: GREAT, DECENT or POOR, anything else → GREAT ('great' → 'GREAT'). */
export function parseCreditScore(raw: string | null | undefined): CreditScore {
  const upper = (raw ?? '').trim().toUpperCase();
  return (CREDIT_SCORES as readonly string[]).includes(upper) ? (upper as CreditScore) : DEFAULT_CREDIT_SCORE;
}

// ── Weekly estimate (sticky header, cards) ──────────────────────────────────────────────────────

/**
 * The "from $X/wk" figure (AF §2 sticky header): the instant quote's weeklyRepaymentAmount when the car
 * has one above 0, else the site's calculator defaults on the full price (no deposit, no balloon),
 * rounded to whole dollars. E.g. $30,000 at 10 % over 6 years → $128/wk. null without a price.
 */
export function weeklyEstimate(
  car: { price: number | null; youxQuote?: Pick<YouxQuote, 'weeklyRepaymentAmount'> | null },
  settings: Pick<SiteConfig['finance'], 'defaultInterest' | 'defaultTermYears'>,
): number | null {
  const quoted = finite(car.youxQuote?.weeklyRepaymentAmount);
  if (quoted > 0) return Math.round(quoted);
  const amount = countedPrice(car.price);
  if (amount === 0) return null;
  const { payment } = repayment({
    amount,
    annualRatePercent: settings.defaultInterest,
    termYears: settings.defaultTermYears,
    frequency: 'weekly',
  });
  return Math.round(payment);
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────

function finite(n: number | null | undefined): number {
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** 30000, '30000', '$30,000', ' 30 000 ' → 30000; '' or junk → NaN. */
function parseMoney(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  const text = (value ?? '').replace(/[$,\s]/g, '');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

const BRISBANE_OFFSET_MS = 10 * 3_600_000;

/** The calendar year in Brisbane at `now`: 2026-12-31T15:00Z is already 2027 there. */
function australianYear(now: Date): number {
  return new Date(now.getTime() + BRISBANE_OFFSET_MS).getUTCFullYear();
}
