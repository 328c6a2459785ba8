import { describe, expect, it } from 'vitest';
import { vehicleAvailability, vehiclePageMode } from './availability-rules';

describe('availability (SV §3, §4; AF §4)', () => {
  it.each([
    ['in_stock', 'available', 'full'],
    ['coming_soon', 'available', 'similar-only'],
    ['sold', 'sold', 'similar-only'],
    ['other', 'sold', 'similar-only'],
    ['', 'sold', 'similar-only'],
  ])('%s → %s, page %s', (status, availability, mode) => {
    expect(vehicleAvailability(status)).toBe(availability);
    expect(vehiclePageMode(status)).toBe(mode);
  });
});
