import { describe, expect, it } from 'vitest';
import { isPromoActive } from './promo-rules';

const start = new Date('2025-07-01T00:00:00+10:00');
const expiry = new Date('2025-07-24T23:59:59+10:00');
const at = (iso: string) => new Date(iso);

describe('isPromoActive (e.g. a 1 to 24 July 2025 promotion)', () => {
  it.each([
    ['a second before the start', at('2025-06-30T23:59:59+10:00'), false],
    ['at the start', start, true],
    ['in the middle', at('2025-07-12T12:00:00+10:00'), true],
    ['at the expiry', expiry, true],
    ['a second after the expiry', at('2025-07-25T00:00:00+10:00'), false],
  ])('%s → %s', (_label, now, expected) => {
    expect(isPromoActive({ display: true, startAt: start, expiresAt: expiry }, now)).toBe(expected);
  });

  it('hidden promos never show', () => {
    expect(isPromoActive({ display: false, startAt: null, expiresAt: null }, start)).toBe(false);
  });

  it('open-ended promos always show', () => {
    expect(isPromoActive({ display: true, startAt: null, expiresAt: null }, start)).toBe(true);
  });

  it.each([
    [
      'strict inside its window',
      { startAt: start, expiresAt: expiry },
      at('2025-07-12T12:00:00+10:00'),
      true,
    ],
    [
      'strict after its window',
      { startAt: start, expiresAt: expiry },
      at('2025-07-25T00:00:00+10:00'),
      false,
    ],
    ['strict with only an expiry, before it', { startAt: null, expiresAt: expiry }, start, true],
    ['strict with only a start, after it', { startAt: start, expiresAt: null }, expiry, true],
    ['strict with no dates: never', { startAt: null, expiresAt: null }, start, false],
  ])('%s → %s', (_label, dates, now, expected) => {
    expect(isPromoActive({ display: true, strictDisplay: true, ...dates }, now)).toBe(expected);
  });
});
