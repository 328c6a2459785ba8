import { describe, expect, it } from 'vitest';
import { turnsDuring } from '../../../tests/helpers/event-loop';
import { parseCsvFeed, parseJsonFeed, parseStockRequest } from './feed-parser';
import { FEED_TOO_MANY_ROWS, MAX_FEED_ROWS } from './limits';

const HEADER = 'stocknum,year,make,model,car_type,price';
const csvOf = (rows: string[]) => [HEADER, ...rows].join('\n');
const blankRows = (count: number) => Array.from({ length: count }, () => ',,,,,');

describe('row cap', () => {
  it('documents 20,000 rows', () => {
    expect(MAX_FEED_ROWS).toBe(20_000);
    expect(FEED_TOO_MANY_ROWS).toContain('20,000 rows');
  });

  it.each([
    [MAX_FEED_ROWS - 1, true],
    [MAX_FEED_ROWS, true],
    [MAX_FEED_ROWS + 1, false],
    [100_000, false],
  ])('a CSV with %i rows after the header (blank ones count) is read: %s', async (rows, read) => {
    const result = await parseCsvFeed(csvOf(blankRows(rows)));
    if (read) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, error: FEED_TOO_MANY_ROWS, issues: [], tooLarge: true });
  });

  it.each([
    [MAX_FEED_ROWS, true],
    [MAX_FEED_ROWS + 1, false],
  ])('a JSON feed of %i cars is read: %s', async (count, read) => {
    const result = await parseJsonFeed({ cars: Array.from({ length: count }, () => ({})) });
    if (read) expect(result.ok && result.feed.rejected).toBe(count);
    else expect(result).toEqual({ ok: false, error: FEED_TOO_MANY_ROWS, issues: [], tooLarge: true });
  });

  it.each([
    ['text/csv', csvOf(blankRows(MAX_FEED_ROWS + 1))],
    ['application/json', JSON.stringify(Array.from({ length: MAX_FEED_ROWS + 1 }, () => ({})))],
  ])('a %s request over the cap is refused as too large', async (contentType, body) => {
    const result = await parseStockRequest({ contentType, body, fullParam: null });
    expect(result).toMatchObject({ ok: false, error: FEED_TOO_MANY_ROWS, tooLarge: true });
  });
});

describe('reading a big feed leaves room for other requests', () => {
  const rows = Array.from({ length: 5000 }, (_, i) => `S${i},2021,Toyota,HiLux,used,${20000 + i}`);

  it('CSV: the event loop gets a turn between batches', async () => {
    let result: Awaited<ReturnType<typeof parseCsvFeed>> | undefined;
    const turns = await turnsDuring(async () => {
      result = await parseCsvFeed(csvOf(rows));
    });
    expect(result?.ok && result.feed.rows).toHaveLength(5000);
    expect(turns).toBeGreaterThanOrEqual(5);
  });

  it('JSON: the event loop gets a turn between batches', async () => {
    const cars = rows.map((row) => {
      const [stocknum, year, make, model, car_type, price] = row.split(',');
      return { stocknum, year, make, model, car_type, price };
    });
    const turns = await turnsDuring(() => parseJsonFeed(cars));
    expect(turns).toBeGreaterThanOrEqual(5);
  });
});
