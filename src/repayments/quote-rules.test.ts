import { describe, expect, it } from 'vitest';
import { COMPARISON_RATE_STATEMENT, comparisonRate } from './comparison-rate';
import {
  advertisedRate,
  COMPARISON_RATE_RANGE,
  CREDIT_SCORES,
  carQuote,
  clampQuoteAmount,
  clampQuoteTerm,
  QUOTE_AMOUNT,
  QUOTE_LOAN,
  quickQuote,
  quoteAnswer,
  quoteDisclaimer,
  RATE_TABLE,
  vehicleAge,
} from './quote-rules';
import { QUOTE_TERM } from './repayment-rules';

const NOW = new Date('2026-06-15T00:00:00Z');

describe('quote inputs (AF §5, §9)', () => {
  it('default to $30,000 over 5 years with a GREAT credit history', () => {
    expect(QUOTE_AMOUNT).toEqual({ min: 10_000, max: 200_000, default: 30_000 });
    expect(QUOTE_TERM).toMatchObject({ min: 1, max: 7, step: 1, default: 5 });
    expect(CREDIT_SCORES).toEqual(['GREAT', 'DECENT', 'POOR']);
  });

  it.each([
    [-5, 10_000],
    [0, 10_000],
    [9_999, 10_000],
    [9_999.4, 10_000],
    [10_000, 10_000],
    [10_000.4, 10_000],
    [30_000, 30_000],
    [199_999, 199_999],
    [200_000, 200_000],
    [200_000.6, 200_000],
    [250_000, 200_000],
    [Number.NaN, 30_000],
  ])('amount %s → %s', (amount, clamped) => expect(clampQuoteAmount(amount)).toBe(clamped));

  it.each([
    [0, 1],
    [0.4, 1],
    [1, 1],
    [5.4, 5],
    [5.5, 6],
    [7, 7],
    [7.4, 7],
    [8, 7],
    [Number.NaN, 5],
  ])('term %s → %s years', (term, clamped) => expect(clampQuoteTerm(term)).toBe(clamped));

  it.each([
    [2026, NOW, 0],
    [2027, NOW, 0], // next year's model
    [2024, NOW, 2],
    [2014, NOW, 12],
    [null, NOW, 0], // no car: quoted as a new one
    [2024, new Date('2026-12-31T13:59:59Z'), 2], // 23:59:59 in Brisbane
    [2024, new Date('2026-12-31T14:00:00Z'), 3], // already 2027 there
  ])('a %s car on %s is %s years old', (year, now, age) => expect(vehicleAge(year, now)).toBe(age));
});

describe('the rate table', () => {
  const rate = (score: 'GREAT' | 'DECENT' | 'POOR', loanTerm: number, age: number, purchasePrice: number) =>
    advertisedRate({ selfAssessedCreditScore: score, loanTerm, purchasePrice }, age);

  it.each([
    ['GREAT', 5.91],
    ['DECENT', 8.49],
    ['POOR', 12.84],
  ] as const)('%s starts at %s %%', (score, base) => expect(rate(score, 1, 0, 40_000)).toBe(base));

  it.each([
    // term's edges (GREAT, new, $40,000)
    [1, 5.91],
    [3, 5.91],
    [4, 6.16],
    [5, 6.16],
    [6, 6.66],
    [7, 6.66],
  ])('term %s years → %s', (term, expected) => expect(rate('GREAT', term, 0, 40_000)).toBe(expected));

  it.each([
    // the age bands' edges (GREAT, 1 year, $40,000)
    [0, 5.91],
    [2, 5.91],
    [3, 6.66],
    [5, 6.66],
    [6, 7.41],
    [9, 7.41],
    [10, 8.16],
    [30, 8.16],
  ])('a car %s years old → %s', (age, expected) => expect(rate('GREAT', 1, age, 40_000)).toBe(expected));

  it.each([
    // the amount's edges (GREAT, 1 year, new)
    [10_000, 6.91],
    [19_999, 6.91],
    [20_000, 6.41],
    [39_999, 6.41],
    [40_000, 5.91],
    [200_000, 5.91],
  ])('$%s → %s', (amount, expected) => expect(rate('GREAT', 1, 0, amount)).toBe(expected));

  it('spans the spec’s comparison rate range, 8.38 % to 19.42 %, in its cheapest and dearest cells', () => {
    const comparisons: number[] = [];
    for (const score of CREDIT_SCORES)
      for (let term = 1; term <= 7; term++)
        for (const [age] of RATE_TABLE.ageYears)
          for (const amount of [10_000, 20_000, 40_000]) {
            const r = rate(score, term, Math.min(age, 40), amount);
            comparisons.push(comparisonRate({ annualRatePercent: r, ...fees }));
          }
    expect(Math.min(...comparisons)).toBe(COMPARISON_RATE_RANGE.min);
    expect(Math.max(...comparisons)).toBe(COMPARISON_RATE_RANGE.max);
    expect(COMPARISON_RATE_RANGE).toEqual({ min: 8.38, max: 19.42 });
  });
});

const fees = { establishmentFee: QUOTE_LOAN.establishmentFee, monthlyFee: QUOTE_LOAN.monthlyFee };

/**
 * The weekly repayment worked out apart from `repayment`: P = 90 % of the price + the $1,300 fee,
 * B = 30 % of the price, r = rate / 5200, N = years × 52; (P − B / (1 + r)^N) · r / (1 − (1 + r)^−N),
 * plus $10 × 12 / 52 a week, to the cent, then up to the dollar.
 */
function weeklyByHand(price: number, ratePercent: number, years: number): number {
  const P = price * 0.9 + 1300;
  const B = price * 0.3;
  const r = ratePercent / 5200;
  const N = years * 52;
  const payment = ((P - B / (1 + r) ** N) * r) / (1 - (1 + r) ** -N);
  return Math.ceil(Math.round((payment + 120 / 52) * 100) / 100);
}

describe('quickQuote (standard amortisation, a 10 % deposit and a 30 % final payment, fees included)', () => {
  it('the worked example: GREAT, $35,000, 5 years, a 2023 car in 2026 → $120 a week at 7.41 %, 9.89 %', () => {
    const quote = quickQuote(
      { selfAssessedCreditScore: 'GREAT', purchasePrice: 35_000, loanTerm: 5, year: 2023 },
      NOW,
    );
    expect(quote).toEqual({ weeklyRepaymentAmount: 120, advertisedRate: 7.41, comparisonRate: 9.89 });
  });

  it.each([
    // score, price, term, year
    ['GREAT', 10_000, 1, 2026],
    ['GREAT', 200_000, 7, 2026],
    ['DECENT', 10_000, 7, 2016],
    ['POOR', 200_000, 1, 2010],
    ['POOR', 19_999, 4, 2021],
    ['DECENT', 45_990, 5, 2023],
  ] as const)(
    '%s, $%s over %s years, a %s car: the hand-worked weekly figure',
    (score, price, term, year) => {
      const quote = quickQuote(
        { selfAssessedCreditScore: score, purchasePrice: price, loanTerm: term, year },
        NOW,
      );
      expect(quote.advertisedRate).toBe(
        advertisedRate(
          { selfAssessedCreditScore: score, purchasePrice: price, loanTerm: term },
          vehicleAge(year, NOW),
        ),
      );
      expect(quote.weeklyRepaymentAmount).toBe(weeklyByHand(price, quote.advertisedRate, term));
      expect(quote.comparisonRate).toBe(comparisonRate({ annualRatePercent: quote.advertisedRate, ...fees }));
    },
  );

  it('a longer term lowers the weekly figure; a worse history raises it', () => {
    const quote = (score: 'GREAT' | 'POOR', loanTerm: number) =>
      quickQuote({ selfAssessedCreditScore: score, purchasePrice: 30_000, loanTerm, year: 2024 }, NOW);
    expect(quote('GREAT', 7).weeklyRepaymentAmount).toBeLessThan(quote('GREAT', 1).weeklyRepaymentAmount);
    expect(quote('POOR', 5).weeklyRepaymentAmount).toBeGreaterThan(quote('GREAT', 5).weeklyRepaymentAmount);
  });
});

describe('carQuote: the car’s own quote at the defaults', () => {
  const car = (price: number | null, over: { offerPrice?: number; year?: number } = {}) => ({
    price,
    beforePrice: null,
    offerPrice: over.offerPrice ?? null,
    year: over.year ?? 2023,
  });
  const defaults = (purchasePrice: number, year = 2023) =>
    quickQuote({ selfAssessedCreditScore: 'GREAT', purchasePrice, loanTerm: 5, year }, NOW);

  it.each([
    [null, null],
    [0, null],
    [9_999, null],
    [10_000, 10_000],
    [200_000, 200_000],
    [200_001, null],
  ])('price %s → a quote on %s', (price, quotedOn) =>
    expect(carQuote(car(price), NOW)).toEqual(quotedOn === null ? null : defaults(quotedOn)),
  );

  it('quotes on the shown price: an offer below the price', () => {
    expect(carQuote(car(35_000, { offerPrice: 33_990 }), NOW)).toEqual(defaults(33_990));
    expect(carQuote(car(35_000, { offerPrice: 36_000 }), NOW)).toEqual(defaults(35_000));
  });

  it('prices the car’s age', () => {
    expect(carQuote(car(35_000, { year: 2012 }), NOW)).toEqual(defaults(35_000, 2012));
    expect(carQuote(car(35_000, { year: 2012 }), NOW)?.advertisedRate).toBeGreaterThan(
      carQuote(car(35_000, { year: 2025 }), NOW)?.advertisedRate ?? 0,
    );
  });
});

describe('the quote’s fine print (AF §9)', () => {
  const quote = { weeklyRepaymentAmount: 120, advertisedRate: 7.41, comparisonRate: 9.89 };

  it('names the 5-year term, the 10.0% deposit and the 30% final payment, with the fees and the example', () => {
    expect(quoteDisclaimer(quote, { purchasePrice: 35_000, loanTerm: 5 })).toBe(
      'Estimated weekly repayment of $120 at 7.41% p.a. (comparison rate 9.89% p.a.) for a purchase price of $35,000 over a 5-year term, with a 10.0% deposit ($3,500) and a 30% final payment ($10,500). Includes a $1,300 establishment fee and a $10 monthly account fee. Indicative only and subject to the lender’s credit assessment and approval.',
    );
  });

  it('answers the quote with the inputs it used and the regulations’ warning', () => {
    const answer = quoteAnswer(quote, {
      purchasePrice: 35_000,
      loanTerm: 5,
      selfAssessedCreditScore: 'GREAT',
    });
    expect(answer).toMatchObject({
      ...quote,
      purchasePrice: 35_000,
      loanTerm: 5,
      selfAssessedCreditScore: 'GREAT',
    });
    expect(answer.comparisonRateWarning).toBe(
      'Comparison rate calculated on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    );
    expect(answer.comparisonRateWarning).toBe(COMPARISON_RATE_STATEMENT);
  });
});
