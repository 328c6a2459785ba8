import { describe, expect, it } from 'vitest';
import { POPUP_HEADING } from './components/get-finance-popup';
import {
  amountDigits,
  amountOnBlur,
  createCustomerBody,
  detailsErrors,
  POPUP_STEPS,
  startingAmount,
} from './popup-rules';

const details = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  postCode: '4000',
  whoIsHelping: '',
  subscribe: true,
};

describe('the Get Finance popup rules', () => {
  it('names the spec’s four steps and heading (AF §2)', () => {
    expect(POPUP_STEPS).toEqual([
      'Quick Estimate',
      'Your Details',
      'Instant pre-approval',
      'Apply to lender',
    ]);
    expect(POPUP_HEADING).toBe('Instant Finance pre-approval with no impact on your credit score.');
  });

  it('keeps the amount’s digits only and clamps it on blur to $10,000–$200,000 (AF §5)', () => {
    expect(amountDigits('$35,0a00 ')).toBe('35000');
    expect(amountOnBlur('9999')).toBe(10_000);
    expect(amountOnBlur('10000')).toBe(10_000);
    expect(amountOnBlur('200000')).toBe(200_000);
    expect(amountOnBlur('200001')).toBe(200_000);
    expect(amountOnBlur('$45,500')).toBe(45_500);
    expect(amountOnBlur('')).toBe(30_000);
  });

  it('starts at the car’s price when a quote can be made on it, else $30,000 (AF §9)', () => {
    expect(startingAmount(35_990)).toBe(35_990);
    expect(startingAmount(9_000)).toBe(30_000);
    expect(startingAmount(250_000)).toBe(30_000);
    expect(startingAmount(null)).toBe(30_000);
  });

  it('asks for names, a valid email and a postcode', () => {
    expect(detailsErrors(details)).toEqual({});
    expect(
      Object.keys(detailsErrors({ ...details, firstName: ' ', lastName: '', email: 'x@', postCode: '' })),
    ).toEqual(['firstName', 'lastName', 'email', 'postCode']);
  });

  it('builds create-customer’s data and additionalData (AF §7)', () => {
    const attributes = { visited_pages: ['/', '/cars/a'], linked_query_params: { utm_source: 'fb' } };
    const body = createCustomerBody(
      { amount: 35_000, term: 5, creditScore: 'GREAT' },
      details,
      '0412345678',
      { id: 7, year: 2023, vin: 'VIN1', nvic: null },
      { url: 'https://x.test/cars/a', attributes },
    );
    expect(body).toEqual({
      data: {
        selfAssessedCreditScore: 'GREAT',
        purchasePrice: 35_000,
        loanTerm: 5,
        year: 2023,
        vin: 'VIN1',
        nvic: null,
        whoIsHelping: null,
        phoneNumber: '0412345678',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        subscribe: true,
        postCode: '4000',
      },
      additionalData: {
        car_id: 7,
        whoIsHelping: null,
        url: 'https://x.test/cars/a',
        lead_attributes: attributes,
      },
    });
  });
});
