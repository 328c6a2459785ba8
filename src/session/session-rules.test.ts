import { describe, expect, it } from 'vitest';
import { sessionCookie } from './session-rules';

describe('sessionCookie', () => {
  it.each([
    ['www.coastaltoyota.com.au', true],
    ['carzone.com.au:443', true],
    [null, true],
    ['localhost:3000', false],
    ['carzone.localhost:3000', false],
    ['127.0.0.1:3000', false],
    ['localhost.evil.example', true],
  ])('on %s is Secure: %s', (host, secure) => {
    const parts = sessionCookie('token', host, 60).split('; ');
    expect(parts.includes('Secure')).toBe(secure);
    expect(parts).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=60']));
  });

  it('clears with Max-Age=0', () => {
    expect(sessionCookie('', 'carzone.com.au', 0)).toMatch(
      /=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Secure$/,
    );
  });
});
