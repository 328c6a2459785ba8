import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCarOf } from '../../../tests/helpers/cars';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { SITE_HEADER } from '../../tenancy/site-header';
import { GET as autogauge } from './cars/[slug]/autogauge/route';
import { GET as pdf } from './cars/[slug]/pdf/route';
import { GET as similar } from './cars/[slug]/similar/route';
import { GET as viewJson } from './cars/[slug]/view.json/route';
import { GET as deliveryPrice } from './delivery-price/route';
import { GET as availability } from './test-drive/availability/route';

// The reads that take a car's slug or an id from the path or the query string, given what the fuzzer
// sends (npm run fuzz): each answers 400 naming the field or 404, never a 500, and nothing reaches
// PostgreSQL that it would refuse (NUL, ids past int4, lone surrogates).

let handle: Awaited<ReturnType<typeof createTestDb>>;
let slug: string;
beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  slug = (await firstCarOf(handle.db, 'carzone-rocklea')).slug;
}, 120_000);
afterAll(async () => handle.drop());

const request = (path: string) =>
  new Request(`http://carzone.localhost${path}`, { headers: { [SITE_HEADER]: 'carzone' } });

const BY_SLUG = { autogauge, pdf, similar, 'view.json': viewJson };

const HOSTILE_SLUGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  '..',
  '-1',
  '2147483648',
  'Toyota HiLux',
  'x'.repeat(300),
  'x'.repeat(301),
  'x'.repeat(10_000),
];

describe.each(Object.entries(BY_SLUG))('GET /api/cars/{slug}/%s', (name, handler) => {
  it.each(
    HOSTILE_SLUGS.map((s) => [s.length > 20 ? `${s.slice(0, 5)}… (${s.length})` : JSON.stringify(s), s]),
  )('answers %s with 400 or 404 as { error }', async (_label, hostile) => {
    const response = await handler(request(`/api/cars/x/${name}`), {
      params: Promise.resolve({ slug: hostile }),
    });
    expect([400, 404]).toContain(response.status);
    expect(typeof (await response.json()).error).toBe('string');
  });

  it('still answers for a real car', async () => {
    const response = await handler(request(`/api/cars/${slug}/${name}`), {
      params: Promise.resolve({ slug }),
    });
    expect(response.status).toBe(200);
  });
});

describe('GET /api/delivery-price', () => {
  it.each([
    ['postcode=4000%00&car=SLUG', 400, 'postcode'],
    ['postcode=40000&car=SLUG', 400, 'postcode'],
    ['postcode=-400&car=SLUG', 400, 'postcode'],
    ['postcode=%EF%BC%94000&car=SLUG', 400, 'postcode'], // full-width digit four
    ['postcode=4000', 400, 'car'],
    [`postcode=4000&car=${'x'.repeat(201)}`, 400, 'car'],
    ['postcode=4000&car=%00', 404, null],
    ['postcode=4000&car=a%00b', 404, null],
    [`postcode=4000&car=${'x'.repeat(200)}`, 404, null],
  ])('?%s answers %i naming %s', async (query, status, field) => {
    const response = await deliveryPrice(request(`/api/delivery-price?${query.replace('SLUG', slug)}`));
    expect(response.status).toBe(status);
    const body = await response.json();
    if (field) expect(body.issues.map((i: { field: string }) => i.field)).toContain(field);
  });
});

describe('GET /api/test-drive/availability', () => {
  it.each([
    ['location=2147483648', 'location'],
    ['location=99999999999', 'location'],
    ['location=0', 'location'],
    ['location=-1', 'location'],
    ['location=1e3', 'location'],
    ['location=1%00', 'location'],
    ['car=SLUG&days=0', 'days'],
    ['car=SLUG&days=32', 'days'],
    ['car=SLUG&days=1e309', 'days'],
    ['car=SLUG&days=1.5', 'days'],
    ['car=SLUG&from=2026-02-30', 'from'],
    ['car=SLUG&from=%00', 'from'],
    ['car=SLUG&location=1', 'car'],
    ['', 'car'],
  ])('?%s answers 400 naming %s', async (query, field) => {
    const response = await availability(
      request(`/api/test-drive/availability?${query.replace('SLUG', slug)}`),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).issues.map((i: { field: string }) => i.field)).toContain(field);
  });

  it.each([['car=%00'], ['car=a%00b'], ['location=2147483647'], ['car=SLUG&days=31'], ['car=SLUG&days=1']])(
    '?%s answers without a fault',
    async (query) => {
      const response = await availability(
        request(`/api/test-drive/availability?${query.replace('SLUG', slug)}`),
      );
      expect(response.status).toBeLessThan(500);
    },
  );
});
