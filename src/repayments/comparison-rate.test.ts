import { describe, expect, it } from 'vitest';
import { COMPARISON_EXAMPLE, comparisonRate } from './comparison-rate';

// The comparison rate against examples worked out apart from the code under test: the repayment by the
// textbook closed form, and the present value of the 60 monthly payments summed one by one.

/** The monthly repayment of `principal` at `annual` % over 60 months: P·i / (1 − (1 + i)^−60). */
function monthlyPayment(principal: number, annual: number): number {
  const i = annual / 1200;
  return i === 0 ? principal / 60 : (principal * i) / (1 - (1 + i) ** -60);
}

/** Σ payment / (1 + r)^j for j = 1…60, r the nominal annual rate / 12, term by term. */
function presentValue(payment: number, annual: number): number {
  let sum = 0;
  for (let j = 1; j <= 60; j++) sum += payment / (1 + annual / 1200) ** j;
  return sum;
}

describe('comparisonRate (NCCP Regulations 2010, reg 100: $30,000 over 5 years, monthly)', () => {
  it('is the regulations’ example: $30,000 over 5 years', () => {
    expect(COMPARISON_EXAMPLE).toEqual({ amount: 30_000, termYears: 5 });
  });

  // Worked example, by hand: 5.91 % p.a. with a $1,300 establishment fee (financed) and $10 a month.
  //   P = 30,000 + 1,300 = 31,300; i = 0.0591 / 12 = 0.004925
  //   R = 31,300 × 0.004925 / (1 − 1.004925^−60) = $603.81; with the fee each month R + C = $613.81
  //   PV of 60 × $613.81 at 8.375 % = $30,005.75 and at 8.385 % = $29,998.69: the rate r that makes it
  //   $30,000 lies between them, so the comparison rate is 8.38 % p.a. (the spec's lower figure, AF §9).
  it('works out the hand example: 5.91 % + $1,300 + $10 a month → 8.38 %', () => {
    const perMonth = monthlyPayment(31_300, 5.91) + 10;
    expect(perMonth).toBeCloseTo(613.81, 2);
    expect(presentValue(perMonth, 8.375)).toBeGreaterThan(30_000);
    expect(presentValue(perMonth, 8.385)).toBeLessThan(30_000);
    expect(comparisonRate({ annualRatePercent: 5.91, establishmentFee: 1300, monthlyFee: 10 })).toBe(8.38);
  });

  it.each([
    // rate, establishment fee, monthly fee, comparison rate
    [10, 0, 0, 10], // no fees: the comparison rate is the rate itself
    [0, 0, 0, 0],
    [5.91, 1300, 10, 8.38], // the hand example above
    [16.84, 1300, 10, 19.42], // the spec's upper figure: R = $775.20 + $10
    [7.41, 1300, 10, 9.89],
    [0, 1300, 0, 1.68], // fees alone: 60 × $521.67 is worth $30,000 at 1.68 %
  ])('rate %s, establishment fee $%s, $%s a month → %s', (rate, fee, monthly, expected) => {
    const rateFound = comparisonRate({ annualRatePercent: rate, establishmentFee: fee, monthlyFee: monthly });
    expect(rateFound).toBe(expected);
    // Independently: at the rounded rate ± half a hundredth the present value brackets $30,000.
    if (expected > 0) {
      const perMonth = monthlyPayment(30_000 + fee, rate) + monthly;
      expect(presentValue(perMonth, expected - 0.005)).toBeGreaterThan(30_000);
      expect(presentValue(perMonth, expected + 0.005)).toBeLessThan(30_000);
    }
  });

  it('rises with every fee and with the rate', () => {
    const base = { annualRatePercent: 8, establishmentFee: 0, monthlyFee: 0 };
    const plain = comparisonRate(base);
    expect(comparisonRate({ ...base, establishmentFee: 500 })).toBeGreaterThan(plain);
    expect(comparisonRate({ ...base, monthlyFee: 5 })).toBeGreaterThan(plain);
    expect(comparisonRate({ ...base, annualRatePercent: 8.5 })).toBeGreaterThan(plain);
  });
});
