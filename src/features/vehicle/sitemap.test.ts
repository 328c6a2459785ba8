import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { carSitemapEntry, robotsTxt, SITEMAP_MAX_URLS, sitemapXml, sitePagePaths } from './sitemap';

const configs = loadSiteConfigs();

describe('sitemapXml', () => {
  it('lists absolute, escaped URLs with their last modification', () => {
    const xml = sitemapXml('https://carzone.com.au', [
      { path: '/' },
      { path: '/cars/a&b', lastModified: '2026-11-20T00:00:00.000Z' },
    ]);
    expect(xml).toContain('<loc>https://carzone.com.au/</loc>');
    expect(xml).toContain(
      '<url><loc>https://carzone.com.au/cars/a&amp;b</loc><lastmod>2026-11-20T00:00:00.000Z</lastmod></url>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it.each([
    [SITEMAP_MAX_URLS - 1, SITEMAP_MAX_URLS - 1],
    [SITEMAP_MAX_URLS, SITEMAP_MAX_URLS],
    [SITEMAP_MAX_URLS + 1, SITEMAP_MAX_URLS],
  ])('%i entries → %i URLs', (count, expected) => {
    const entries = Array.from({ length: count }, (_, i) => ({ path: `/cars/${i}` }));
    expect(sitemapXml('https://x.au', entries).match(/<url>/g)).toHaveLength(expected);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap and keeps print views out', () => {
    const text = robotsTxt('https://carzone.com.au');
    expect(text).toContain('Sitemap: https://carzone.com.au/sitemap.xml');
    expect(text).toContain('Disallow: /print');
  });

  // A parser that takes the first rule whose path prefixes the URL (as some crawlers do), and one that
  // takes the longest (as RFC 9309 says): both must keep the print views and the API out.
  const rules = robotsTxt('https://carzone.com.au')
    .split('\n')
    .flatMap((line) => {
      const match = /^(Allow|Disallow): (.+)$/.exec(line);
      return match ? [{ allow: match[1] === 'Allow', path: match[2] }] : [];
    });
  const firstMatch = (url: string) => rules.find((r) => url.startsWith(r.path))?.allow ?? true;
  const longestMatch = (url: string) =>
    rules.filter((r) => url.startsWith(r.path)).sort((a, b) => b.path.length - a.path.length)[0]?.allow ??
    true;

  it.each([
    ['/print?car_id=2022-toyota-rav4', false],
    ['/print', false],
    ['/api/search', false],
    ['/api/', false],
    ['/', true],
    ['/cars/2022-toyota-rav4-gx-suv-ct10001', true],
    ['/search/toyota', true],
  ])('%s allowed: %s', (url, allowed) => {
    expect(firstMatch(url)).toBe(allowed);
    expect(longestMatch(url)).toBe(allowed);
  });
});

describe('sitePagePaths', () => {
  it.each(configs.map((c) => [c.slug, c] as const))('lists the pages %s has', (_slug, config) => {
    const paths = sitePagePaths(config);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/search', '/special-offers', '/contact', '/careers', '/directory']),
    );
    expect(paths.includes('/brands')).toBe(config.features.brandsPage);
  });
});

describe('carSitemapEntry', () => {
  it('is last modified when the car last changed', () => {
    expect(carSitemapEntry({ path: '/cars/x', updatedAt: new Date('2026-11-20T03:04:05.000Z') })).toEqual({
      path: '/cars/x',
      lastModified: '2026-11-20T03:04:05.000Z',
    });
  });
});
