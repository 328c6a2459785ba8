import { describe, expect, it } from 'vitest';
import { leadRateKey } from './rate-limit';

describe('leadRateKey', () => {
  it('counts per site and address', () => {
    expect(leadRateKey(3, '203.0.113.7')).toBe('lead:3:203.0.113.7');
    expect(leadRateKey(3, '203.0.113.7')).not.toBe(leadRateKey(4, '203.0.113.7'));
  });

  it('counts every address of one IPv6 /64 together', () => {
    expect(leadRateKey(3, '2001:db8:1:2::a')).toBe('lead:3:2001:db8:1:2::/64');
    expect(leadRateKey(3, '2001:db8:1:2::a')).toBe(leadRateKey(3, '2001:db8:1:2:ffff:1:2:3'));
    expect(leadRateKey(3, '2001:db8:1:2::a')).not.toBe(leadRateKey(3, '2001:db8:1:3::a'));
  });
});
