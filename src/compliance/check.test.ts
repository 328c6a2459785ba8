import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { putContentPage } from '../content/store';
import { cars, dealerships, locations } from '../db/schema';
import { editableLocations } from '../tenancy/location-settings-store';
import type { SiteConfig } from '../tenancy/site-config';
import { readSiteFiles } from '../tenancy/site-files';
import { putSite, putTemplate, readStoredSite } from '../tenancy/site-store';
import { assertCompliant, ComplianceError, settingsCompliance, siteCompliance } from './check';

let handle: Awaited<ReturnType<typeof createTestDb>>;
const NOW = new Date('2026-11-29T00:00:00Z');
const shipped = readSiteFiles();
const coastal = shipped.sites.find((file) => file.document.slug === 'coastal-toyota')?.document as Record<
  string,
  unknown
>;

beforeAll(async () => {
  handle = await createTestDb();
  await putTemplate(handle.db, shipped.templates[0].document, { by: 'test' });
  await putSite(
    handle.db,
    {
      ...coastal,
      slug: 'check-motors',
      name: 'Check Motors',
      hostnames: [],
      dealerships: ['check-motors'],
      hiddenDealerships: [],
      promos: [
        { kind: 'banner', name: 'old-sale', title: 'Old sale', expiry: '2026-06-30T23:59:59+10:00' },
        { kind: 'banner', name: 'cheap-money', title: 'Finance from 2.9% p.a.' },
      ],
    },
    { by: 'test' },
  );
  const [dealer] = await handle.db.select().from(dealerships).where(eq(dealerships.slug, 'check-motors'));
  const place = {
    dealershipId: dealer.id,
    city: 'Parramatta',
    state: 'NSW',
    street: '1 Church St',
    postcode: '2150',
    lat: -33.81,
    long: 151.0,
  };
  await handle.db.insert(locations).values([
    { ...place, name: 'Check Sales', slug: 'check-sales', locationType: 'sales', dealerLicenseNumber: null },
    {
      ...place,
      name: 'Check Service',
      slug: 'check-service',
      locationType: 'service',
      dealerLicenseNumber: null,
    },
  ]);
  const car = {
    dealershipId: dealer.id,
    name: '2021 Toyota Corolla',
    slug: '2021-toyota-corolla',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    carType: 'used',
  };
  await handle.db.insert(cars).values([
    { ...car, stocknum: 'NOTYPE', slug: 'a-2021-toyota-corolla', price: 25990, priceType: null },
    { ...car, stocknum: 'TYPED', slug: 'b-2021-toyota-corolla', price: 25990, priceType: 'Drive Away' },
    {
      ...car,
      stocknum: 'SOLD',
      slug: 'c-2021-toyota-corolla',
      price: 25990,
      priceType: null,
      status: 'sold',
    },
  ] as never);
  await putContentPage(
    handle.db,
    'check-motors',
    '/pages/finance-sale',
    '---\ntitle: Finance sale\ndescription: Low rates\nexpiry: 2099-12-31\n---\nRates from 3.9% p.a. on every Corolla.\n',
    'test',
  );
}, 120_000);
afterAll(async () => handle.drop());

describe('the compliance check of a site', () => {
  it('names each breach of what it publishes: settings, pages and advertised cars', async () => {
    const breaches = await siteCompliance(handle.db, 'check-motors', NOW);
    expect(breaches?.map((b) => [b.scope, b.rule, b.where])).toEqual([
      ['settings', 'expired-promotion', 'promos.0'],
      ['settings', 'rate-without-comparison', 'promos.1'],
      ['settings', 'licence-number', 'locations.check-sales.dealerLicenseNumber'],
      ['page', 'rate-without-comparison', '/pages/finance-sale body'],
      ['stock', 'price-basis', 'car NOTYPE'],
    ]);
  });

  it('is null for a site that does not exist', async () => {
    expect(await siteCompliance(handle.db, 'nobody', NOW)).toBeNull();
  });

  it("takes a draft's licence number for a location, and refuses while an error is left", async () => {
    const config = (await readStoredSite(handle.db, 'check-motors'))?.config as SiteConfig;
    const fixed = { ...config, promos: [] };
    const [sales] = (await editableLocations(handle.db, fixed, NOW)).filter((l) => l.slug === 'check-sales');
    const withLicence = { 'check-sales': { ...sales.settings, dealerLicenseNumber: 'MD99999' } };
    expect(await settingsCompliance(handle.db, fixed, NOW, withLicence)).toEqual([]);
    const left = await settingsCompliance(handle.db, fixed, NOW);
    expect(() => assertCompliant(left)).toThrow(ComplianceError);
  });
});
