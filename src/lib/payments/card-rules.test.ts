import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardOutcome,
  checkCardForm,
  isExpired,
  isValidCvc,
  parseExpiry,
  passesLuhn,
} from './card-rules';
import { PAYMENT_MESSAGES as M } from './messages';

const now = new Date('2026-11-24T20:00:00Z');
const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', name: 'Jo Citizen' };

describe('card numbers', () => {
  it.each([
    ['4242 4242 4242 4242', '4242424242424242'],
    ['4242-4242-4242-4242', '4242424242424242'],
    [' 4000002760003184 ', '4000002760003184'],
    ['4242 4242 4242 424a', null],
    ['42424242424', null], // 11 digits
    ['42424242424242424242', null], // 20 digits
    ['', null],
  ])('%j has digits %j', (typed, digits) => {
    expect(cardDigits(typed)).toBe(digits);
  });

  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000002760003184', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['4000000000000001', false],
    ['1234567812345678', false],
  ])('Luhn %s → %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it.each([
    ['4242424242424242', 'succeed'],
    ['4000000000000002', 'decline'],
    ['4000002760003184', 'challenge'],
    ['5555555555554444', 'not-a-test-card'],
  ])('%s → %s', (digits, outcome) => {
    expect(cardOutcome(digits)).toBe(outcome);
  });
});

describe('expiry', () => {
  it.each([
    ['11/26', { month: 11, year: 2026 }],
    ['1/27', { month: 1, year: 2027 }],
    [' 03 / 2030 ', { month: 3, year: 2030 }],
    ['13/26', null],
    ['00/26', null],
    ['11-26', null],
    ['1126', null],
    ['11/026', null],
  ])('%j reads as %j', (typed, expiry) => {
    expect(parseExpiry(typed)).toEqual(expiry);
  });

  it.each([
    ['this month', { month: 11, year: 2026 }, false],
    ['next month', { month: 12, year: 2026 }, false],
    ['last month', { month: 10, year: 2026 }, true],
    ['this month last year', { month: 11, year: 2025 }, true],
    ['January next year', { month: 1, year: 2027 }, false],
  ])('%s is expired: %s', (_label, expiry, expired) => {
    expect(isExpired(expiry, now)).toBe(expired);
  });

  it('holds through the last moment of the month, in UTC', () => {
    const expiry = { month: 11, year: 2026 };
    expect(isExpired(expiry, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isExpired(expiry, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });
});

describe('CVC', () => {
  it.each([
    ['123', true],
    ['1234', true],
    [' 123 ', true],
    ['12', false],
    ['12345', false],
    ['12a', false],
    ['', false],
  ])('%j → %s', (typed, valid) => {
    expect(isValidCvc(typed)).toBe(valid);
  });
});

describe('the card form', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeed', '4242'],
    ['4000 0000 0000 0002', 'decline', '0002'],
    ['4000 0027 6000 3184', 'challenge', '3184'],
    ['5555 5555 5555 4444', 'not-a-test-card', '4444'],
  ])('%s with a future expiry and any CVC → %s', (cardNumber, outcome, last4) => {
    expect(checkCardForm({ ...good, cardNumber }, now)).toEqual({ ok: true, outcome, last4 });
  });

  it('takes this month as the expiry, and a four-digit CVC', () => {
    expect(checkCardForm({ ...good, expiry: '11/26', cvc: '9876' }, now)).toMatchObject({ ok: true });
  });

  it.each([
    [{ cardNumber: '' }, { cardNumber: M.cardNumberRequired }],
    [{ cardNumber: '4242 4242 4242 4241' }, { cardNumber: M.cardNumberInvalid }],
    [{ cardNumber: '4242 abcd' }, { cardNumber: M.cardNumberInvalid }],
    [{ expiry: '' }, { expiry: M.expiryRequired }],
    [{ expiry: '13/27' }, { expiry: M.expiryInvalid }],
    [{ expiry: '10/26' }, { expiry: M.expiryPast }],
    [{ cvc: '12' }, { cvc: M.cvcInvalid }],
    [{ name: '  ' }, { name: M.nameRequired }],
    [{ name: 'x'.repeat(101) }, { name: M.nameTooLong }],
    [
      { cardNumber: '1', expiry: 'soon', cvc: '', name: '' },
      { cardNumber: M.cardNumberInvalid, expiry: M.expiryInvalid, cvc: M.cvcInvalid, name: M.nameRequired },
    ],
  ])('%j → errors %j', (change, errors) => {
    expect(checkCardForm({ ...good, ...change }, now)).toEqual({ ok: false, errors });
  });

  it('treats missing fields as empty', () => {
    expect(checkCardForm({}, now)).toEqual({
      ok: false,
      errors: {
        cardNumber: M.cardNumberRequired,
        expiry: M.expiryRequired,
        cvc: M.cvcInvalid,
        name: M.nameRequired,
      },
    });
  });
});
