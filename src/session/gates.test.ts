import { describe, expect, it } from 'vitest';
import { needsSignIn } from './gates';

describe('needsSignIn', () => {
  it.each([
    [false, [], 'watchlist', true],
    [false, [], 'my-garage', true],
    [false, [], 'account', true],
    [false, [], 'saved-search', true],
    [false, [], 'checkout', false],
    [false, ['trade-in'], 'trade-in', false],
    [false, [], 'spin-to-win', false],
    // Sign-in on: the spec's gated routes always, whatever the site lists.
    [true, [], 'checkout', true],
    [true, [], 'finance', true],
    [true, [], 'spin-to-win', true],
    [true, [], 'online-payment', true],
    // Trade-in and sell-my-car only where the site names them.
    [true, [], 'trade-in', false],
    [true, ['trade-in'], 'trade-in', true],
    [true, ['trade-in'], 'sell-my-car', false],
    [true, ['sell-my-car'], 'sell-my-car', true],
  ] as const)('gating %s, gated %j: %s → %s', (signInGating, gatedRoutes, type, expected) => {
    expect(needsSignIn({ signInGating, gatedRoutes: [...gatedRoutes] }, type)).toBe(expected);
  });
});
