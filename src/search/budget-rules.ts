// Pure rules of the Budget finder ('Find cars for your budget'): the estimate, its inputs, the search it
// starts, its button, and the separate price-range slider (spec AF §2, §5, §9). No I/O, no React.

import { formatAud } from '@/lib/money';
import type { SiteConfig } from '@/tenancy/site-config';
import type { SortKey } from './engine/types';
import { clampRange } from './slider-rules';

export type BudgetFrequency = 'monthly' | 'weekly';
type SiteType = SiteConfig['siteType'];

/** Payments per year for the estimate (AF §9: 12 if monthly, else 52). */
export const PAYMENTS_PER_YEAR: Record<BudgetFrequency, number> = { monthly: 12, weekly: 52 };
/** The estimate assumes a 5-year term (AF §9). */
export const BUDGET_TERM_YEARS = 5;
/** Initial repayment per frequency and deposit (AF §9). */
export const BUDGET_DEFAULTS = { monthly: 600, weekly: 200, deposit: 2000 } as const;
/** Repayment and deposit inputs are clamped to this range (AF §5). */
export const BUDGET_INPUT_MIN = 0;
export const BUDGET_INPUT_MAX = 1_000_000;
/** The budget search only looks at prices ABOVE this, so $0 'no price' and placeholder prices stay out (AF §9). */
export const BUDGET_PRICE_FLOOR = 1000;
/** The search's maximum price when the estimate cannot be used (AF §9). */
export const BUDGET_FALLBACK_MAX_PRICE = 100_000;
/** The separate price-range slider (AF §2, §9). */
export const BUDGET_SLIDER = { min: 5000, max: 250_000, step: 500 } as const;
/** Its button searches dearest first (AF §2). */
export const BUDGET_SLIDER_SORT: SortKey = 'price_desc';

/** Quick-pick chips, $5,000 to $70,000 (AF §5). */
export const QUICK_PICK_DEFAULT: readonly number[] = [5000, 10_000, 20_000, 30_000, 50_000, 70_000];
/** Quick-pick chips for the premium site type, $300,000 to $800,000 (AF §5). */
export const QUICK_PICK_PREMIUM: readonly number[] = [300_000, 400_000, 500_000, 600_000, 700_000, 800_000];
/** AF §5 gives one site type the premium chips: the specialist dealers (high-value caravans, motorhomes, bikes). */
export const QUICK_PICK_PREMIUM_SITE_TYPE: SiteType = 'specialist';

/** The deposit chips a site shows: its own forms.quickPickChips when it sets them, else by its site type. */
export function quickPickChips(siteType: SiteType, own?: readonly number[]): readonly number[] {
  return own ?? (siteType === QUICK_PICK_PREMIUM_SITE_TYPE ? QUICK_PICK_PREMIUM : QUICK_PICK_DEFAULT);
}

/** Shown under the estimate (AF §9: indicative only, no interest, fees or balloon included). */
export const ESTIMATE_DISCLAIMER =
  'This estimate is indicative only. No interest, fees or balloon payment are included.';

export function defaultRepayment(frequency: BudgetFrequency): number {
  return BUDGET_DEFAULTS[frequency];
}

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** '$12,500', ' 12 500 ', '12,500 kms' → 12500; anything else that is not a plain decimal → NaN. */
function parseLooseNumber(raw: string | number | null | undefined): number {
  if (typeof raw === 'number') return raw;
  if (raw === null || raw === undefined) return Number.NaN;
  const text = raw.replace(/[$,\s]/g, '').replace(/kms?$/i, '');
  if (text === '') return 0; // a cleared input is 0, as 'not a number becomes 0'
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/**
 * A repayment or deposit input as a number (AF §5): not-a-number becomes 0, then clamped to 0–1,000,000.
 * Accepts the formatted display ('$12,500'). Infinity clamps to the maximum like any too-large number.
 */
export function coerceBudgetInput(raw: string | number | null | undefined): number {
  const n = parseLooseNumber(raw);
  if (Number.isNaN(n)) return 0;
  return Math.min(BUDGET_INPUT_MAX, Math.max(BUDGET_INPUT_MIN, n));
}

/**
 * The budget (AF §9): repayment × (12 if monthly else 52) × 5 years + deposit, rounded to whole dollars.
 * Inputs go through coerceBudgetInput first, so a stray NaN or negative cannot reach the display.
 */
export function budgetEstimate({
  repayment,
  frequency,
  deposit,
}: {
  repayment: number | string;
  frequency: BudgetFrequency;
  deposit: number | string;
}): number {
  const perYear = PAYMENTS_PER_YEAR[frequency] ?? PAYMENTS_PER_YEAR.weekly;
  return Math.round(coerceBudgetInput(repayment) * perYear * BUDGET_TERM_YEARS + coerceBudgetInput(deposit));
}

/**
 * The price range the 'View … In This Range' button searches (AF §9 'search price floor above 1000;
 * fallback max price 100,000').
 * Reading: the minimum is always just above the floor — 1001 in whole dollars, because engine ranges are
 * inclusive — so unpriced ($0) and placeholder-priced cars never match. The maximum is the estimate when it
 * is usable: a finite number above the floor. Otherwise (0 after clearing the inputs, NaN, or at or below
 * the floor, where the range would be empty) the maximum falls back to 100,000.
 */
export function budgetSearchRange(estimate: number): { min: number; max: number } {
  const usable = Number.isFinite(estimate) && estimate > BUDGET_PRICE_FLOOR;
  return { min: BUDGET_PRICE_FLOOR + 1, max: usable ? Math.round(estimate) : BUDGET_FALLBACK_MAX_PRICE };
}

const CAR_TYPE_NOUNS: Record<string, string> = { new: 'New Car', demo: 'Demo Car', used: 'Used Car' };

/**
 * The {car type} / {type} of the button texts: 'New Car', 'Demo Car', 'Used Car', or 'Car' when the widget
 * covers all types. Title case, because the button texts around it are title case ('View … In This Range',
 * '0 … Found'); the note keeps the same word ('No Used Cars found for this budget'), one substitution for
 * all three strings as in the spec. Any other given text (e.g. 'Caravan') is used as it is.
 */
export function budgetTypeLabel(carType?: string | null): string {
  if (!carType || carType === 'all') return 'Car';
  return CAR_TYPE_NOUNS[carType.toLowerCase()] ?? carType;
}

export type BudgetButton = { label: string; disabled: boolean; note: string | null };

/**
 * The budget finder's button (AF §2). Disabled, reading '0 {type}s Found' with the note
 * 'No {type}s found for this budget', when the budget is below the lowest price in the results — or when
 * there are no results at all, since the search could only find nothing. A budget EQUAL to the lowest price
 * can buy that car, so it stays enabled. A lowest price that is missing or not positive (no priced car)
 * is unknown and only the count decides.
 */
export function budgetButton({
  count,
  lowestPrice,
  estimate,
  carType,
}: {
  count: number;
  lowestPrice?: number | null;
  estimate: number;
  carType?: string | null;
}): BudgetButton {
  const type = budgetTypeLabel(carType);
  const knownLowest = typeof lowestPrice === 'number' && Number.isFinite(lowestPrice) && lowestPrice > 0;
  const noResults = !Number.isFinite(count) || count <= 0;
  const belowLowest = knownLowest && !(estimate >= (lowestPrice as number)); // NaN estimate counts as below
  if (noResults || belowLowest) {
    return { label: `0 ${type}s Found`, disabled: true, note: `No ${type}s found for this budget` };
  }
  return { label: `View ${type}s In This Range`, disabled: false, note: null };
}

/**
 * The separate price slider (AF §2, §5): clamped to 5,000–250,000, snapped to the 500 step, thumbs never
 * cross (the moved thumb stops at the other; without `moved`, the minimum gives way). No log messages:
 * those belong to the results page sliders only.
 */
export function clampBudgetSlider(
  range: { min?: number | null; max?: number | null },
  moved?: 'min' | 'max',
): { min: number; max: number } {
  const snap = (n: number | null | undefined) =>
    typeof n === 'number' && Number.isFinite(n)
      ? BUDGET_SLIDER.min + Math.round((n - BUDGET_SLIDER.min) / BUDGET_SLIDER.step) * BUDGET_SLIDER.step
      : n;
  return clampRange({ min: snap(range.min), max: snap(range.max) }, BUDGET_SLIDER, { moved }).range;
}

/** 12500 → '$12,500' (money inputs and chips). Junk → '$0'. */
export function formatMoneyInput(n: number): string {
  return formatAud(Number.isFinite(n) ? n : 0);
}
