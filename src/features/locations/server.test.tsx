import { eq, inArray } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../../tests/helpers/test-db';
import DealerLocatorRoute from '../../app/sites/[site]/dealer-locator/page';
import LocationRoute from '../../app/sites/[site]/locations/[slug]/page';
import { GET as sitemap } from '../../app/sites/[site]/sitemap.xml/route';
import { setDbHandleForTests } from '../../db';
import { locations, reviews } from '../../db/schema';
import { logger } from '../../lib/logger';
import { getSite, type Site } from '../../tenancy/get-site';
import { DealerLocator } from './components/dealer-locator';
import { locatorQuery, ourLocationsChoice } from './rules';
import {
  dealerLocator,
  locationBlock,
  locationReviews,
  ourLocationCards,
  siteLocationPage,
  siteLocations,
} from './server';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb({ cars: 60 });
  setDbHandleForTests(handle);
}, 120_000);
afterAll(async () => handle.drop());

async function site(slug: string): Promise<Site> {
  const found = await getSite(slug);
  if (!found) throw new Error(`no site ${slug}`);
  return found;
}
/** Gives a location exactly these ratings as its reviews, newest first. */
async function setReviews(locationId: number, ratings: number[]) {
  const [location] = await handle.db.select().from(locations).where(eq(locations.id, locationId));
  await handle.db.delete(reviews).where(eq(reviews.locationId, locationId));
  if (ratings.length === 0) return;
  await handle.db.insert(reviews).values(
    ratings.map((rating, i) => ({
      dealershipId: location.dealershipId,
      locationId,
      customerName: `Reviewer ${i}`,
      text: `Review ${i}.`,
      rating,
      reviewDate: `2026-01-${String(28 - i).padStart(2, '0')}`,
    })),
  );
}

/** The site with some settings changed, as a site document would. */
const withConfig = (s: Site, config: Partial<Site['config']>): Site => ({
  ...s,
  config: { ...s.config, ...config },
});

describe('a site’s locations', () => {
  it('lists only the site’s own visible locations, primary first, with their week', async () => {
    const coastal = await site('coastal-toyota');
    const list = await siteLocations(coastal);
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((l) => l.dealershipSlug.startsWith('coastal-toyota'))).toBe(true);
    expect(list[0].primary).toBe(true);
    expect(list.every((l) => l.week.length === 7)).toBe(true);
    expect(list.every((l) => l.timeZone === 'Australia/Brisbane')).toBe(true);
  });

  it('leaves out a location the site hides', async () => {
    const coastal = await site('coastal-toyota');
    const [first] = await siteLocations(coastal);
    const hidden = await siteLocations(withConfig(coastal, { hiddenLocations: [first.slug] }));
    expect(hidden.map((l) => l.slug)).not.toContain(first.slug);
  });

  it('keeps carzone’s clocks per state', async () => {
    const zones = new Set((await siteLocations(await site('carzone'))).map((l) => l.timeZone));
    expect(zones).toEqual(new Set(['Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne']));
  });
});

describe('a location’s page', () => {
  it('finds the site’s location with its newest reviews (at most 12), dates dd/MM/yyyy', async () => {
    const carzone = await site('carzone');
    const [first] = await siteLocations(carzone);
    await setReviews(first.id, [5, 5, 4, 5, 4]);
    const page = await siteLocationPage(carzone, first.slug);
    expect(page?.location.rating).toEqual({ average: 4.6, count: 5 });
    const list = page?.reviews ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(12);
    expect(list.map((r) => r.reviewDate)).toEqual([...list.map((r) => r.reviewDate)].sort().reverse());
    expect(list[0].dateText).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(list[0].dateInWords).toMatch(/^(today|\d+ (day|week|month|year)s? ago)$/);
  });

  it('lists 12 of a location with more reviews', async () => {
    const carzone = await site('carzone');
    const [first] = await siteLocations(carzone);
    const dealership = (await handle.db.select().from(locations).where(eq(locations.id, first.id)))[0];
    await handle.db.insert(reviews).values(
      Array.from({ length: 15 }, (_, i) => ({
        dealershipId: dealership.dealershipId,
        locationId: first.id,
        customerName: `Reviewer ${i}`,
        text: 'Great service.',
        rating: 5,
        reviewDate: `2020-01-${String(i + 1).padStart(2, '0')}`,
      })),
    );
    expect((await siteLocationPage(carzone, first.slug))?.reviews).toHaveLength(12);
    expect(
      (
        await siteLocationPage(
          withConfig(carzone, { reviews: { ...carzone.config.reviews, fullQuantity: 3 } }),
          first.slug,
        )
      )?.reviews,
    ).toHaveLength(3);
  });

  it('rates a location by the reviews it lists: a stored average without reviews shows no stars', async () => {
    const carzone = await site('carzone');
    const [, second] = await siteLocations(carzone);
    await setReviews(second.id, []);
    await handle.db
      .update(locations)
      .set({ averageRating: 4.8, reviewCount: 412 })
      .where(eq(locations.id, second.id));
    expect(await siteLocationPage(carzone, second.slug)).toMatchObject({
      location: { rating: null },
      reviews: [],
    });
    await setReviews(second.id, [5, 4]);
    const page = await siteLocationPage(carzone, second.slug);
    expect(page?.location.rating).toEqual({ average: 4.5, count: 2 });
    expect(page?.reviews).toHaveLength(2);
  });

  it.each([
    ['another site’s location', 'coastal-toyota-tingalpa'],
    ['a NUL', 'carzone-rocklea\u0000'],
    ['an encoded NUL', 'carzone%00'],
    ['capitals', 'CarZone-Rocklea'],
    ['a very long slug', 'a'.repeat(300)],
    ['nothing', ''],
  ])('%s is not found', async (_label, slug) => {
    expect(await siteLocationPage(await site('carzone'), slug)).toBeNull();
  });

  it('shows no rating or reviews at an average of 4.0 (AF §5), or where the site hides reviews', async () => {
    const carzone = await site('carzone');
    const [first] = await siteLocations(carzone);
    await setReviews(first.id, [5, 3, 4, 4, 4]);
    expect(await siteLocationPage(carzone, first.slug)).toMatchObject({
      location: { rating: null },
      reviews: [],
    });
    await setReviews(first.id, [5, 3, 4, 4, 4, 4, 4, 4, 4, 5]);
    expect((await siteLocationPage(carzone, first.slug))?.location.rating).toEqual({
      average: 4.1,
      count: 10,
    });
    const hidden = withConfig(carzone, { reviews: { ...carzone.config.reviews, show: false } });
    expect(await siteLocationPage(hidden, first.slug)).toMatchObject({
      location: { rating: null },
      reviews: [],
    });
  });

  it('gives a car’s page the location’s name, stars and reviews as the location’s own page has them', async () => {
    const carzone = await site('carzone');
    const [first] = await siteLocations(carzone);
    await setReviews(first.id, [5, 5, 4, 5, 4]);
    const page = await siteLocationPage(carzone, first.slug);
    expect(await locationReviews(carzone, first.slug)).toEqual({
      name: first.name,
      rating: page?.location.rating,
      reviews: page?.reviews,
    });
  });

  it('leaves a review the dealer hid off the list, and keeps it in the stars', async () => {
    const carzone = await site('carzone');
    const [first] = await siteLocations(carzone);
    await setReviews(first.id, [5, 5, 4, 5, 3]);
    const before = await locationReviews(carzone, first.slug);
    const [newest] = before?.reviews ?? [];
    await handle.db
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: 'A phone number in it' })
      .where(eq(reviews.id, newest.id));
    const after = await locationReviews(carzone, first.slug);
    expect(after?.reviews.map((r) => r.id)).toEqual(before?.reviews.slice(1).map((r) => r.id));
    expect(after?.rating).toEqual(before?.rating);
  });

  it('gives a car’s page no reviews where the location’s own page shows none', async () => {
    const carzone = await site('carzone');
    const [first, second] = await siteLocations(carzone);
    await setReviews(first.id, [5, 3, 4, 4, 4]);
    expect(await locationReviews(carzone, first.slug)).toBeNull();
    await setReviews(second.id, []);
    expect(await locationReviews(carzone, second.slug)).toBeNull();
    await setReviews(first.id, [5, 5]);
    const hidden = withConfig(carzone, { reviews: { ...carzone.config.reviews, show: false } });
    expect(await locationReviews(hidden, first.slug)).toBeNull();
    expect(
      await locationReviews(withConfig(carzone, { hiddenLocations: [first.slug] }), first.slug),
    ).toBeNull();
    expect(await locationReviews(carzone, 'coastal-toyota-tingalpa')).toBeNull();
    expect(await locationReviews(carzone, 'CarZone-Rocklea')).toBeNull();
  });

  it('renders the card, reviews (#reviews) and AutoDealer JSON-LD; another site’s slug is a 404', async () => {
    const carzone = await site('carzone');
    const [first] = await siteLocations(carzone);
    await setReviews(first.id, [5, 5, 4]);
    const html = renderToStaticMarkup(
      await LocationRoute({ params: Promise.resolve({ site: 'carzone', slug: first.slug }) }),
    );
    expect(html).toContain(`<h1 id="location-${first.id}"`);
    expect(html).toContain('id="reviews"');
    expect(html).toContain('href="#reviews"');
    expect(html).toContain('Get Directions');
    expect(html).toContain(
      `https://www.google.com/maps/dir/?api=1&amp;destination=${first.lat},${first.long}`,
    );
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    const [dealer, crumbs] = jsonLd['@graph'];
    // Its own dealer id (the seller its cars name), part of the site's organisation; no self-serving stars.
    expect(dealer).toMatchObject({
      '@type': 'AutoDealer',
      '@id': `https://carzone.com.au/locations/${first.slug}#dealer`,
      name: first.name,
      parentOrganization: { '@id': 'https://carzone.com.au/#organization' },
    });
    expect(dealer).not.toHaveProperty('aggregateRating');
    expect(dealer).not.toHaveProperty('review');
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Dealer Locator', item: 'https://carzone.com.au/dealer-locator' },
        { position: 3, name: first.name, item: `https://carzone.com.au/locations/${first.slug}` },
      ],
    });
    await expect(
      LocationRoute({ params: Promise.resolve({ site: 'carzone', slug: 'coastal-toyota-tingalpa' }) }),
    ).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});

describe('a location without a phone number (AF §8: a warning only)', () => {
  it('shows its page without a number and logs one warning for it, not one per render', async () => {
    const outback = await site('outback-rv');
    const [first] = await siteLocations(outback);
    const saved = (await handle.db.select().from(locations).where(eq(locations.id, first.id)))[0];
    await handle.db
      .update(locations)
      .set({ phone: null, landlinePhone: null })
      .where(eq(locations.id, first.id));
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      const page = async () =>
        renderToStaticMarkup(
          await LocationRoute({ params: Promise.resolve({ site: 'outback-rv', slug: first.slug }) }),
        );
      const html = await page();
      await page();
      expect(html).toContain(`<h1 id="location-${first.id}"`);
      expect(html).not.toContain('href="tel:');
      const aboutIt = warn.mock.calls.filter(
        ([fields]) => (fields as { location?: string }).location === first.slug,
      );
      expect(aboutIt).toHaveLength(1);
      expect(aboutIt[0][1]).toBe('A location has no phone number; it shows none');
    } finally {
      warn.mockRestore();
      await handle.db
        .update(locations)
        .set({ phone: saved.phone, landlinePhone: saved.landlinePhone })
        .where(eq(locations.id, first.id));
    }
  });
});

describe('the dealer locator', () => {
  it('lists a site’s sales locations first, with a type dropdown when it has several types', async () => {
    const coastal = await site('coastal-toyota');
    const locator = await dealerLocator(coastal, locatorQuery({}));
    expect(locator.types).toMatchObject({ selected: 'sales', showDropdown: true });
    expect(locator.types.options[0]).toBe('sales');
    expect(locator.groups).toHaveLength(1);
    expect(locator.groups[0].locations.every((l) => ['sales', ''].includes(l.locationType))).toBe(true);
    const service = await dealerLocator(coastal, locatorQuery({ type: 'service' }));
    expect(service.groups[0].locations.every((l) => l.locationType.startsWith('service'))).toBe(true);
  });

  it('finds the nearest by postcode: Blacktown (2148) is nearest carzone’s NSW yard', async () => {
    const locator = await dealerLocator(await site('carzone'), locatorQuery({ postcode: '2148' }));
    expect(locator.nearest).toBe(true);
    const [nearest] = locator.groups[0].locations;
    expect(nearest.state).toBe('NSW');
    expect(nearest.distanceKm).toBeLessThan(10);
    const distances = locator.groups[0].locations.map((l) => l.distanceKm ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('finds the nearest to the browser’s position: Melbourne → Victoria', async () => {
    const locator = await dealerLocator(
      await site('carzone'),
      locatorQuery({ lat: '-37.81', long: '144.96' }),
    );
    expect(locator.groups[0].locations[0].state).toBe('VIC');
  });

  it.each([
    ['400', 'Invalid postcode. Please enter a 4-digit number.'],
    ['40a0', 'Invalid postcode. Please enter a 4-digit number.'],
    ['4000\u0000', 'Invalid postcode. Please enter a 4-digit number.'],
    ['0000', 'Invalid postcode'],
  ])('postcode %j: %s, every location still listed', async (postcode, message) => {
    const carzone = await site('carzone');
    const locator = await dealerLocator(carzone, locatorQuery({ postcode }));
    expect(locator.error).toBe(message);
    expect(locator.nearest).toBe(false);
    expect(locator.groups[0].locations.length).toBeGreaterThan(0);
  });

  it('lists a group site by area, in the areas’ order', async () => {
    const summit = await site('summit-motor-group');
    const locator = await dealerLocator(summit, locatorQuery({}));
    expect(locator.groups.map((g) => g.name)).toEqual([
      'Springwood',
      'Ipswich',
      'Toowoomba',
      'Southport',
      'Caboolture',
      'Brendale',
      'Newstead',
    ]);
    expect(locator.groups[1].locations.every((l) => l.dealershipSlug.endsWith('-ipswich'))).toBe(true);
    const hidden = withConfig(summit, {
      groupLocations: summit.config.groupLocations.map((a) =>
        a.slug === 'ipswich' ? { ...a, visible: false } : a,
      ),
    });
    const without = await dealerLocator(hidden, locatorQuery({}));
    expect(without.groups.map((g) => g.name)).not.toContain('Ipswich');
    expect(
      without.groups.flatMap((g) => g.locations).some((l) => l.dealershipSlug.endsWith('-ipswich')),
    ).toBe(false);
  });

  it('renders every card with View Details to its own page', async () => {
    const html = renderToStaticMarkup(
      await DealerLocatorRoute({
        params: Promise.resolve({ site: 'coastal-toyota' }),
        searchParams: Promise.resolve({}),
      }),
    );
    const coastal = await siteLocations(await site('coastal-toyota'));
    const sales = coastal.filter((l) => l.locationType === 'sales');
    for (const l of sales) expect(html).toContain(`href="/locations/${l.slug}"`);
    expect(html).toContain('Location type');
  });
});

describe("the 'Our Locations' cards", () => {
  it('give each card its types and a group site’s area, so Summit’s sales in an area are a few cards', async () => {
    const summit = await site('summit-motor-group');
    const { cards, areas } = await ourLocationCards(summit, new Set());
    expect(areas).toEqual([
      'Springwood',
      'Ipswich',
      'Toowoomba',
      'Southport',
      'Caboolture',
      'Brendale',
      'Newstead',
    ]);
    expect(cards.every((card) => card.area !== null && card.types.length > 0)).toBe(true);
    const choice = ourLocationsChoice(cards, areas, { area: 'Ipswich' });
    expect(choice.type).toBe('sales');
    expect(choice.cards.length).toBeGreaterThan(0);
    expect(choice.cards.length).toBeLessThan(8);
    expect(choice.cards.every((card) => card.area === 'Ipswich' && card.types.includes('sales'))).toBe(true);
  });

  it('give no area on a site without groupLocations', async () => {
    const { cards, areas } = await ourLocationCards(await site('carzone'), new Set());
    expect(areas).toEqual([]);
    expect(cards.every((card) => card.area === null)).toBe(true);
  });
});

describe('a manufacturer-specific site (location.linksToContact)', () => {
  it('its View Details open /contact', async () => {
    const coastal = await site('coastal-toyota');
    const html = renderToStaticMarkup(
      <DealerLocator
        siteName="Coastal Toyota"
        locator={await dealerLocator(coastal, locatorQuery({}))}
        now={new Date()}
        enquireNowForClosedService={false}
        linksToContact
      />,
    );
    expect(html.match(/href="\/contact">View Details/g)?.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/href="\/locations\/[a-z0-9-]+">View Details/);
  });
});

describe('the location block', () => {
  it.each([
    ['primary', undefined, (ls: { primary: boolean }[]) => ls.length === 1 && ls[0].primary],
    [
      'service',
      undefined,
      (ls: { locationType: string }[]) => ls.every((l) => l.locationType.startsWith('service')),
    ],
    ['all', undefined, (ls: unknown[]) => ls.length > 2],
  ] as const)('block %s', async (block, locationId, check) => {
    const coastal = await site('coastal-toyota');
    const shown = await locationBlock(
      withConfig(coastal, { location: { ...coastal.config.location, block, locationId } }),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(check(shown as never)).toBe(true);
  });

  it.each([
    ['coastal-toyota', 'Coastal Toyota Tingalpa', '1420 Wynnum Road'],
    ['outback-rv', 'Outback RV Townsville', '310 Bruce Highway'],
  ])('primary on %s: the site’s own location, at the site’s own address', async (slug, name, street) => {
    const shown = await locationBlock(await site(slug));
    expect(shown.map((l) => l.name)).toEqual([name]);
    expect((await site(slug)).config.address).toContain(street);
  });

  it('by id: that location, and none for another site’s id', async () => {
    const coastal = await site('coastal-toyota');
    const [, second] = await siteLocations(coastal);
    const byId = (locationId: number) =>
      locationBlock(
        withConfig(coastal, { location: { ...coastal.config.location, block: 'by-id', locationId } }),
      );
    expect((await byId(second.id)).map((l) => l.id)).toEqual([second.id]);
    const carzoneIds = (await siteLocations(await site('carzone'))).map((l) => l.id);
    expect(await byId(carzoneIds[0])).toEqual([]);
    const rows = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .where(inArray(locations.id, carzoneIds));
    expect(rows.length).toBe(carzoneIds.length);
  });
});

describe('the sitemap', () => {
  it('names the dealer locator and every location’s page of the site, and no other site’s', async () => {
    const response = await sitemap(new Request('http://coastal-toyota.localhost/sitemap.xml'), {
      params: Promise.resolve({ site: 'coastal-toyota' }),
    });
    const xml = await response.text();
    expect(xml).toContain('/dealer-locator</loc>');
    for (const l of await siteLocations(await site('coastal-toyota')))
      expect(xml).toContain(`/locations/${l.slug}</loc>`);
    expect(xml).not.toContain('/locations/carzone-');
  });
});
