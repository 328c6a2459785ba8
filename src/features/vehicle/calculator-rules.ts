// Pure rules of the vehicle page's calculators beyond the finance maths itself (that is the finance
// feature's): the finance calculators' typed-number parsing, result and labels; the sidebar finance
// panel's figures; the fuel calculator; the delivery calculator's postcode check and answer (spec AF §2,
// §4, §5, §7, §9; SV §3 finance lender, §4). No I/O, no React, no DOM.

import type { FinanceLenders, Variant, YouxQuote } from '@/db/json-types';
import { formatAud, formatMoney } from '@/lib/money';
import { LENDER_RATES, ratesBacked } from '@/repayments/advertised-rates';
import type { FinanceProvider } from '@/repayments/display-rules';
import {
  ENQUIRE_FOR_FINANCE,
  establishmentFee,
  type Frequency,
  monthlyFromWeekly,
  providerData,
  type RangeBounds,
  repayment,
  repaymentDisplay,
} from '@/repayments/repayment-rules';
import type { SiteConfig } from '@/tenancy/site-config';

// ── Finance calculator (page block 7) ───────────────────────────────────────────────────────────

/** The frequency switch, in the order shown; weekly first as dealers advertise weekly figures. */
export const FREQUENCY_OPTIONS: readonly { value: Frequency; label: string; per: string }[] = [
  { value: 'weekly', label: 'Weekly', per: 'week' },
  { value: 'fortnightly', label: 'Fortnightly', per: 'fortnight' },
  { value: 'monthly', label: 'Monthly', per: 'month' },
];
export const DEFAULT_FREQUENCY: Frequency = 'weekly';

export const REQUEST_QUOTE_LABEL = 'Request a Quote';
export const DISCLAIMER_TOGGLE = { more: 'Show more', less: 'Show less' } as const;
// Where an advertised comparison rate shows, its example and the regulations' warning: the finance feature's.
export { COMPARISON_RATE_STATEMENT } from '@/repayments/comparison-rate';
/** The estimate note under the calculator (AF §9 'indicative only'): fees are shown apart, not included. */
/**
 * The calculators' interest rate is the shopper's own assumption, never an advertised rate (decision
 * 045): it is labelled so, and no comparison rate goes with it.
 */
export const ASSUMED_RATE_LABEL = {
  open: 'Interest rate (your assumption)',
  /** The site's interestLocked: the dealer fixed the example rate, still no offer. */
  locked: 'Interest rate (an example for this estimate)',
} as const;
export const ASSUMED_RATE_NOTE =
  'The interest rate is an assumption for this estimate: it is not a rate offered by the dealer or any lender.';

export const FINANCE_ESTIMATE_NOTE =
  'This calculator is a guide and its results are indicative only. They are not a quote or an offer of finance, and fees and charges (including any establishment fee) are not included. Rates and repayments depend on the lender’s assessment.';

/**
 * The car's advertised weekly figure beside the calculator, with the one statement of the provider's
 * establishment fee: the advertised loan finances it (the lender's and the instant quote's figures both
 * do), so the fee is named as included there; the calculator's own estimate leaves fees out, as its note
 * says. (127, 395) → { figure: '$127 per week', fee: 'including the $395 establishment fee' }; no fee
 * or $0 → fee null.
 */
export function advertisedRepayment(
  weekly: number,
  fee: number | null,
): { figure: string; fee: string | null } {
  return {
    figure: `${formatAud(weekly)} per week`,
    fee: fee !== null && fee > 0 ? `including the ${formatMoney(fee)} establishment fee` : null,
  };
}

/**
 * A number as typed into a calculator field, ignoring currency, thousands separators, '%' and spaces:
 * '$30,000' → 30000, '8.5%' → 8.5, '.5' → 0.5; '' or junk ('12a', '1.2.3') → NaN.
 */
export function numberFromText(text: string): number {
  const clean = text.replace(/[$,%\s]/g, '');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(clean) ? Number(clean) : Number.NaN;
}

/**
 * While a field is being typed in, the value it already stands for: the typed number when it is
 * inside the range, else null (keep the last value until the field is left, where it is clamped).
 * So typing '15000' into 1,000–250,000 does not jump to 1,000 at the first keystroke '1'.
 */
export function draftValue(text: string, range: Pick<RangeBounds, 'min' | 'max'>): number | null {
  const n = numberFromText(text);
  return n >= range.min && n <= range.max ? n : null;
}

export type CalculatorState = {
  amount: number;
  deposit: number; // deposit or trade-in
  residual: number; // balloon, in dollars
  interest: number; // percent per annum
  termYears: number;
  frequency: Frequency;
};

/**
 * The result line of the calculator: the repayment per period and the total payable as repaymentDisplay
 * shows them ($30,000 at 10 % over 5 years monthly → '$637.41', total '$38,245'); 25 or less →
 * 'Enquire for Finance' with a blank total, flagged `enquire` so the UI can drop the total row.
 */
export function financeEstimate(state: CalculatorState): { text: string; total: string; enquire: boolean } {
  const { payment, totalPayable } = repayment({
    amount: state.amount,
    deposit: state.deposit,
    residual: state.residual,
    annualRatePercent: state.interest,
    termYears: state.termYears,
    frequency: state.frequency,
  });
  const shown = repaymentDisplay(payment, totalPayable);
  return { ...shown, enquire: shown.text === ENQUIRE_FOR_FINANCE };
}

/** A term in words for the slider's value text: 1 → '1 year', 6 → '6 years', 5.5 → '5.5 years'. */
export function formatTerm(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** A rate as advertised, at most 2 decimals: 8.49 → '8.49%', 8.5 → '8.5%', 10 → '10%', 9.999 → '10%'. */
export function formatRate(rate: number): string {
  return `${Number(rate.toFixed(2))}%`;
}

const audCents = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Always with cents: 42.5 → '$42.50' (the fuel calculator's weekly cost). */
export function formatAudCents(amount: number): string {
  return audCents.format(amount);
}

// ── Sidebar finance panel ───────────────────────────────────────────────────────────────────────

export type FinanceLender = FinanceLenders[string];

export type FinancePanelFigures = {
  providerName: string | null;
  weekly: number | null;
  monthly: number | null;
  /**
   * Both or neither: an advertised rate is never shown without its comparison rate (AF §5), nor without
   * the lender it belongs to, nor where we hold no rates of the provider (decision 045).
   */
  rates: { interest: number; comparison: number } | null;
  deposit: number | null;
  termMonths: number | null;
  establishmentFee: number | null;
  totalPayable: number | null;
  /** The 'angle' layout always shows a $0 final payment (AF §9); others show a balloon when there is one. */
  finalPayment: number | null;
};

/**
 * What the sidebar finance panel shows (SV §3 finance lender; AF §5, §9), or null when the provider
 * has nothing for the car. The weekly figure is the car's one weekly figure (financeDisplay().weekly), the same as
 * on its card and sticky header; monthly is the provider's, else weekly × 4.33 ($150/wk → $649.50/mth).
 * Rates come from providerData (the instant quote's for 'youx'), shown only for a provider whose rates we
 * hold (ratesBacked) and with their lender named: the car's lender entry's name, else the provider's as
 * we hold it (LENDER_RATES: 'YouX'). Term in months is the lender's, else
 * its years × 12. The establishment fee is the provider's (PROVIDERS). The total payable prices the lender
 * entry's own loan, so it is left out beside an instant quote. Missing or non-positive
 * payments, term and total are left out; a deposit of 0 is a real figure and shown.
 */
export function financePanelFigures({
  provider,
  layout,
  lender,
  youxQuote,
  weekly,
}: {
  provider: FinanceProvider;
  layout: SiteConfig['finance']['layout'];
  lender: FinanceLender | null;
  youxQuote: YouxQuote | null;
  weekly: number | null;
}): FinancePanelFigures | null {
  const data = providerData(provider, { financeLenders: lender ? { [provider]: lender } : null, youxQuote });
  if (!data) return null;
  const years = positive(lender?.termYears);
  const quoted = provider === 'youx' && youxQuote !== null;
  const providerName =
    lender?.financeProvider?.trim() || (provider === 'none' ? null : LENDER_RATES[provider]?.lender) || null;
  return {
    providerName,
    weekly,
    monthly: positive(data.paymentMonth) ?? (weekly === null ? null : monthlyFromWeekly(weekly)),
    rates:
      ratesBacked(provider) && providerName && isNumber(data.interestRate) && isNumber(data.comparisonRate)
        ? { interest: data.interestRate, comparison: data.comparisonRate }
        : null,
    deposit: nonNegative(lender?.deposit),
    termMonths: positive(lender?.termMonths) ?? (years === null ? null : Math.round(years * 12)),
    establishmentFee: establishmentFee(provider),
    totalPayable: quoted ? null : positive(lender?.totalPayable),
    finalPayment: layout === 'angle' ? 0 : positive(lender?.balloon),
  };
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────

function isNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

function positive(n: number | null | undefined): number | null {
  return isNumber(n) && n > 0 ? n : null;
}

function nonNegative(n: number | null | undefined): number | null {
  return isNumber(n) && n >= 0 ? n : null;
}

// ── Fuel calculator (AF §5, §9) ─────────────────────────────────────────────────────────────────

export const FUEL_DEFAULTS = { pricePerLitre: 1.7, kmPerWeek: 250, litresPer100: 10 } as const;
export type FuelInput = { pricePerLitre: number; kmPerWeek: number; litresPer100: number };

/** The calculator's starting values: the defaults, with the car's combined consumption when it has one. */
export function fuelCalculatorDefaults(variant?: Pick<Variant, 'fuelconsumptioncombined'> | null): FuelInput {
  const own = variant?.fuelconsumptioncombined;
  return {
    ...FUEL_DEFAULTS,
    litresPer100: typeof own === 'number' && own > 0 ? own : FUEL_DEFAULTS.litresPer100,
  };
}

/** km / 100 × L/100km × $/L: the defaults give 250 / 100 × 10 × 1.70 = $42.50 a week. Negatives count as 0. */
export function weeklyFuelCost(input: FuelInput): number {
  const pos = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);
  return (pos(input.kmPerWeek) / 100) * pos(input.litresPer100) * pos(input.pricePerLitre);
}

/** 52 weeks of it: the defaults give $2,210 a year. */
export function yearlyFuelCost(input: FuelInput): number {
  return weeklyFuelCost(input) * 52;
}

/** Hidden for electric cars (AF §5): simple fuel 'Electric' (or 'EV'); hybrids still burn fuel. */
export function showsFuelCalculator(simpleFuel: string | null | undefined): boolean {
  const fuel = (simpleFuel ?? '').trim().toLowerCase();
  return fuel !== 'electric' && fuel !== 'ev';
}
