import { describe, expect, it } from 'vitest';
import { askedName, certificateAllowed, localhostSlug, MAX_HOST_NAME_LENGTH } from './tls-ask-rules';

const longest = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;

describe('askedName', () => {
  it.each([
    ['carzone.com.au', 'carzone.com.au'],
    ['WWW.CarZone.com.au', 'www.carzone.com.au'],
    ['carzone.com.au.', 'carzone.com.au'],
    ['carzone.localhost', 'carzone.localhost'],
    ['a', 'a'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    [longest, longest],
  ])('%s is the host name %s', (domain, name) => {
    expect(askedName(domain)).toEqual({ ok: true, name });
  });

  it.each([
    [null],
    [''],
    ['.'],
    [`${longest}e`],
    [`${'a'.repeat(64)}.com`],
    ['car\u0000zone.com.au'],
    ['carzone..com.au'],
    ['.carzone.com.au'],
    ['-carzone.com.au'],
    ['carzone-.com.au'],
    ['car_zone.com.au'],
    ['carzone.com.au:443'],
    ['carzone.com.au/path'],
    ['*.carzone.com.au'],
    ['bücher.example'],
    ['127.0.0.1'],
    ['[::1]'],
    ['carzone com'],
  ])('%j is refused as no host name', (domain) => {
    expect(askedName(domain).ok).toBe(false);
  });

  it('holds the longest name DNS admits and no longer', () => {
    expect(longest).toHaveLength(MAX_HOST_NAME_LENGTH);
  });
});

describe('localhostSlug', () => {
  it.each([
    ['carzone.localhost', 'carzone'],
    ['www.carzone.localhost', null],
    ['localhost', null],
    ['carzone.com.au', null],
  ])('%s → %s', (name, slug) => expect(localhostSlug(name)).toBe(slug));
});

describe('certificateAllowed', () => {
  const carzone = { slug: 'carzone', hostnames: ['carzone.com.au', 'WWW.carzone.com.au'] };
  const served = (sites: { slug: string; hostnames: string[] }[]) => ({
    sites,
    consoleHosts: ['console.localhost', 'console.dealer-platform.com.au'],
  });

  it.each([
    ['a site’s host name', 'carzone.com.au', [carzone], true],
    ['a site’s host name written in capitals', 'www.carzone.com.au', [carzone], true],
    ['{slug}.localhost of a site there is', 'carzone.localhost', [carzone], true],
    ['the console’s host name', 'console.dealer-platform.com.au', [], true],
    ['a name no site holds', 'unknown.example.com', [], false],
    ['a sub-domain of a site’s host name', 'shop.carzone.com.au', [carzone], false],
    ['{slug}.localhost of no site', 'gone.localhost', [carzone], false],
    ['a host name of another site’s row', 'carzone.com.au', [{ slug: 'other', hostnames: [] }], false],
  ])('%s (%s): %s', (_case, name, sites, allowed) => {
    expect(certificateAllowed(name, served(sites))).toBe(allowed);
  });
});
