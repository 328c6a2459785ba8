import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSearchIndexForTests, scopeConditions, stockScope } from '@/search';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../db';
import { cars } from '../../../db/schema';
import { getSite } from '../../../tenancy/get-site';
import { SITE_HEADER } from '../../../tenancy/site-header';
import { POST } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
const now = new Date();

beforeAll(async () => {
  handle = await createTestDb({ cars: 600, now });
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
}, 120_000);
afterAll(async () => handle.drop());

async function search(site: string, body: unknown) {
  const response = await POST(
    new Request('http://x.localhost/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SITE_HEADER]: site },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, json: await response.json() };
}

const sites = ['coastal-toyota', 'carzone', 'summit-motor-group', 'outback-rv'];

describe('POST /api/search', () => {
  it('answers hits, facets, stats, count, ms and pages, 21 per page by default', async () => {
    const { status, json } = await search('summit-motor-group', {});
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual(['count', 'facets', 'hits', 'ms', 'pages', 'stats']);
    expect(json.hits).toHaveLength(21);
    expect(json.pages).toBe(Math.ceil(json.count / 21));
    expect(json.hits[0].path).toBe(`/cars/${json.hits[0].slug}`);
    expect(json.facets.car_type).toEqual(expect.objectContaining({ new: expect.any(Number) }));
  });

  it.each(sites)(
    '%s: the same cars as the default stock filter run in SQL, none from another dealer',
    async (slug) => {
      const site = await getSite(slug);
      if (!site) throw new Error('no site');
      const scope = stockScope(
        site.config,
        site.dealerships.map((d) => d.id),
        now,
      );
      const [{ n }] = await handle.db.select({ n: count() }).from(cars).where(scopeConditions(scope));
      const { json } = await search(slug, { hitsPerPage: 100 });
      expect(json.count).toBe(n);
      const ids = json.hits.map((h: { id: number }) => h.id);
      const rows = await handle.db.select().from(cars).where(inArray(cars.id, ids));
      for (const row of rows) {
        expect(site.dealerships.map((d) => d.id)).toContain(row.dealershipId);
        expect(row.hiddenFromStock).toBeLessThanOrEqual(site.config.stockFilter.hiddenFromStockCount);
      }
    },
  );

  it('a request cannot widen the tenant’s filter', async () => {
    const own = await search('coastal-toyota', {});
    const wider = await search('coastal-toyota', {
      search_filters: { hiddenFromStockCount: 14, usedOnly: false },
    });
    expect(wider.json.count).toBe(own.json.count);
    const narrower = await search('coastal-toyota', { search_filters: { usedOnly: true } });
    expect(Object.keys(narrower.json.facets.car_type)).toEqual(['used']);
  });

  it('the used-car site has used cars only, in stock only', async () => {
    const { json } = await search('carzone', {});
    expect(Object.keys(json.facets.car_type)).toEqual(['used']);
    expect(Object.keys(json.facets.status)).toEqual(['in_stock']);
  });

  it('the group site excludes its excluded brand and lists trucks and motorcycles', async () => {
    const { json } = await search('summit-motor-group', {});
    expect(json.facets.make['Great Wall']).toBeUndefined();
    expect(Object.keys(json.facets.item_type).sort()).toEqual(['car', 'motorcycle', 'truck']);
  });

  it('price ascending on a site that asks for it starts above $0', async () => {
    const { json } = await search('carzone', { sort: 'price_asc' });
    expect(json.hits[0].price).toBeGreaterThan(0);
    const prices = json.hits.map((h: { price: number }) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refinements narrow and facets stay disjunctive', async () => {
    const all = await search('summit-motor-group', {});
    const mazda = await search('summit-motor-group', { filters: { make: ['Mazda'] } });
    expect(mazda.json.count).toBe(all.json.facets.make.Mazda);
    expect(mazda.json.hits.every((h: { make: string }) => h.make === 'Mazda')).toBe(true);
    // The make list still offers the other makes, counted as if Mazda were not ticked.
    expect(mazda.json.facets.make).toEqual(all.json.facets.make);
  });

  it('finds a HiLux through a typo', async () => {
    const { json } = await search('coastal-toyota', { query: 'toyta hilux' });
    expect(json.count).toBeGreaterThan(0);
    expect(json.hits.every((h: { model: string }) => h.model === 'HiLux')).toBe(true);
  });

  it('the group site excludes its excluded brand under every name it goes by (GWM is Great Wall)', async () => {
    const [summit, gwm] = await Promise.all([
      search('summit-motor-group', { hitsPerPage: 100 }),
      search('summit-motor-group', { filters: { make: ['GWM'] } }),
    ]);
    expect(summit.json.facets.make.GWM).toBeUndefined();
    expect(gwm.json.count).toBe(0);
    const rows = await handle.db
      .select({ n: count() })
      .from(cars)
      .where(inArray(cars.make, ['GWM', 'Great Wall']));
    expect(rows[0].n).toBeGreaterThan(0); // the demo does stock the brand elsewhere
  });

  it('a refinement narrows the page preset instead of replacing it', async () => {
    const toyota = await search('summit-motor-group', { preset: { make: ['Toyota'] }, hitsPerPage: 1 });
    const mazdaOnToyota = await search('summit-motor-group', {
      preset: { make: ['Toyota'] },
      filters: { make: ['Mazda'] },
    });
    expect(toyota.json.count).toBeGreaterThan(0);
    expect(mazdaOnToyota.json.count).toBe(0);
    // The make list of a make's page is that make.
    expect(Object.keys(toyota.json.facets.make)).toEqual(['Toyota']);
    const used = await search('summit-motor-group', {
      preset: { car_type: ['new'] },
      filters: { car_type: ['used'] },
    });
    expect(used.json.count).toBe(0);
  });

  it('filters on equipment (filtered_features) and on weekly repayment buckets (weekly_price_range)', async () => {
    const all = await search('summit-motor-group', { hitsPerPage: 1 });
    const sunroof = await search('summit-motor-group', {
      filters: { filtered_features: ['Sunroof'] },
      hitsPerPage: 100,
    });
    expect(sunroof.json.count).toBeGreaterThan(0);
    expect(sunroof.json.count).toBeLessThan(all.json.count);
    const weekly = all.json.facets.weekly_price_range as Record<string, number>;
    const [bucket, n] = Object.entries(weekly).find(([, c]) => c > 0) ?? ['', 0];
    const inBucket = await search('summit-motor-group', { filters: { weekly_price_range: [bucket] } });
    expect(inBucket.status).toBe(200);
    expect(inBucket.json.count).toBe(n);
  });

  it.each(sites)('every search example in the %s placeholder finds cars', async (slug) => {
    const site = await getSite(slug);
    // The examples are the quoted parts: 'Try “HiLux SR5” or “RAV4 hybrid”'.
    const placeholder = site?.config.copy.searchPlaceholder ?? '';
    const examples = [...placeholder.matchAll(/[“"]([^”"]+)[”"]/g)].map((m) => m[1].trim());
    expect(examples.length).toBeGreaterThan(0);
    for (const query of examples) {
      const { json } = await search(slug, { query });
      expect({ query, found: json.count > 0 }).toEqual({ query, found: true });
    }
  });

  it.each([
    [{ hitsPerPage: 101 }, 'hitsPerPage'],
    [{ hitsPerPage: 0 }, 'hitsPerPage'],
    [{ offset: -1 }, 'offset'],
    [{ query: 'x'.repeat(201) }, 'query'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ filters: { price: { min: 5, max: 1 } } }, 'filters.price'],
    [{ filters: { car_type: ['old'] } }, 'filters.car_type.0'],
    [{ filters: { mke: ['Toyota'] } }, 'filters.mke'],
    [{ search_filters: { hiddenFromStockCount: 15 } }, 'search_filters.hiddenFromStockCount'],
  ])('rejects %j naming %s', async (body, field) => {
    const { status, json } = await search('carzone', body);
    expect(status).toBe(400);
    expect(json.issues.map((i: { field: string }) => i.field)).toContain(field);
  });

  it('accepts the largest page and query', async () => {
    const { status } = await search('carzone', { hitsPerPage: 100, query: 'x'.repeat(200) });
    expect(status).toBe(200);
  });

  it('rejects a body that is not JSON', async () => {
    expect((await search('carzone', 'nope')).status).toBe(400);
  });

  it('sees a stock change once the index refreshes', async () => {
    const site = await getSite('carzone');
    const { json: before } = await search('carzone', { hitsPerPage: 1, sort: 'price_desc' });
    const top = before.hits[0];
    await handle.db.transaction(async (tx) => {
      await tx
        .update(cars)
        .set({ status: 'sold', soldAt: new Date() })
        .where(and(eq(cars.id, top.id)));
      const { recordStockChanges } = await import('../../../db/stock-version');
      await recordStockChanges(tx, [top.id]);
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { json: after } = await search('carzone', { hitsPerPage: 1, sort: 'price_desc' });
    expect(site).not.toBeNull();
    expect(after.count).toBe(before.count - 1);
    expect(after.hits[0].id).not.toBe(top.id);
  });
});
