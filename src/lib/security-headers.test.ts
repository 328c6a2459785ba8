import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce, templateOrigin } from './security-headers';

const policy = (over: Partial<Parameters<typeof contentSecurityPolicy>[0]> = {}) =>
  contentSecurityPolicy({
    nonce: 'bm9uY2U=',
    imageOrigins: [],
    host: 'www.coastal-toyota.com.au',
    development: false,
    ...over,
  });
const directive = (text: string, name: string) =>
  text
    .split('; ')
    .find((d) => d.startsWith(`${name} `) || d === name)
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce or when loaded by one: no inline script, no eval', () => {
    const scripts = directive(policy(), 'script-src');
    expect(scripts).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(policy()).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('allows eval only under next dev', () => {
    expect(directive(policy({ development: true }), 'script-src')).toContain("'unsafe-eval'");
    expect(directive(policy(), 'script-src')).not.toContain("'unsafe-eval'");
  });

  it.each([
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['default-src', ["'self'"]],
    ['connect-src', ["'self'"]],
  ])('%s is %j', (name, value) => {
    expect(directive(policy(), name)).toEqual(value);
  });

  it('adds the site’s tile service to the image origins', () => {
    expect(directive(policy({ imageOrigins: ['https://tiles.example.com.au'] }), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.example.com.au',
    ]);
  });

  it.each([
    ['www.coastal-toyota.com.au', true],
    ['coastal-toyota.localhost:3000', false],
    ['localhost:3000', false],
    ['127.0.0.1:3000', false],
    [null, true],
  ])('upgrades insecure requests on %s: %s', (host, upgrades) => {
    expect(policy({ host }).split('; ').includes('upgrade-insecure-requests')).toBe(upgrades);
  });
});

describe('newNonce', () => {
  it('is 128 random bits in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('templateOrigin', () => {
  it.each([
    ['https://tiles.example.com.au/{z}/{x}/{y}.png?key={key}', 'https://tiles.example.com.au'],
    ['http://127.0.0.1:4999/{z}/{x}/{y}.png', 'http://127.0.0.1:4999'],
    ['HTTPS://Tiles.Example.com/{z}/{x}/{y}', 'https://tiles.example.com'],
    ['https://{key}.tiles.example.com/{z}/{x}/{y}', null],
    ['ftp://tiles.example.com/{z}/{x}/{y}', null],
    ['', null],
    [null, null],
  ])('%s → %s', (template, origin) => {
    expect(templateOrigin(template)).toBe(origin);
  });
});
