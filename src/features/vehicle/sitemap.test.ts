import { describe, expect, it } from 'vitest';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapXml } from './sitemap';

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
});
