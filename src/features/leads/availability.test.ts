import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../scripts/seed/index';
import { firstCarOf } from '../../../tests/helpers/cars';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import {
  cars,
  dealerships,
  leads,
  locations,
  openingHours,
  sites,
  specialHours,
  testDriveBookings,
} from '../../db/schema';
import { clearSiteCache, getSite, type Site } from '../../tenancy/get-site';
import { carTestDriveLocation, testDriveAvailability } from './availability';
import { slotInstant } from './availability-rules';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let site: Site;
let car: typeof cars.$inferSelect;
let locationId: number;

// Weekdays 09:00–17:00, Saturday 09:00–12:00, Sunday closed. 2031-03-03 is a Monday.
const MONDAY = '2031-03-03';
const now = slotInstant(MONDAY, '08:00');

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  await seedDatabase(handle.db, { cars: 300, renderImages: false });
  clearSiteCache();
  site = (await getSite('carzone')) as Site;
  car = await firstCarOf(
    handle.db,
    'carzone-rocklea',
    eq(cars.status, 'in_stock'),
    eq(cars.testDriveEnabled, true),
  );
  locationId = car.locationId as number;
  await handle.db.delete(openingHours).where(eq(openingHours.locationId, locationId));
  await handle.db.delete(specialHours).where(eq(specialHours.locationId, locationId));
  await handle.db.insert(openingHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      locationId,
      weekday,
      status: weekday === 0 ? ('Closed' as const) : ('Open' as const),
      open: weekday === 0 ? null : '09:00',
      close: weekday === 0 ? null : weekday === 6 ? '12:00' : '17:00',
      formatedHours: '',
    })),
  );
  // Wednesday closed for a public holiday; Sunday opened for a sale day.
  await handle.db.insert(specialHours).values([
    { locationId, date: '2031-03-05', status: 'Closed', label: 'Holiday' },
    { locationId, date: '2031-03-09', status: 'Open', label: 'Sale', startHour: '10:00', endHour: '12:00' },
  ]);
  // Tuesday 10:00 is booked.
  const [siteRow] = await handle.db.select().from(sites).where(eq(sites.slug, 'carzone'));
  const [lead] = await handle.db
    .insert(leads)
    .values({
      siteId: siteRow.id,
      idempotencyKey: randomUUID(),
      category: 'Test Drive',
      form: {},
      payload: {},
    })
    .returning();
  await handle.db
    .insert(testDriveBookings)
    .values({ leadId: lead.id, locationId, startsAt: slotInstant('2031-03-04', '10:00') });
}, 120_000);
afterAll(async () => handle.drop());

describe('testDriveAvailability', () => {
  it('answers the car’s location and its free slots, day by day', async () => {
    const answer = await testDriveAvailability(site, { car: car.slug, from: MONDAY, days: 7 }, now);
    expect(answer.status).toBe(200);
    if (answer.status !== 200) return;
    expect(answer.body.location_id).toBe(locationId);
    const byDate = Object.fromEntries(answer.body.days.map((d) => [d.date, d.slots]));
    expect(Object.keys(byDate)).toEqual([
      '2031-03-03',
      '2031-03-04',
      '2031-03-05',
      '2031-03-06',
      '2031-03-07',
      '2031-03-08',
      '2031-03-09',
    ]);
    // Monday from 10:00: 2 hours after 08:00.
    expect(byDate['2031-03-03'][0]).toBe('10:00');
    expect(byDate['2031-03-03'].at(-1)).toBe('16:30');
    expect(byDate['2031-03-04']).not.toContain('10:00');
    expect(byDate['2031-03-04']).toHaveLength(15);
    expect(byDate['2031-03-05']).toEqual([]);
    expect(byDate['2031-03-08']).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(byDate['2031-03-09']).toEqual(['10:00', '10:30', '11:00', '11:30']);
  });

  it('answers a location of the site the same way', async () => {
    const answer = await testDriveAvailability(
      site,
      { location: locationId, from: '2031-03-04', days: 1 },
      now,
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { location_id: locationId, days: [{ date: '2031-03-04' }] },
    });
  });

  it('404 for an unknown car, another site’s car or location, or a car that takes no test drives', async () => {
    expect(
      (await testDriveAvailability(site, { car: 'no-such-car', from: MONDAY, days: 1 }, now)).status,
    ).toBe(404);
    const [foreign] = await handle.db
      .select({ car: cars })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .where(eq(dealerships.slug, 'coastal-toyota-tingalpa'))
      .limit(1);
    expect(
      (await testDriveAvailability(site, { car: foreign.car.slug, from: MONDAY, days: 1 }, now)).status,
    ).toBe(404);
    expect(
      (
        await testDriveAvailability(
          site,
          { location: foreign.car.locationId as number, from: MONDAY, days: 1 },
          now,
        )
      ).status,
    ).toBe(404);
    await handle.db.update(cars).set({ testDriveEnabled: false }).where(eq(cars.id, car.id));
    expect((await testDriveAvailability(site, { car: car.slug, from: MONDAY, days: 1 }, now)).status).toBe(
      404,
    );
    await handle.db.update(cars).set({ testDriveEnabled: true }).where(eq(cars.id, car.id));
  });
});

describe('carTestDriveLocation', () => {
  it('is the car’s location, else its dealership’s primary one', async () => {
    expect(await carTestDriveLocation(handle.db, car)).toMatchObject({ id: locationId });
    const [primary] = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.dealershipId, car.dealershipId))
      .orderBy(desc(locations.primary), locations.id)
      .limit(1);
    expect(
      await carTestDriveLocation(handle.db, { locationId: null, dealershipId: car.dealershipId }),
    ).toMatchObject({
      id: primary.id,
    });
  });
});
