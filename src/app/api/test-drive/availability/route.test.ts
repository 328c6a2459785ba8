import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCarOf } from '../../../../../tests/helpers/cars';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import { cars, dealerships, locations } from '../../../../db/schema';
import { addDays, dateAt } from '../../../../lib/dates';
import { SITE_HEADER } from '../../../../tenancy/site-header';
import { GET } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let car: typeof cars.$inferSelect;
let otherSiteCar: typeof cars.$inferSelect;

beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  const pick = (dealership: string) =>
    firstCarOf(handle.db, dealership, eq(cars.status, 'in_stock'), eq(cars.testDriveEnabled, true));
  car = await pick('coastal-toyota-tingalpa');
  otherSiteCar = await pick('carzone-rocklea');
}, 120_000);
afterAll(async () => handle.drop());

async function get(query: string, site = 'coastal-toyota') {
  const response = await GET(
    new Request(`http://x.localhost/api/test-drive/availability?${query}`, {
      headers: { [SITE_HEADER]: site },
    }),
  );
  return {
    status: response.status,
    json: await response.json(),
    cache: response.headers.get('cache-control'),
  };
}

describe('GET /api/test-drive/availability', () => {
  it('answers the car’s location and 14 days of 30-minute slots from its today (Queensland) by default', async () => {
    const answer = await get(`car=${car.slug}`);
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('no-store');
    expect(answer.json.location_id).toBe(car.locationId);
    expect(answer.json.days).toHaveLength(14);
    const today = dateAt(new Date(), 'Australia/Brisbane');
    expect(answer.json.days[0].date).toBe(today);
    expect(answer.json.days[13].date).toBe(addDays(today, 13));
    const slots: string[] = answer.json.days.flatMap((d: { slots: string[] }) => d.slots);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot).toMatch(/^\d{2}:(00|30)$/);
  });

  it('takes from and days (1 to 31)', async () => {
    const from = addDays(dateAt(new Date(), 'Australia/Brisbane'), 3);
    const one = await get(`car=${car.slug}&from=${from}&days=1`);
    expect(one.json.days.map((d: { date: string }) => d.date)).toEqual([from]);
    expect((await get(`car=${car.slug}&from=${from}&days=31`)).json.days).toHaveLength(31);
  });

  it('answers a location of the site instead of a car', async () => {
    const answer = await get(`location=${car.locationId}&days=2`);
    expect(answer.status).toBe(200);
    expect(answer.json.location_id).toBe(car.locationId);
  });

  it('starts at the location’s own today: Blacktown (NSW) on Sydney’s calendar', async () => {
    const [blacktown] = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
      .where(and(eq(dealerships.slug, 'carzone-blacktown'), eq(locations.primary, true)));
    const answer = await get(`location=${blacktown.id}&days=1`, 'carzone');
    expect(answer.status).toBe(200);
    expect(answer.json.days[0].date).toBe(dateAt(new Date(), 'Australia/Sydney'));
  });

  it.each([
    ['location=3000000000', 'location'],
    ['location=0', 'location'],
    ['location=abc', 'location'],
  ])('400 naming location for %s', async (query, field) => {
    const answer = await get(query);
    expect(answer.status).toBe(400);
    expect(answer.json.issues[0].field).toBe(field);
  });

  it.each([
    ['days=0', 'days'],
    ['days=32', 'days'],
    ['days=2.5', 'days'],
    ['days=abc', 'days'],
    ['from=2025-02-30', 'from'],
    ['from=tomorrow', 'from'],
    ['from=9999-12-31', 'from'],
    ['from=2000-01-01', 'from'],
    [`from=${addDays(dateAt(new Date(), 'Australia/Brisbane'), 366)}`, 'from'],
  ])('400 naming the field for %s', async (extra, field) => {
    const answer = await get(`car=${car.slug}&${extra}`);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe(`Invalid field: ${field}`);
    expect(answer.json.issues[0].field).toBe(field);
  });

  it('400 naming car without a car or a location, or with both', async () => {
    for (const query of ['days=3', `car=${car.slug}&location=${car.locationId}`]) {
      const answer = await get(query);
      expect(answer.status).toBe(400);
      expect(answer.json.issues[0].field).toBe('car');
    }
  });

  it('404 for an unknown car, another site’s car, another site’s location', async () => {
    expect((await get('car=no-such-car')).status).toBe(404);
    expect((await get(`car=${otherSiteCar.slug}`)).status).toBe(404);
    expect((await get(`location=${otherSiteCar.locationId}`)).status).toBe(404);
    expect((await get(`car=${car.slug}`, 'no-such-site')).status).toBe(404);
  });
});
