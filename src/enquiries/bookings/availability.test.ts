import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { addDays, instantAt } from '../../lib/dates';
import { clearSiteCache, getSite, type Site } from '../../tenancy/get-site';
import { carTestDriveLocation, testDriveAvailability } from './availability';

// CarZone Rocklea is in Queensland.
const slotInstant = (date: string, time: string) => instantAt(date, time, 'Australia/Brisbane');

let handle: Awaited<ReturnType<typeof createTestDb>>;
let site: Site;
let car: typeof cars.$inferSelect;
let locationId: number;

// Weekdays 09:00–17:00, Saturday 09:00–12:00, Sunday closed. 2031-03-03 is a Monday.
const MONDAY = '2031-03-03';
const now = slotInstant(MONDAY, '08:00');

beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
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

describe('the location’s own time', () => {
  // CarZone Blacktown (NSW): weekdays 09:00–17:00. Thursday 16 January 2031 is daylight time (UTC+11).
  let blacktown: number;
  const THURSDAY = '2031-01-16';
  const setHours = async (id: number) => {
    await handle.db.delete(openingHours).where(eq(openingHours.locationId, id));
    await handle.db.delete(specialHours).where(eq(specialHours.locationId, id));
    await handle.db.insert(openingHours).values(
      [1, 2, 3, 4, 5].map((weekday) => ({
        locationId: id,
        weekday,
        status: 'Open' as const,
        open: '09:00',
        close: '17:00',
        formatedHours: '',
      })),
    );
  };
  beforeAll(async () => {
    const [row] = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
      .where(and(eq(dealerships.slug, 'carzone-blacktown'), eq(locations.primary, true)));
    blacktown = row.id;
    await setHours(blacktown);
  });

  it.each([
    // 08:30 in Sydney (07:30 in Brisbane): 10:00 is 1.5 hours away, 10:30 the first slot
    ['2031-01-15T21:30:00Z', THURSDAY, '10:30'],
    // exactly 2 hours before 10:00 in Sydney
    ['2031-01-15T21:00:00Z', THURSDAY, '10:00'],
    ['2031-01-15T21:00:00.001Z', THURSDAY, '10:30'],
    // 23:30 on Wednesday in Brisbane is already Thursday 00:30 in Sydney
    ['2031-01-15T13:30:00Z', THURSDAY, '09:00'],
    // 23:30 on Wednesday in Sydney
    ['2031-01-15T12:30:00Z', '2031-01-15', '09:00'],
  ])('Blacktown at %s: today is %s there, first slot %s', async (iso, today, first) => {
    const answer = await testDriveAvailability(site, { location: blacktown, days: 2 }, new Date(iso));
    expect(answer.status).toBe(200);
    if (answer.status !== 200) return;
    expect(answer.body.days.map((d) => d.date)).toEqual([today, addDays(today, 1)]);
    const slots = answer.body.days.find((d) => d.date === THURSDAY)?.slots ?? [];
    expect(slots[0]).toBe(first);
  });

  it('leaves out a booking at its Sydney instant', async () => {
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
    // 11:00 Sydney daylight time on Friday 17 January 2031
    await handle.db
      .insert(testDriveBookings)
      .values({ leadId: lead.id, locationId: blacktown, startsAt: new Date('2031-01-17T00:00:00Z') });
    const answer = await testDriveAvailability(
      site,
      { location: blacktown, from: '2031-01-17', days: 1 },
      new Date('2031-01-10T00:00:00Z'),
    );
    expect(answer).toMatchObject({ status: 200 });
    if (answer.status !== 200) return;
    expect(answer.body.days[0].slots).not.toContain('11:00');
    expect(answer.body.days[0].slots).toContain('10:00');
    expect(answer.body.days[0].slots).toHaveLength(15);
  });

  it('follows the location’s own time_zone over its state’s', async () => {
    await handle.db.update(locations).set({ timeZone: 'Australia/Perth' }).where(eq(locations.id, blacktown));
    try {
      // 08:30 in Sydney is 05:30 in Perth: every Thursday slot is 2 hours ahead
      const answer = await testDriveAvailability(
        site,
        { location: blacktown, days: 1 },
        new Date('2031-01-15T21:30:00Z'),
      );
      expect(answer).toMatchObject({ status: 200, body: { days: [{ date: THURSDAY }] } });
      if (answer.status === 200) expect(answer.body.days[0].slots[0]).toBe('09:00');
    } finally {
      await handle.db.update(locations).set({ timeZone: null }).where(eq(locations.id, blacktown));
    }
  });

  it('refuses a time_zone that is not a real zone', async () => {
    for (const zone of ['Australia/Sidney', 'Sydney', '+10:00']) {
      await expect(
        handle.db.update(locations).set({ timeZone: zone }).where(eq(locations.id, blacktown)),
      ).rejects.toThrow();
    }
  });

  it.each([
    ['2031-01-15', 200], // the location's yesterday (already Thursday there)
    ['2031-01-14', 400],
    ['2032-01-16', 200], // a year ahead
    ['2032-01-17', 400],
    ['9999-12-31', 400],
  ])('from %s at Blacktown on Thursday morning → %i', async (from, status) => {
    const answer = await testDriveAvailability(
      site,
      { location: blacktown, from, days: 1 },
      new Date('2031-01-15T21:30:00Z'),
    );
    expect(answer.status).toBe(status);
    if (answer.status === 400) expect(answer.body.issues?.[0].field).toBe('from');
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
