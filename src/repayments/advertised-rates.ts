// Credit advertising (decision 045): which lender's annual and comparison rates a site may show, as
// data. A rate is advertised only where we hold the lender's own published rates: the instant-quote
// lender's rate table (quote-rules.ts) is ours, so we can back its range and every car's quote; the
// other providers' rates reach us only as figures in each car's feed data, which no lender published to
// us, so a site of theirs shows no annual rate at all: no range, no car's rate, no fine print quoting one.
// Pure: no I/O, no React.

import { COMPARISON_RATE_STATEMENT, comparisonRate } from './comparison-rate';
import type { FinanceProvider, LendingProvider } from './display-rules';
import { QUOTE_LOAN, RATE_TABLE } from './quote-rules';

export type RateRange = { min: number; max: number };

export type AdvertisedRates = {
  /** The lender the rates belong to, named wherever they show: 'YouX'. */
  lender: string;
  /** The annual (advertised) interest rate, in % a year: 5.91 to 16.84. */
  annualRate: RateRange;
  /** The comparison rate for the same loans, in % a year: 8.38 to 19.42. */
  comparisonRate: RateRange;
  /** The basis and the warning the regulations require beside a comparison rate (one statement). */
  statement: string;
};

/** The lowest and highest annual rate of the instant-quote lender's table: every base plus its loadings. */
function rateTableRange(): RateRange {
  const loadings = [RATE_TABLE.termYears, RATE_TABLE.ageYears, RATE_TABLE.amountUnder].map((bands) =>
    bands.map(([, loading]) => loading),
  );
  const bases = Object.values(RATE_TABLE.base);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    min: round(Math.min(...bases) + loadings.reduce((sum, l) => sum + Math.min(...l), 0)),
    max: round(Math.max(...bases) + loadings.reduce((sum, l) => sum + Math.max(...l), 0)),
  };
}

const comparisonFor = (annualRatePercent: number) =>
  comparisonRate({
    annualRatePercent,
    establishmentFee: QUOTE_LOAN.establishmentFee,
    monthlyFee: QUOTE_LOAN.monthlyFee,
  });

const youxAnnual = rateTableRange();

/**
 * Each provider's published rates as we hold them, or null when we hold none. Only the instant-quote
 * lender's: its table is the platform's own engine. The others (manual, angle, powertorque,
 * nissan-finance, 360-finance, ausloans) publish none to us.
 */
export const LENDER_RATES: Record<LendingProvider, Omit<AdvertisedRates, 'statement'> | null> = {
  youx: {
    lender: 'YouX',
    annualRate: youxAnnual,
    comparisonRate: { min: comparisonFor(youxAnnual.min), max: comparisonFor(youxAnnual.max) },
  },
  manual: null,
  angle: null,
  powertorque: null,
  'nissan-finance': null,
  '360-finance': null,
  ausloans: null,
};

/**
 * The rates a site may advertise: its provider's lender, annual rate range, comparison rate range and
 * the comparison rate statement; null when we hold no rates for that provider (or it has none), and the
 * site then shows no rate range and no annual rate. E.g. coastal-toyota (youx) → YouX, 5.91–16.84 %,
 * comparison 8.38–19.42 %; carzone (angle) → null.
 */
export function advertisedRates(site: {
  config: { finance: { provider: FinanceProvider } };
}): AdvertisedRates | null {
  const { provider } = site.config.finance;
  const rates = provider === 'none' ? null : LENDER_RATES[provider];
  return rates ? { ...rates, statement: COMPARISON_RATE_STATEMENT } : null;
}

/** Whether a site of this provider may show an annual rate anywhere (a car's, a range): youx only. */
export function ratesBacked(provider: FinanceProvider): boolean {
  return provider !== 'none' && LENDER_RATES[provider] !== null;
}

/** A percentage in a text: '8.99%', '9.5 %', '10 per cent'. */
const QUOTES_A_RATE = /\d\s*(%|per\s*cent)/i;

/**
 * A lender's fine print as a site may show it: as it is where the provider's rates are backed, or when
 * it quotes no rate; else null, since it would advertise a rate we cannot back (decision 045). E.g. an
 * angle car's 'Indicative repayments … at 8.99% p.a. (comparison rate 9.5% p.a.) …' → null.
 */
export function backedDisclaimer(
  provider: FinanceProvider,
  disclaimer: string | null | undefined,
): string | null {
  const text = disclaimer?.trim() || null;
  if (text === null || ratesBacked(provider)) return text;
  return QUOTES_A_RATE.test(text) ? null : text;
}

/** '5.91% to 16.84%' (a range of one rate: '5.91%'). */
export function formatRateRange({ min, max }: RateRange): string {
  const one = (n: number) => `${n.toFixed(2)}%`;
  return min === max ? one(min) : `${one(min)} to ${one(max)}`;
}
