import type { SiteConfig } from '@/tenancy/site-config';

// Which finance surfaces a car shows on a site and its one weekly figure (AF §5; SV §4), with the providers'
// table they read: apart from the rest of the finance rules (rules.ts), so a search card carries only this.
// No I/O, no React.

/** Below this a price is a placeholder ('$1', '$10'), not a price (AF §5 'Price counts only if above 10'). */
export const MIN_COUNTED_PRICE = 10;

/** A price the finance rules believe: above $10, else 0. E.g. 10 → 0, 11 → 11, 34990 → 34990. */
export function countedPrice(price: number | null | undefined): number {
  const p = finite(price);
  return p > MIN_COUNTED_PRICE ? p : 0;
}

// ── Providers (AF §1, §5, §9) ──────────────────────────────────────────────────────────────────

export type FinanceProvider = SiteConfig['finance']['provider'];
export type LendingProvider = Exclude<FinanceProvider, 'none'>;

type ProviderRule = {
  /** The provider's establishment fee in dollars (AF §9). */
  establishmentFee: number;
  /** What a car needs, beyond provider data with both rates, for the provider's finance to show (AF §5). */
  needs: {
    /** A price over FINANCE_MIN_PRICE. */
    price: boolean;
    /** A weekly / monthly payment above 0. */
    weekly: boolean;
    monthly: boolean;
    /** A comparison rate above 0 and a car newer than this many years (the instant-quote provider). */
    maxAgeYears: number | null;
  };
};

const needs = (over: Partial<ProviderRule['needs']> = {}): ProviderRule['needs'] => ({
  price: false,
  weekly: false,
  monthly: false,
  maxAgeYears: null,
  ...over,
});

/**
 * Everything that differs by finance provider, in one table (AF §5 display conditions, AF §9
 * establishment fees: 1300 one provider, 1360.5 AusLoans-style, 395, 6, 8 and 912.25). Every provider
 * also needs the car in stock.
 */
export const PROVIDERS: Record<LendingProvider, ProviderRule> = {
  youx: { establishmentFee: 1300, needs: needs({ price: true, maxAgeYears: 12 }) },
  ausloans: { establishmentFee: 1360.5, needs: needs() },
  '360-finance': { establishmentFee: 1360.5, needs: needs() },
  angle: { establishmentFee: 395, needs: needs({ price: true, weekly: true }) },
  powertorque: { establishmentFee: 6, needs: needs({ price: true, weekly: true }) },
  'nissan-finance': { establishmentFee: 8, needs: needs({ price: true, monthly: true }) },
  manual: { establishmentFee: 912.25, needs: needs({ price: true, weekly: true }) },
};

/** Price-gated providers need a price above this (AF §5). */
export const FINANCE_MIN_PRICE = 500;

/** What the finance surfaces read of a provider for a car: its rates and payments. */
export type ProviderData = {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
};

/**
 * What a car carries for finance, small enough for every search card: its data per provider and its
 * finance rate (the calculator shows only above 0, SV §4).
 */
export type CarFinance = {
  providers: Partial<Record<LendingProvider, ProviderData>>;
  rate: number;
};

// ── What finance a car shows on a site (AF §5; SV §4) ──────────────────────────────────────────

export type FinanceSettings = Pick<SiteConfig['finance'], 'provider' | 'excludedDealerships'>;

/**
 * Makes no site offers finance for (AF §5 'not for a Suzuki manufacturer'): the same on every site, so
 * not a site setting. Matched ignoring case and surrounding spaces (' SUZUKI ' is Suzuki).
 */
export const NO_FINANCE_MAKES: readonly string[] = ['Suzuki'];

const financedMake = (make: string) =>
  !NO_FINANCE_MAKES.some((m) => m.toLowerCase() === make.trim().toLowerCase());

export type FinanceCar = {
  make: string;
  dealershipSlug?: string | null;
  year: number;
  /** The shopper's price (shownPrice). */
  price: number | null;
  status: string;
  finance: CarFinance;
};

export type FinanceDisplay = {
  /**
   * Finance is offered at all: false for a Suzuki (NO_FINANCE_MAKES, any site) or a car of one of the
   * site's excluded dealerships.
   * Then no surface shows: no panel, calculator, weekly figure, Finance or Get Finance button, nor
   * 'Request a Quote'.
   */
  offered: boolean;
  /** The sidebar finance panel. */
  panel: boolean;
  /** The finance calculator block: offered and the car's finance rate above 0 (SV §4). */
  calculator: boolean;
  /**
   * The one weekly repayment the car shows on the site, the same on its card, sticky header, finance
   * panel and beside the calculator: the site's provider's weekly payment (the instant quote's
   * weeklyRepaymentAmount for 'youx', the lender's paymentWeek for the others), in whole dollars, and
   * only where the panel shows; null otherwise (an excluded car, a provider quoting only monthly).
   */
  weekly: number | null;
};

/**
 * Which finance surfaces a car shows on a site, decided once for the vehicle page, its sticky bars and
 * buttons, and the search cards. The panel needs (AF §5): finance offered; provider data with interest
 * and comparison rates not null; the car in stock (coming_soon is not); then the provider's own needs
 * (PROVIDERS): a price over 500 (a price counts only above 10), a weekly or monthly payment, and for
 * the instant-quote provider a comparison rate above 0 and year > current year − 12 (2026: 2015 yes,
 * 2014 no; the year is Brisbane's, so the cut-off moves at an Australian new year).
 */
export function financeDisplay({
  settings,
  car,
  now,
}: {
  settings: FinanceSettings;
  car: FinanceCar;
  now: Date;
}): FinanceDisplay {
  const offered =
    financedMake(car.make) &&
    !(car.dealershipSlug && settings.excludedDealerships.includes(car.dealershipSlug));
  const panel = offered && panelShows(settings.provider, car, now);
  const data = settings.provider === 'none' ? undefined : car.finance.providers[settings.provider];
  const weekly = panel ? positive(data?.paymentWeek) : null;
  return {
    offered,
    panel,
    calculator: offered && car.finance.rate > 0,
    weekly: weekly === null ? null : Math.round(weekly),
  };
}

function panelShows(provider: FinanceProvider, car: FinanceCar, now: Date): boolean {
  if (provider === 'none') return false;
  const data = car.finance.providers[provider];
  if (!data || data.interestRate == null || data.comparisonRate == null) return false;
  if (car.status !== 'in_stock') return false;
  const rule = PROVIDERS[provider].needs;
  if (rule.price && !(countedPrice(car.price) > FINANCE_MIN_PRICE)) return false;
  if (rule.weekly && !(finite(data.paymentWeek) > 0)) return false;
  if (rule.monthly && !(finite(data.paymentMonth) > 0)) return false;
  if (rule.maxAgeYears !== null) {
    if (!(data.comparisonRate > 0)) return false;
    if (!(car.year > australianYear(now) - rule.maxAgeYears)) return false;
  }
  return true;
}

export function finite(n: number | null | undefined): number {
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

function positive(n: number | null | undefined): number | null {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

const BRISBANE_OFFSET_MS = 10 * 3_600_000;

/** The calendar year in Brisbane at `now`: 2026-12-31T15:00Z is already 2027 there. */
export function australianYear(now: Date): number {
  return new Date(now.getTime() + BRISBANE_OFFSET_MS).getUTCFullYear();
}
