import { describe, expect, it } from 'vitest';
import { isConsoleHost, resolveHost } from './resolve-host';

const hosts = {
  hostMap: new Map([
    ['coastaltoyota.com.au', 'coastal-toyota'],
    ['www.carzone.com.au', 'carzone'],
  ]),
  slugs: new Set(['coastal-toyota', 'carzone', 'summit-motor-group']),
  defaultSite: 'coastal-toyota',
};

describe('resolveHost', () => {
  it.each([
    ['exact hostname', 'coastaltoyota.com.au', 'coastal-toyota'],
    ['exact hostname, any case and port', 'WWW.CarZone.com.au:443', 'carzone'],
    ['{slug}.localhost', 'summit-motor-group.localhost:3000', 'summit-motor-group'],
    ['{slug}.localhost without a port', 'carzone.localhost', 'carzone'],
    ['unknown {slug}.localhost falls back to the default', 'nobody.localhost:3000', 'coastal-toyota'],
    ['unknown hostname falls back to the default', 'example.org', 'coastal-toyota'],
    ['plain localhost falls back to the default', 'localhost:3000', 'coastal-toyota'],
    ['no host header falls back to the default', null, 'coastal-toyota'],
  ])('%s: %s → %s', (_label, host, slug) => {
    expect(resolveHost(host, hosts)).toEqual({ slug });
  });

  it('gives no site for an unknown host when no default is set', () => {
    expect(resolveHost('example.org', { ...hosts, defaultSite: '' })).toEqual({ slug: null });
  });

  it('ignores a default that names no site', () => {
    expect(resolveHost('example.org', { ...hosts, defaultSite: 'gone' })).toEqual({ slug: null });
  });

  it('still resolves known hosts when no default is set', () => {
    expect(resolveHost('carzone.localhost', { ...hosts, defaultSite: '' })).toEqual({ slug: 'carzone' });
  });

  it('takes no inherited property of an object for a host', () => {
    expect(resolveHost('constructor', { ...hosts, defaultSite: '' })).toEqual({ slug: null });
  });
});

describe('resolveHost before the sites are known', () => {
  const unknown = { hostMap: new Map<string, string>(), slugs: null, defaultSite: 'coastal-toyota' };

  it.each([
    ['any slug-shaped {slug}.localhost is taken on trust', 'new-dealer.localhost:3000', 'new-dealer'],
    ['a subdomain that is no slug falls to the default', 'a.b.localhost', 'coastal-toyota'],
    ['an upper-case one is read in lower case', 'New-Dealer.LOCALHOST', 'new-dealer'],
    ['a configured host name is not known yet: the default', 'www.carzone.com.au', 'coastal-toyota'],
  ])('%s: %s → %s', (_label, host, slug) => {
    expect(resolveHost(host, unknown)).toEqual({ slug });
  });

  it('gives no site for an unknown host when no default is set', () => {
    expect(resolveHost('example.org', { ...unknown, defaultSite: '' })).toEqual({ slug: null });
  });
});

describe('isConsoleHost', () => {
  it.each([
    ['console.localhost:3000', true],
    ['CONSOLE.localhost', true],
    ['console.localhost.', true],
    ['console.dealerplatform.com.au:443', true],
    ['carzone.localhost:3000', false],
    ['console.carzone.localhost', false],
    ['localhost:3000', false],
    ['', false],
    [null, false],
  ])('%s names the console: %s', (host, expected) => {
    expect(isConsoleHost(host, ['console.localhost', 'console.dealerplatform.com.au'])).toBe(expected);
  });
});
