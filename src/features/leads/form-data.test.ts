import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCarOf } from '../../../tests/helpers/cars';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { cars, locations } from '../../db/schema';
import { clearSiteCache, getSite, type Site } from '../../tenancy/get-site';
import { leadCar, leadFormSetup, siteLocation, testDriveCar } from './form-data';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let carzone: Site;
let coastal: Site;

beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  clearSiteCache();
  carzone = (await getSite('carzone')) as Site;
  coastal = (await getSite('coastal-toyota')) as Site;
}, 120_000);
afterAll(async () => handle.drop());

const carOf = (dealership: string, status = 'in_stock') =>
  firstCarOf(handle.db, dealership, eq(cars.status, status));

describe('leadFormSetup', () => {
  it("carries the site's form rules and its own visible locations and dealerships", async () => {
    const setup = await leadFormSetup(carzone);
    expect(setup).toMatchObject({
      siteSlug: 'carzone',
      multiStep: true,
      additionalServices: [],
      options: { postcodeRequired: true, commentsRequired: false, termsCheckbox: true },
    });
    expect(setup.dealerships.map((d) => d.slug)).toEqual(carzone.dealerships.map((d) => d.slug));
    expect(setup.locations.length).toBeGreaterThan(0);
    const ids = carzone.dealerships.map((d) => d.id);
    const rows = await handle.db.select().from(locations);
    for (const option of setup.locations) {
      const row = rows.find((r) => r.id === option.id);
      expect(row && ids.includes(row.dealershipId) && row.visible).toBe(true);
      expect(['sales', 'service', 'parts', 'service-and-parts']).toContain(option.type);
    }
  });

  it('leaves out a location that is not visible', async () => {
    const [first] = (await leadFormSetup(coastal)).locations;
    await handle.db.update(locations).set({ visible: false }).where(eq(locations.id, first.id));
    const fresh = (await getSite('coastal-toyota')) as Site;
    try {
      expect((await leadFormSetup({ ...fresh })).locations.map((l) => l.id)).not.toContain(first.id);
      expect(await siteLocation(fresh, first.slug)).toBeNull();
    } finally {
      await handle.db.update(locations).set({ visible: true }).where(eq(locations.id, first.id));
    }
  });
});

describe('siteLocation', () => {
  it("finds the site's location by slug, with its address, and not another site's", async () => {
    const [option] = (await leadFormSetup(carzone)).locations;
    const found = await siteLocation(carzone, option.slug);
    expect(found).toMatchObject({ id: option.id, name: option.name });
    expect(found?.address).toMatch(/, [A-Za-z ]+ [A-Z]{2,3} \d{4}$/);
    expect(await siteLocation(coastal, option.slug)).toBeNull();
    expect(await siteLocation(carzone, 'no-such-place')).toBeNull();
  });
});

describe('testDriveCar', () => {
  it("books the site's in-stock car, and nothing else", async () => {
    const car = await carOf('carzone-rocklea');
    expect(await testDriveCar(carzone, car.id)).toEqual(leadCar(car));
    expect(await testDriveCar(coastal, car.id)).toBeNull();
    expect(await testDriveCar(carzone, 0)).toBeNull();
    expect(await testDriveCar(carzone, Number.NaN)).toBeNull();
    // Beyond PostgreSQL's int4: no query, no error (?car_id=3000000000 is just no car).
    expect(await testDriveCar(carzone, 3_000_000_000)).toBeNull();
    const [sold] = await handle.db
      .select()
      .from(cars)
      .where(and(eq(cars.dealershipId, car.dealershipId), ne(cars.status, 'in_stock')))
      .limit(1);
    if (sold) expect(await testDriveCar(carzone, sold.id)).toBeNull();
  });
});

describe('leadCar', () => {
  it.each([
    ['new', 'new'],
    ['demo', 'demo'],
    ['used', 'used'],
    ['other', 'used'],
  ])('a %s car is %s', (carType, type) => {
    expect(leadCar({ id: 1, name: 'N', slug: 's', carType }).type).toBe(type);
  });
});
