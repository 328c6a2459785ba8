import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../db';
import { cars, dealerships, phoneReveals, sites } from '../../../db/schema';
import { SITE_HEADER } from '../../../tenancy/site-header';
import { POST } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let siteId: number;
let otherSiteId: number;
let dealershipId: number;
let otherDealershipId: number;
let carId: number;
let otherCarId: number;

beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  const siteRows = await handle.db.select().from(sites);
  const idOf = (slug: string) => siteRows.find((s) => s.slug === slug)?.id ?? 0;
  siteId = idOf('carzone');
  otherSiteId = idOf('coastal-toyota');
  const carOf = async (slug: string) => {
    const [row] = await handle.db
      .select({ carId: cars.id, dealershipId: dealerships.id })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .where(eq(dealerships.slug, slug))
      .limit(1);
    return row;
  };
  ({ carId, dealershipId } = await carOf('carzone-rocklea'));
  ({ carId: otherCarId, dealershipId: otherDealershipId } = await carOf('coastal-toyota-tingalpa'));
}, 120_000);
afterAll(async () => handle.drop());

async function post(body: unknown, site = 'carzone') {
  const response = await POST(
    new Request('http://x.localhost/api/phone-reveal', {
      method: 'POST',
      headers: { [SITE_HEADER]: site, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, text: await response.text() };
}

const reveals = () => handle.db.select().from(phoneReveals).where(eq(phoneReveals.siteId, siteId));

describe('POST /api/phone-reveal', () => {
  it('logs one reveal of a car’s dealer phone: 204', async () => {
    const answer = await post({ car_id: carId, dealership_id: dealershipId, website_id: siteId });
    expect(answer).toEqual({ status: 204, text: '' });
    const rows = await handle.db
      .select()
      .from(phoneReveals)
      .where(and(eq(phoneReveals.siteId, siteId), eq(phoneReveals.carId, carId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ dealershipId, carId });
  });

  it('logs a location’s phone without a car', async () => {
    const before = (await reveals()).length;
    expect((await post({ dealership_id: dealershipId, website_id: siteId })).status).toBe(204);
    expect((await post({ car_id: null, dealership_id: dealershipId, website_id: siteId })).status).toBe(204);
    const rows = await reveals();
    expect(rows).toHaveLength(before + 2);
    expect(rows.at(-1)?.carId).toBeNull();
  });

  it.each([
    [
      'website_id of another site',
      () => ({ dealership_id: dealershipId, website_id: otherSiteId }),
      'website_id',
    ],
    [
      'a dealership of another site',
      () => ({ dealership_id: otherDealershipId, website_id: siteId }),
      'dealership_id',
    ],
    [
      'a car of another dealership',
      () => ({ car_id: otherCarId, dealership_id: dealershipId, website_id: siteId }),
      'car_id',
    ],
    ['a missing dealership', () => ({ website_id: siteId }), 'dealership_id'],
    ['a text id', () => ({ dealership_id: String(dealershipId), website_id: siteId }), 'dealership_id'],
    ['a negative car id', () => ({ car_id: -1, dealership_id: dealershipId, website_id: siteId }), 'car_id'],
    [
      'a car id beyond int4',
      () => ({ car_id: 3_000_000_000, dealership_id: dealershipId, website_id: siteId }),
      'car_id',
    ],
    [
      'a dealership id beyond int4',
      () => ({ dealership_id: 3_000_000_000, website_id: siteId }),
      'dealership_id',
    ],
    [
      'a site id beyond int4',
      () => ({ dealership_id: dealershipId, website_id: 2_147_483_648 }),
      'website_id',
    ],
  ])('400 naming the field for %s, nothing logged', async (_, body, field) => {
    const before = (await reveals()).length;
    const answer = await post(body());
    expect(answer.status).toBe(400);
    const json = JSON.parse(answer.text);
    expect(json.error).toBe(`Invalid field: ${field}`);
    expect(json.issues[0].field).toBe(field);
    expect(await reveals()).toHaveLength(before);
  });

  it('400 for a body that is not JSON, 404 for an unknown site', async () => {
    expect((await post('nope')).status).toBe(400);
    expect((await post({ dealership_id: dealershipId, website_id: siteId }, 'no-such-site')).status).toBe(
      404,
    );
  });
});
