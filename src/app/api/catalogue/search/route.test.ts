import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import { SITE_HEADER } from '../../../../tenancy/site-header';
import { POST } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
}, 120_000);
afterAll(async () => handle.drop());

async function search(body: unknown, site = 'summit-motor-group') {
  const response = await POST(
    new Request('http://x.localhost/api/catalogue/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SITE_HEADER]: site },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, json: await response.json() };
}

describe('POST /api/catalogue/search', () => {
  it('pages the catalogue 21 at a time', async () => {
    const first = await search({});
    const second = await search({ offset: 21 });
    expect(first.json.hits).toHaveLength(21);
    expect(first.json.count).toBeGreaterThan(100);
    expect(second.json.hits[0].slug).not.toBe(first.json.hits[0].slug);
  });

  it.each([
    [{ 'manufacturer.name': ['Toyota'] }, (h: Hit) => h.manufacturer.name === 'Toyota'],
    [{ 'model.body': ['ute'] }, (h: Hit) => h.body === 'ute'],
    [{ 'model.name': ['HiLux'] }, (h: Hit) => h.name === 'HiLux'],
    [{ query: 'cx' }, (h: Hit) => /cx/i.test(h.name) || /cx/i.test(h.manufacturer.name)],
  ])('filters on %j', async (body, matches) => {
    const { json } = await search(body);
    expect(json.count).toBeGreaterThan(0);
    expect(json.hits.every(matches)).toBe(true);
  });

  it('filters on body whatever its case', async () => {
    const [upper, lower] = await Promise.all([
      search({ 'model.body': ['SUV'] }),
      search({ 'model.body': ['suv'] }),
    ]);
    expect(lower.json.count).toBeGreaterThan(0);
    expect(upper.json.count).toBe(lower.json.count);
  });

  it("ignores another tenant's dealership: it matches nothing", async () => {
    const own = await search({ dealership: 'carzone-rocklea' }, 'carzone');
    const other = await search({ dealership: 'carzone-rocklea' }, 'summit-motor-group');
    expect(own.json.count).toBeGreaterThan(0);
    expect(other.json.count).toBe(0);
  });

  it('with a dealership, lists only models it has in stock', async () => {
    const { json } = await search({ dealership: 'summit-mazda-springwood', 'manufacturer.name': ['Mazda'] });
    expect(json.count).toBeGreaterThan(0);
    expect(json.hits.every((h: Hit) => h.manufacturer.name === 'Mazda')).toBe(true);
    const all = await search({ 'manufacturer.name': ['Mazda'] });
    expect(json.count).toBeLessThanOrEqual(all.json.count);
  });

  it.each([
    [{ offset: -1 }, 'offset'],
    [{ 'model.body': 'Ute' }, 'model.body'],
    [{ manufacturer: ['Toyota'] }, 'manufacturer'],
  ])('rejects %j naming %s', async (body, field) => {
    const { status, json } = await search(body);
    expect(status).toBe(400);
    expect(json.issues.map((i: { field: string }) => i.field)).toContain(field);
  });

  // Text PostgreSQL cannot hold (NUL, a lone surrogate) once failed the whole query with a 500.
  it.each([
    [{ 'manufacturer.name': ['Toy\u0000ota'] }, 'Toyota'],
    [{ 'model.body': ['ute\ud800'] }, null],
    [{ query: 'hi\u0000lux' }, 'HiLux'],
    [{ query: '\udfff' }, null],
    [{ dealership: 'summit-mazda-springwood\u0000' }, null],
    [{ dealership: '\ud83d' }, null],
  ])('answers %j without a fault', async (body, expected) => {
    const { status, json } = await search(body);
    expect(status).toBe(200);
    if (expected)
      expect(json.hits.some((h: Hit) => h.name === expected || h.manufacturer.name === expected)).toBe(true);
  });

  it.each([
    [{ 'manufacturer.name': ['x'.repeat(101)] }, 'manufacturer.name.0'],
    [{ 'manufacturer.name': Array.from({ length: 101 }, () => 'x') }, 'manufacturer.name'],
    [{ query: 'x'.repeat(201) }, 'query'],
    [{ 'model.name': ['\u0000'] }, 'model.name.0'],
    [{ offset: 100_001 }, 'offset'],
    [{ dealership: 'x'.repeat(201) }, 'dealership'],
  ])('refuses %j past its bound, naming %s', async (body, field) => {
    const { status, json } = await search(body);
    expect(status).toBe(400);
    expect(json.issues.map((i: { field: string }) => i.field)).toContain(field);
  });

  it.each([
    [{ query: 'x'.repeat(200) }],
    [{ offset: 100_000 }],
    [{ 'manufacturer.name': ['x'.repeat(100)] }],
  ])('takes %j at its bound', async (body) => {
    expect((await search(body)).status).toBe(200);
  });
});

type Hit = { name: string; body: string | null; manufacturer: { name: string } };
