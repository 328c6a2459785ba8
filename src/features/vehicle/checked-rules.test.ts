import { describe, expect, it } from 'vitest';
import { checkedAgo, checkedInStockText } from './checked-rules';

const now = new Date('2026-11-29T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('checkedAgo', () => {
  it.each<[number, string]>([
    [0, 'less than an hour ago'],
    [-5 * MIN, 'less than an hour ago'],
    [59 * MIN, 'less than an hour ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR - 1, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [24 * HOUR - 1, '23 hours ago'],
    [24 * HOUR, '1 day ago'],
    [48 * HOUR, '2 days ago'],
    [30 * 24 * HOUR, '30 days ago'],
  ])('%i ms → %s', (ms, words) => {
    expect(checkedAgo(ago(ms), now)).toBe(words);
  });

  it('reads as a sentence', () => {
    expect(checkedInStockText(ago(3 * HOUR), now)).toBe('Checked in stock 3 hours ago');
  });
});
