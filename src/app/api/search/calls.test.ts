import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSearchIndexForTests } from '@/search';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../db';
import { getSite } from '../../../tenancy/get-site';
import { SITE_HEADER } from '../../../tenancy/site-header';
import { POST as specialOffers } from '../special-offers/route';
import { POST as multi } from './multi/route';
import { POST as secondary } from './secondary/route';

let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb({ cars: 600 });
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
}, 120_000);
afterAll(async () => handle.drop());

async function call(route: (r: Request) => Promise<Response>, site: string, body: unknown) {
  const response = await route(
    new Request('http://x.localhost/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SITE_HEADER]: site },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, json: await response.json() };
}

describe('POST /api/search/secondary', () => {
  it.each([1, 6, 100])('returns at most limit=%i hits', async (limit) => {
    const { status, json } = await call(secondary, 'summit-motor-group', { limit });
    expect(status).toBe(200);
    expect(json.hits.length).toBeLessThanOrEqual(limit);
    expect(json.hits.length).toBeGreaterThan(0);
  });

  it.each([0, 101])('rejects limit=%i naming the field', async (limit) => {
    const { status, json } = await call(secondary, 'carzone', { limit });
    expect(status).toBe(400);
    expect(json.issues[0].field).toBe('limit');
  });

  it('stays inside the tenant and its stock filter', async () => {
    const { json } = await call(secondary, 'carzone', { limit: 100, search_filters: { usedOnly: false } });
    const site = await getSite('carzone');
    const own = new Set(site?.dealerships.map((d) => d.id));
    expect(
      json.hits.every(
        (h: { dealershipId: number; carType: string }) => own.has(h.dealershipId) && h.carType === 'used',
      ),
    ).toBe(true);
  });
});

describe('POST /api/search/multi', () => {
  it('answers each query with at most 10 hits, facets and highlighted names', async () => {
    const { status, json } = await call(multi, 'coastal-toyota', {
      queries: [
        { query: 'hilux', facets: ['make'], highlightPreTag: '<b>', highlightPostTag: '</b>' },
        { filter: { body: ['SUV'] }, limit: 3 },
      ],
    });
    expect(status).toBe(200);
    expect(json.results).toHaveLength(2);
    expect(json.results[0].hits.length).toBeLessThanOrEqual(10);
    expect(json.results[0].hits[0]._highlight.name).toContain('<b>HiLux</b>');
    expect(json.results[0].facets.make).toBeDefined();
    expect(json.results[1].hits).toHaveLength(3);
  });

  it.each([
    [{ queries: [] }, 'queries'],
    [{ queries: [{ limit: 11 }] }, 'queries.0.limit'],
    [{ queries: Array.from({ length: 11 }, () => ({})) }, 'queries'],
    [{ queries: [{ index: 'people' }] }, 'queries.0.index'],
  ])('rejects %j naming %s', async (body, field) => {
    const { status, json } = await call(multi, 'coastal-toyota', body);
    expect(status).toBe(400);
    expect(json.issues.map((i: { field: string }) => i.field)).toContain(field);
  });
});

describe('POST /api/special-offers', () => {
  it('lists the tenant’s special offers, 21 per page', async () => {
    const { status, json } = await call(specialOffers, 'summit-motor-group', {});
    expect(status).toBe(200);
    expect(json.hits.length).toBeLessThanOrEqual(21);
    expect(json.count).toBeGreaterThan(0);
    expect(json.facets.categories['Special Offers']).toBe(json.count);
  });

  it('narrows to one dealership and a price range', async () => {
    const { json } = await call(specialOffers, 'summit-motor-group', {
      dealership: 'summit-mazda-springwood',
      price: { min: 10000, max: 60000 },
    });
    for (const hit of json.hits) {
      expect(hit.dealershipSlug).toBe('summit-mazda-springwood');
      expect(hit.price).toBeGreaterThanOrEqual(10000);
      expect(hit.price).toBeLessThanOrEqual(60000);
    }
  });

  it('narrows only by the categories the site lists (coastal-toyota: Runout Sale, Hybrid, Certified Pre-Owned)', async () => {
    const all = (await call(specialOffers, 'coastal-toyota', {})).json;
    const hybrid = (await call(specialOffers, 'coastal-toyota', { categories: ['Hybrid'] })).json;
    expect(hybrid.count).toBe(all.facets.categories.Hybrid ?? 0);
    expect(hybrid.count).toBeLessThan(all.count);
    const unlisted = (await call(specialOffers, 'coastal-toyota', { categories: ['Work Ready'] })).json;
    expect(unlisted.count).toBe(all.count);
  });

  it('rejects a negative offset', async () => {
    const { status } = await call(specialOffers, 'carzone', { offset: -21 });
    expect(status).toBe(400);
  });
});
