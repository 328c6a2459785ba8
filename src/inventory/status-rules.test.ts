import { describe, expect, it } from 'vitest';
import { isAvailable, soldAtFor } from './status-rules';

describe('isAvailable', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['withdrawn', false],
    ['', false],
  ])('%s → %s', (status, expected) => expect(isAvailable(status)).toBe(expected));
});

describe('soldAtFor', () => {
  const now = new Date('2026-11-28T00:00:00Z');
  const earlier = new Date('2026-11-01T00:00:00Z');
  it.each([
    ['in_stock', null, null],
    ['in_stock', earlier, null],
    ['coming_soon', earlier, null],
    ['sold', null, now],
    ['sold', earlier, earlier],
    ['withdrawn', undefined, now],
  ])('%s, sold before %s → %s', (status, existing, soldAt) => {
    expect(soldAtFor(status, existing, now)).toEqual(soldAt);
  });
});
