import { describe, expect, it } from 'vitest';
import { FINANCE_STOCK, pickFinanceStock } from './finance-stock-rules';

const car = (id: number, over: Partial<{ status: string; carType: string }> = {}) => ({
  id,
  status: 'in_stock',
  carType: 'used',
  ...over,
});

describe('pickFinanceStock', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [30, true],
  ])('a car with %d photos is featured: %s', (photos, featured) => {
    expect(pickFinanceStock([car(1)], new Map([[1, photos]]))).toHaveLength(featured ? 1 : 0);
  });

  it('leaves out a car without a photo count', () => {
    expect(pickFinanceStock([car(1)], new Map())).toEqual([]);
  });

  it.each([[{ status: 'coming_soon' }], [{ status: 'sold' }], [{ carType: 'new' }], [{ carType: 'demo' }]])(
    'features only used cars in stock, not %j',
    (over) => {
      expect(pickFinanceStock([car(1, over)], new Map([[1, 5]]))).toEqual([]);
    },
  );

  it.each([
    [5, 5],
    [6, 6],
    [7, 6],
    [24, 6],
  ])('of %d eligible cars keeps %d, in order', (count, kept) => {
    const hits = Array.from({ length: count }, (_, i) => car(i + 1));
    const picked = pickFinanceStock(hits, new Map(hits.map((h) => [h.id, 3])));
    expect(picked.map((h) => h.id)).toEqual(hits.slice(0, kept).map((h) => h.id));
    expect(FINANCE_STOCK.limit).toBe(6);
  });

  it('fills the six past cars with one photo', () => {
    const hits = Array.from({ length: 10 }, (_, i) => car(i + 1));
    const photos = new Map(hits.map((h) => [h.id, h.id % 2 === 0 ? 1 : 4]));
    expect(pickFinanceStock(hits, photos).map((h) => h.id)).toEqual([1, 3, 5, 7, 9]);
  });
});
