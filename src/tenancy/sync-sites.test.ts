import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { dealerships, siteDealerships, sites } from '../db/schema';
import { parseSiteConfig, SiteConfigError } from './site-config';
import { loadSiteConfigs } from './site-files';
import { syncSites } from './sync-sites';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.drop());

describe('site configs', () => {
  const configs = loadSiteConfigs();

  it('loads the four demo sites, materially different', () => {
    expect(configs.map((c) => c.slug)).toEqual([
      'carzone',
      'coastal-toyota',
      'outback-rv',
      'summit-motor-group',
    ]);
    expect(new Set(configs.map((c) => c.theme.brand)).size).toBe(4);
    expect(new Set(configs.map((c) => c.finance.provider)).size).toBe(4);
    expect(new Set(configs.map((c) => JSON.stringify(c.buttons.card))).size).toBe(4);
    expect(new Set(configs.map((c) => JSON.stringify(c.stockFilter))).size).toBe(4);
  });

  it('shares template settings without repeating them', () => {
    const [, toyota, outback, summit] = configs;
    // All three extend 'standard-dealer' and inherit its Buyer Tools footer column and review rules.
    for (const config of [toyota, outback]) {
      expect(config.footer.columns.map((c) => c.title)).toEqual([
        'Models',
        'Buyer Tools',
        'Servicing and Parts',
      ]);
    }
    expect(summit.reviews.minimumRating).toBe(4);
    expect(toyota.carPage.whyBuyFromUs).toEqual(outback.carPage.whyBuyFromUs);
  });

  it('names the site and the field when a config is invalid', () => {
    const bad = { ...configs[0], stockFilter: { ...configs[0].stockFilter, hiddenFromStockCount: 15 } };
    expect(() => parseSiteConfig('broken-site', bad)).toThrow(SiteConfigError);
    expect(() => parseSiteConfig('broken-site', bad)).toThrow(
      /broken-site.*stockFilter\.hiddenFromStockCount/,
    );
  });

  it.each([
    [0, true],
    [14, true],
    [15, false],
    [-1, false],
  ])('hidden-from-stock count %i valid: %s', (count, valid) => {
    const config = { ...configs[0], stockFilter: { ...configs[0].stockFilter, hiddenFromStockCount: count } };
    if (valid) expect(parseSiteConfig('s', config).stockFilter.hiddenFromStockCount).toBe(count);
    else expect(() => parseSiteConfig('s', config)).toThrow(SiteConfigError);
  });
});

describe('syncSites', () => {
  const configs = loadSiteConfigs();
  it('writes every site and links its dealerships, and is repeatable', async () => {
    await syncSites(handle.db, configs);
    await syncSites(handle.db, configs);
    const rows = await handle.db.select().from(sites);
    expect(rows.map((r) => r.slug).sort()).toEqual([
      'carzone',
      'coastal-toyota',
      'outback-rv',
      'summit-motor-group',
    ]);
    const [summit] = rows.filter((r) => r.slug === 'summit-motor-group');
    const links = await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, summit.id));
    expect(links).toHaveLength(13);
    const [mazda] = await handle.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.slug, 'summit-mazda-springwood'));
    expect(mazda.name).toBe('Summit Mazda Springwood');
  });
});
