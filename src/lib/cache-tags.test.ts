import { describe, expect, it } from 'vitest';
import {
  apiTags,
  carTag,
  invalidateTags,
  onTagsInvalidated,
  pageTags,
  siteTag,
  stockTag,
} from './cache-tags';

describe('tag names', () => {
  it('names a site, its stock and a car', () => {
    expect([siteTag('carzone'), stockTag('carzone'), carTag('2022-toyota-hilux-a1')]).toEqual([
      'site:carzone',
      'site:carzone:stock',
      'car:2022-toyota-hilux-a1',
    ]);
  });
});

describe('pageTags', () => {
  const site = ['site:carzone'];
  const stock = ['site:carzone', 'site:carzone:stock'];
  it.each([
    ['/', stock],
    ['/search', stock],
    ['/search/toyota/hilux', stock],
    ['/used-car/suv', stock],
    ['/special-offers', stock],
    ['/brands', stock],
    ['/toyota/overview', stock],
    ['/feeds/google-vehicles.xml', stock],
    ['/feeds/google-stores.xml', stock],
    ['/feeds/meta-vehicles.xml', stock],
    ['/feeds/stock.csv', stock],
    ['/feeds/stock.json', stock],
    ['/cars/2022-toyota-hilux-a1', ['site:carzone', 'car:2022-toyota-hilux-a1']],
    ['/contact', site],
    ['/contact-us/brisbane', site],
    ['/careers', site],
    ['/directory', site],
    ['/models', site],
    ['/blog/buyer-advice', site],
    // Any path no route serves is the catch-all's, whatever page a site's content has there (or its 404,
    // which the page cache never keeps).
    ['/about-us', site],
    ['/hilux/accessories', site],
    ['/parts/search', site],
    ['/our-new-page', site],
    ['/feeds/other.xml', site],
    ['/searching', site],
    ['/cars', site],
    ['/toyota/overview/more', site],
    // Personal, time-bound or one-off pages are never shared: sale pages end on the second of their
    // expiry, /spin-to-win is behind sign-in.
    ['/pages/summer-sale', null],
    ['/%70ages/summer-sale', null],
    ['/spin-to-win', null],
    ['/cars/2022-toyota-hilux-a1/checkout', null],
    ['/cars/2022-toyota-hilux-a1/buy-online', null],
    ['/book-test-drive', null],
    ['/success', null],
    ['/print', null],
    ['/sitemap.xml', null],
    ['/watchlist', null],
    ['/my-garage', null],
    ['/account', null],
  ])('%s → %j', (pathname, tags) => {
    expect(pageTags('carzone', pathname)).toEqual(tags);
  });
});

describe('apiTags', () => {
  it.each([
    ['/api/cars/2022-toyota-hilux-a1/similar', ['site:carzone', 'site:carzone:stock']],
    ['/api/cars/2022-toyota-hilux-a1/autogauge', ['site:carzone', 'car:2022-toyota-hilux-a1']],
    // A write, the shopper's own or another path: never shared.
    ['/api/cars/2022-toyota-hilux-a1/view.json', null],
    ['/api/cars/2022-toyota-hilux-a1/pdf', null],
    ['/api/cars/2022-toyota-hilux-a1/similar/more', null],
    ['/api/cars//similar', null],
    ['/api/search', null],
    ['/api/watchlist', null],
  ])('GET %s → %j', (pathname, tags) => {
    expect(apiTags('carzone', 'GET', pathname)).toEqual(tags);
  });
  it.each([
    ['POST', '/api/search', ['site:carzone', 'site:carzone:stock']],
    ['POST', '/api/search/more', null],
    ['POST', '/api/leads', null],
    ['POST', '/api/cars/2022-toyota-hilux-a1/similar', null],
    ['HEAD', '/api/cars/2022-toyota-hilux-a1/similar', null],
    ['GET', '/api/search', null],
  ])('%s %s → %j', (method, pathname, tags) => {
    expect(apiTags('carzone', method, pathname)).toEqual(tags);
  });
});

describe('invalidateTags', () => {
  it('reaches every listener until it unsubscribes', () => {
    const seen: string[][] = [];
    const stop = onTagsInvalidated((tags) => seen.push([...tags]));
    invalidateTags(['car:a']);
    invalidateTags([]);
    stop();
    invalidateTags(['car:b']);
    expect(seen).toEqual([['car:a']]);
  });
});
