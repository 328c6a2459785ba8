import { describe, expect, it } from 'vitest';
import { shopperOrigin, siteOrigin } from './site-origin';

const coastal = { slug: 'coastal-toyota', hostnames: ['coastaltoyota.com.au', 'www.coastaltoyota.com.au'] };

describe('siteOrigin', () => {
  it('is the first host name over https, else {slug}.localhost', () => {
    expect(siteOrigin(coastal)).toBe('https://coastaltoyota.com.au');
    expect(siteOrigin({ slug: 'new-dealer', hostnames: [] })).toBe('http://new-dealer.localhost');
  });
});

describe('shopperOrigin', () => {
  it.each([
    // The default site by fallback: the README's own address leads back to itself.
    ['localhost:3000', 'http:', 'http://localhost:3000'],
    ['localhost', 'http:', 'http://localhost'],
    ['127.0.0.1:3000', 'http:', 'http://127.0.0.1:3000'],
    ['coastal-toyota.localhost:3000', 'http:', 'http://coastal-toyota.localhost:3000'],
    ['Coastal-Toyota.LOCALHOST:3000', 'http:', 'http://coastal-toyota.localhost:3000'],
    ['www.coastaltoyota.com.au', 'https:', 'https://www.coastaltoyota.com.au'],
    ['coastaltoyota.com.au:8443', 'https:', 'https://coastaltoyota.com.au:8443'],
    // A host the site does not own: its public origin, never the made-up host.
    ['evil.example', 'https:', 'https://coastaltoyota.com.au'],
    ['coastaltoyota.com.au.evil.example', 'https:', 'https://coastaltoyota.com.au'],
    ['localhost.evil.example:3000', 'http:', 'https://coastaltoyota.com.au'],
    [null, 'http:', 'https://coastaltoyota.com.au'],
  ])('%s over %s → %s', (host, protocol, expected) => {
    expect(shopperOrigin({ host, protocol }, coastal)).toBe(expected);
  });
});
