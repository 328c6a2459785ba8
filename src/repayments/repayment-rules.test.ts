import { describe, expect, it } from 'vitest';
import type { FinanceLenders, YouxQuote } from '@/db/json-types';
import { loadSiteConfigs } from '@/tenancy/site-files';
import {
  amountRangeMessage,
  CALCULATOR_INTEREST,
  type CalculatorBounds,
  calculatorBounds,
  carFinance,
  clampAmount,
  clampInput,
  collapseDisclaimer,
  countedPrice,
  ENQUIRE_FOR_FINANCE,
  establishmentFee,
  type FinanceCar,
  type FinanceProvider,
  FREQUENCIES,
  type Frequency,
  financeDisplay,
  type LendingProvider,
  monthlyFromWeekly,
  NO_FINANCE_MAKES,
  providerData,
  repayment,
  repaymentDisplay,
} from './repayment-rules';

// ── Repayment maths ───────────────────────────────────────────────────────────────────────────

describe('monthlyFromWeekly (AF §9: 4.33 weeks a month)', () => {
  it.each([
    [150, 649.5],
    [0, 0],
    [Number.NaN, 0],
  ])('monthly from weekly %s → %s', (weekly, monthly) =>
    expect(monthlyFromWeekly(weekly)).toBeCloseTo(monthly, 10),
  );
});

/**
 * An independent check of the formula: pay the loan off period by period (interest added, payment
 * taken) and see what is left. With the right payment exactly the balloon remains.
 */
function balanceAfter(principal: number, ratePercent: number, n: number, periods: number, payment: number) {
  let balance = principal;
  for (let i = 0; i < periods; i++) balance = balance * (1 + ratePercent / 100 / n) - payment;
  return balance;
}

describe('repayment (standard amortisation with a balloon, AF §9)', () => {
  it('30,000 at 10 % over 5 years monthly is the textbook 637.41', () => {
    const r = repayment({ amount: 30_000, annualRatePercent: 10, termYears: 5, frequency: 'monthly' });
    expect(r.payment).toBeCloseTo(637.41, 2);
    expect(r.periods).toBe(60);
    expect(r.totalPayable).toBeCloseTo(637.4113 * 60, 2);
  });

  it.each<[Frequency, number, number, number, number, number]>([
    // frequency, amount, deposit, balloon, rate, years
    ['weekly', 30_000, 0, 0, 10, 5],
    ['fortnightly', 30_000, 0, 0, 10, 5],
    ['monthly', 30_000, 0, 0, 10, 5],
    ['weekly', 45_990, 5_000, 12_000, 8.99, 7],
    ['fortnightly', 45_990, 5_000, 12_000, 8.99, 4.5],
    ['monthly', 120_000, 20_000, 30_000, 6.5, 3],
    ['monthly', 30_000, 0, 9_000, 10, 5],
  ])(
    '%s: %s less %s deposit, %s balloon, %s %% over %s years leaves exactly the balloon',
    (frequency, amount, deposit, balloon, rate, years) => {
      const n = FREQUENCIES[frequency];
      const r = repayment({
        amount,
        deposit,
        residual: balloon,
        annualRatePercent: rate,
        termYears: years,
        frequency,
      });
      expect(r.periods).toBe(years * n);
      expect(balanceAfter(amount - deposit, rate, n, years * n, r.payment)).toBeCloseTo(balloon, 4);
      expect(r.totalPayable).toBeCloseTo(r.payment * years * n + balloon, 6);
    },
  );

  it.each<[Frequency, number]>([
    // closed form for 30,000 at 10 % over 5 years, worked out by hand: P·r / (1 − (1 + r)^−N)
    ['weekly', (30_000 * (0.1 / 52)) / (1 - (1 + 0.1 / 52) ** -260)],
    ['fortnightly', (30_000 * (0.1 / 26)) / (1 - (1 + 0.1 / 26) ** -130)],
  ])('%s payment of 30,000 at 10 %% over 5 years', (frequency, expected) => {
    const r = repayment({ amount: 30_000, annualRatePercent: 10, termYears: 5, frequency });
    expect(r.payment).toBeCloseTo(expected, 8);
  });

  it('weekly and fortnightly agree with the known values 146.73 and 293.68', () => {
    const base = { amount: 30_000, annualRatePercent: 10, termYears: 5 };
    expect(repayment({ ...base, frequency: 'weekly' }).payment).toBeCloseTo(146.73, 2);
    expect(repayment({ ...base, frequency: 'fortnightly' }).payment).toBeCloseTo(293.68, 2);
  });

  it.each([
    // amount, deposit, tradeIn, balloon, years, frequency, payment, total
    [30_000, 0, 0, 0, 5, 'monthly', 500, 30_000],
    [30_000, 6_000, 0, 0, 2, 'monthly', 1_000, 24_000],
    [30_000, 0, 6_000, 0, 2, 'monthly', 1_000, 24_000],
    [30_000, 3_000, 3_000, 0, 2, 'monthly', 1_000, 24_000],
    [26_000, 0, 0, 5_200, 1, 'weekly', 400, 26_000],
  ] as const)(
    'at 0 %%: (%s − %s − %s − balloon %s) / N over %s years %s = %s',
    (amount, deposit, tradeIn, residual, termYears, frequency, payment, total) => {
      const r = repayment({ amount, deposit, tradeIn, residual, annualRatePercent: 0, termYears, frequency });
      expect(r.payment).toBeCloseTo(payment, 10);
      expect(r.totalPayable).toBeCloseTo(total, 10);
    },
  );

  it.each([
    ['deposit covers the price', { amount: 20_000, deposit: 20_000 }, 0, 0],
    ['deposit above the price', { amount: 20_000, deposit: 25_000 }, 0, 0],
    ['balloon above the loan is capped at the loan', { amount: 20_000, residual: 50_000 }, 0, 20_000],
    ['balloon equal to the loan', { amount: 20_000, residual: 20_000 }, 0, 20_000],
    ['no amount', { amount: 0 }, 0, 0],
    ['negative amount', { amount: -5_000 }, 0, 0],
    ['NaN amount', { amount: Number.NaN }, 0, 0],
    ['zero term', { amount: 20_000, termYears: 0 }, 0, 0],
  ])('never negative: %s → payment %s', (_label, input, payment, total) => {
    const r = repayment({ annualRatePercent: 0, termYears: 5, frequency: 'monthly', ...input });
    expect(r.payment).toBe(payment);
    expect(r.totalPayable).toBe(total);
  });

  it('a balloon equal to the loan at a positive rate leaves interest-only payments', () => {
    const r = repayment({
      amount: 12_000,
      residual: 12_000,
      annualRatePercent: 12,
      termYears: 1,
      frequency: 'monthly',
    });
    expect(r.payment).toBeCloseTo(120, 8); // 1 % a month of 12,000
  });

  it('negative deposit, trade-in, balloon and rate count as 0', () => {
    const r = repayment({
      amount: 30_000,
      deposit: -1,
      tradeIn: -1,
      residual: -1,
      annualRatePercent: -3,
      termYears: 5,
      frequency: 'monthly',
    });
    expect(r.payment).toBe(500);
  });
});

describe('repaymentDisplay (AF §5: 25 or less → Enquire for Finance)', () => {
  it.each([
    [25, ENQUIRE_FOR_FINANCE, ''],
    [24.99, ENQUIRE_FOR_FINANCE, ''],
    [0, ENQUIRE_FOR_FINANCE, ''],
    [-10, ENQUIRE_FOR_FINANCE, ''],
    [Number.NaN, ENQUIRE_FOR_FINANCE, ''],
    [25.01, '$25.01', '$1,501'],
    [637.4113, '$637.41', '$1,501'],
    [1234.5, '$1,234.50', '$1,501'],
  ])('%s → %s / total %s', (payment, text, total) => {
    expect(repaymentDisplay(payment, 1500.6)).toEqual({ text, total });
  });

  it('without a total the total is blank', () =>
    expect(repaymentDisplay(100)).toEqual({ text: '$100.00', total: '' }));
});

describe('collapseDisclaimer (AF §9: 197 characters)', () => {
  it.each([
    [0, false],
    [196, false],
    [197, false],
    [198, true],
    [600, true],
  ])('%s characters → collapsible %s', (length, collapsible) => {
    const text = 'x'.repeat(length);
    const out = collapseDisclaimer(text);
    expect(out.collapsible).toBe(collapsible);
    expect(out.full).toBe(text);
    expect(out.short).toBe(text.slice(0, 197));
    expect(out.short.length).toBe(Math.min(length, 197));
  });

  it('counts characters, not UTF-16 units: an emoji at the cut stays whole', () => {
    const text = `${'a'.repeat(196)}🚗🚗`;
    const out = collapseDisclaimer(text);
    expect(out.collapsible).toBe(true);
    expect(out.short).toBe(`${'a'.repeat(196)}🚗`);
  });

  it.each([null, undefined, '   '])('%s → empty, not collapsible', (text) =>
    expect(collapseDisclaimer(text)).toEqual({ short: '', full: '', collapsible: false }),
  );
});

// ── Calculator bounds ─────────────────────────────────────────────────────────────────────────

const defaults = {
  calculatorMinAmount: 1000,
  calculatorMaxAmount: 250_000,
  defaultTermYears: 6,
  maxTermYears: 7,
  interestMin: 0.5,
  interestMax: 15,
  interestLocked: false,
  overPriceMakes: [] as string[],
};

describe('calculatorBounds (AF §5, §9)', () => {
  it('schema defaults: 1,000–250,000 step 500; 1–7 years step 0.5 from 6; 0.5–15 % step 0.5 from 10', () => {
    expect(calculatorBounds(defaults, { price: 34_990 })).toEqual<CalculatorBounds>({
      amount: { min: 1000, max: 250_000, step: 500, default: 34_990 },
      term: { min: 1, max: 7, step: 0.5, default: 6 },
      interest: { min: 0.5, max: 15, step: 0.5, default: 10, locked: false },
      deposit: { min: 0, max: 250_000, step: 500, default: 0 },
      residual: { min: 0, max: 250_000, step: 500, default: 0 },
    });
  });

  it.each([
    // price → default amount (30,000 when the car has no price; a price counts only above 10)
    [0, 30_000],
    [null, 30_000],
    [10, 30_000],
    [11, 1_000], // a real (if tiny) price, lifted to the minimum
    [999, 1_000],
    [1_000, 1_000],
    [34_990, 34_990],
    [250_000, 250_000],
    [250_001, 250_000],
  ])('price %s → default amount %s', (price, amount) =>
    expect(calculatorBounds(defaults, { price }).amount.default).toBe(amount),
  );

  it.each([
    ['another provider or brand: min 5000', { calculatorMinAmount: 5000 }, 'amount', 'min', 5000],
    ['a site maximum', { calculatorMaxAmount: 150_000 }, 'amount', 'max', 150_000],
    ['term default 5 for some', { defaultTermYears: 5 }, 'term', 'default', 5],
    ['term max', { maxTermYears: 5 }, 'term', 'max', 5],
    ['term default above the max is clamped', { defaultTermYears: 7, maxTermYears: 5 }, 'term', 'default', 5],
    [
      'interest 7.5–14.5 for one provider (min)',
      { interestMin: 7.5, interestMax: 14.5 },
      'interest',
      'min',
      7.5,
    ],
    [
      'interest 7.5–14.5 for one provider (max)',
      { interestMin: 7.5, interestMax: 14.5 },
      'interest',
      'max',
      14.5,
    ],
    ['interest 4–20 on another site', { interestMin: 4, interestMax: 20 }, 'interest', 'max', 20],
    ['locked interest', { interestLocked: true }, 'interest', 'locked', true],
    ['a default interest outside the range is clamped', { interestMax: 9 }, 'interest', 'default', 9],
  ] as const)('%s', (_label, override, group, key, expected) => {
    const bounds = calculatorBounds({ ...defaults, ...override }, { price: 30_000 });
    expect((bounds[group] as Record<string, unknown>)[key]).toBe(expected);
  });

  it.each([
    // the other calculator: 100,000, or 105 % of a price above 100,000 for the over-price brand
    ['Toyota', 100_000, 100_000],
    ['Toyota', 100_001, 105_001],
    ['toyota', 120_000, 126_000],
    ['Toyota', 50_000, 100_000],
    ['Lexus', 120_000, 100_000],
  ])('other calculator, %s at %s → max %s', (make, price, max) => {
    const bounds = calculatorBounds(
      { ...defaults, overPriceMakes: ['Toyota'] },
      { price, make },
      { calculator: 'other' },
    );
    expect(bounds.amount.max).toBe(max);
    expect(bounds.amount.default).toBe(Math.min(price, max));
  });

  it('the sidebar calculator ignores the over-price rule', () => {
    const bounds = calculatorBounds(
      { ...defaults, overPriceMakes: ['Toyota'] },
      { price: 300_000, make: 'Toyota' },
    );
    expect(bounds.amount.max).toBe(250_000);
  });

  it.each([
    ['sidebar', 10],
    ['other', 8.5],
  ] as const)('the %s calculator starts at %s %% whatever the car’s own rate', (calculator, interest) => {
    expect(CALCULATOR_INTEREST[calculator]).toBe(interest);
    expect(calculatorBounds(defaults, { price: 30_000 }, { calculator }).interest.default).toBe(interest);
  });

  it('a site whose interest range starts above the default starts at its minimum', () =>
    expect(
      calculatorBounds({ ...defaults, interestMin: 9 }, { price: 30_000 }, { calculator: 'other' }).interest
        .default,
    ).toBe(9));

  it('every real tenant yields sane bounds', () => {
    for (const config of loadSiteConfigs()) {
      const b = calculatorBounds(config.finance, { price: 30_000 });
      for (const range of [b.amount, b.term, b.interest, b.deposit, b.residual]) {
        expect(range.min).toBeLessThanOrEqual(range.default);
        expect(range.default).toBeLessThanOrEqual(range.max);
      }
    }
  });
});

describe('clampAmount (AF §5, §8)', () => {
  const bounds = calculatorBounds(defaults, { price: 30_000 });
  const message = 'Cannot be less than $1,000 or more than $250,000';

  it('the message is the contract text on the sidebar calculator', () => {
    expect(amountRangeMessage(1000)).toBe(message);
    expect(amountRangeMessage(5000, 250_000)).toBe('Cannot be less than $5,000 or more than $250,000');
  });

  it.each([
    [-5, 0, message],
    [0, 0, message],
    ['', 0, message],
    ['abc', 0, message],
    [1, 1000, message],
    [999, 1000, message],
    [999.99, 1000, message],
    [1000, 1000, null],
    [1000.01, 1000.01, null],
    [30_000, 30_000, null],
    ['$30,000', 30_000, null],
    [250_000, 250_000, null],
    [250_000.01, 250_000, message],
    [250_001, 250_000, message],
  ])('%s → %s (%s)', (input, value, expected) => {
    expect(clampAmount(input, bounds)).toEqual({ value, message: expected });
    expect(clampAmount(input, bounds.amount)).toEqual({ value, message: expected });
  });

  it.each([
    [4_999, 5_000],
    [5_000, 5_000],
  ])('with a 5,000 minimum: %s → %s', (input, value) => {
    const five = calculatorBounds({ ...defaults, calculatorMinAmount: 5000 }, { price: 30_000 });
    expect(clampAmount(input, five).value).toBe(value);
    if (input < 5000)
      expect(clampAmount(input, five).message).toBe('Cannot be less than $5,000 or more than $250,000');
  });
});

describe('clampInput (other inputs clamped, AF §5)', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [250_000, 250_000],
    [250_001, 250_000],
    ['12,000', 12_000],
    ['junk', 0],
  ])('deposit %s → %s', (input, value) => expect(clampInput(input, { min: 0, max: 250_000 })).toBe(value));

  it.each([
    [0.5, 1],
    [1, 1],
    [7, 7],
    [7.5, 7],
  ])('term %s → %s', (input, value) => expect(clampInput(input, { min: 1, max: 7 })).toBe(value));
});

// ── Display conditions ────────────────────────────────────────────────────────────────────────

const NOW = new Date('2026-06-15T00:00:00Z');
const lender = (over: Partial<FinanceLenders[string]> = {}): FinanceLenders[string] => ({
  interestRate: 8.99,
  comparisonRate: 9.49,
  paymentWeek: 150,
  paymentMonth: 650,
  ...over,
});
type CarSpec = Omit<FinanceCar, 'finance'> & {
  financeLenders: FinanceLenders | null;
  youxQuote: YouxQuote | null;
  financeRate: number;
};
const carFor = (provider: string, over: Partial<CarSpec> = {}, lenderOver = {}): FinanceCar => {
  const spec: CarSpec = {
    make: 'Toyota',
    dealershipSlug: 'coastal-toyota',
    year: 2022,
    price: 30_000,
    status: 'in_stock',
    financeLenders: { [provider]: lender(lenderOver) },
    youxQuote: null,
    financeRate: 8.99,
    ...over,
  };
  const { financeLenders, youxQuote, financeRate, ...car } = spec;
  return { ...car, finance: carFinance({ financeLenders, youxQuote, financeRate }) };
};
const noExclusions = { excludedDealerships: [] as string[] };
const display = (provider: FinanceProvider, car: FinanceCar, config = noExclusions, now = NOW) =>
  financeDisplay({ settings: { provider, ...config }, car, now });
const visible = (provider: FinanceProvider, car: FinanceCar, config = noExclusions, now = NOW) =>
  display(provider, car, config, now).panel;

const ALL: LendingProvider[] = [
  'youx',
  'manual',
  'angle',
  'powertorque',
  'nissan-finance',
  '360-finance',
  'ausloans',
];

describe('financeDisplay: the finance panel (AF §5)', () => {
  it.each(ALL)('%s: an eligible car shows', (provider) =>
    expect(visible(provider, carFor(provider))).toBe(true),
  );

  it.each(ALL)('%s: no provider data → hidden', (provider) =>
    expect(visible(provider, carFor(provider, { financeLenders: null }))).toBe(false),
  );

  it.each(ALL)('%s: data for another provider only → hidden', (provider) =>
    expect(visible(provider, carFor(provider, { financeLenders: { other: lender() } }))).toBe(false),
  );

  it.each(ALL.flatMap((p) => [[p, 'interestRate'] as const, [p, 'comparisonRate'] as const]))(
    '%s: %s null → hidden',
    (provider, rate) => expect(visible(provider, carFor(provider, {}, { [rate]: null }))).toBe(false),
  );

  it.each(ALL)('%s: site provider none → hidden', (provider) =>
    expect(visible('none', carFor(provider))).toBe(false),
  );

  // provider, price, shown — 500 vs 501 and 10 vs 11 for each provider
  it.each<[FinanceProvider, number | null, boolean]>([
    ...(['youx', 'manual', 'angle', 'powertorque', 'nissan-finance'] as const).flatMap(
      (p): [FinanceProvider, number | null, boolean][] => [
        [p, null, false],
        [p, 0, false],
        [p, 10, false],
        [p, 11, false],
        [p, 500, false],
        [p, 501, true],
      ],
    ),
    // 360 Finance and AusLoans need only in stock: price does not matter
    ...(['360-finance', 'ausloans'] as const).flatMap((p): [FinanceProvider, number | null, boolean][] => [
      [p, 0, true],
      [p, 10, true],
      [p, 11, true],
      [p, 500, true],
      [p, 501, true],
    ]),
  ])('%s at price %s → %s', (provider, price, shown) =>
    expect(visible(provider, carFor(provider, { price }))).toBe(shown),
  );

  it.each<[FinanceProvider, string, boolean]>(
    ALL.flatMap((p): [FinanceProvider, string, boolean][] => [
      [p, 'in_stock', true],
      [p, 'coming_soon', false],
      [p, 'sold', false],
      [p, 'withdrawn', false],
    ]),
  )('%s with status %s → %s', (provider, status, shown) =>
    expect(visible(provider, carFor(provider, { status }))).toBe(shown),
  );

  it.each<[number, boolean]>([
    [2014, false], // exactly current year − 12
    [2015, true], // current year − 11
    [2026, true],
    [2000, false],
  ])('youx: year %s in 2026 → %s', (year, shown) =>
    expect(visible('youx', carFor('youx', { year }))).toBe(shown),
  );

  it.each(ALL.filter((p) => p !== 'youx'))('%s: the car’s age does not matter', (provider) =>
    expect(visible(provider, carFor(provider, { year: 1990 }))).toBe(true),
  );

  it.each<[string, Date, number, boolean]>([
    ['Brisbane new year (UTC still 2026)', new Date('2026-12-31T14:00:00Z'), 2015, false],
    ['Brisbane 2026', new Date('2026-12-31T13:59:59Z'), 2015, true],
  ])('youx: the current year is Brisbane’s: %s', (_label, now, year, shown) =>
    expect(visible('youx', carFor('youx', { year }), noExclusions, now)).toBe(shown),
  );

  it.each<[number | null, boolean]>([
    [null, false],
    [0, false],
    [0.01, true],
  ])('youx: comparison rate %s → %s', (comparisonRate, shown) =>
    expect(visible('youx', carFor('youx', {}, { comparisonRate }))).toBe(shown),
  );

  it('youx: the instant quote alone is provider data', () => {
    const quote = { weeklyRepaymentAmount: 150, advertisedRate: 8.99, comparisonRate: 9.49 };
    expect(visible('youx', carFor('youx', { financeLenders: null, youxQuote: quote }))).toBe(true);
    const zero = { ...quote, comparisonRate: 0 };
    expect(visible('youx', carFor('youx', { financeLenders: null, youxQuote: zero }))).toBe(false);
  });

  it.each<[FinanceProvider, number | null, boolean]>(
    (['manual', 'angle', 'powertorque'] as const).flatMap(
      (p): [FinanceProvider, number | null, boolean][] => [
        [p, null, false],
        [p, 0, false],
        [p, 0.01, true],
      ],
    ),
  )('%s needs a weekly payment: %s → %s', (provider, paymentWeek, shown) =>
    expect(visible(provider, carFor(provider, {}, { paymentWeek, paymentMonth: 650 }))).toBe(shown),
  );

  it.each<[number | null, number | null, boolean]>([
    [null, 150, false],
    [0, 150, false],
    [650, null, true],
    [0.01, null, true],
  ])('nissan-finance needs a monthly payment: month %s, week %s → %s', (paymentMonth, paymentWeek, shown) =>
    expect(visible('nissan-finance', carFor('nissan-finance', {}, { paymentMonth, paymentWeek }))).toBe(
      shown,
    ),
  );

  it.each<[FinanceProvider]>([['360-finance'], ['ausloans']])('%s needs no payments', (provider) =>
    expect(visible(provider, carFor(provider, {}, { paymentWeek: null, paymentMonth: null }))).toBe(true),
  );
});

describe('financeDisplay: a Suzuki or an excluded dealership shows no finance anywhere (AF §5)', () => {
  const dealer = { excludedDealerships: ['coastal-toyota'] };
  const nothing = { offered: false, panel: false, calculator: false, weekly: null };

  it.each(ALL)(
    '%s: Suzuki (any case), on every site → no panel, calculator, weekly figure or finance buttons',
    (p) => {
      expect(NO_FINANCE_MAKES).toEqual(['Suzuki']);
      expect(display(p, carFor(p, { make: 'Suzuki' }))).toEqual(nothing);
      expect(display(p, carFor(p, { make: 'SUZUKI' }))).toEqual(nothing);
      expect(display(p, carFor(p, { make: ' suzuki ' }))).toEqual(nothing);
      expect(display(p, carFor(p, { make: 'Mazda' }))).toMatchObject({
        offered: true,
        panel: true,
        calculator: true,
      });
    },
  );

  it('a Suzuki is offered no finance on any demo site, whatever its provider', () => {
    for (const config of loadSiteConfigs()) {
      const { provider } = config.finance;
      const suzuki = carFor(provider, { make: 'Suzuki', dealershipSlug: null });
      expect(financeDisplay({ settings: config.finance, car: suzuki, now: NOW }), config.slug).toEqual(
        nothing,
      );
    }
  });

  it.each(ALL)('%s: an excluded dealership → nothing', (p) => {
    expect(display(p, carFor(p), dealer)).toEqual(nothing);
    expect(display(p, carFor(p, { dealershipSlug: 'other' }), dealer).offered).toBe(true);
  });

  it('a car that is offered finance but has no panel still gets the finance buttons', () =>
    expect(display('manual', carFor('manual', { financeLenders: null }))).toEqual({
      offered: true,
      panel: false,
      calculator: true,
      weekly: null,
    }));
});

describe('financeDisplay: the calculator shows when the finance rate is above 0 (SV §4)', () => {
  it.each([
    [0, false],
    [0.01, true],
    [8.99, true],
    [-1, false],
    [Number.NaN, false],
  ])('rate %s → %s', (financeRate, shown) =>
    expect(display('manual', carFor('manual', { financeRate })).calculator).toBe(shown),
  );
});

describe('financeDisplay().weekly: one weekly repayment per car and site', () => {
  const quote = { weeklyRepaymentAmount: 173, advertisedRate: 9.17, comparisonRate: 9.8 };
  const both = { youx: lender({ paymentWeek: 175 }), angle: lender({ paymentWeek: 149 }) };
  const figure = (provider: FinanceProvider, over: Partial<CarSpec> = {}, config = noExclusions) =>
    financeDisplay({ settings: { provider, ...config }, car: carFor(provider, over), now: NOW }).weekly;

  it.each<[string, FinanceProvider, Partial<CarSpec>, number | null]>([
    [
      'the instant-quote site shows the quote, not the lender entry',
      'youx',
      { financeLenders: both, youxQuote: quote },
      173,
    ],
    [
      'an Angle site shows Angle’s payment, never the instant quote',
      'angle',
      { financeLenders: both, youxQuote: quote },
      149,
    ],
    [
      'the instant-quote site without a quote falls back to its lender entry',
      'youx',
      { financeLenders: both },
      175,
    ],
    [
      'rounded to whole dollars',
      'manual',
      { financeLenders: { manual: lender({ paymentWeek: 146.5 }) } },
      147,
    ],
    [
      'a provider quoting only monthly has no weekly figure',
      'nissan-finance',
      { financeLenders: { 'nissan-finance': lender({ paymentWeek: null }) } },
      null,
    ],
    ['no panel, no figure (sold)', 'angle', { financeLenders: both, status: 'sold' }, null],
    ['no panel, no figure (price 500)', 'angle', { financeLenders: both, price: 500 }, null],
    ['no provider data', 'manual', { financeLenders: null }, null],
  ])('%s', (_label, provider, over, expected) => expect(figure(provider, over)).toBe(expected));

  it('an excluded make has no figure', () =>
    expect(figure('angle', { financeLenders: both, make: 'Suzuki' })).toBeNull());
});

describe('providerData', () => {
  it('youx reads the instant quote first, then its lender entry; monthly only without a quote', () => {
    const data = providerData('youx', {
      financeLenders: { youx: { interestRate: 8.5, paymentWeek: 175, paymentMonth: 760 } },
      youxQuote: { weeklyRepaymentAmount: 140, advertisedRate: 9, comparisonRate: 9.5 },
    });
    expect(data).toEqual({ interestRate: 9, comparisonRate: 9.5, paymentWeek: 140, paymentMonth: null });
    expect(
      providerData('youx', { financeLenders: { youx: { interestRate: 8.5, paymentMonth: 760 } } }),
    ).toEqual({ interestRate: 8.5, comparisonRate: null, paymentWeek: null, paymentMonth: 760 });
  });
  it('other providers ignore the instant quote', () =>
    expect(
      providerData('manual', {
        financeLenders: null,
        youxQuote: { weeklyRepaymentAmount: 140, advertisedRate: 9, comparisonRate: 9.5 },
      }),
    ).toBeNull());
  it('none has no data', () =>
    expect(providerData('none', { financeLenders: { none: lender() } })).toBeNull());
});

describe('establishmentFee: one table of providers (AF §9)', () => {
  it.each<[FinanceProvider, number | null]>([
    ['youx', 1300],
    ['ausloans', 1360.5],
    ['360-finance', 1360.5],
    ['angle', 395],
    ['powertorque', 6],
    ['nissan-finance', 8],
    ['manual', 912.25],
    ['none', null],
  ])('%s → %s', (provider, fee) => expect(establishmentFee(provider)).toBe(fee));
});

describe('countedPrice (a price counts only above 10)', () => {
  it.each([
    [null, 0],
    [-1, 0],
    [0, 0],
    [10, 0],
    [10.01, 10.01],
    [11, 11],
    [34_990, 34_990],
  ])('%s → %s', (price, counted) => expect(countedPrice(price)).toBe(counted));
});
