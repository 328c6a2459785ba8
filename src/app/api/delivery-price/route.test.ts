import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCOVERED_POSTCODES } from '../../../../scripts/seed/delivery';
import { firstCarOf } from '../../../../tests/helpers/cars';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../db';
import { type cars, deliveryRegions } from '../../../db/schema';
import { SITE_HEADER } from '../../../tenancy/site-header';
import { GET } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let carzoneCar: typeof cars.$inferSelect;
let toyotaCar: typeof cars.$inferSelect;

beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  const pick = (dealership: string) => firstCarOf(handle.db, dealership);
  carzoneCar = await pick('carzone-rocklea');
  toyotaCar = await pick('coastal-toyota-tingalpa');
}, 120_000);
afterAll(async () => handle.drop());

const lookup = (site: string | null, query: string) =>
  GET(
    new Request(`http://x.localhost/api/delivery-price?${query}`, {
      headers: site ? { [SITE_HEADER]: site } : {},
    }),
  );

/** The seeded region of the car's dealership covering a postcode, read straight from the table. */
async function seededRegion(postcode: number) {
  const [row] = await handle.db
    .select({ name: deliveryRegions.name, price: deliveryRegions.price })
    .from(deliveryRegions)
    .where(
      and(
        eq(deliveryRegions.dealershipId, carzoneCar.dealershipId),
        lte(deliveryRegions.postcodeFrom, postcode),
        gte(deliveryRegions.postcodeTo, postcode),
      ),
    );
  return row;
}

describe('GET /api/delivery-price', () => {
  it.each([
    ['4000', 'Brisbane Metro'],
    ['4179', 'Brisbane Metro'], // upper bound of the range
    ['4205', 'Logan and Beenleigh'], // lower bound of the next
    ['2000', 'Sydney Metro'],
    ['7000', 'Hobart and the South'],
  ])('prices postcode %s as its region (%s)', async (postcode, name) => {
    const response = await lookup('carzone', `postcode=${postcode}&car=${carzoneCar.slug}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toStrictEqual({ name, price: (await seededRegion(Number(postcode))).price });
  });

  it('quotes the dealership’s own metro area as free', async () => {
    const body = await (await lookup('carzone', `postcode=4000&car=${carzoneCar.slug}`)).json();
    expect(body).toStrictEqual({ name: 'Brisbane Metro', price: 0 });
  });

  it.each([
    ...UNCOVERED_POSTCODES.map((p) => [p]),
    ['4180'], // between Brisbane Metro (…4179) and Logan (4205…)
  ])('answers 404 { error } for uncovered postcode %s', async (postcode) => {
    const response = await lookup('carzone', `postcode=${postcode}&car=${carzoneCar.slug}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toStrictEqual({ error: `No delivery region covers postcode ${postcode}` });
  });

  it.each([
    ['three digits', 'postcode=400'],
    ['five digits', 'postcode=40000'],
    ['letters', 'postcode=abcd'],
    ['a space', 'postcode=400%200'],
    ['padded', 'postcode=%204000'],
    ['empty', 'postcode='],
    ['missing', ''],
  ])('answers 400 naming postcode when it is %s', async (_label, query) => {
    const response = await lookup('carzone', `${query}&car=${carzoneCar.slug}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('Invalid field: postcode');
    expect(body.issues.map((i: { field: string }) => i.field)).toEqual(['postcode']);
  });

  it.each([
    ['missing', 'postcode=4000'],
    ['empty', 'postcode=4000&car='],
    ['blank', 'postcode=4000&car=%20%20'],
  ])('answers 400 naming car when it is %s', async (_label, query) => {
    const response = await lookup('carzone', query);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Invalid field: car');
  });

  it('names both fields when both are bad', async () => {
    const response = await lookup('carzone', 'postcode=12');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Invalid fields: postcode, car');
  });

  it('answers 404 for another tenant’s car', async () => {
    const response = await lookup('carzone', `postcode=4000&car=${toyotaCar.slug}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toStrictEqual({ error: 'Car not found' });
  });

  it('answers 404 for an unknown car', async () => {
    const response = await lookup('carzone', 'postcode=4000&car=no-such-car');
    expect(response.status).toBe(404);
    expect(await response.json()).toStrictEqual({ error: 'Car not found' });
  });

  it('answers 404 on a site whose dealers price no delivery', async () => {
    const response = await lookup('coastal-toyota', `postcode=4000&car=${toyotaCar.slug}`);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatch(/No delivery region/);
  });

  it('answers 404 without a tenant', async () => {
    expect((await lookup(null, `postcode=4000&car=${carzoneCar.slug}`)).status).toBe(404);
  });
});
