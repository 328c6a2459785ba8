import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { advertisedRates } from '@/repayments/advertised-rates';
import { carCardFigures, FINANCE_STEPS, financeLinkPreset, ratesCopy } from './page-rules';

/** The query a finance link carries, as Next.js hands it to the page. */
const queryOf = (href: string) =>
  Object.fromEntries(new URL(href, 'https://site.test').searchParams.entries()) as Record<string, string>;

describe('financeLinkPreset', () => {
  it("reads back the vehicle page's finance link", () => {
    const href = paths.finance({
      preferredDealership: 'coastal-toyota',
      vehiclePriceBudget: 45990,
      car_id: 42,
      car_type: 'used',
      vin: null,
      year: 2021,
      loanTerm: 5,
      selfAssessedCreditScore: 'DECENT',
      whoIsHelping: 'Sam',
    });
    expect(financeLinkPreset(queryOf(href))).toEqual({
      carId: 42,
      vehicle_price_budget: 45990,
      loan_term: 5,
      self_assessed_credit_score: 'DECENT',
      who_is_helping: 'Sam',
      dealership_slug: 'coastal-toyota',
    });
  });

  it('takes the older names price and credit_score, in any case', () => {
    expect(financeLinkPreset({ price: '25000', credit_score: 'poor' })).toEqual({
      carId: null,
      vehicle_price_budget: 25000,
      self_assessed_credit_score: 'POOR',
    });
  });

  it('leaves out empty, unreadable and unknown values', () => {
    expect(
      financeLinkPreset({
        car_id: '',
        vehiclePriceBudget: 'null',
        loanTerm: 'abc',
        selfAssessedCreditScore: 'EXCELLENT',
        whoIsHelping: '  ',
      }),
    ).toEqual({ carId: null });
    expect(financeLinkPreset({ car_id: ['7', '8'] }).carId).toBe(7);
    expect(financeLinkPreset({ car_id: '-3' }).carId).toBeNull();
  });

  it.each([
    ['1', 10_000],
    ['9999', 10_000],
    ['10000', 10_000],
    ['200000', 200_000],
    ['200001', 200_000],
    ['29990.6', 29_991],
    ['$35,000', 35_000],
  ])('clamps the amount %s to %d', (amount, expected) => {
    expect(financeLinkPreset({ vehiclePriceBudget: amount }).vehicle_price_budget).toBe(expected);
  });

  it.each([
    ['1', 1],
    ['7', 7],
    ['8', 7],
    ['5.5', 6],
    ['0', undefined],
  ])('clamps the term %s to %s years', (term, expected) => {
    expect(financeLinkPreset({ loanTerm: term }).loan_term).toBe(expected);
  });
});

describe('carCardFigures: each figure of the side card says what it is', () => {
  const NO_PRICE = 'Enquire for price.';
  const price = (amount: string, note: string | null = null) => ({ label: 'Price', amount, note });
  const subscription = (amount: string) => ({ label: 'Subscription', amount, note: 'per week' });
  const finance = (amount: string) => ({ label: 'Finance estimate', amount, note: 'per week' });
  const car = { price: 34990, priceType: 'Drive Away', subscriptionPrice: null, weeklyRepayment: null };

  it.each([
    ['a price and its type', car, [price('$34,990', 'Drive Away')]],
    ['a price without a type', { ...car, priceType: ' ' }, [price('$34,990')]],
    [
      'a subscription car on CarZone: price, subscription and finance, each labelled',
      { ...car, subscriptionPrice: 230, weeklyRepayment: 127 },
      [price('$34,990', 'Drive Away'), subscription('$230'), finance('$127')],
    ],
    [
      'a subscription without finance',
      { ...car, subscriptionPrice: 189 },
      [price('$34,990', 'Drive Away'), subscription('$189')],
    ],
    [
      'finance without a subscription',
      { ...car, weeklyRepayment: 127 },
      [price('$34,990', 'Drive Away'), finance('$127')],
    ],
    ['no price', { ...car, price: null }, [price(NO_PRICE)]],
    [
      'a price of 0, a subscription of 0, a weekly of 0',
      { ...car, price: 0, subscriptionPrice: 0, weeklyRepayment: 0 },
      [price(NO_PRICE)],
    ],
  ])('%s', (_label, input, expected) => {
    expect(carCardFigures(input, NO_PRICE)).toEqual(expected);
  });
});

describe('the page copy', () => {
  it('names the three steps and the comparison-rate range as the spec does', () => {
    expect(FINANCE_STEPS).toEqual([
      'apply online in minutes',
      'get pre-approved with a personalised rate',
      'purchase your car',
    ]);
  });

  it('names the lender and puts each annual rate range beside its comparison rate range', () => {
    const rates = advertisedRates({ config: { finance: { provider: 'youx' } } });
    expect(rates && ratesCopy(rates)).toBe(
      'YouX: interest rates from 5.91% to 16.84% p.a., comparison rates from 8.38% to 19.42% p.a.',
    );
  });
});
