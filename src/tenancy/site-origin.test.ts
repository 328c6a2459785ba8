import { describe, expect, it } from 'vitest';
import { messageOrigin, requestShopperOrigin, shopperOrigin, siteOrigin } from './site-origin';

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

describe('requestShopperOrigin', () => {
  it.each([
    // Next.js may see its own listening address in the URL; the Host header is what the browser used.
    ['http://0.0.0.0:3000/api/leads', 'localhost:3000', 'http://localhost:3000'],
    ['https://coastaltoyota.com.au/api/leads', null, 'https://coastaltoyota.com.au'],
    ['http://localhost:3000/api/leads', 'evil.example', 'https://coastaltoyota.com.au'],
  ])('%s with Host %s → %s', (url, host, expected) => {
    const request = new Request(url, { headers: host ? { host } : {} });
    expect(requestShopperOrigin(request, coastal)).toBe(expected);
  });
});

describe('messageOrigin', () => {
  it.each([
    // Made on a local run: its links lead back there.
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://coastal-toyota.localhost:3000', 'http://coastal-toyota.localhost:3000'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    // Made on the real domain: production's links are as they were.
    ['https://coastaltoyota.com.au', 'https://coastaltoyota.com.au'],
    ['https://www.coastaltoyota.com.au', 'https://www.coastaltoyota.com.au'],
    // Rows from before origins were kept, and the worker's own messages: the public origin.
    [null, 'https://coastaltoyota.com.au'],
    ['', 'https://coastaltoyota.com.au'],
    // A host the site no longer has, or anything that is not an origin: never followed.
    ['https://old-domain.com.au', 'https://coastaltoyota.com.au'],
    ['not a url', 'https://coastaltoyota.com.au'],
  ])('stored %s → %s', (stored, expected) => {
    expect(messageOrigin(stored, coastal)).toBe(expected);
  });
});
