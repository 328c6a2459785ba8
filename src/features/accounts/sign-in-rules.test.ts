import { describe, expect, it } from 'vitest';
import { codeProblem, needsSignIn, safeReturnPath } from './sign-in-rules';

describe('safeReturnPath', () => {
  it.each([
    ['/cars/2020-toyota-hilux', '/cars/2020-toyota-hilux'],
    ['/search/used-cars?page=2&save=42', '/search/used-cars?page=2&save=42'],
    ['/watchlist#top', '/watchlist#top'],
    ['/', '/'],
    ['/a/../b', '/b'],
    ['', '/'],
    [undefined, '/'],
    [null, '/'],
    [['/first', '/second'], '/first'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['cars/x', '/'],
    ['/\tevil', '/'],
    ['/ok\nSet-Cookie: x', '/'],
    ['/.//evil.example/login', '/'],
    ['/..//evil.example/login', '/'],
    ['/%2e//evil.example/login', '/'],
    ['/%2E%2E//evil.example', '/'],
    ['/a/..//evil.example/login', '/'],
    ['/a/../\\evil.example', '/'],
    ['/./cars/x', '/cars/x'],
    ['/a/.//b', '/a//b'],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe('codeProblem', () => {
  it.each([
    ['', 'This is a required field.'],
    ['   ', 'This is a required field.'],
    ['12345', 'Code must be 6 digits.'],
    ['1234567', 'Code must be 6 digits.'],
    ['12a456', 'Code must be 6 digits.'],
    ['012345', null],
  ])('%j → %j', (code, expected) => {
    expect(codeProblem(code)).toBe(expected);
  });
});

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
