import { describe, expect, it } from 'vitest';
import { canReserve, reserveDeposit, showsReserved } from './reservation-rules';

describe('reserveDeposit (AF §5, §9: null → the site default, $200 unless changed; 0 hides)', () => {
  it.each([
    [null, 200, 200],
    [undefined, 200, 200],
    [0, 200, 0],
    [500, 200, 500],
    [null, 0, 0],
    [-5, 200, 0],
    [1, 200, 1],
  ])('car %s, site default %s → %s', (car, site, deposit) => expect(reserveDeposit(car, site)).toBe(deposit));
});

describe('showsReserved: Reserved where the buttons are, whatever the tag', () => {
  it.each([
    ['in_stock', true, true],
    ['in_stock', false, false],
    ['coming_soon', true, false],
    ['sold', true, false],
  ])('%s, reserved %s → %s', (status, reserved, expected) =>
    expect(showsReserved({ status, reserved })).toBe(expected),
  );
});

describe('canReserve (AF §4, §5)', () => {
  const car = { status: 'in_stock', reserved: false, checkoutEnabled: true, reserveAmount: null };
  const site = { checkout: true, reserveDepositDefault: 200 };
  it.each([
    ['an in-stock car with checkout', car, site, true],
    ['checkout off for the site', car, { ...site, checkout: false }, false],
    ['checkout off for the car', { ...car, checkoutEnabled: false }, site, false],
    ['a reserved car', { ...car, reserved: true }, site, false],
    ['a sold car', { ...car, status: 'sold' }, site, false],
    ['a coming-soon car', { ...car, status: 'coming_soon' }, site, false],
    ['a $0 reserve amount', { ...car, reserveAmount: 0 }, site, false],
    ['no site default and no amount', car, { ...site, reserveDepositDefault: 0 }, false],
  ])('%s → %s', (_label, c, s, expected) => expect(canReserve(c, s)).toBe(expected));
});
