import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX_CENTS,
  AMOUNT_MESSAGE,
  AMOUNT_MIN_CENTS,
  AMOUNT_REQUIRED_MESSAGE,
  amountError,
  amountText,
  onlinePaymentIdOf,
  onlinePaymentOf,
  parseAmountCents,
  parseReference,
  providerReference,
  REFERENCE_MAX_LENGTH,
  REFERENCE_MESSAGE,
  REFERENCE_REQUIRED_MESSAGE,
  referenceError,
} from './online-payment-rules';

describe('parseReference (1 to 40 letters, digits, spaces, - / #, trimmed)', () => {
  it.each([
    ['INV-10234', 'INV-10234'],
    ['  SO 4471/B  ', 'SO 4471/B'],
    ['#42', '#42'],
    ['a', 'a'],
    ['A'.repeat(REFERENCE_MAX_LENGTH), 'A'.repeat(40)],
    [` ${'A'.repeat(40)} `, 'A'.repeat(40)],
    ['A'.repeat(41), null],
    ['', null],
    ['   ', null],
    ['INV_1', null],
    ['INV.1', null],
    ['INV\u00001', null],
    ['INV\n1', null],
    ['<script>', null],
    ['Ré-42', null],
    [42, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => expect(parseReference(value)).toBe(expected));
});

describe('parseAmountCents ($1.00 to $100,000.00, at most 2 decimals, whole cents)', () => {
  it.each([
    ['1', 100],
    ['1.00', 100],
    ['0.99', null],
    ['0', null],
    ['1.5', 150],
    ['0.29', null],
    ['250.29', 25_029],
    ['$250', 25_000],
    ['$ 250.00', 25_000],
    ['1,250.00', 125_000],
    ['100000', 10_000_000],
    ['100,000.00', 10_000_000],
    ['100000.01', null],
    ['100001', null],
    ['1.234', null],
    ['1.', null],
    ['.5', null],
    ['-5', null],
    ['1,25.00', null],
    ['12,50', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    ['9'.repeat(20), null],
    [250, 25_000],
    [250.5, 25_050],
    [0.1 + 0.2, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
  ])('%j → %j', (value, expected) => expect(parseAmountCents(value)).toBe(expected));

  it('has its bounds in cents', () => {
    expect([AMOUNT_MIN_CENTS, AMOUNT_MAX_CENTS]).toEqual([100, 10_000_000]);
  });
});

describe('the messages name the field: missing, then not right', () => {
  it.each([
    ['', REFERENCE_REQUIRED_MESSAGE],
    ['  ', REFERENCE_REQUIRED_MESSAGE],
    [undefined, REFERENCE_REQUIRED_MESSAGE],
    ['INV_1', REFERENCE_MESSAGE],
    ['A'.repeat(41), REFERENCE_MESSAGE],
    ['A'.repeat(40), null],
  ])('reference %j → %j', (value, message) => expect(referenceError(value)).toBe(message));

  it.each([
    ['', AMOUNT_REQUIRED_MESSAGE],
    [null, AMOUNT_REQUIRED_MESSAGE],
    ['0.99', AMOUNT_MESSAGE],
    ['100000.01', AMOUNT_MESSAGE],
    ['1.234', AMOUNT_MESSAGE],
    ['1.00', null],
    ['100000.00', null],
  ])('amount %j → %j', (value, message) => expect(amountError(value)).toBe(message));

  it('says the field and its bounds', () => {
    expect(REFERENCE_MESSAGE).toBe('A payment reference has up to 40 letters, digits, spaces and - / #.');
    expect(AMOUNT_MESSAGE).toBe('Please enter an amount from $1.00 to $100,000.00, e.g. 250.00.');
  });
});

describe('the provider reference', () => {
  const id = '2f1c7a52-4b7e-4f7e-9a53-0d1f7b2c9e11';
  it('names an online payment, never a reservation', () => {
    expect(providerReference(id)).toBe(`op_${id}`);
    expect(onlinePaymentIdOf(providerReference(id))).toBe(id);
    expect(onlinePaymentIdOf(id)).toBeNull();
    expect(onlinePaymentIdOf(null)).toBeNull();
  });
});

describe('the page reads the answers', () => {
  it('finds the payment in an answer, or null', () => {
    const payment = { id: 'x', status: 'paid' };
    expect(onlinePaymentOf({ payment })).toEqual(payment);
    expect(onlinePaymentOf({ payment: null })).toBeNull();
    expect(onlinePaymentOf({ payment: { id: 1, status: 'paid' } })).toBeNull();
    expect(onlinePaymentOf({ error: 'Payment not found' })).toBeNull();
    expect(onlinePaymentOf(null)).toBeNull();
  });

  it('starts the form with the amount in dollars and cents', () => {
    expect(amountText(125_050)).toBe('1250.50');
    expect(amountText(100)).toBe('1.00');
    expect(parseAmountCents(amountText(10_000_000))).toBe(10_000_000);
  });
});
