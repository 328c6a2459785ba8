import { describe, expect, it } from 'vitest';
import { type PageScores, pagePaths, type Report, scoresOf, verdicts } from './lighthouse-rules';

const passing: PageScores = {
  performance: 98,
  accessibility: 100,
  best_practices: 100,
  seo: 100,
  lcp_ms: 1500,
  tbt_ms: 100,
  cls: 0,
  failing: '',
  lcp_element: null,
};

describe('Lighthouse targets', () => {
  it.each([
    ['every figure at its bound', {}, []],
    ['performance below 98', { performance: 97 }, ['performance ≥ 98']],
    ['LCP a millisecond over 1.5 s', { lcp_ms: 1501 }, ['LCP ≤ 1.5 s']],
    ['TBT a millisecond over 100 ms', { tbt_ms: 101 }, ['TBT ≤ 100 ms']],
    ['a shift Lighthouse shows as 0.001', { cls: 0.001 }, ['CLS 0']],
    ['accessibility 99', { accessibility: 99 }, ['accessibility 100']],
    ['best practices 92', { best_practices: 92 }, ['best practices 100']],
    ['SEO 92', { seo: 92 }, ['SEO 100']],
  ] as [string, Partial<PageScores>, string[]][])('%s', (_, over, failed) => {
    const out = verdicts({ ...passing, ...over });
    expect(out).toHaveLength(7);
    expect(out.filter((v) => !v.pass).map((v) => v.target)).toEqual(failed);
  });
});

describe('the page of each type', () => {
  it('follows the site’s routes', () => {
    expect(
      pagePaths(
        { features: { usedCarRoutes: true, checkoutRoute: 'buy-online' } },
        '/cars/2019-toyota-corolla-abc123',
        '/locations/rocklea',
      ),
    ).toEqual({
      home: '/',
      results: '/used-car',
      vehicle: '/cars/2019-toyota-corolla-abc123',
      finance: '/finance',
      'trade-in': '/trade-in',
      checkout: '/cars/2019-toyota-corolla-abc123/buy-online',
      'dealer locator': '/dealer-locator',
      location: '/locations/rocklea',
      blog: null,
    });
  });

  it('takes the defaults where a site sets nothing, and the blog where it has one', () => {
    const out = pagePaths({ features: { blog: true } }, '/cars/x', '/locations/y');
    expect([out.results, out.checkout, out.blog]).toEqual(['/search', '/cars/x/checkout', '/blog']);
  });
});

describe('a run’s scores', () => {
  const report: Report = {
    categories: {
      performance: { score: 0.954, auditRefs: [] },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'landmark-one-main', weight: 0 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: 1, auditRefs: [{ id: 'meta-description', weight: 1 }] },
    },
    audits: {
      'color-contrast': { score: 0 },
      'image-alt': { score: 1 },
      'landmark-one-main': { score: 0 },
      'errors-in-console': { score: null },
      'meta-description': { score: 1 },
      'largest-contentful-paint': { score: 0.9, numericValue: 1834.6 },
      'total-blocking-time': { score: 1, numericValue: 42.4 },
      'cumulative-layout-shift': { score: 1, numericValue: 0.00041 },
      'lcp-breakdown-insight': {
        score: 1,
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ subpart: 'timeToFirstByte', duration: 120 }] },
            { type: 'node', selector: 'div.hero > img' },
          ],
        },
      },
    },
  };

  it('rounds the categories and metrics, and names the weighted audits that fail', () => {
    expect(scoresOf(report)).toEqual({
      performance: 95,
      accessibility: 96,
      best_practices: 100,
      seo: 100,
      lcp_ms: 1835,
      tbt_ms: 42,
      cls: 0,
      failing: 'color-contrast',
      lcp_element: 'div.hero > img',
    });
  });
});
