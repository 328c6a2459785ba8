import { describe, expect, it } from 'vitest';
import {
  ALREADY_EXTENDED_MESSAGE,
  extendedHoldEnds,
  extendRefusal,
  HOLD_HOURS,
  holdEnds,
  holdStands,
  NOT_HELD_MESSAGE,
  refundIsOwed,
} from './hold-rules';

const paid = new Date('2026-11-24T01:00:00Z');
const holdUntil = holdEnds(paid);
const at = (offsetMs: number) => new Date(holdUntil.getTime() + offsetMs);

describe('the hold (AF §9: 48 hours)', () => {
  it('ends 48 hours after the deposit is paid, and an extension adds one more whole hold', () => {
    expect(HOLD_HOURS).toBe(48);
    expect(holdUntil.toISOString()).toBe('2026-11-26T01:00:00.000Z');
    expect(extendedHoldEnds(holdUntil).toISOString()).toBe('2026-11-28T01:00:00.000Z');
  });

  it.each([
    ['held, a millisecond before its end', 'held', -1, true],
    ['held, at its end (the keeper releases it)', 'held', 0, false],
    ['held, after its end', 'held', 1, false],
    ['pending', 'pending', -60_000, false],
    ['released', 'released', -60_000, false],
  ])('stands when %s: %s', (_label, status, offset, stands) => {
    expect(holdStands({ status, holdUntil }, at(offset))).toBe(stands);
  });
});

describe('a manager extends a hold once, while it stands', () => {
  const extendedAt = new Date('2026-11-25T00:00:00Z');
  it.each([
    ['never extended, a millisecond before its end', 'held', null, -1, null],
    ['never extended, at its end', 'held', null, 0, NOT_HELD_MESSAGE],
    ['extended once already', 'held', extendedAt, -60_000, ALREADY_EXTENDED_MESSAGE],
    ['cancelled', 'cancelled', null, -60_000, NOT_HELD_MESSAGE],
    ['ran out (released)', 'released', null, -60_000, NOT_HELD_MESSAGE],
  ] as const)('%s → %s', (_label, status, extended, offset, refusal) => {
    expect(extendRefusal({ status, holdUntil, extendedAt: extended }, at(offset))).toBe(refusal);
  });
});

describe('a deposit is owed back', () => {
  const base = { paymentId: 'tpi_1', refundId: null, convertedAt: null };
  it.each([
    ['cancelled, paid, not refunded', { status: 'cancelled' }, true],
    ['released, paid, not refunded', { status: 'released' }, true],
    ['lost to another payment', { status: 'lost' }, true],
    ['refunded already', { status: 'released', refundId: 'tpr_1' }, false],
    ['the hold became the sale', { status: 'released', convertedAt: paid }, false],
    ['never paid', { status: 'cancelled', paymentId: null }, false],
    ['still held', { status: 'held' }, false],
    ['failed at the provider', { status: 'failed', paymentId: null }, false],
  ] as const)('%s → %s', (_label, over, owed) => {
    expect(refundIsOwed({ ...base, ...over })).toBe(owed);
  });
});
