import { describe, expect, it } from 'vitest';
import {
  advertisedRates,
  backedDisclaimer,
  formatRateRange,
  LENDER_RATES,
  ratesBacked,
} from './advertised-rates';
import { COMPARISON_RATE_STATEMENT } from './comparison-rate';
import type { FinanceProvider } from './display-rules';
import { COMPARISON_RATE_RANGE } from './quote-rules';

const site = (provider: FinanceProvider) => ({ config: { finance: { provider } } });

describe('advertisedRates', () => {
  it.each<[FinanceProvider, string | null]>([
    ['youx', 'YouX'],
    ['manual', null],
    ['angle', null],
    ['powertorque', null],
    ['nissan-finance', null],
    ['360-finance', null],
    ['ausloans', null],
    ['none', null],
  ])('%s: the lender %s, or no rates where we hold none', (provider, lender) => {
    expect(advertisedRates(site(provider))?.lender ?? null).toBe(lender);
  });

  it("gives the instant-quote lender's table: the annual range, its comparison rates and the statement", () => {
    expect(advertisedRates(site('youx'))).toEqual({
      lender: 'YouX',
      annualRate: { min: 5.91, max: 16.84 },
      comparisonRate: COMPARISON_RATE_RANGE,
      statement: COMPARISON_RATE_STATEMENT,
    });
  });

  it('has an entry for every lending provider', () => {
    expect(Object.keys(LENDER_RATES).sort()).toEqual(
      ['360-finance', 'angle', 'ausloans', 'manual', 'nissan-finance', 'powertorque', 'youx'].sort(),
    );
  });
});

describe('the comparison rate statement', () => {
  it("is the credit code's wording: the $30,000 over 5 years basis, then the warning", () => {
    expect(COMPARISON_RATE_STATEMENT).toBe(
      'Comparison rate calculated on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    );
  });
});

describe('formatRateRange', () => {
  it.each([
    [{ min: 8.38, max: 19.42 }, '8.38% to 19.42%'],
    [{ min: 5.9, max: 5.9 }, '5.90%'],
    [{ min: 6, max: 7.5 }, '6.00% to 7.50%'],
  ])('%o → %s', (range, text) => {
    expect(formatRateRange(range)).toBe(text);
  });
});

describe('ratesBacked and backedDisclaimer', () => {
  const quoting = 'Indicative repayments based on a 5-year loan at 8.99% p.a. (comparison rate 9.5% p.a.).';
  const plain = 'Subject to credit approval. Fees and charges apply.';

  it.each<[FinanceProvider, boolean, string | null, string | null]>([
    ['youx', true, quoting, quoting],
    ['youx', true, plain, plain],
    ['angle', false, quoting, null],
    ['angle', false, plain, plain],
    ['manual', false, 'At 10 per cent a year.', null],
    ['360-finance', false, `  ${plain}  `, plain],
    ['ausloans', false, '', null],
    ['powertorque', false, null, null],
    ['nissan-finance', false, 'Rate 6 %.', null],
    ['none', false, quoting, null],
  ])('%s: backed %s; %j → %j', (provider, backed, disclaimer, shown) => {
    expect(ratesBacked(provider)).toBe(backed);
    expect(backedDisclaimer(provider, disclaimer)).toBe(shown);
  });
});
