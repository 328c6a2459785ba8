import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import {
  brands,
  cars,
  contentPages,
  dealerships,
  deliveryRegions,
  locations,
  manufacturers,
  openingHours,
  promos,
  regoVehicles,
  reviews,
  siteDealerships,
  sites,
  specialHours,
} from '../../src/db/schema';
import { plateProblem } from '../../src/features/trade-in/plate-rules';
import { apiKeyMatches } from '../../src/lib/api-key';
import { AU_STATES, isAuState } from '../../src/lib/au-states';
import { parseMediaPath } from '../../src/lib/media-names';
import { carQuote } from '../../src/repayments/quote-rules';
import { establishmentFee, type FinanceProvider } from '../../src/repayments/repayment-rules';
import { loadSiteConfigs } from '../../src/tenancy/site-files';
import { createTestDb } from '../../tests/helpers/test-db';
import { MAKES } from './catalogue';
import { profileFor } from './dealers';
import { UNCOVERED_POSTCODES } from './delivery';
import { badgesFor, seriesFor } from './generations';
import { apportion, type SeedSummary, seedDatabase, wipeDatabase } from './index';
import { DEMO_OLD_PLATE, DEMO_PLATES, PRIVATE_PER_STATE } from './rego';

const NOW = new Date('2026-11-22T09:00:00.000Z');
const DAY = 86_400_000;
const TOTAL = 400;

let handle: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let summary: SeedSummary;
type CarRow = typeof cars.$inferSelect;
let rows: CarRow[];
const siteOf = new Map<number, string>();
const dealerSlugOf = new Map<number, string>();

const share = (predicate: (car: CarRow) => boolean, list: CarRow[] = rows) =>
  list.filter(predicate).length / list.length;
const allCars = () => db.select().from(cars).orderBy(asc(cars.id));
const allRegistrations = () =>
  db.select().from(regoVehicles).orderBy(asc(regoVehicles.state), asc(regoVehicles.plate));

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  summary = await seedDatabase(db, { cars: TOTAL, renderImages: false, now: NOW });
  rows = await allCars();
  const links = await db
    .select({ dealershipId: siteDealerships.dealershipId, site: sites.slug, dealer: dealerships.slug })
    .from(siteDealerships)
    .innerJoin(sites, eq(sites.id, siteDealerships.siteId))
    .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId));
  for (const link of links) {
    siteOf.set(link.dealershipId, link.site);
    dealerSlugOf.set(link.dealershipId, link.dealer);
  }
}, 120_000);

afterAll(async () => {
  await handle?.drop();
});

describe('seedDatabase', () => {
  it('loads the four sites with their dealerships, brands and promos', async () => {
    const siteRows = await db.select().from(sites);
    expect(siteRows.map((s) => s.slug).sort()).toEqual([
      'carzone',
      'coastal-toyota',
      'outback-rv',
      'summit-motor-group',
    ]);
    const summit = siteRows.find((s) => s.slug === 'summit-motor-group');
    const summitBrands = await db
      .select()
      .from(brands)
      .where(eq(brands.siteId, summit?.id ?? 0));
    const byGroup = (g: string) => summitBrands.filter((b) => b.groupName === g).length;
    expect([byGroup('car'), byGroup('motorcycle'), byGroup('truck'), byGroup('ours')]).toEqual([30, 6, 4, 2]);
    expect(summitBrands.find((b) => b.slug === 'summit-fleet')?.skipPage).toBe(true);
    const promoRows = await db.select().from(promos);
    expect(promoRows.length).toBe(loadSiteConfigs().reduce((n, config) => n + config.promos.length, 0));
    const eofy = promoRows.find((p) => p.name === 'eofy-2027');
    expect(eofy?.startAt?.toISOString()).toBe('2027-04-30T14:00:00.000Z');

    const dealerRows = await db.select().from(dealerships);
    expect(dealerRows.length).toBe(20);
    expect(Object.keys(summary.stockKeys).sort()).toEqual(dealerRows.map((d) => d.slug).sort());
    for (const d of dealerRows) {
      // A random key per dealership, printed at seeding: nothing about it follows from the slug.
      const key = summary.stockKeys[d.slug];
      expect(key).toMatch(/^stk_[A-Za-z0-9_-]{43}$/);
      expect(key).not.toContain(d.slug);
      expect(apiKeyMatches(key, d.apiKeyHash)).toBe(true);
      expect(d.leadEmail).toBe(`sales@${d.slug}.example.com.au`);
    }
    expect(dealerRows.find((d) => d.slug === 'summit-mazda-springwood')?.name).toBe(
      'Summit Mazda Springwood',
    );
  });

  it("stores every site's content pages and blog articles", async () => {
    const rows = await db
      .select({ slug: sites.slug, path: contentPages.path })
      .from(contentPages)
      .innerJoin(sites, eq(sites.id, contentPages.siteId));
    for (const slug of ['coastal-toyota', 'carzone', 'summit-motor-group', 'outback-rv']) {
      const paths = rows.filter((row) => row.slug === slug).map((row) => row.path);
      expect(paths, slug).toEqual(expect.arrayContaining(['/about-us', '/terms-and-conditions', '/service']));
      expect(paths.filter((path) => path.startsWith('/blog/')).length, slug).toBeGreaterThanOrEqual(10);
    }
  });

  it('gives every dealership 2-5 locations with hours, holidays and reviews', async () => {
    const locs = await db.select().from(locations);
    expect(locs.length).toBeGreaterThanOrEqual(60);
    const summitLocations = locs.filter((l) => siteOf.get(l.dealershipId) === 'summit-motor-group');
    expect(summitLocations.length).toBeGreaterThanOrEqual(50);
    const perDealer = new Map<number, typeof locs>();
    for (const l of locs) perDealer.set(l.dealershipId, [...(perDealer.get(l.dealershipId) ?? []), l]);
    for (const list of perDealer.values()) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(5);
      expect(list.filter((l) => l.primary).length).toBe(1);
    }
    expect(new Set(locs.map((l) => l.locationType))).toEqual(
      new Set(['sales', 'service', 'parts', 'service-and-parts']),
    );
    expect(locs.some((l) => l.image) && locs.some((l) => !l.image)).toBe(true);
    for (const l of locs) {
      expect(l.postcode).toMatch(/^\d{4}$/);
      expect(l.phone).toMatch(/^(0[2378] \d{4} \d{4}|1300 \d{3} \d{3})$/);
      if (l.image) expect(parseMediaPath(l.image)).not.toBeNull();
    }
    expect(new Set(locs.map((l) => l.state))).toEqual(new Set(['QLD', 'NSW', 'VIC']));

    const hours = await db.select().from(openingHours);
    expect(hours.length).toBe(locs.length * 7);
    const sunday = hours.filter((h) => h.weekday === 0);
    expect(sunday.some((h) => h.status === 'Closed' && h.formatedHours === 'Closed')).toBe(true);
    expect(
      hours.some((h) => h.formatedHours === '8:30 am - 5:30 pm' && h.open === '08:30' && h.close === '17:30'),
    ).toBe(true);
    const special = await db.select().from(specialHours);
    expect(special.length).toBe(locs.length * 4);
    expect(new Set(special.map((s) => String(s.date)))).toEqual(
      new Set(['2026-12-25', '2026-12-26', '2027-01-01', '2027-01-26']),
    );

    const reviewRows = await db.select().from(reviews);
    const perDealerReviews = new Map<number, number>();
    for (const r of reviewRows)
      perDealerReviews.set(r.dealershipId, (perDealerReviews.get(r.dealershipId) ?? 0) + 1);
    expect(perDealerReviews.size).toBe(20);
    expect(new Set(reviewRows.map((r) => r.rating))).toEqual(new Set([3, 4, 5]));
    expect(reviewRows.filter((r) => r.rating >= 4).length / reviewRows.length).toBeGreaterThan(0.8);
    expect(reviewRows.some((r) => r.replyText && r.replyDate) && reviewRows.some((r) => !r.replyText)).toBe(
      true,
    );
  });

  it('summarises each location and dealership by the reviews it has, and every sales location has some', async () => {
    const locs = await db.select().from(locations);
    const reviewRows = await db.select().from(reviews);
    for (const l of locs) {
      const own = reviewRows.filter((r) => r.locationId === l.id).map((r) => r.rating);
      if (l.locationType === 'sales') expect(own.length, l.slug).toBeGreaterThanOrEqual(2);
      expect(l.reviewCount, l.slug).toBe(own.length);
      expect(l.averageRating, l.slug).toBe(
        own.length ? Math.round((own.reduce((a, b) => a + b, 0) * 10) / own.length) / 10 : null,
      );
    }
    for (const d of await db.select().from(dealerships)) {
      const own = reviewRows.filter((r) => r.dealershipId === d.id).map((r) => r.rating);
      expect(d.reviewCount, d.slug).toBe(own.length);
      expect(d.averageRating, d.slug).toBe(
        Math.round((own.reduce((a, b) => a + b, 0) * 10) / own.length) / 10,
      );
    }
  });

  it('writes reviews that name only what the location sells and never repeat a sentence', async () => {
    const locs = new Map((await db.select().from(locations)).map((l) => [l.id, l]));
    const reviewRows = await db.select().from(reviews);
    // Every make and model name, and the manufacturers it can belong to ('Honda': the cars and the bikes).
    const owners = new Map<string, Set<string>>();
    const own = (name: string, maker: string) => owners.set(name, (owners.get(name) ?? new Set()).add(maker));
    for (const mk of MAKES) {
      own(mk.name, mk.name);
      own(mk.carMake, mk.name);
      for (const md of mk.models) own(md.name, mk.name);
    }
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const named = new RegExp(
      `(?<![\\w-])(${[...owners.keys()]
        .sort((a, b) => b.length - a.length)
        .map(literal)
        .join('|')})(?![\\w-])`,
      'g',
    );
    for (const r of reviewRows) {
      const l = locs.get(r.locationId ?? -1);
      if (!l) throw new Error(`review ${r.id} has no location`);
      const profile = profileFor(dealerSlugOf.get(l.dealershipId) ?? '', 0);
      const sold = new Set(
        l.manufacturers.length
          ? l.manufacturers
          : MAKES.filter((mk) => profile.usedKinds.includes(mk.kind)).map((mk) => mk.name),
      );
      for (const text of [r.text, r.replyText ?? ''])
        for (const [name] of text.matchAll(named))
          expect(
            [...(owners.get(name) ?? [])].some((maker) => sold.has(maker)),
            `${name} at ${l.slug}: ${text}`,
          ).toBe(true);
    }
    // A sentence with its names, numbers and kind of vehicle taken out, so one sentence written again
    // about another person or car still counts as the same.
    const shape = (sentence: string) =>
      sentence
        .replace(/[A-Z0-9][\w'’:-]*/g, '#')
        .replace(
          /\b(car|cars|bike|bikes|ute|utes|van|vans|truck|trucks|caravan|caravans|camper|SUV|wagon|hatch)\b/gi,
          '#',
        )
        .toLowerCase()
        .replace(/[^a-z#]+/g, ' ')
        .trim();
    const seen = new Map<string, string>();
    for (const r of reviewRows)
      for (const text of [r.text, r.replyText ?? ''])
        for (const sentence of text.split(/(?<=[.!?])\s+/).filter(Boolean)) {
          const key = shape(sentence);
          expect(seen.get(key), `'${sentence}' repeats '${seen.get(key)}'`).toBeUndefined();
          seen.set(key, sentence);
        }
  });

  it('prices delivery for the delivery-calculator site only, leaving some postcodes uncovered', async () => {
    const regions = await db.select().from(deliveryRegions);
    const dealerSites = new Set(regions.map((r) => siteOf.get(r.dealershipId)));
    expect([...dealerSites]).toEqual(['carzone']);
    const rocklea = [...dealerSlugOf].find(([, slug]) => slug === 'carzone-rocklea')?.[0];
    const covers = (postcode: number) =>
      regions.filter(
        (r) => r.dealershipId === rocklea && r.postcodeFrom <= postcode && r.postcodeTo >= postcode,
      );
    expect(covers(4000)[0]?.price).toBe(0);
    expect(covers(2000)[0]?.price).toBeGreaterThan(500);
    for (const pc of UNCOVERED_POSTCODES) expect(covers(Number(pc))).toEqual([]);
  });

  it('loads a catalogue of about 150 makes', async () => {
    const makes = await db.select().from(manufacturers);
    expect(makes.length).toBeGreaterThanOrEqual(140);
    expect(makes.some((m) => m.logoUrl) && makes.filter((m) => !m.logoUrl).length > 40).toBe(true);
    expect(
      makes
        .filter((m) => m.certifiedProgramme)
        .map((m) => m.name)
        .sort(),
    ).toEqual(['Lexus', 'Toyota']);
    expect(new Set(makes.map((m) => m.vehicleKind))).toEqual(
      new Set(['car', 'motorcycle', 'truck', 'caravan']),
    );
    expect(summary.models).toBeGreaterThan(300);
  });

  it('splits the stock across sites and dealerships as configured', () => {
    expect(rows.length).toBe(TOTAL);
    expect(summary.cars).toBe(TOTAL);
    const [coastal, carzone, summit, outback] = apportion(TOTAL, [700, 1000, 1200, 300]);
    const count = (site: string) => rows.filter((c) => siteOf.get(c.dealershipId) === site).length;
    expect([
      count('coastal-toyota'),
      count('carzone'),
      count('summit-motor-group'),
      count('outback-rv'),
    ]).toEqual([coastal, carzone, summit, outback]);
    expect(summary.bySite).toEqual({
      'coastal-toyota': coastal,
      carzone,
      'summit-motor-group': summit,
      'outback-rv': outback,
    });

    const of = (site: string) => rows.filter((c) => siteOf.get(c.dealershipId) === site);
    const coastalCars = of('coastal-toyota');
    expect(coastalCars.filter((c) => c.carType !== 'used').every((c) => c.make === 'Toyota')).toBe(true);
    expect(new Set(coastalCars.filter((c) => c.carType === 'used').map((c) => c.make)).size).toBeGreaterThan(
      3,
    );
    expect(of('carzone').every((c) => c.carType === 'used' && c.itemType === 'car')).toBe(true);
    const byDealer = (slug: string) => rows.filter((c) => dealerSlugOf.get(c.dealershipId) === slug);
    expect(byDealer('summit-trucks-brendale').every((c) => c.itemType === 'truck')).toBe(true);
    expect(byDealer('summit-motorcycles-brendale').every((c) => c.itemType === 'motorcycle')).toBe(true);
    expect(
      byDealer('summit-mazda-springwood')
        .filter((c) => c.carType !== 'used')
        .every((c) => c.make === 'Mazda'),
    ).toBe(true);
    const outbackCars = of('outback-rv');
    expect(new Set(outbackCars.map((c) => c.itemType))).toEqual(new Set(['caravan', 'motorcycle']));
    for (const c of outbackCars.filter((x) => x.itemType === 'caravan')) {
      const s = c.caravanSpecs;
      expect(s?.body_width).toBeGreaterThanOrEqual(6);
      expect(s?.body_width).toBeLessThanOrEqual(8);
      expect(s?.body_length).toBeGreaterThanOrEqual(10);
      expect(s?.body_length).toBeLessThanOrEqual(24);
      expect(['Single', 'Tandem']).toContain(s?.axle_type);
      expect(s?.aggregate_trailer_mass).toBeGreaterThan(s?.tare_weight ?? 0);
    }
  });

  it('has the status, type and timeline mix the pages need', () => {
    const nowMs = NOW.getTime();
    const inStock = share((c) => c.status === 'in_stock');
    expect(inStock).toBeGreaterThan(0.78);
    expect(inStock).toBeLessThan(0.92);
    expect(share((c) => c.status === 'coming_soon')).toBeGreaterThan(0.015);
    expect(rows.every((c) => ['in_stock', 'coming_soon', 'sold'].includes(c.status))).toBe(true);
    expect(rows.every((c) => (c.status === 'sold') === (c.soldAt !== null))).toBe(true);
    const soldAgo = (c: CarRow) => (nowMs - (c.soldAt?.getTime() ?? 0)) / DAY;
    const recentlySold = share((c) => c.soldAt !== null && soldAgo(c) <= 3);
    expect(recentlySold).toBeGreaterThan(0.015);
    expect(recentlySold).toBeLessThan(0.08);
    const longSold = share((c) => c.soldAt !== null && soldAgo(c) >= 10 && soldAgo(c) <= 200);
    expect(longSold).toBeGreaterThan(0.03);
    expect(longSold).toBeLessThan(0.1);
    expect(rows.filter((c) => c.reserved).every((c) => c.status === 'in_stock')).toBe(true);
    expect(rows.some((c) => c.reserved)).toBe(true);

    const newArrivals = share((c) => nowMs - c.createdAt.getTime() < 8 * DAY);
    expect(newArrivals).toBeGreaterThan(0.03);
    expect(newArrivals).toBeLessThan(0.15);
    expect(
      rows.every((c) => c.createdAt.getTime() <= nowMs && nowMs - c.createdAt.getTime() < 330 * DAY),
    ).toBe(true);
    expect(
      rows.every((c) => c.updatedAt.getTime() >= c.createdAt.getTime() && c.updatedAt.getTime() <= nowMs),
    ).toBe(true);

    const types = new Set(rows.map((c) => c.carType));
    expect(types).toEqual(new Set(['new', 'demo', 'used']));
    expect(share((c) => c.carType === 'used')).toBeGreaterThan(0.5);
    const hidden = new Set(rows.map((c) => c.hiddenFromStock));
    expect([...hidden].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    expect(share((c) => c.hiddenFromStock === 0)).toBeGreaterThan(0.6);
    expect(summary.byStatus.in_stock + summary.byStatus.coming_soon + summary.byStatus.sold).toBe(TOTAL);
  });

  it('identifies, prices and describes each car plausibly', () => {
    const year = NOW.getUTCFullYear();
    expect(new Set(rows.map((c) => c.slug)).size).toBe(TOTAL);
    for (const c of rows) {
      expect(c.slug).toMatch(/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*-[a-z]{2,3}\d{5}$/);
      expect(c.slug.endsWith(c.stocknum.toLowerCase())).toBe(true);
      expect(c.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(c.name.startsWith(`${c.year} ${c.make} ${c.model}`)).toBe(true);
      if (c.carType === 'new') expect(c.km).toBeLessThanOrEqual(50);
      if (c.carType === 'demo') expect(c.km).toBeGreaterThanOrEqual(200);
      if (c.carType === 'used') {
        expect(c.year).toBeGreaterThanOrEqual(2008);
        expect(c.year).toBeLessThanOrEqual(year);
        expect(isAuState(c.state) && plateProblem(c.regplate ?? '', c.state)).toBeNull();
        if (c.itemType !== 'caravan') expect(c.km).toBeGreaterThan(0);
      } else expect(Math.abs(c.year - year)).toBeLessThanOrEqual(1);
      if (c.price > 0) expect(c.price).toBeGreaterThanOrEqual(2499);
      if (c.beforePrice !== null) expect(c.beforePrice).toBeGreaterThan(c.price);
      expect(['Drive Away', 'Driveaway', 'Excl. Government Charges']).toContain(c.priceType);
      if (c.itemType !== 'caravan') {
        expect(['Automatic', 'Manual']).toContain(c.simpleTransmission);
        expect(['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid']).toContain(c.simpleFuel);
      }
      expect(c.standardEquipment.length).toBeGreaterThanOrEqual(10);
      expect(c.standardEquipment.length).toBeLessThanOrEqual(40);
      expect(c.city && c.state).toBeTruthy();
      if (c.simpleFuel === 'Electric') expect(c.variant?.fuelconsumptioncombined ?? null).toBeNull();
    }
    expect(new Set(rows.map((c) => c.simpleBody))).toContain('Ute');
    const priced = rows.filter((c) => c.price > 0);
    expect(share((c) => c.price === 0)).toBeLessThan(0.08);
    expect(rows.some((c) => c.price === 0)).toBe(true);
    expect(share((c) => c.beforePrice !== null)).toBeGreaterThan(0.04);
    expect(rows.some((c) => c.offerPrice !== null) && rows.some((c) => c.subscriptionPrice !== null)).toBe(
      true,
    );
    expect(rows.some((c) => c.preorder)).toBe(true);

    // Used cars depreciate: newer used cars of a model cost more on average than much older ones.
    const used = priced.filter((c) => c.carType === 'used' && c.itemType === 'car');
    const avg = (list: CarRow[]) => list.reduce((a, c) => a + c.price, 0) / list.length;
    expect(avg(used.filter((c) => year - c.year <= 3))).toBeGreaterThan(
      avg(used.filter((c) => year - c.year >= 9)) * 1.5,
    );

    // Finance: every car's instant quote is the quote engine's for its price and year (none outside
    // $10,000–$200,000); lenders keyed by the site's provider.
    for (const c of rows) expect(c.youxQuote).toEqual(carQuote(c, NOW));
    expect(share((c) => c.youxQuote !== null, priced)).toBeGreaterThan(0.75);
    const providers: Record<string, string> = {
      'coastal-toyota': 'youx',
      carzone: 'angle',
      'summit-motor-group': 'manual',
      'outback-rv': '360-finance',
    };
    for (const c of rows.filter((x) => x.financeLenders)) {
      const provider = providers[siteOf.get(c.dealershipId) ?? ''] as FinanceProvider;
      expect(Object.keys(c.financeLenders ?? {})).toEqual([provider]);
      // Each lender entry carries its provider's establishment fee (AF §9), not one fee for all.
      expect(c.financeLenders?.[provider]?.establishmentFees).toBe(establishmentFee(provider));
      // The instant-quote provider's entry describes the car's quote: its rates, weekly figure and loan.
      if (provider === 'youx') {
        expect(c.financeLenders?.youx).toMatchObject({
          interestRate: c.youxQuote?.advertisedRate,
          comparisonRate: c.youxQuote?.comparisonRate,
          paymentWeek: c.youxQuote?.weeklyRepaymentAmount,
          termYears: 5,
        });
      }
    }
    expect(rows.some((c) => c.financeRate > 0) && rows.some((c) => c.financeRate === 0)).toBe(true);
    const usedPriced = priced.filter((c) => c.carType === 'used');
    expect(share((c) => c.autograbData !== null, usedPriced)).toBeGreaterThan(0.6);
    expect(usedPriced.some((c) => (c.autograbData?.average_market_price ?? 0) > c.price + 499)).toBe(true);
    expect(usedPriced.some((c) => (c.autograbData?.average_market_price ?? Infinity) < c.price)).toBe(true);
  });

  it('pairs each car’s year only with the series and badges of that year’s generation', () => {
    const models = new Map(
      MAKES.flatMap((make) => make.models.map((m) => [`${make.carMake}|${m.name}`, m] as const)),
    );
    const impossible = rows.flatMap((c) => {
      const m = models.get(`${c.make}|${c.model}`);
      if (!m) return [`${c.name}: not in the catalogue`];
      const badges = badgesFor(m.badges, c.year).map((b) => b.name);
      const badgeFits = c.badge === null || badges.some((b) => b === c.badge || b === `${m.name} ${c.badge}`);
      return c.series === seriesFor(m.generations, c.year) && badgeFits ? [] : [`${c.name} ${c.series}`];
    });
    expect(impossible).toEqual([]);
    expect(rows.some((c) => c.series !== null)).toBe(true);
  });

  it('prices subscriptions only on the sites that offer them, and one demo site does', () => {
    const offering = loadSiteConfigs()
      .filter((c) => c.features.offersSubscription)
      .map((c) => c.slug);
    expect(offering.length).toBeGreaterThan(0);
    const subscribed = rows.filter((c) => c.subscriptionPrice !== null);
    expect(subscribed.length).toBeGreaterThan(0);
    expect(subscribed.filter((c) => !offering.includes(siteOf.get(c.dealershipId) ?? ''))).toEqual([]);
  });

  it('tags, certifies and categorises cars as the card rules expect', () => {
    const certified = rows.filter((c) => c.certified);
    expect(certified.length).toBeGreaterThan(0);
    expect(
      certified.every(
        (c) => siteOf.get(c.dealershipId) === 'coastal-toyota' && c.carType === 'used' && c.make === 'Toyota',
      ),
    ).toBe(true);
    expect(
      rows.some(
        (c) =>
          c.tag === 'runout sale' && c.carType === 'new' && siteOf.get(c.dealershipId) === 'coastal-toyota',
      ),
    ).toBe(true);
    const tagged = share((c) => c.tag !== null);
    expect(tagged).toBeGreaterThan(0.05);
    expect(tagged).toBeLessThan(0.2);
    const categories = new Set(rows.flatMap((c) => c.categories));
    for (const category of ['Runout Sale', 'Hybrid', 'Certified Pre-Owned', 'Special Offers'])
      expect(categories).toContain(category);
    const comments = rows.map((c) => c.dealercomments ?? '');
    expect(comments.some((t) => t === '')).toBe(true);
    expect(comments.some((t) => t !== '' && /^[\s\-*]+$/.test(t))).toBe(true);
    expect(comments.filter((t) => t.length > 400).length / TOTAL).toBeGreaterThan(0.4);
    expect(comments.some((t) => t.length > 0 && t.length < 200 && !/^[\s\-*]+$/.test(t))).toBe(true);
    expect(
      share(
        (c) => c.file !== null,
        rows.filter((c) => c.carType === 'used'),
      ),
    ).toBeGreaterThan(0.05);
    const checkout = rows.filter((c) => c.checkoutEnabled);
    expect(checkout.length).toBeGreaterThan(0);
    expect(checkout.every((c) => c.status === 'in_stock')).toBe(true);
    expect(
      checkout.every((c) => ['coastal-toyota', 'carzone'].includes(siteOf.get(c.dealershipId) ?? '')),
    ).toBe(true);
  });

  it('references generated images: 1, 3, 4 and 20+ photo cars, spins and videos', () => {
    const counts = rows.map((c) => c.images.length);
    for (const n of [1, 3, 4]) expect(counts).toContain(n);
    expect(counts.some((n) => n >= 20)).toBe(true);
    expect(counts.filter((n) => n >= 8 && n <= 16).length / TOTAL).toBeGreaterThan(0.6);
    for (const c of rows) {
      expect(c.primaryImageUrl).toBe(c.images[0]?.image);
      for (const image of c.images) {
        expect(parseMediaPath(image.image), image.image).not.toBeNull();
        expect(parseMediaPath(image.thumb)).not.toBeNull();
      }
    }
    const spins = rows.filter((c) => c.spinImages);
    expect(spins.length / TOTAL).toBeGreaterThan(0.015);
    expect(spins.length / TOTAL).toBeLessThan(0.08);
    for (const c of spins) {
      expect(c.spinImages?.exterior.length).toBe(36);
      expect(c.spinImages?.interior.length).toBe(36);
      expect(
        [...(c.spinImages?.exterior ?? []), ...(c.spinImages?.interior ?? [])].every((u) =>
          parseMediaPath(u),
        ),
      ).toBe(true);
      expect(c.spinCode).toBeTruthy();
      expect(c.hotspots?.exterior.length).toBeGreaterThan(0);
      expect(c.hotspots?.interior.length).toBeGreaterThan(0);
    }
    const videos = rows.filter((c) => c.externalVideoUrl);
    expect(videos.length).toBeGreaterThan(0);
    expect(
      videos.every((c) => /^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/.test(c.externalVideoUrl ?? '')),
    ).toBe(true);
    expect(summary.images.referenced).toBeGreaterThan(100);
    expect(summary.images.skipped).toBe(true);
  });

  it('registers every plated car in its state, private cars in every state and the demo plates', async () => {
    const register = await allRegistrations();
    expect(register).toHaveLength(summary.registrations);
    const registered = new Map(register.map((r) => [`${r.state} ${r.plate}`, r]));
    const plated = rows.filter((c) => c.regplate !== null);
    expect(plated.length).toBeGreaterThan(100);
    for (const c of plated) {
      expect(registered.get(`${c.state} ${c.regplate}`)).toMatchObject({
        vin: c.vin,
        year: c.year,
        make: c.make,
        model: c.model,
        badge: c.badge,
        series: c.series,
        body: c.simpleBody,
        colour: c.colour,
      });
    }
    const carPlates = new Set(plated.map((c) => `${c.state} ${c.regplate}`));
    for (const state of AU_STATES) {
      const privateCars = register.filter(
        (r) => r.state === state && !carPlates.has(`${r.state} ${r.plate}`),
      );
      expect(privateCars.length).toBeGreaterThanOrEqual(PRIVATE_PER_STATE);
      expect(registered.get(`${state} ${DEMO_PLATES[state]}`)?.year).toBeGreaterThanOrEqual(2021);
    }
    expect(registered.get(`${DEMO_OLD_PLATE.state} ${DEMO_OLD_PLATE.plate}`)?.year).toBe(2015);
    for (const r of register) expect(isAuState(r.state) && plateProblem(r.plate, r.state)).toBeNull();
  });

  it('produces identical car rows for the same seed, different ones for another seed', async () => {
    const register = await allRegistrations();
    await wipeDatabase(db);
    expect(await db.select().from(cars)).toEqual([]);
    await seedDatabase(db, { cars: TOTAL, renderImages: false, now: NOW });
    expect(await allCars()).toEqual(rows);
    expect(await allRegistrations()).toEqual(register);
    await wipeDatabase(db);
    await seedDatabase(db, { cars: TOTAL, renderImages: false, now: NOW, seed: 7 });
    const other = await allCars();
    expect(other.length).toBe(TOTAL);
    expect(other.map((c) => c.slug)).not.toEqual(rows.map((c) => c.slug));
  }, 120_000);
});
