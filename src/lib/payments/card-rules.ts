import { PAYMENT_MESSAGES as M } from './messages';

// The embedded test provider's card rules: pure, no I/O. Its test cards are Stripe's published ones, so
// a tester types the same numbers whichever provider is on:
//   4242 4242 4242 4242  succeeds
//   4000 0000 0000 0002  is declined
//   4000 0027 6000 3184  asks for a challenge step (3-D Secure), then succeeds or fails
// with any future expiry and any CVC. Any other genuine-looking number is refused: no real card is taken.

export const TEST_CARDS = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
  '4000002760003184': 'challenge',
} as const;

export type CardOutcome = (typeof TEST_CARDS)[keyof typeof TEST_CARDS] | 'not-a-test-card';

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name';

export type CardForm = Partial<Record<CardField, string>>;

export type CardCheck =
  | { ok: true; outcome: CardOutcome; last4: string }
  | { ok: false; errors: Partial<Record<CardField, string>> };

/** The digits of a card number as typed with spaces or dashes; null when anything else is in it. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** 'MM/YY' (or 'MM / YYYY') as a month and a four-digit year; null when it is not such a date. */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good through the last day of its expiry month (months counted in UTC). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

export const isValidCvc = (typed: string): boolean => /^\d{3,4}$/.test(typed.trim());

/** What a test card number does once the rest of the form is valid. */
export function cardOutcome(digits: string): CardOutcome {
  return (TEST_CARDS as Record<string, CardOutcome>)[digits] ?? 'not-a-test-card';
}

/** The shopper's card form checked field by field, with the message each bad field shows. */
export function checkCardForm(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const typedNumber = form.cardNumber?.trim() ?? '';
  const digits = cardDigits(typedNumber);
  if (!typedNumber) errors.cardNumber = M.cardNumberRequired;
  else if (!digits || !passesLuhn(digits)) errors.cardNumber = M.cardNumberInvalid;

  const typedExpiry = form.expiry?.trim() ?? '';
  const expiry = parseExpiry(typedExpiry);
  if (!typedExpiry) errors.expiry = M.expiryRequired;
  else if (!expiry) errors.expiry = M.expiryInvalid;
  else if (isExpired(expiry, now)) errors.expiry = M.expiryPast;

  if (!isValidCvc(form.cvc ?? '')) errors.cvc = M.cvcInvalid;

  const name = form.name?.trim() ?? '';
  if (!name) errors.name = M.nameRequired;
  else if (name.length > 100) errors.name = M.nameTooLong;

  if (Object.keys(errors).length > 0 || !digits) return { ok: false, errors };
  return { ok: true, outcome: cardOutcome(digits), last4: digits.slice(-4) };
}
