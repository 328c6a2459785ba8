import { describe, expect, it } from 'vitest';
// ── Finance calculator ────────────────────────────────────────────────────────────────────────
import { formatMoney } from '@/lib/money';
import { ENQUIRE_FOR_FINANCE } from '@/repayments/repayment-rules';
import {
  advertisedRepayment,
  type CalculatorState,
  draftValue,
  type FinanceLender,
  FREQUENCY_OPTIONS,
  FUEL_DEFAULTS,
  financeEstimate,
  financePanelFigures,
  formatAudCents,
  formatRate,
  formatTerm,
  fuelCalculatorDefaults,
  numberFromText,
  showsFuelCalculator,
  weeklyFuelCost,
  yearlyFuelCost,
} from './calculator-rules';

describe('frequency switch (AF §3, §9)', () => {
  it('offers weekly, fortnightly and monthly, starting weekly', () => {
    expect(FREQUENCY_OPTIONS.map((o) => o.value)).toEqual(['weekly', 'fortnightly', 'monthly']);
  });
});

describe('numberFromText', () => {
  it.each([
    ['30000', 30_000],
    ['$30,000', 30_000],
    [' 30 000 ', 30_000],
    ['8.5%', 8.5],
    ['.5', 0.5],
    ['5.', 5],
    ['-5', -5],
    ['0', 0],
    ['', Number.NaN],
    ['12a', Number.NaN],
    ['1.2.3', Number.NaN],
    ['$', Number.NaN],
  ])('%j → %s', (text, expected) => expect(numberFromText(text)).toBe(expected));
});

describe('draftValue: only in-range typing moves the value', () => {
  const range = { min: 1000, max: 250_000 };
  it.each([
    ['1', null],
    ['999', null],
    ['1000', 1000],
    ['15000', 15_000],
    ['$250,000', 250_000],
    ['250001', null],
    ['', null],
    ['abc', null],
  ])('%j → %s', (text, expected) => expect(draftValue(text, range)).toBe(expected));
});

describe('financeEstimate (AF §5, §9)', () => {
  const base: CalculatorState = {
    amount: 30_000,
    deposit: 0,
    residual: 0,
    interest: 10,
    termYears: 5,
    frequency: 'monthly',
  };
  it.each([
    ['$30,000, 10 %, 5 years monthly', base, '$637.41', '$38,245', false],
    ['with a $9,000 balloon', { ...base, residual: 9000 }, '$521.19', '$40,271', false],
    ['weekly', { ...base, frequency: 'weekly' as const }, '$146.73', '$38,151', false],
    ['a $1,000 loan is not quoted', { ...base, amount: 1000 }, ENQUIRE_FOR_FINANCE, '', true],
    ['a cleared amount (0) is not quoted', { ...base, amount: 0 }, ENQUIRE_FOR_FINANCE, '', true],
    ['a deposit of the whole price', { ...base, deposit: 30_000 }, ENQUIRE_FOR_FINANCE, '', true],
  ])('%s → %s / %j', (_label, state, text, total, enquire) =>
    expect(financeEstimate(state)).toEqual({ text, total, enquire }),
  );

  it('25 or less reads Enquire for Finance, 25.01 is quoted (boundary)', () => {
    // 0 % over 1 year monthly: the payment is amount / 12.
    const at = (amount: number) => financeEstimate({ ...base, amount, interest: 0, termYears: 1 }).text;
    expect(at(300)).toBe(ENQUIRE_FOR_FINANCE); // $25.00
    expect(at(300.12)).toBe('$25.01');
  });
});

describe('advertisedRepayment: one statement of the fee, true of the figure beside it (AF §9)', () => {
  it.each<[number, number | null, { figure: string; fee: string | null }]>([
    [127, 395, { figure: '$127 per week', fee: 'including the $395 establishment fee' }],
    [89, 1300, { figure: '$89 per week', fee: 'including the $1,300 establishment fee' }],
    [150, 1360.5, { figure: '$150 per week', fee: 'including the $1,360.50 establishment fee' }],
    [150, 912.25, { figure: '$150 per week', fee: 'including the $912.25 establishment fee' }],
    [150, 0, { figure: '$150 per week', fee: null }],
    [150, null, { figure: '$150 per week', fee: null }],
  ])('%d a week, fee %s', (weekly, fee, expected) => {
    expect(advertisedRepayment(weekly, fee)).toEqual(expected);
    expect(advertisedRepayment(weekly, fee).fee ?? '').not.toMatch(/not included/);
  });
});

describe('formatting', () => {
  it.each([
    [1, '1 year'],
    [1.5, '1.5 years'],
    [6, '6 years'],
  ])('formatTerm(%s) → %s', (years, text) => expect(formatTerm(years)).toBe(text));

  it.each([
    [8.49, '8.49%'],
    [8.5, '8.5%'],
    [10, '10%'],
    [9.999, '10%'],
    [0, '0%'],
  ])('formatRate(%s) → %s', (rate, text) => expect(formatRate(rate)).toBe(text));

  it.each([
    [395, '$395'],
    [1300, '$1,300'],
    [1360.5, '$1,360.50'],
    [912.25, '$912.25'],
    [6, '$6'],
    [649.5, '$649.50'],
    [0, '$0'],
    [99.999, '$100'],
  ])('formatMoney(%s) → %s', (amount, text) => expect(formatMoney(amount)).toBe(text));

  it.each([
    [42.5, '$42.50'],
    [2210, '$2,210.00'],
    [0, '$0.00'],
  ])('formatAudCents(%s) → %s', (amount, text) => expect(formatAudCents(amount)).toBe(text));
});

// ── Finance panel ─────────────────────────────────────────────────────────────────────────────

describe('financePanelFigures (SV §3, AF §5, §9)', () => {
  const lender: FinanceLender = {
    disclaimer: 'Indicative repayments…',
    termYears: 5,
    termMonths: 60,
    interestRate: 8.99,
    comparisonRate: 9.49,
    establishmentFees: 1360.5,
    deposit: 3500,
    balloon: 9000,
    paymentWeek: 150,
    paymentMonth: 652,
    totalPayable: 48_120,
    financeProvider: ' Angle Finance ',
  };
  const quote = { weeklyRepaymentAmount: 128, advertisedRate: 8.49, comparisonRate: 9.02 };

  it('reads every lender figure; the weekly figure and fee are the car’s and the provider’s', () => {
    expect(
      financePanelFigures({ provider: 'manual', layout: 'standard', lender, youxQuote: null, weekly: 150 }),
    ).toEqual({
      providerName: 'Angle Finance',
      weekly: 150,
      monthly: 652,
      // We hold no rates of the manual provider's lender: its figures show, its rates do not (decision 045).
      rates: null,
      deposit: 3500,
      termMonths: 60,
      establishmentFee: 912.25,
      totalPayable: 48_120,
      finalPayment: 9000,
    });
  });

  it.each([
    ['angle layout: $0 final payment even with a balloon', 'angle', 9000, 0],
    ['standard layout: the balloon', 'standard', 9000, 9000],
    ['standard layout without a balloon: none', 'standard', 0, null],
    ['compact layout without a balloon: none', 'compact', 0, null],
    ['angle layout without a balloon: still $0', 'angle', 0, 0],
  ] as const)('%s', (_label, layout, balloon, finalPayment) =>
    expect(
      financePanelFigures({
        provider: 'angle',
        layout,
        lender: { ...lender, balloon },
        youxQuote: null,
        weekly: 150,
      })?.finalPayment,
    ).toBe(finalPayment),
  );

  it('never shows a rate without its comparison rate', () => {
    const noComparison = { ...lender, comparisonRate: null };
    expect(
      financePanelFigures({
        provider: 'youx',
        layout: 'standard',
        lender: noComparison,
        youxQuote: null,
        weekly: 150,
      })?.rates,
    ).toBeNull();
    const noRate = { ...lender, interestRate: null };
    expect(
      financePanelFigures({
        provider: 'youx',
        layout: 'standard',
        lender: noRate,
        youxQuote: null,
        weekly: 150,
      })?.rates,
    ).toBeNull();
  });

  it.each([
    [
      'a provider whose rates we hold, its lender named',
      'youx',
      ' Angle Finance ',
      { interest: 8.99, comparison: 9.49 },
    ],
    [
      'a provider whose rates we hold, its lender unnamed: YouX',
      'youx',
      ' ',
      { interest: 8.99, comparison: 9.49 },
    ],
    ...(['manual', 'angle', 'powertorque', 'nissan-finance', '360-finance', 'ausloans'] as const).map(
      (provider) => [`${provider}: no rate we hold`, provider, 'Angle Finance', null] as const,
    ),
  ] as const)('rates for %s (decision 045)', (_label, provider, financeProvider, rates) => {
    const figures = financePanelFigures({
      provider,
      layout: 'standard',
      lender: { ...lender, financeProvider },
      youxQuote: null,
      weekly: 150,
    });
    expect(figures?.rates).toEqual(rates);
    if (rates) expect(figures?.providerName).toMatch(/^(Angle Finance|YouX)$/);
  });

  it('completes the instant-quote provider from the quote; monthly = weekly × 4.33', () => {
    expect(
      financePanelFigures({
        provider: 'youx',
        layout: 'standard',
        lender: null,
        youxQuote: quote,
        weekly: 128,
      }),
    ).toEqual({
      providerName: 'YouX',
      weekly: 128,
      monthly: 128 * 4.33,
      rates: { interest: 8.49, comparison: 9.02 },
      deposit: null,
      termMonths: null,
      establishmentFee: 1300,
      totalPayable: null,
      finalPayment: null,
    });
  });

  it('the instant-quote site beside a lender entry: the quote’s rates, no total payable of the other loan', () => {
    const figures = financePanelFigures({
      provider: 'youx',
      layout: 'standard',
      lender: { ...lender, paymentWeek: 175 },
      youxQuote: { ...quote, weeklyRepaymentAmount: 173 },
      weekly: 173,
    });
    expect(figures).toMatchObject({
      weekly: 173,
      monthly: 173 * 4.33,
      rates: { interest: 8.49, comparison: 9.02 },
      totalPayable: null,
      establishmentFee: 1300,
    });
  });

  it.each([
    ['no data at all', 'manual', null, null],
    ['provider none', 'none', lender, null],
    ['a quote without the youx provider', 'manual', null, quote],
  ] as const)('null for %s', (_label, provider, data, youxQuote) =>
    expect(
      financePanelFigures({ provider, layout: 'standard', lender: data, youxQuote, weekly: null }),
    ).toBeNull(),
  );

  it.each([
    ['term from years', { termMonths: undefined, termYears: 7 }, 'termMonths', 84],
    ['zero monthly left out (then weekly × 4.33)', { paymentMonth: 0 }, 'monthly', 150 * 4.33],
    ['zero deposit shown', { deposit: 0 }, 'deposit', 0],
    ['the lender entry’s fee is not the provider’s', { establishmentFees: 395 }, 'establishmentFee', 912.25],
    ['zero total left out', { totalPayable: 0 }, 'totalPayable', null],
    ['blank provider name', { financeProvider: '  ' }, 'providerName', null],
  ] as const)('%s', (_label, patch, key, expected) =>
    expect(
      financePanelFigures({
        provider: 'manual',
        layout: 'standard',
        lender: { ...lender, ...patch },
        youxQuote: null,
        weekly: 150,
      })?.[key],
    ).toBe(expected),
  );
});

// ── Delivery calculator ───────────────────────────────────────────────────────────────────────

describe('fuel calculator (AF §5, §9)', () => {
  it.each([
    [FUEL_DEFAULTS, 42.5, 2210],
    [{ pricePerLitre: 2, kmPerWeek: 100, litresPer100: 5 }, 10, 520],
    [{ pricePerLitre: 1.7, kmPerWeek: 0, litresPer100: 10 }, 0, 0],
    [{ pricePerLitre: 1.7, kmPerWeek: -100, litresPer100: 10 }, 0, 0],
    [{ pricePerLitre: Number.NaN, kmPerWeek: 250, litresPer100: 10 }, 0, 0],
  ])('%j → %s a week, %s a year', (input, weekly, yearly) => {
    expect(weeklyFuelCost(input)).toBeCloseTo(weekly, 10);
    expect(yearlyFuelCost(input)).toBeCloseTo(yearly, 10);
  });

  it.each([
    [null, 10],
    [{ fuelconsumptioncombined: null }, 10],
    [{ fuelconsumptioncombined: 0 }, 10],
    [{ fuelconsumptioncombined: 6.8 }, 6.8],
  ])('consumption default from %j → %s', (variant, litres) =>
    expect(fuelCalculatorDefaults(variant).litresPer100).toBe(litres),
  );

  it.each([
    ['Petrol', true],
    ['Diesel', true],
    ['Hybrid', true],
    ['Plug-in Hybrid', true],
    [null, true],
    ['Electric', false],
    ['electric', false],
    ['EV', false],
  ])('%s → fuel calculator %s', (fuel, shown) => expect(showsFuelCalculator(fuel)).toBe(shown));
});
