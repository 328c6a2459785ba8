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
      expect.arrayContaining([
        '/',
        '/search',
        '/search/used-cars',
        '/special-offers',
        '/contact',
        '/careers',
        '/directory',
        '/finance',
      ]),
    );
    expect(paths.includes('/brands')).toBe(config.features.brandsPage);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(configs.map((c) => [c.slug, c] as const))(
    'lists every product page the header and footer of %s link to',
    (_slug, config) => {
      const paths = new Set(sitePagePaths(config));
      const linked = [
        ...config.header.menu.flatMap((item) => [item, ...item.children]),
        ...config.footer.columns.flatMap((column) => column.links),
      ].map((link) => link.href.split(/[?#]/, 1)[0]);
      for (const path of linked.filter((p) => ['/finance', '/trade-in', '/search/used-cars'].includes(p)))
        expect(paths).toContain(path);
    },
  );

  const base = configs[0];
  const withMenu = (hrefs: string[], features: Partial<typeof base.features> = {}) =>
    sitePagePaths({
      ...base,
      features: { ...base.features, ...features },
      header: { ...base.header, menu: hrefs.map((href) => ({ label: href, href, children: [] })) },
      footer: { ...base.footer, columns: [{ title: 'x', links: [] }], groupLinks: [] },
    });

  it.each<[string, string[], Partial<typeof base.features>, string[], string[]]>([
    ['a results page, without its query', ['/search/toyota?price=0:20000'], {}, ['/search/toyota'], []],
    [
      'the shopper’s own pages and print views',
      ['/watchlist', '/account', '/print?car_id=x'],
      {},
      [],
      ['/watchlist', '/account', '/print'],
    ],
    ['an outside address', ['https://example.com/x'], {}, [], ['https://example.com/x']],
    [
      'trade-in gated behind sign-in',
      [],
      { signInGating: true, gatedRoutes: ['trade-in'] },
      ['/finance'],
      ['/trade-in'],
    ],
    [
      'trade-in with sign-in on but not gated',
      [],
      { signInGating: true, gatedRoutes: [] },
      ['/trade-in'],
      [],
    ],
    ['sell-my-car linked', ['/sell-my-car'], {}, ['/sell-my-car'], []],
    [
      'used-car routes only with the feature',
      ['/used-car/suv'],
      { usedCarRoutes: false },
      [],
      ['/used-car/suv'],
    ],
  ])('%s', (_name, hrefs, features, listed, unlisted) => {
    const paths = withMenu(hrefs, features);
    for (const path of listed) expect(paths).toContain(path);
    for (const path of unlisted) expect(paths).not.toContain(path);
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
