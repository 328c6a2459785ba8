import { describe, expect, it } from 'vitest';
import { codeProblem, safeReturnPath } from './sign-in-rules';

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
