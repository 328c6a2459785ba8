import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, apiPaths, paths, withQuery } from './paths';
import { CONSOLE_ROUTES, isCatchAllPath, matchRoute, SERVED_ROUTES } from './served-routes';

describe('paths', () => {
  it.each([
    [paths.home(), '/'],
    [paths.car('2021-toyota-rav4-gx-t1'), '/cars/2021-toyota-rav4-gx-t1'],
    [paths.car('a b&c'), '/cars/a%20b%26c'],
    [paths.car('citroën-c4'), '/cars/citro%C3%ABn-c4'],
    [paths.car('x', 'enquire'), '/cars/x#enquire'],
    [paths.car('x', 'finance-calculator'), '/cars/x#finance-calculator'],
    [paths.car('a/b', 'find-similar'), '/cars/a%2Fb#find-similar'],
    [paths.checkout('x', 'checkout'), '/cars/x/checkout'],
    [paths.checkout('x', 'buy-online'), '/cars/x/buy-online'],
    [paths.checkout('a b', 'checkout'), '/cars/a%20b/checkout'],
    [paths.checkoutJourney('x'), '/checkout-journey?car_id=x'],
    [paths.checkoutJourney('a b&c=d'), '/checkout-journey?car_id=a%20b%26c%3Dd'],
    [paths.checkoutJourney('x', { valuation: 'v1' }), '/checkout-journey?car_id=x&valuation=v1'],
    [paths.checkoutJourney('x', { reservation: 'r1' }), '/checkout-journey?car_id=x&reservation=r1'],
    [paths.checkoutJourney('x', { cancelled: '1' }), '/checkout-journey?car_id=x&cancelled=1'],
    [paths.tradeInForPurchase(42), '/trade-in?car_id=42&after=buy-online'],
    [paths.tradeIn(), '/trade-in'],
    [paths.tradeIn(42), '/trade-in?car_id=42'],
    [paths.tradeIn(42, '/trade-in'), '/trade-in?car_id=42'],
    [paths.tradeIn(42, '/cars/trade-in'), '/cars/trade-in?car_id=42'],
    [paths.tradeIn(undefined, '/cars/trade-in'), '/cars/trade-in'],
    [paths.tradeInPlate('ABC123', 'QLD'), '/trade-in?rego=ABC123&state=QLD'],
    [paths.sellMyCar('/sell-your-car'), '/sell-your-car'],
    [paths.sellMyCar(), '/sell-my-car'],
    [paths.print('2021-kia-rio-s-t1'), '/print?car_id=2021-kia-rio-s-t1'],
    [paths.print('a b&c'), '/print?car_id=a%20b%26c'],
    [paths.bookTestDrive(), '/book-test-drive'],
    [paths.bookTestDrive(7), '/book-test-drive?car_id=7'],
    [paths.finance(), '/finance'],
    [paths.personalisedFinance(42), '/personalised/finance?car_id=42'],
    [
      paths.financePreApproval('9b2f4c1e-0000-4000-8000-000000000000'),
      '/finance/pre-approval?application=9b2f4c1e-0000-4000-8000-000000000000',
    ],
    [
      paths.signIn('watchlist', '/cars/x?tab=1', '/search/toyota'),
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fx%3Ftab%3D1&back=%2Fsearch%2Ftoyota',
    ],
    [
      paths.signIn('checkout', '/cars/ä b', '/'),
      '/sign-in?type=checkout&redirect=%2Fcars%2F%C3%A4%20b&back=%2F',
    ],
    [paths.search(), '/search'],
    [paths.search('used-cars'), '/search/used-cars'],
    [paths.search('toyota', 'hilux'), '/search/toyota/hilux'],
    [paths.search('a b', 'c&d'), '/search/a%20b/c%26d'],
    [paths.search('škoda'), '/search/%C5%A1koda'],
    [paths.usedCar(), '/used-car'],
    [paths.usedCar('suv'), '/used-car/suv'],
    [paths.stock(false), '/search'],
    [paths.stock(false, 'toyota', 'rav4'), '/search/toyota/rav4'],
    [paths.stock(true), '/used-car'],
    [paths.stock(true, 'toyota', 'rav4'), '/used-car/toyota/rav4'],
    [paths.specialOffers(), '/special-offers'],
    [paths.brands(), '/brands'],
    [paths.brand('isuzu-ute'), '/isuzu-ute/overview'],
    [paths.brand('a b'), '/a%20b/overview'],
    [paths.directory(), '/directory'],
    [paths.contact(), '/contact'],
    [paths.contactUs(), '/contact-us'],
    [paths.contactLocation('coastal-toyota-cairns'), '/contact-us/coastal-toyota-cairns'],
    [paths.contactLocation('north & south'), '/contact-us/north%20%26%20south'],
    [paths.ourLocation('cairns'), '/our-location/cairns'],
    [paths.location('gympie é'), '/locations/gympie%20%C3%A9'],
    [paths.dealerLocator(), '/dealer-locator'],
    [paths.service(), '/service'],
    [paths.careers(), '/careers'],
    [paths.success(), '/success'],
    [paths.aboutUs(), '/about-us'],
    [paths.faqs(), '/faqs'],
    [paths.blog(), '/blog'],
    [paths.myGarage(), '/my-garage'],
    [paths.warranty(), '/warranty'],
    [paths.privacyPolicy(), '/privacy-policy'],
    [paths.termsAndConditions(), '/terms-and-conditions'],
    [paths.sitemap(), '/sitemap.xml'],
    [paths.robots(), '/robots.txt'],
    [apiPaths.carPdf('a b'), '/api/cars/a%20b/pdf'],
    [apiPaths.carView('x', 'photos_count=3'), '/api/cars/x/view.json?photos_count=3'],
    [apiPaths.carView('x', ''), '/api/cars/x/view.json'],
    [apiPaths.carSimilar('x'), '/api/cars/x/similar'],
    [apiPaths.carAutogauge('ä'), '/api/cars/%C3%A4/autogauge'],
    [apiPaths.youxQuote(), '/api/youx/quote'],
    [apiPaths.youxCreateCustomer(), '/api/youx/create-customer'],
    [apiPaths.financeCar(42), '/api/finance/car?car_id=42'],
    [apiPaths.financeDisclaimer(42), '/api/finance/disclaimer?car_id=42'],
    [apiPaths.addGarageVehicle(), '/api/garage/add-vehicle'],
    [apiPaths.removeGarageVehicle(), '/api/garage/remove-vehicle'],
    [withQuery('/search', 'price=0:20000'), '/search?price=0:20000'],
    [withQuery('/search', ''), '/search'],
    [absoluteUrl('https://x.com.au', '/cars/a'), 'https://x.com.au/cars/a'],
    [absoluteUrl('https://x.com.au//', '/cars/a'), 'https://x.com.au/cars/a'],
  ])('%s → %s', (built, expected) => expect(built).toBe(expected));

  it('finance: every AF §2 parameter in its order, blanks empty, then #finance-form', () => {
    expect(
      paths.finance({
        preferredDealership: 'coastal-toyota',
        vehiclePriceBudget: 34990,
        car_id: 42,
        car_type: 'used',
        vin: 'JTMW1RFV00D012345',
        nvic: 'ABC123',
        year: 2021,
        loanTerm: 5,
        selfAssessedCreditScore: 'GREAT',
        whoIsHelping: '',
      }),
    ).toBe(
      '/finance?preferredDealership=coastal-toyota&vehiclePriceBudget=34990&car_id=42&car_type=used' +
        '&vin=JTMW1RFV00D012345&nvic=ABC123&year=2021&loanTerm=5&selfAssessedCreditScore=GREAT&whoIsHelping=#finance-form',
    );
  });

  it('finance: awkward values are encoded and read back whole', () => {
    const href = paths.finance({ preferredDealership: 'Coastal & Co', vin: null, whoIsHelping: 'Zoë #1' });
    const url = new URL(href, 'https://x.test');
    expect(url.searchParams.get('preferredDealership')).toBe('Coastal & Co');
    expect(url.searchParams.get('vin')).toBe('');
    expect(url.searchParams.get('whoIsHelping')).toBe('Zoë #1');
    expect([...url.searchParams.keys()]).toHaveLength(10);
    expect(url.hash).toBe('#finance-form');
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'served', '/'],
    ['/cars/x', 'served', '/cars/[slug]'],
    ['/cars/x#enquire', 'served', '/cars/[slug]'],
    ['/cars/x/checkout', 'served', '/cars/[slug]/checkout'],
    ['/cars/x/buy-online?cancelled=1', 'served', '/cars/[slug]/buy-online'],
    ['/reservations/r_1?session_id=x', 'served', '/reservations/[id]'],
    ['/cars/trade-in?car_id=4', 'served', '/cars/trade-in'],
    ['/search', 'served', '/search/[[...segments]]'],
    ['/search/toyota/hilux?page=2', 'served', '/search/[[...segments]]'],
    ['/used-car', 'served', '/used-car/[[...segments]]'],
    ['/book-test-drive/', 'served', '/book-test-drive'],
    ['/isuzu-ute/overview', 'served', '/[brandslug]/overview'],
    ['/media/cars/a.webp', 'served', '/media/[...path]'],
    ['/contact-us/a%20b', 'served', '/contact-us/[locationSlug]'],
    ['/finance?car_id=1#finance-form', 'served', '/finance'],
    ['/finance/pre-approval?application=x', 'served', '/finance/pre-approval'],
    ['/trade-in', 'served', '/trade-in'],
    ['/checkout-journey?car_id=x', 'served', '/checkout-journey'],
    ['/dealer-locator', 'served', '/dealer-locator'],
    ['/blog/buyer-advice/first-car', 'served', '/blog/[category]/[slug]'],
    ['/blog/rss.xml', 'served', '/blog/rss.xml'],
    ['/models?body=suv', 'served', '/models'],
    ['/my-garage', 'served', '/my-garage'],
  ])('%s is %s (%s)', (href, kind, pattern) => expect(matchRoute(href)).toMatchObject({ kind, pattern }));

  it.each(['/nowhere', '/cars', '/cars/x/y/z', '/contact-us/a/b', '/media', '/brands/x', '/faqs'])(
    '%s is missing',
    (href) => expect(matchRoute(href).kind).toBe('missing'),
  );

  describe('a path no route serves, given the paths of the site’s content pages', () => {
    const content = new Set(['/faqs', '/hilux/accessories', '/our-new-page', '/contact', '/cars/x']);
    it.each([
      ['/faqs', '/faqs'],
      ['/faqs/', '/faqs'],
      ['/hilux/accessories#top', '/hilux/accessories'],
      ['/our-new-page?ref=menu', '/our-new-page'],
    ])('%s is the content page %s', (href, path) =>
      expect(matchRoute(href, undefined, content)).toEqual({ kind: 'content', path }),
    );
    it.each([
      ['/contact', 'served'],
      ['/cars/x', 'served'],
      ['/nowhere', 'missing'],
      ['/rav4/accessories', 'missing'],
    ])('%s is %s (a route wins over a page stored at its path)', (href, kind) =>
      expect(matchRoute(href, undefined, content).kind).toBe(kind),
    );
  });

  it.each([
    ['/about-us', true],
    ['/hilux/accessories', true],
    ['/pages/summer-sale', true],
    ['/our-new-page', true],
    ['/', false],
    ['/cars/x', false],
    ['/models', false],
    ['/blog/buyer-advice/first-car', false],
    ['/toyota/overview', false],
  ])('%s is left to the catch-all: %s', (pathname, expected) =>
    expect(isCatchAllPath(pathname)).toBe(expected),
  );

  it.each([
    ['/brands', { brandsPage: false, usedCarRoutes: true }, 'missing'],
    ['/brands', { brandsPage: true, usedCarRoutes: false }, 'served'],
    ['/toyota/overview', { brandsPage: false, usedCarRoutes: true }, 'missing'],
    ['/used-car/suv', { brandsPage: true, usedCarRoutes: false }, 'missing'],
    ['/used-car/suv', { brandsPage: false, usedCarRoutes: true }, 'served'],
    ['/search/suv', { brandsPage: false, usedCarRoutes: false }, 'served'],
  ])('%s with features %j is %s', (href, features, kind) =>
    expect(matchRoute(href, features).kind).toBe(kind),
  );

  it.each([
    ['https://m.me/x', 'external'],
    ['tel:0733908800', 'external'],
    ['mailto:a@b.c', 'external'],
    ['//cdn.example.com/x', 'external'],
    ['#vehicle-map', 'same-page'],
  ])('%s is %s', (href, kind) => expect(matchRoute(href).kind).toBe(kind));
});

// ── The registry against the app folder tree ─────────────────────────────────────────────────────

const APP = path.resolve(__dirname, '../app');
const ROUTE_FILE = /^(page|route)\.(tsx|ts|jsx|js)$/;
// Not routes a link can target: the tenant catch-all serves the site's content pages at whatever paths its
// content gives them and the themed 404 for every other path (a link to one is checked against the site's
// content), the console's catch-all is its own 404, the proxy rewrites hosts of no site to /unknown-site,
// and the operations endpoints are for load balancers.
const NOT_LINKABLE = new Set([
  '/sites/[site]/[...rest]',
  '/console/[...rest]',
  '/unknown-site',
  '/healthz',
  '/readyz',
  '/metrics',
  '/tls-ask',
]);

function appRoutes(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_') || entry.name.startsWith('@')) return [];
      const route = entry.name.startsWith('(') ? prefix : `${prefix}/${entry.name}`;
      return appRoutes(path.join(dir, entry.name), route);
    }
    return ROUTE_FILE.test(entry.name) && !NOT_LINKABLE.has(prefix) ? [prefix || '/'] : [];
  });
}

const servedByTree = [
  ...new Set(appRoutes(APP).map((route) => route.replace(/^\/sites\/\[site\]/, '') || '/')),
];

describe('the route registry', () => {
  it('lists exactly the routes of src/app (a new page must be registered, a removed one unlisted)', () => {
    expect([...SERVED_ROUTES, ...CONSOLE_ROUTES].sort()).toEqual(servedByTree.sort());
  });
});
