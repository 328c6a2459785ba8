import { describe, expect, it } from 'vitest';
import { clientFromChain, normaliseAddress, parseTrustProxy } from './trust-proxy';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['  ', null],
    ['0', null],
    ['1', { hops: 1 }],
    ['10', { hops: 10 }],
    ['10.0.0.0/8', { cidrs: ['10.0.0.0/8'] }],
    ['10.0.0.0/8, 192.168.1.10', { cidrs: ['10.0.0.0/8', '192.168.1.10'] }],
    ['fd00::/8,127.0.0.1/32', { cidrs: ['fd00::/8', '127.0.0.1/32'] }],
    ['0.0.0.0/0', { cidrs: ['0.0.0.0/0'] }],
  ])('%j → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    ['11'],
    ['-1'],
    ['1.5'],
    ['yes'],
    ['10.0.0.0/33'],
    ['fd00::/129'],
    ['10.0.0/8'],
    ['10.0.0.0/8/1'],
    ['10.0.0.0/8,'],
    ['loopback'],
  ])('refuses %j', (value) => {
    expect(() => parseTrustProxy(value)).toThrow();
  });
});

describe('normaliseAddress', () => {
  it.each([
    ['::ffff:203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8::1', '2001:db8::1'],
  ])('%j → %j', (value, expected) => {
    expect(normaliseAddress(value)).toBe(expected);
  });
});

describe('clientFromChain', () => {
  // X-Forwarded-For left to right, the socket's address last.
  it.each([
    [
      'nothing trusted: the socket, whatever the header says',
      ['6.6.6.6', '198.51.100.1'],
      null,
      '198.51.100.1',
    ],
    ['an IPv4 client on a dual-stack socket', ['::ffff:198.51.100.1'], null, '198.51.100.1'],
    [
      'one hop: the entry the load balancer appended',
      ['6.6.6.6', '203.0.113.5', '10.0.0.2'],
      { hops: 1 },
      '203.0.113.5',
    ],
    ['two hops', ['6.6.6.6', '203.0.113.5', '10.0.0.3', '10.0.0.2'], { hops: 2 }, '203.0.113.5'],
    ['more hops than entries: the left-most', ['203.0.113.5', '10.0.0.2'], { hops: 3 }, '203.0.113.5'],
    ['one hop, no header: the socket', ['10.0.0.2'], { hops: 1 }, '10.0.0.2'],
    [
      'CIDRs: the right-most untrusted entry',
      ['6.6.6.6', '203.0.113.5', '10.1.2.3', '10.0.0.2'],
      { cidrs: ['10.0.0.0/8'] },
      '203.0.113.5',
    ],
    [
      'CIDRs: an untrusted socket is the client',
      ['6.6.6.6', '198.51.100.9'],
      { cidrs: ['10.0.0.0/8'] },
      '198.51.100.9',
    ],
    ['CIDRs: all trusted, the left-most', ['10.0.0.9', '10.0.0.2'], { cidrs: ['10.0.0.0/8'] }, '10.0.0.9'],
    ['CIDRs: IPv6 proxies', ['203.0.113.5', 'fd00::2'], { cidrs: ['fd00::/8'] }, '203.0.113.5'],
    [
      'CIDRs: a garbage entry is not a proxy',
      ['6.6.6.6', 'junk', '10.0.0.2'],
      { cidrs: ['10.0.0.0/8'] },
      'junk',
    ],
  ])('%s', (_name, chain, trust, expected) => {
    expect(clientFromChain(chain, trust)).toBe(expected);
  });
});
