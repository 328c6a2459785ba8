import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as autogaugeGET } from '@/app/api/cars/[slug]/autogauge/route';
import { GET as pdfGET } from '@/app/api/cars/[slug]/pdf/route';
import { GET as similarGET } from '@/app/api/cars/[slug]/similar/route';
import { GET as viewGET } from '@/app/api/cars/[slug]/view.json/route';
import { POST as catalogueSearch } from '@/app/api/catalogue/search/route';
import { GET as deliveryPriceGET } from '@/app/api/delivery-price/route';
import { POST as eventsPOST } from '@/app/api/events/route';
import { POST as leadsPOST } from '@/app/api/leads/route';
import { POST as phoneRevealPOST } from '@/app/api/phone-reveal/route';
import { POST as multiSearch } from '@/app/api/search/multi/route';
import { POST as searchPOST } from '@/app/api/search/route';
import { POST as secondarySearch } from '@/app/api/search/secondary/route';
import { POST as specialOffersPOST } from '@/app/api/special-offers/route';
import { GET as availabilityGET } from '@/app/api/test-drive/availability/route';
import BrandOverviewPage from '@/app/sites/[site]/[brandslug]/overview/page';
import BookTestDrivePage from '@/app/sites/[site]/book-test-drive/page';
import BrandsPage from '@/app/sites/[site]/brands/page';
import CareersPage from '@/app/sites/[site]/careers/page';
import CarPage from '@/app/sites/[site]/cars/[slug]/page';
import ContactPage from '@/app/sites/[site]/contact/page';
import LocationContactPage from '@/app/sites/[site]/contact-us/[locationSlug]/page';
import DirectoryPage from '@/app/sites/[site]/directory/page';
import SiteLayout from '@/app/sites/[site]/layout';
import HomePage from '@/app/sites/[site]/page';
import PrintPage from '@/app/sites/[site]/print/page';
import { GET as robotsGET } from '@/app/sites/[site]/robots.txt/route';
import SearchRoute from '@/app/sites/[site]/search/[[...segments]]/page';
import { GET as sitemapGET } from '@/app/sites/[site]/sitemap.xml/route';
import SpecialOffersPage from '@/app/sites/[site]/special-offers/page';
import UsedCarRoute from '@/app/sites/[site]/used-car/[[...segments]]/page';
import { setDbHandleForTests } from '@/db';
import { leads } from '@/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address';
import { budgetFinderData, homeStock, resetSearchIndexForTests } from '@/search';
import { getSite } from '@/tenancy/get-site';
import { activePromos } from '@/tenancy/promos';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { SITE_HEADER } from '@/tenancy/site-header';
import { syncSites } from '@/tenancy/sync-sites';
import { emptySiteConfig } from './helpers/empty-site';
import { pageProps as props, renderPage as render } from './helpers/render-page';
import { createTestDb } from './helpers/test-db';

// A brand-new site whose dealership has nothing yet (no cars, locations, reviews, promotions or brands),
// made from each demo site's config beside the demo stock: every page and API it has answers its empty
// state, never an error. The lead forms render outside Next.js, so their router is a stand-in.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {}, back() {}, forward() {} }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

const NO_RESULTS =
  'No results found for your search at this time. Please try adjusting the filters for more results.';
const NO_OFFERS = 'There appears to be no offers currently available that meet the conditions of your search';

const configs = loadSiteConfigs().map((base) => emptySiteConfig(base));
let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb({ cars: 120 });
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
  // The demo dealers' stock is there too: none of it may show on the new sites.
  await syncSites(handle.db, configs);
}, 120_000);
afterAll(async () => handle?.drop());

// ── Calling route handlers as the proxy would ───────────────────────────────────────────────────────

let ip = 0;
function apiRequest(slug: string, path: string, body?: unknown): Request {
  return new Request(`http://${slug}.localhost${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      [SITE_HEADER]: slug,
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: `10.9.0.${++ip}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const slugParams = (slug: string) => ({ params: Promise.resolve({ slug }) });

async function json(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const MISSING_CAR = '2020-toyota-hilux-sr-abc123';

async function loadSite(slug: string) {
  const site = await getSite(slug);
  if (!site) throw new Error(`no site ${slug}`);
  return site;
}

describe.each(configs)('$slug, a new site with nothing in stock', (config) => {
  const slug = config.slug;
  const site = { site: slug };

  it('exists with its one new dealership, and no stock, promotions or brands', async () => {
    const loaded = await loadSite(slug);
    expect(loaded.dealerships.map((d) => d.slug)).toEqual(config.dealerships);
    const { inStock, featured, bodies, makes, carTypes } = await homeStock(loaded, 8);
    expect({ inStock, featured, bodies, makes, carTypes }).toEqual({
      inStock: 0,
      featured: [],
      bodies: [],
      makes: [],
      carTypes: { new: 0, demo: 0, used: 0 },
    });
    expect(await budgetFinderData(loaded)).toEqual({
      bodies: [],
      carTypes: [],
      selections: [{ carType: null, body: null, count: 0, lowestPrice: null }],
    });
    expect(await activePromos(loaded.id, 'banner', new Date())).toEqual([]);
    expect(await activePromos(loaded.id, 'card', new Date())).toEqual([]);
  });

  it('the layout shows the site’s name, phone and menus', async () => {
    const html = await render(() => SiteLayout({ ...props(site), children: 'page' }));
    expect(html).toContain(config.name.replaceAll('&', '&amp;'));
    expect(html).toContain(config.phones.sales);
  });

  it('the home page has its hero and no empty stock sections', async () => {
    const html = await render(() => HomePage(props(site)));
    if (html === 404) throw new Error('home page is a 404');
    expect(html).toContain(config.copy.heroTitle);
    expect(html).not.toContain(config.copy.featuredHeading);
    expect(html).not.toContain('Find cars for your budget');
    expect(html).toContain('No cars in stock right now');
    expect(html).not.toContain('NaN');
  });

  const searchPaths = [
    [],
    ['new-used-and-demo-cars'],
    ['new-and-demo-cars'],
    ['new-cars'],
    ['demo-cars'],
    ['used-cars'],
    ['suv'],
    ['ute'],
    ['4x4'],
    ['ev'],
    ['prestige'],
    [config.dealerships[0]],
  ];
  it.each(searchPaths.map((segments) => [`/${segments.join('/')}`, segments]))(
    'search%s shows the no-results text, no filters and 0 vehicles',
    async (_path, segments) => {
      const html = await render(() => SearchRoute(props({ ...site, segments })));
      if (html === 404) throw new Error('results page is a 404');
      expect(html).toContain(NO_RESULTS);
      expect(html).toContain('0 vehicles');
      expect(html).not.toContain('aria-label="Filters"');
      expect(html).not.toContain('NaN');
    },
  );

  it.each(searchPaths.map((segments) => [`/${segments.join('/')}`, segments]))(
    'used-car%s is the same where the site has used-car routes, else a 404',
    async (_path, segments) => {
      const html = await render(() => UsedCarRoute(props({ ...site, segments })));
      if (!config.features.usedCarRoutes) return expect(html).toBe(404);
      expect(html).toContain(NO_RESULTS);
    },
  );

  it('every results link of its menus leads to a results page, not a 404', async () => {
    const hrefs = [
      ...config.header.menu.flatMap((item) => ['href' in item ? item.href : undefined]),
      ...config.footer.columns.flatMap((column) => column.links.map((link) => link.href)),
    ].filter((href): href is string => Boolean(href?.match(/^\/(search|used-car)(\/|$|\?)/)));
    for (const href of hrefs) {
      const [prefix, ...segments] = href.split('?')[0].split('/').filter(Boolean);
      const route = prefix === 'used-car' ? UsedCarRoute : SearchRoute;
      expect(await render(() => route(props({ ...site, segments }))), href).not.toBe(404);
    }
  });

  it('a make or model it has no stock of is a 404, as a misspelt path is', async () => {
    expect(await render(() => SearchRoute(props({ ...site, segments: ['toyota'] })))).toBe(404);
    expect(await render(() => SearchRoute(props({ ...site, segments: ['toyota', 'hilux'] })))).toBe(404);
  });

  it('special offers shows the offers empty state', async () => {
    const html = await render(() => SpecialOffersPage(props(site)));
    expect(html).toContain('No Results Available');
    expect(html).toContain(NO_OFFERS);
  });

  it('the brands page says it has none yet where the site has one; a brand page is a 404', async () => {
    const html = await render(() => BrandsPage(props(site)));
    if (config.features.brandsPage) expect(html).toContain('No brands to show yet.');
    else expect(html).toBe(404);
    expect(await render(() => BrandOverviewPage(props({ ...site, brandslug: 'toyota' })))).toBe(404);
  });

  it('the directory lists no locations', async () => {
    expect(await render(() => DirectoryPage(props(site)))).toContain('0 locations');
  });

  it('the contact, careers and test-drive forms render without a location to choose', async () => {
    for (const page of [ContactPage, CareersPage, BookTestDrivePage]) {
      const html = await render(() => page(props(site)));
      if (html === 404) throw new Error(`${page.name} is a 404`);
      expect(html).not.toContain('Select a location');
      expect(html).toContain(config.phones.sales);
    }
    const carless = await render(() => BookTestDrivePage(props(site, { car_id: '1' })));
    expect(carless).not.toContain('Select a location');
    expect(await render(() => LocationContactPage(props({ ...site, locationSlug: 'anywhere' })))).toBe(404);
  });

  it('a car it does not have is a 404 on the vehicle page and the print sheet', async () => {
    expect(await render(() => CarPage(props({ ...site, slug: MISSING_CAR })))).toBe(404);
    expect(await render(() => PrintPage(props(site, { car_id: MISSING_CAR })))).toBe(404);
  });

  it('the sitemap lists its pages and no cars; robots names it', async () => {
    const sitemap = await sitemapGET(new Request('http://x/sitemap.xml'), props(site));
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toContain('/search</loc>');
    expect(xml).not.toContain('/cars/');
    const robots = await robotsGET(new Request('http://x/robots.txt'), props(site));
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('sitemap.xml');
  });

  it('the search APIs answer empty results with zero counts and no NaN', async () => {
    const search = await json(
      await searchPOST(apiRequest(slug, '/api/search', { query: 'hilux', sort: 'price_asc', offset: 0 })),
    );
    expect(search.status).toBe(200);
    expect(search.body).toMatchObject({ hits: [], count: 0, pages: 0 });
    expect(JSON.stringify(search.body)).not.toMatch(/NaN|null,"max":null/);
    const refined = await json(
      await searchPOST(
        apiRequest(slug, '/api/search', {
          filters: { make: ['Toyota'], price: { min: 10_000, max: 30_000 }, km: { max: 80_000 } },
          preset: { car_type: ['used'] },
        }),
      ),
    );
    expect(refined).toMatchObject({ status: 200, body: { hits: [], count: 0 } });
    expect(await json(await secondarySearch(apiRequest(slug, '/api/search/secondary', {})))).toEqual({
      status: 200,
      body: { hits: [] },
    });
    const multi = await json(
      await multiSearch(apiRequest(slug, '/api/search/multi', { queries: [{ query: 'ranger', limit: 5 }] })),
    );
    expect(multi.status).toBe(200);
    expect(multi.body.results[0]).toMatchObject({ hits: [], count: 0 });
    const offers = await json(await specialOffersPOST(apiRequest(slug, '/api/special-offers', {})));
    expect(offers).toMatchObject({ status: 200, body: { hits: [], count: 0, pages: 0 } });
  });

  it('catalogue search answers, and nothing for a dealership that is not the site’s', async () => {
    const all = await json(await catalogueSearch(apiRequest(slug, '/api/catalogue/search', {})));
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body.hits)).toBe(true);
    const own = await json(
      await catalogueSearch(apiRequest(slug, '/api/catalogue/search', { dealership: 'carzone-rocklea' })),
    );
    expect(own).toMatchObject({ status: 200, body: { hits: [], count: 0 } });
  });

  it('every car API answers 404 for a car it does not have', async () => {
    const path = `/api/cars/${MISSING_CAR}`;
    for (const [name, handler] of [
      ['similar', similarGET],
      ['view.json', viewGET],
      ['autogauge', autogaugeGET],
      ['pdf', pdfGET],
    ] as const) {
      const response = await handler(apiRequest(slug, `${path}/${name}`), slugParams(MISSING_CAR));
      expect(response.status, name).toBe(404);
    }
    const delivery = await deliveryPriceGET(
      apiRequest(slug, `/api/delivery-price?postcode=4000&car=${MISSING_CAR}`),
      undefined,
    );
    expect(delivery.status).toBe(404);
  });

  it('test-drive availability names the problem: no such location, no such car', async () => {
    const atLocation = await json(
      await availabilityGET(apiRequest(slug, '/api/test-drive/availability?location=1')),
    );
    expect([400, 404]).toContain(atLocation.status);
    expect(atLocation.body.error).toBeTruthy();
    const forCar = await json(
      await availabilityGET(apiRequest(slug, `/api/test-drive/availability?car=${MISSING_CAR}`)),
    );
    expect([400, 404]).toContain(forCar.status);
  });

  const contactFields = {
    name: 'Jane',
    last_name: 'Citizen',
    email: 'jane@example.com',
    phone: '0412 345 678',
    postcode: '4000',
    message: 'When will you have stock?',
    terms_conditions: true,
    category: 'General Enquiry',
    dealership_slug: config.dealerships[0],
  };
  const leadRequest = (form: string, fields: Record<string, unknown> = {}) => ({
    form,
    idempotency_key: randomUUID(),
    url: `https://${slug}.example.com.au/contact`,
    fields: { ...contactFields, ...fields },
  });

  it.each(['contact', 'careers', 'test-drive'])(
    'a %s lead with no car and no location is stored for the new dealership',
    async (form) => {
      const fields = form === 'contact' || form === 'test-drive' ? {} : { category: undefined };
      const answer = await json(await leadsPOST(apiRequest(slug, '/api/leads', leadRequest(form, fields))));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const [row] = await handle.db.select().from(leads).where(eq(leads.id, answer.body.lead_id));
      const loaded = await loadSite(slug);
      expect(row).toMatchObject({ siteId: loaded.id, dealershipId: loaded.dealerships[0].id });
    },
  );

  it('a test-drive time cannot be booked without a location: a 400 naming it', async () => {
    const answer = await json(
      await leadsPOST(
        apiRequest(
          slug,
          '/api/leads',
          leadRequest('test-drive', { booking_date: '2030-01-15', booking_time: '10:00' }),
        ),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.issues.map((i: { field: string }) => i.field)).toContain('fields.booking_time');
  });

  it('events and phone reveals are recorded', async () => {
    const event = await eventsPOST(apiRequest(slug, '/api/events', { event_id: 14, page: '/search' }));
    expect(event.status).toBe(204);
    const loaded = await loadSite(slug);
    const reveal = await phoneRevealPOST(
      apiRequest(slug, '/api/phone-reveal', {
        dealership_id: loaded.dealerships[0].id,
        website_id: loaded.id,
      }),
    );
    expect(reveal.status).toBe(204);
  });
});
