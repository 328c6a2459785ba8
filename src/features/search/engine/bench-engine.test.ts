import { describe, expect, it } from 'vitest';
import { runEngineBench } from './bench-engine';
import { randomDocs, siteScope } from './test-docs';

// Keeps the benchmark runnable; asserts its shape, never its timings.
describe('runEngineBench', () => {
  it('reports p50/p95 for every query type', () => {
    const rows = runEngineBench(randomDocs(300, 5), [siteScope([1]), siteScope([2, 3])], 3);
    expect(rows.map((r) => r.name)).toEqual([
      'build (300 docs)',
      'site-scoped, all facets + stats',
      'refined (make + body + price range)',
      "full text with a typo ('toyta hilux')",
      'platform-wide, all facets + stats',
      'deep page (offset 2000, platform-wide)',
      'upsert 100 cars',
      '100 upserts, then a site-scoped query',
    ]);
    for (const row of rows) {
      expect(Number.isFinite(row.p50) && Number.isFinite(row.p95)).toBe(true);
      expect(row.p95).toBeGreaterThanOrEqual(row.p50);
    }
  });
});
