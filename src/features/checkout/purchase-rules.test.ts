import { describe, expect, it } from 'vitest';
import type { PurchasePlan } from '@/db/schema';
import {
  balanceText,
  fulfilmentText,
  HANDOVER_DAYS,
  handoverWindow,
  holdUntilHandover,
  momentText,
  purchaseTotals,
} from './purchase-rules';

const pickup: PurchasePlan['fulfilment'] = { method: 'pickup', location: 'Coastal Toyota Tingalpa' };
const delivered = (price: number): PurchasePlan['fulfilment'] => ({
  method: 'delivery',
  postcode: '4000',
  region: 'Brisbane Metro',
  price,
});
const trade = (offer: number) => ({ valuationId: 'v', vehicle: '2019 Toyota Corolla', offer });

describe('purchaseTotals: price and delivery, less the trade-in and the deposit', () => {
  it.each([
    ['picked up, no trade-in', 30_000, pickup, null, 200, 29_800],
    ['delivered', 30_000, delivered(450), null, 200, 30_250],
    ['free delivery', 30_000, delivered(0), null, 200, 29_800],
    ['with a trade-in', 30_000, delivered(450), trade(12_000), 200, 18_250],
    ['a trade-in worth exactly the rest', 30_000, pickup, trade(29_800), 200, 0],
    ['a trade-in worth a dollar more', 30_000, pickup, trade(29_801), 200, -1],
    ['a $500 deposit', 30_000, pickup, null, 500, 29_500],
  ])('%s', (_name, price, fulfilment, tradeIn, deposit, balance) => {
    const totals = purchaseTotals({ price, fulfilment, tradeIn }, deposit);
    expect(totals.balance).toBe(balance);
    expect(totals.price + totals.delivery - totals.tradeIn - totals.deposit).toBe(balance);
  });
});

describe('balanceText', () => {
  it.each([
    [18_250, '$18,250 to pay at handover'],
    [0, '$0 to pay at handover'],
    [-1, 'We pay you $1 at handover'],
    [-1_500, 'We pay you $1,500 at handover'],
  ])('%d → %s', (balance, text) => expect(balanceText(balance)).toBe(text));
});

describe('fulfilmentText', () => {
  it.each([
    [pickup, 'Pick up from Coastal Toyota Tingalpa'],
    [{ method: 'pickup', location: null } as const, 'Pick up from the dealership'],
    [delivered(450), 'Delivery to 4000 (Brisbane Metro): $450'],
    [delivered(0), 'Delivery to 4000 (Brisbane Metro): Free'],
  ])('%o → %s', (fulfilment, text) => expect(fulfilmentText(fulfilment)).toBe(text));
});

describe('handoverWindow: the location’s next day, 14 days', () => {
  it.each([
    // 13:59 UTC is 23:59 in Brisbane: tomorrow there is the 25th.
    ['2026-11-24T13:59:00Z', 'Australia/Brisbane', '2026-11-25', '2026-12-08'],
    // 14:00 UTC is midnight in Brisbane: its today is the 25th already.
    ['2026-11-24T14:00:00Z', 'Australia/Brisbane', '2026-11-26', '2026-12-09'],
    // Perth is two hours behind: still the 24th there at 14:00 UTC.
    ['2026-11-24T14:00:00Z', 'Australia/Perth', '2026-11-25', '2026-12-08'],
  ])('at %s in %s: %s to %s', (now, zone, first, last) => {
    expect(handoverWindow(new Date(now), zone)).toEqual({ first, last });
    expect(HANDOVER_DAYS).toBe(14);
  });
});

describe('holdUntilHandover: to the end of the handover’s day, never shorter', () => {
  const hold = new Date('2026-11-26T00:00:00Z');
  it.each([
    // 10:30 on 30 November in Sydney (AEDT, +11) → midnight starting 1 December there.
    ['2026-11-29T23:30:00Z', 'Australia/Sydney', hold, '2026-11-30T13:00:00.000Z'],
    // 23:30 in Brisbane on the 27th is still the 27th there: to midnight starting the 28th.
    ['2026-11-27T13:30:00Z', 'Australia/Brisbane', hold, '2026-11-27T14:00:00.000Z'],
    // A handover before the hold's end keeps the longer hold.
    ['2026-11-25T00:00:00Z', 'Australia/Brisbane', hold, '2026-11-26T00:00:00.000Z'],
  ])('handover %s in %s', (at, zone, current, until) => {
    expect(holdUntilHandover(new Date(at), zone, current).toISOString()).toBe(until);
  });
});

describe('momentText: on the location’s clock; a hold to the end of a day names that day', () => {
  it.each([
    // A Monday handover in Sydney holds the car to midnight starting Tuesday: the end of Monday.
    ['2026-11-30T13:00:00.000Z', 'Australia/Sydney', 'the end of Monday 30 November 2026'],
    ['2026-11-27T14:00:00.000Z', 'Australia/Brisbane', 'the end of Friday 27 November 2026'],
    // A minute either side of midnight is a time of its own day.
    ['2026-11-30T13:01:00.000Z', 'Australia/Sydney', 'Tuesday 1 December 2026 at 12:01 am AEDT'],
    ['2026-11-30T12:59:00.000Z', 'Australia/Sydney', 'Monday 30 November 2026 at 11:59 pm AEDT'],
    ['2026-11-29T23:30:00.000Z', 'Australia/Sydney', 'Monday 30 November 2026 at 10:30 am AEDT'],
    // Midnight in Sydney is 11 pm in Brisbane: a time there, not a day's end.
    ['2026-11-30T13:00:00.000Z', 'Australia/Brisbane', 'Monday 30 November 2026 at 11:00 pm AEST'],
  ])('%s in %s → %s', (at, zone, text) => expect(momentText(new Date(at), zone)).toBe(text));
});
