import { describe, expect, it } from 'vitest';
import { isPromoActive } from './rules';

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
});
