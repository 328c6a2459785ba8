import { describe, expect, it } from 'vitest';
import { minimalSite, withValue } from '../../tests/helpers/site-document';
import { parseSiteConfig, SiteConfigError } from './site-config';
import { type ConfigIssue, resolveSiteDocument, SiteDocumentError } from './site-documents';

const noTemplates = new Map();

/** The issues resolving a site document reports; none when it resolves. */
function issuesOf(doc: Record<string, unknown>): ConfigIssue[] {
  try {
    resolveSiteDocument(doc, noTemplates);
    return [];
  } catch (error) {
    if (error instanceof SiteDocumentError) return error.issues;
    throw error;
  }
}

describe('the site schema', () => {
  it('accepts the minimal site and fills in the defaults', () => {
    const config = resolveSiteDocument(minimalSite(), noTemplates);
    expect(config.theme.tagDefault).toBe('#c8102e');
    expect(config.features.watchlist).toBe(true);
    expect(config.similarCarsPageSize).toBe(6);
    expect(config.promoPlacement).toEqual({ mode: 'every', every: 6 });
  });

  const link = { label: 'Used Cars', href: '/search/used-cars' };
  it.each([
    ['colour', 'colour', 'red'],
    ['logo.icon', 'logo.icon', '/logo.svg'],
    ['phones.fax', 'phones.fax', '07 3000 0001'],
    ['socialUrls.myspace', 'socialUrls', { myspace: 'https://myspace.com/testmotors' }],
    ['theme.brnd', 'theme.brnd', '#c8102e'],
    ['copy.heroTitel', 'copy.heroTitel', 'Cars'],
    ['buttonLabels.buy-now', 'buttonLabels', { 'buy-now': 'Buy' }],
    ['features.darkMode', 'features.darkMode', true],
    ['features.autobot.icon', 'features.autobot', { label: 'Chat', href: 'https://m.me/tm', icon: 'bot' }],
    ['buttons.sticky', 'buttons.sticky', ['enquire']],
    ['finance.rate', 'finance.rate', 6.5],
    ['stockFilter.makes', 'stockFilter.makes', ['Toyota']],
    ['promoPlacement.gap', 'promoPlacement', { mode: 'every', every: 6, gap: 2 }],
    ['promos.0.colour', 'promos', [{ kind: 'card', name: 'sell', title: 'Sell', colour: 'red' }]],
    ['header.menu.0.target', 'header.menu', [{ ...link, target: '_blank' }]],
    [
      'header.menu.0.children.0.target',
      'header.menu',
      [{ ...link, children: [{ ...link, target: '_blank' }] }],
    ],
    ['header.sticky', 'header.sticky', true],
    [
      'footer.columns.0.links.0.target',
      'footer.columns',
      [{ title: 'Stock', links: [{ ...link, target: 'x' }] }],
    ],
    ['footer.columns.0.icon', 'footer.columns', [{ title: 'Stock', links: [], icon: 'car' }]],
    ['footer.groupLinks.0.icon', 'footer.groupLinks', [{ ...link, icon: 'car' }]],
    ['location.zoom', 'location.zoom', 12],
    ['reviews.count', 'reviews.count', 12],
    ['stats.0.icon', 'stats', [{ value: '1,000+', label: 'cars', icon: 'car' }]],
    ['brands.car.0.site', 'brands', { car: [{ title: 'Toyota', slug: 'toyota', site: 'x' }] }],
    ['brands.vans', 'brands', { vans: [] }],
    ['groupLocations.0.url', 'groupLocations', [{ name: 'Brisbane', slug: 'brisbane', url: '/' }]],
    ['carPage.banner.0.image', 'carPage.banner', [{ title: 'Offers', href: '/special-offers', image: 'x' }]],
    ['carPage.certifiedProgrammes.0.badge', 'carPage.certifiedProgrammes', [{ make: 'Toyota', badge: 'x' }]],
    ['forms.captcha', 'forms.captcha', true],
  ])('refuses the unknown field %s, naming its path', (path, field, value) => {
    expect(issuesOf(withValue(minimalSite(), field, value))).toEqual([{ path, message: 'unknown field' }]);
  });

  it("takes the site's own sender, an address on a domain receiving servers accept", () => {
    expect(
      parseSiteConfig('x', withValue(minimalSite(), 'mail', { from: 'leads@carzone.com.au' })).mail,
    ).toEqual({ from: 'leads@carzone.com.au' });
    expect(parseSiteConfig('x', minimalSite()).mail).toBeUndefined();
    expect(issuesOf(withValue(minimalSite(), 'mail', { from: 'leads@carzone.local' }))).toEqual([
      { path: 'mail.from', message: expect.stringMatching(/^needs a domain a receiving server accepts/) },
    ]);
  });

  it.each([
    ['theme.brand', 'red', 'expected a colour (#rrggbb)'],
    ['theme.tagDefault', '#fff', 'expected a colour (#rrggbb)'],
    ['logo.image', '/logo.svg', 'expected an uploaded logo (/media/….webp)'],
    ['logo.image', 'https://cdn.example.com/logo.webp', 'expected an uploaded logo (/media/….webp)'],
    ['theme.ink', 42, 'expected text'],
    ['hostnames', ['https://www.testmotors.com.au'], 'expected a host name like www.example.com.au'],
    ['hostnames', ['www.testmotors.com.au:3000'], 'expected a host name like www.example.com.au'],
    ['hostnames', ['www.testmotors.com.au/cars'], 'expected a host name like www.example.com.au'],
    ['hostnames', ['WWW.TestMotors.com.au'], 'expected a host name like www.example.com.au'],
    ['hostnames', ['testmotors'], 'expected a host name like www.example.com.au'],
    ['hostnames', ['-testmotors.com.au'], 'expected a host name like www.example.com.au'],
    ['slug', 'Test Motors', 'expected lowercase letters, digits and dashes'],
    ['brands.car', [{ title: 'Toyota', slug: 'Toyota' }], 'expected lowercase letters, digits and dashes'],
    ['header.menu', [{ label: 'About', href: 'about-us' }], 'expected a path (/...) or a URL'],
    ['emptyResultsRefreshPath', 'special-offers', 'expected a path (/...) or a URL'],
    [
      'socialUrls',
      { facebook: 'facebook.com/testmotors' },
      'expected a URL like https://www.example.com.au/',
    ],
    [
      'promos',
      [{ kind: 'banner', name: 'eofy', title: 'EOFY', start: '30/06/2026' }],
      'expected an ISO date and time like 2026-06-30T23:59:59+10:00',
    ],
    ['copy.heroTitle', '', 'expected some text, not an empty string'],
    ['logo.mark', '', 'expected a one or two letter monogram'],
    ['phones.sales', '131', 'expected a phone number of at least 8 characters'],
    ['features.favourites', 'yes', 'expected true or false'],
    ['dealerships', 'test-motors-brisbane', 'expected a list [...]'],
    ['finance', 'manual', 'expected an object {...}'],
    ['name', undefined, 'required'],
  ])('refuses %s = %j: "%s"', (path, value, message) => {
    const [issue] = issuesOf(withValue(minimalSite(), path, value));
    expect(issue.message).toBe(message);
    expect(issue.path.startsWith(path)).toBe(true);
  });

  it.each([
    ['hostnames', ['www.testmotors.com.au', 'https://testmotors.com.au'], 'hostnames.1'],
    ['header.menu', [{ label: 'About', href: 'about-us' }], 'header.menu.0.href'],
    ['buttons.card', ['enquire', 'buy-now'], 'buttons.card.1'],
  ])('names the bad item of a list: %s → %s', (field, value, path) => {
    expect(issuesOf(withValue(minimalSite(), field, value)).map((issue) => issue.path)).toEqual([path]);
  });

  it.each([
    ['siteType', 'car-yard'],
    ['theme.radius', 'round'],
    ['finance.provider', 'acme-finance'],
    ['buttons.card', ['buy-now']],
    ['stockFilter.itemTypes', ['boat']],
  ])('refuses %s = %j, listing the options', (path, value) => {
    const [issue] = issuesOf(withValue(minimalSite(), path, value));
    expect(issue.path.startsWith(path)).toBe(true);
    expect(issue.message).toMatch(/^Invalid option: expected one of "/);
  });

  it.each([
    ['stockFilter.hiddenFromStockCount', 0, true],
    ['stockFilter.hiddenFromStockCount', 14, true],
    ['stockFilter.hiddenFromStockCount', 15, false],
    ['stockFilter.hiddenFromStockCount', -1, false],
    ['stockFilter.hiddenFromStockCount', 2.5, false],
    ['includeSoldCarsDays', 0, true],
    ['includeSoldCarsDays', 60, true],
    ['includeSoldCarsDays', 61, false],
    ['similarCarsPageSize', 0, false],
    ['similarCarsPageSize', 1, true],
    ['similarCarsPageSize', 6, true],
    ['similarCarsPageSize', 7, false],
    ['promoPlacement.every', 1, false],
    ['promoPlacement.every', 2, true],
    ['promoPlacement.every', 30, true],
    ['promoPlacement.every', 31, false],
    ['finance.defaultTermYears', 7, true],
    ['finance.defaultTermYears', 8, false],
    ['finance.interestMax', 20, true],
    ['finance.interestMax', 20.5, false],
    ['reviews.minimumRating', 5, true],
    ['reviews.minimumRating', 5.5, false],
    ['location.mapZoom', 20, true],
    ['location.mapZoom', 21, false],
  ])('%s = %d is valid: %s', (path, value, valid) => {
    const doc = withValue(minimalSite(), path, value);
    if (path.startsWith('promoPlacement.')) (doc.promoPlacement as Record<string, unknown>).mode = 'every';
    const issues = issuesOf(doc);
    expect(issues.map((issue) => issue.path)).toEqual(valid ? [] : [path]);
  });

  const tiles = (over: Record<string, unknown>) => ({
    url: 'https://tiles.example.com.au/{z}/{x}/{y}.png?key={key}',
    key: 'browser-key',
    attribution: '© OpenStreetMap contributors',
    ...over,
  });
  it.each([
    [tiles({}), []],
    [tiles({ url: 'http://127.0.0.1:4000/{z}/{x}/{y}.png', key: undefined }), []],
    [
      tiles({ url: 'https://tiles.example.com.au/{z}/{x}.png' }),
      [['location.tiles.url', 'expected the placeholders {z}, {x}, {y}']],
    ],
    [
      tiles({ url: 'ftp://tiles.example.com.au/{z}/{x}/{y}.png' }),
      [['location.tiles.url', 'expected an http(s) URL template']],
    ],
    [
      tiles({ url: 'https://{s}.tiles.example.com.au/{z}/{x}/{y}.png' }),
      [['location.tiles.url', 'expected no placeholders but {z}, {x}, {y} and {key}']],
    ],
    [tiles({ key: undefined }), [['location.tiles.key', 'the URL has {key}: give the key']]],
    [
      tiles({ attribution: '' }),
      [['location.tiles.attribution', 'Too small: expected string to have >=1 characters']],
    ],
    [tiles({ maxZoom: 22 }), []],
    [tiles({ maxZoom: 23 }), [['location.tiles.maxZoom', 'Too big: expected number to be <=22']]],
  ])('a tile service %j: %j', (value, expected) => {
    const issues = issuesOf(withValue(minimalSite(), 'location.tiles', value));
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual(expected);
  });

  it('reports every bad field at once', () => {
    let doc = withValue(minimalSite(), 'theme.brand', 'red');
    doc = withValue(doc, 'stockFilter.hiddenFromStockCount', 15);
    doc = withValue(doc, 'features.darkMode', true);
    expect(issuesOf(doc)).toEqual([
      { path: 'theme.brand', message: 'expected a colour (#rrggbb)' },
      { path: 'features.darkMode', message: 'unknown field' },
      { path: 'stockFilter.hiddenFromStockCount', message: 'Too big: expected number to be <=14' },
    ]);
    expect(() => resolveSiteDocument(doc, noTemplates)).toThrow(
      "Invalid site 'test-motors': theme.brand: expected a colour (#rrggbb); features.darkMode: unknown field; " +
        'stockFilter.hiddenFromStockCount: Too big: expected number to be <=14',
    );
  });

  it('is as strict and as plain when a stored config is read back', () => {
    const { name: _name, ...stored } = resolveSiteDocument(minimalSite(), noTemplates);
    expect(() => parseSiteConfig('test-motors', { ...stored, name: 'Test Motors', colour: 'red' })).toThrow(
      SiteConfigError,
    );
    expect(() => parseSiteConfig('test-motors', stored)).toThrow(
      "Invalid config for site 'test-motors': name: required",
    );
  });
});
