import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './client-address';

const request = (headers: Record<string, string>) => new Request('http://x.localhost/api/leads', { headers });

describe('clientAddress', () => {
  it('behind serve.ts with nothing trusted: the socket, never the first X-Forwarded-For entry', () => {
    const sent = request({ [CLIENT_ADDRESS_HEADER]: '198.51.100.7', 'x-forwarded-for': '6.6.6.6' });
    expect(clientAddress(sent, null)).toBe('198.51.100.7');
  });

  it('behind serve.ts and one trusted proxy: the address that proxy appended', () => {
    const sent = request({
      [CLIENT_ADDRESS_HEADER]: '10.0.0.2',
      'x-forwarded-for': '6.6.6.6, 203.0.113.5',
    });
    expect(clientAddress(sent, { hops: 1 })).toBe('203.0.113.5');
    expect(clientAddress(sent, { cidrs: ['10.0.0.0/8'] })).toBe('203.0.113.5');
  });

  it('without serve.ts (next dev): the right-most X-Forwarded-For entry, as Next.js filled it', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '::1' }), null)).toBe('::1');
    expect(clientAddress(request({ 'x-forwarded-for': '6.6.6.6, 127.0.0.1' }), null)).toBe('127.0.0.1');
  });

  it('null when nothing names an address', () => {
    expect(clientAddress(request({}), null)).toBeNull();
  });
});
