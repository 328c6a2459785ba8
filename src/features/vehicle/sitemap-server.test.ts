import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSearchIndexForTests } from '@/search';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { cars, dealerships } from '../../db/schema';
import { getSite, type Site } from '../../tenancy/get-site';
import { loadSiteConfigs } from '../../tenancy/site-files';
import { syncSites } from '../../tenancy/sync-sites';
import { siteSitemapEntries } from './sitemap-server';

// A tenant of our own with three cars: one changed recently, one long ago, one sold (left out).

let handle: Awaited<ReturnType<typeof createTestDb>>;
let site: Site;
const RECENT = new Date('2026-11-20T03:04:05.000Z');
const OLD = new Date('2026-01-02T00:00:00.000Z');

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
  const base = loadSiteConfigs().find((c) => c.slug === 'coastal-toyota');
  if (!base) throw new Error('coastal-toyota config missing');
  await syncSites(handle.db, [
    {
      ...base,
      slug: 'fixture-sitemap',
      name: 'Fixture Sitemap',
      hostnames: [],
      dealerships: ['fixture-sitemap-dealer'],
      hiddenDealerships: [],
      stockFilter: { ...base.stockFilter, hiddenFromStockCount: 0 },
    },
  ]);
  const [dealer] = await handle.db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(inArray(dealerships.slug, ['fixture-sitemap-dealer']));
  const car = (slug: string, updatedAt: Date, status = 'in_stock') => ({
    dealershipId: dealer.id,
    stocknum: slug,
    name: slug,
    slug,
    year: 2022,
    make: 'Toyota',
    model: 'RAV4',
    carType: 'used' as const,
    km: 30_000,
    price: 30_000,
    status,
    createdAt: OLD,
    updatedAt,
  });
  await handle.db
    .insert(cars)
    .values([car('recent-car', RECENT), car('old-car', OLD), car('sold-car', RECENT, 'sold')]);
  site = (await getSite('fixture-sitemap')) as Site;
}, 60_000);
afterAll(async () => handle.drop());

describe('siteSitemapEntries', () => {
  it('lists the site’s pages, then each available car last modified when it last changed', async () => {
    const entries = await siteSitemapEntries(site, new Date('2026-11-22T00:00:00.000Z'));
    expect(entries.filter((e) => !e.path.startsWith('/cars/')).map((e) => e.path)).toEqual(
      expect.arrayContaining(['/', '/search', '/contact', '/careers', '/directory']),
    );
    const carEntries = entries.filter((e) => e.path.startsWith('/cars/'));
    expect(carEntries).toEqual(
      expect.arrayContaining([
        { path: '/cars/recent-car', lastModified: RECENT.toISOString() },
        { path: '/cars/old-car', lastModified: OLD.toISOString() },
      ]),
    );
    expect(carEntries.some((e) => e.path.includes('sold-car'))).toBe(false);
  });
});
