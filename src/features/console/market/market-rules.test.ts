import { describe, expect, it } from 'vitest';
import { readStockFilter, STOCK_DEFAULTS, stockQuery } from '../stock/filter-rules';
import { daysInStock, gapText, positionText, priceGap } from './market-rules';

const DAY = 86_400_000;
const NOW = new Date('2026-11-28T00:00:00Z');

describe('daysInStock: whole days since it arrived', () => {
  it.each([
    [0, 0],
    [DAY - 1, 0],
    [DAY, 1],
    [30 * DAY + 1, 30],
    [-DAY, 0], // a clock a little ahead of the database's: never below 0
  ])('%i ms ago → %i', (ago, days) => expect(daysInStock(new Date(NOW.getTime() - ago), NOW)).toBe(days));
});

describe('priceGap and its words', () => {
  it.each([
    [32_460, 30_000, 8.2, '+8.2 %'],
    [29_000, 30_000, -3.3, '−3.3 %'],
    [30_000, 30_000, 0, '0 %'],
    [30_900, 30_000, 3, '+3 %'],
  ])('%i against %i → %f (%s)', (shown, median, gap, text) => {
    expect(priceGap(shown, median)).toBe(gap);
    expect(gapText(gap)).toBe(text);
  });

  it.each([
    [null, 30_000],
    [30_000, null],
    [30_000, 0],
  ])('%s against %s: no gap', (shown, median) => expect(priceGap(shown, median)).toBeNull());

  it('names the position, or its absence', () => {
    expect(positionText('below')).toBe('Below market');
    expect(positionText(null)).toBe('No market');
  });
});

describe('the stock list’s price position filter and sort', () => {
  it.each([
    ['market=below', { market: 'below' }],
    ['market=at', { market: 'at' }],
    ['market=above', { market: 'above' }],
    ['market=none', { market: 'none' }],
    ['market=Above', {}],
    ['market=cheap', {}],
    ['sort=market&dir=desc', { sort: 'market', dir: 'desc' }],
  ] as const)('%j → %j, and back', (query, expected) => {
    const filter = readStockFilter(new URLSearchParams(query));
    expect(filter).toEqual({ ...STOCK_DEFAULTS, ...expected });
    expect(readStockFilter(new URLSearchParams(stockQuery(filter)))).toEqual(filter);
  });
});
