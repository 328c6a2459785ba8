// The comparison rate as the National Consumer Credit Protection Regulations 2010 define it (reg 100): a
// nominal annual rate, n × r × 100 %, where n is the number of repayments a year (12 for monthly) and r
// is the rate per repayment period that makes the amount of credit equal to the present value of every
// repayment and credit fee: Σ A_j / (1 + r)^j = Σ (R_j + C_j) / (1 + r)^j. Advertised for the standard
// example of a secured loan of $30,000 over 5 years (AF §9 'comparison example: 5-year secured loan of
// 30000'). Pure: no I/O.

import { formatAud } from '@/lib/money';
import { repayment } from './repayment-rules';

/** The regulations' example for a secured fixed-term loan: $30,000 over 5 years, repaid monthly. */
export const COMPARISON_EXAMPLE = { amount: 30_000, termYears: 5 } as const;
/** The basis every advertised comparison rate is for (AF §9), worded as the credit code's example… */
export const COMPARISON_RATE_BASIS = `Comparison rate calculated on a secured loan of ${formatAud(COMPARISON_EXAMPLE.amount)} over ${COMPARISON_EXAMPLE.termYears} years.`;
/** …and the warning the regulations require beside it (National Credit Code sch 1, NCCP Regulations reg 100). */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';
/** The whole statement, shown wherever an annual rate is: the basis, then the warning. */
export const COMPARISON_RATE_STATEMENT = `${COMPARISON_RATE_BASIS} ${COMPARISON_RATE_WARNING}`;

export type ComparisonLoan = {
  /** The advertised (annual percentage) rate, e.g. 7.41. */
  annualRatePercent: number;
  /** Charged at settlement and financed: added to what the repayments pay off, not to the credit. */
  establishmentFee: number;
  /** Charged with every monthly repayment. */
  monthlyFee: number;
};

const MONTHS_A_YEAR = 12;
/** r is bracketed between 0 and 100 % a month (1,200 % a year): far above any rate a lender may charge. */
const MAX_MONTHLY_RATE = 1;
const ITERATIONS = 100;

const cache = new Map<string, number>();

/**
 * The comparison rate in % a year, to 2 decimal places (8.38), for the standard example at the loan's
 * rate and fees. The repayments R are the standard amortisation of $30,000 plus the financed
 * establishment fee (`repayment`, monthly), C the monthly fee; r is found by bisection (the present
 * value falls as r rises, so 100 halvings pin it far below a cent). E.g. 5.91 % with a $1,300
 * establishment fee and $10 a month → R = $603.81 + $10 → 8.38 %; with no fees it is the rate itself.
 * Memoised: a site's cars share a handful of rates.
 */
export function comparisonRate(loan: ComparisonLoan): number {
  const key = `${loan.annualRatePercent}|${loan.establishmentFee}|${loan.monthlyFee}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const { amount, termYears } = COMPARISON_EXAMPLE;
  const perMonth =
    repayment({
      amount: amount + Math.max(0, loan.establishmentFee),
      annualRatePercent: loan.annualRatePercent,
      termYears,
      frequency: 'monthly',
    }).payment + Math.max(0, loan.monthlyFee);
  const months = termYears * MONTHS_A_YEAR;
  const presentValue = (r: number) =>
    r === 0 ? perMonth * months : (perMonth * (1 - (1 + r) ** -months)) / r;
  let low = 0;
  let high = MAX_MONTHLY_RATE;
  for (let i = 0; i < ITERATIONS; i++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amount) low = middle;
    else high = middle;
  }
  const rate = Math.round(MONTHS_A_YEAR * low * 100 * 100) / 100;
  cache.set(key, rate);
  return rate;
}
