import { describe, expect, it } from 'vitest';
import { isAvailable } from './status-rules';

describe('isAvailable', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['withdrawn', false],
    ['', false],
  ])('%s → %s', (status, expected) => expect(isAvailable(status)).toBe(expected));
});
