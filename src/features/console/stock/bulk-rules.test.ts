import { describe, expect, it } from 'vitest';
import { BULK_REASONS, type BulkAction, type BulkCar, bulkOutcome, changedPrice } from './bulk-rules';

const car: BulkCar = {
  price: 41_990,
  beforePrice: null,
  offerPrice: null,
  status: 'in_stock',
  showOnDealerWebsite: true,
};
const percent = (change: number): BulkAction => ({ kind: 'price', by: 'percent', change });
const amount = (change: number): BulkAction => ({ kind: 'price', by: 'amount', change });

describe('changedPrice', () => {
  it.each<[number, 'amount' | 'percent', number, number]>([
    [41_990, 'percent', -5, 39_891],
    [40_000, 'percent', -5, 38_000],
    [10_000, 'percent', 2.5, 10_250],
    [41_990, 'amount', -1_000, 40_990],
    [41_990, 'amount', 500, 42_490],
    [100, 'percent', -50, 50],
  ])('%i by %s %d → %i', (price, by, change, next) => {
    expect(changedPrice(price, { by, change })).toBe(next);
  });
});

describe('bulkOutcome', () => {
  it.each<[string, Partial<BulkCar>, BulkAction, ReturnType<typeof bulkOutcome>]>([
    [
      '5 % off the price',
      {},
      percent(-5),
      { ok: true, change: { price: 39_891 }, before: '$41,990', after: '$39,891' },
    ],
    [
      'the offer the shopper sees moves, not the price',
      { offerPrice: 39_990 },
      amount(-1_000),
      { ok: true, change: { offerPrice: 38_990 }, before: '$39,990', after: '$38,990' },
    ],
    [
      'an offer raised to just below the price',
      { offerPrice: 39_990 },
      amount(1_999),
      { ok: true, change: { offerPrice: 41_989 }, before: '$39,990', after: '$41,989' },
    ],
    [
      'an offer raised to the price',
      { offerPrice: 39_990 },
      amount(2_000),
      { ok: false, reason: BULK_REASONS.pastPrice },
    ],
    ['no price', { price: 0 }, percent(-5), { ok: false, reason: BULK_REASONS.noPrice }],
    [
      'down to $1',
      { price: 1_001 },
      amount(-1_000),
      { ok: true, change: { price: 1 }, before: '$1,001', after: '$1' },
    ],
    ['down to nothing', { price: 1_000 }, amount(-1_000), { ok: false, reason: BULK_REASONS.zero }],
    ['a sold car keeps its price', { status: 'sold' }, percent(-5), { ok: false, reason: BULK_REASONS.sold }],
    [
      'a feed’s other word for sold',
      { status: 'Delivered' },
      { kind: 'sold' },
      { ok: false, reason: BULK_REASONS.alreadySold },
    ],
    [
      'marked sold',
      { status: 'coming_soon' },
      { kind: 'sold' },
      { ok: true, change: { status: 'sold' }, before: 'For sale', after: 'Sold' },
    ],
    [
      'taken off the site',
      {},
      { kind: 'withdraw' },
      { ok: true, change: { showOnDealerWebsite: false }, before: 'On the site', after: 'Off the site' },
    ],
    [
      'already off the site',
      { showOnDealerWebsite: false },
      { kind: 'withdraw' },
      { ok: false, reason: BULK_REASONS.alreadyOff },
    ],
  ])('%s', (_name, change, action, outcome) => {
    expect(bulkOutcome({ ...car, ...change }, action)).toEqual(outcome);
  });
});
