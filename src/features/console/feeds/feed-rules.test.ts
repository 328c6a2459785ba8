import { describe, expect, it } from 'vitest';
import { FEED_RUNS_MAX_PAGE, pageOf, valueWords } from './feed-rules';

describe('pageOf', () => {
  it.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['1', 1],
    ['2', 2],
    [String(FEED_RUNS_MAX_PAGE), FEED_RUNS_MAX_PAGE],
    [String(FEED_RUNS_MAX_PAGE + 1), 1],
    ['-3', 1],
    ['2.5', 1],
    ['2\u0000', 1],
  ])('%j → %i', (value, page) => {
    expect(pageOf(value)).toBe(page);
  });
});

describe('valueWords', () => {
  it.each<[string, unknown, string]>([
    ['price', 41_990, '$41,990'],
    ['price', 0, 'no price'],
    ['offerPrice', null, 'none'],
    ['status', 'in_stock', 'In stock'],
    ['status', 'sold', 'Sold'],
    ['status', 'Delivered', 'Sold'],
    ['reserved', true, 'yes'],
    ['standardEquipment', ['Tow bar', 'Bull bar'], 'Tow bar, Bull bar'],
    ['standardEquipment', [], 'none'],
    ['tag', 'Hot deal', 'Hot deal'],
  ])('%s %j → %s', (field, value, words) => {
    expect(valueWords(field, value)).toBe(words);
  });
});
