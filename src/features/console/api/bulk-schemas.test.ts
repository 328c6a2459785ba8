import { describe, expect, it } from 'vitest';
import { BULK_MAX_CARS } from '../stock/bulk-rules';
import { BulkApplyRequest, BulkPreviewRequest } from './bulk-schemas';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('BulkPreviewRequest', () => {
  it.each<[string, unknown, boolean]>([
    ['−5 %', { kind: 'price', by: 'percent', change: -5 }, true],
    ['−50 %', { kind: 'price', by: 'percent', change: -50 }, true],
    ['−50.01 %', { kind: 'price', by: 'percent', change: -50.01 }, false],
    ['+50 %', { kind: 'price', by: 'percent', change: 50 }, true],
    ['2.555 %', { kind: 'price', by: 'percent', change: 2.555 }, false],
    ['0 %', { kind: 'price', by: 'percent', change: 0 }, false],
    ['−$100,000', { kind: 'price', by: 'amount', change: -100_000 }, true],
    ['−$100,001', { kind: 'price', by: 'amount', change: -100_001 }, false],
    ['$10.50', { kind: 'price', by: 'amount', change: 10.5 }, false],
    ['sold', { kind: 'sold' }, true],
    ['withdraw', { kind: 'withdraw' }, true],
    ['anything else', { kind: 'delete' }, false],
  ])('%s: %s', (_name, action, ok) => {
    expect(BulkPreviewRequest.safeParse({ action, cars: [1] }).success).toBe(ok);
  });

  it.each<[number, boolean]>([
    [0, false],
    [1, true],
    [BULK_MAX_CARS, true],
    [BULK_MAX_CARS + 1, false],
  ])('%i cars: %s', (n, ok) => {
    expect(BulkPreviewRequest.safeParse({ action: { kind: 'sold' }, cars: ids(n) }).success).toBe(ok);
  });

  it('refuses a car named twice and an id out of range', () => {
    expect(BulkPreviewRequest.safeParse({ action: { kind: 'sold' }, cars: [1, 1] }).success).toBe(false);
    expect(BulkPreviewRequest.safeParse({ action: { kind: 'sold' }, cars: [2_147_483_648] }).success).toBe(
      false,
    );
    expect(
      BulkApplyRequest.safeParse({ action: { kind: 'sold' }, cars: [{ id: 1, seen: 'yesterday' }] }).success,
    ).toBe(false);
  });
});
