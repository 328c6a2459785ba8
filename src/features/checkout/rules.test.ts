import { describe, expect, it } from 'vitest';
import {
  canCancel,
  HOLD_TEXT,
  holdEnds,
  moneyBackGuarantee,
  RETURN_TERMS,
  stageToTell,
  toCents,
} from './rules';

describe('a deposit in cents', () => {
  it('is taken in cents', () => {
    expect(toCents(200)).toBe(20_000);
    expect(toCents(1)).toBe(100);
  });
});

describe('the hold (AF §9: 48 hours)', () => {
  const paid = new Date('2026-11-24T01:00:00Z');
  it('ends 48 hours after the deposit is paid', () => {
    expect(holdEnds(paid).toISOString()).toBe('2026-11-26T01:00:00.000Z');
    expect(HOLD_TEXT).toBe('We hold the car for you for 48 hours.');
  });

  it.each([
    ['held, a minute before the end', 'held', -60_000, true],
    ['held, at the end', 'held', 0, false],
    ['held, after the end', 'held', 1, false],
    ['pending', 'pending', -60_000, false],
    ['released', 'released', -60_000, false],
  ])('may be cancelled when %s → %s', (_label, status, offset, expected) => {
    const holdUntil = holdEnds(paid);
    expect(canCancel({ status, holdUntil }, new Date(holdUntil.getTime() + offset))).toBe(expected);
  });
});

describe('the terms (AF §9)', () => {
  it('give the money-back guarantee on used cars only, where the site has one', () => {
    expect(moneyBackGuarantee('used', 48)).toContain('48-hour money-back guarantee');
    expect(moneyBackGuarantee('new', 48)).toBeNull();
    expect(moneyBackGuarantee('used', 0)).toBeNull();
  });

  it('list the 14-day return conditions', () => {
    expect(RETURN_TERMS).toEqual([
      '500 km or less driven',
      'At least a quarter tank of fuel',
      'All keys and accessories returned',
      'No lien or finance owing on the car',
    ]);
  });
});

describe('stageToTell: what the shopper and dealer should have heard by now', () => {
  const at = new Date('2026-11-27T00:00:00Z');
  it.each([
    ['pending', null, null],
    ['failed', null, null],
    ['held', null, 'held'],
    ['held', at, 'handover'],
    ['cancelled', at, 'cancelled'],
    ['released', null, 'released'],
    ['lost', null, 'lost'],
  ] as const)('%s (handover %s) → %s', (status, handoverAt, stage) => {
    expect(stageToTell({ status, handoverAt })).toBe(stage);
  });

  it('is nothing for a hold a manager made into the sale: the dealer is with the buyer', () => {
    expect(stageToTell({ status: 'released', handoverAt: null, convertedAt: at })).toBeNull();
  });
});
