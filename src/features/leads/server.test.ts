import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadPayload, StoredLeadForm } from '@/enquiries/delivery/delivery-rules';
import { startLeadOutbox } from '@/enquiries/delivery/outbox';
import { BOOKING_MESSAGE } from '@/enquiries/rules';
import type { Mailer } from '@/lib/mail';
import { firstCarOf } from '../../../tests/helpers/cars';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import {
  cars,
  dealerships,
  leadDeliveries,
  leads,
  locations,
  openingHours,
  specialHours,
  testDriveBookings,
} from '../../db/schema';
import { instantAt } from '../../lib/dates';
import { logger } from '../../lib/logger';
import { clearSiteCache, getSite, type Site } from '../../tenancy/get-site';
import { submitLead } from './server';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let outback: Site;
let carzone: Site;
let car: typeof cars.$inferSelect;
let carLocationId: number;
let otherLocationId: number;

// The outback-rv locations used here are in Queensland.
const slotInstant = (date: string, time: string) => instantAt(date, time, 'Australia/Brisbane');

// Every day 09:00–17:00 at the two outback-rv locations used here, so slot times are known.
const DATE = '2031-03-04';
const now = new Date(slotInstant(DATE, '07:00'));

beforeAll(async () => {
  logger.level = 'warn';
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  clearSiteCache();
  outback = (await getSite('outback-rv')) as Site;
  carzone = (await getSite('carzone')) as Site;
  car = await firstCarOf(
    handle.db,
    'outback-rv-townsville',
    eq(cars.status, 'in_stock'),
    eq(cars.testDriveEnabled, true),
  );
  carLocationId = car.locationId as number;
  const [other] = await handle.db
    .select({ id: locations.id })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(eq(dealerships.slug, 'outback-moto-cairns'))
    .limit(1);
  otherLocationId = other.id;
  for (const locationId of [carLocationId, otherLocationId]) {
    await handle.db.delete(openingHours).where(eq(openingHours.locationId, locationId));
    await handle.db.delete(specialHours).where(eq(specialHours.locationId, locationId));
    await handle.db.insert(openingHours).values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        locationId,
        weekday,
        status: 'Open' as const,
        open: '09:00',
        close: '17:00',
        formatedHours: '9:00 am - 5:00 pm',
      })),
    );
  }
}, 120_000);
afterAll(async () => handle.drop());

const contact = {
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '+61 412 345 678',
  postcode: '4810',
};

function request(form: string, fields: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    form,
    idempotency_key: randomUUID(),
    url: 'https://outbackrv.com.au/book-test-drive',
    fields: { ...contact, ...fields },
    ...extra,
  };
}

const ctx = (overrides: Partial<{ ip: string | null; userAgent: string | null; now: Date }> = {}) => ({
  ip: null,
  userAgent: 'ServerTest/1.0',
  now,
  ...overrides,
});

async function stored(id: string) {
  const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
  return { ...row, payload: row.payload as LeadPayload, form: row.form as StoredLeadForm };
}

describe('submitLead: what is stored', () => {
  it('keeps the payload, a snapshot of the car and the validated fields', async () => {
    const result = await submitLead(
      outback,
      request('enquiry', { message: 'Hi' }, { car_id: car.id }),
      ctx(),
    );
    expect(result.status).toBe(201);
    const lead = await stored((result.body as { lead_id: string }).lead_id);
    expect(lead.payload.phone).toBe('0412345678');
    expect(lead.payload.user_agent).toBe('ServerTest/1.0');
    expect(lead.payload.location_id).toBe(carLocationId);
    expect(lead.payload.location).toEqual(expect.any(String));
    expect(lead.form).toMatchObject({
      kind: 'enquiry',
      fields: { name: 'Jane', message: 'Hi', opt_in: true },
      vehicle: {
        id: car.id,
        year: car.year,
        make: car.make,
        model: car.model,
        stocknum: car.stocknum,
        price: car.price,
      },
      booking: null,
    });
    expect(lead.createdAt).toEqual(now);
  });

  it("stores the finance pages' enquiry as a Finance Enquiry carrying its loan and the car's VIN and year", async () => {
    const result = await submitLead(
      outback,
      request(
        'finance-enquiry',
        {
          vehicle_price_budget: '45,000',
          loan_term: '3',
          self_assessed_credit_score: 'DECENT',
          who_is_helping: 'Sam',
        },
        { car_id: car.id },
      ),
      ctx(),
    );
    expect(result.status).toBe(201);
    const lead = await stored((result.body as { lead_id: string }).lead_id);
    expect(lead.category).toBe('Finance Enquiry');
    expect(lead.subcategory).toBeNull();
    expect(lead.payload.finance).toEqual({
      purchase_price: 45_000,
      loan_term: 3,
      self_assessed_credit_score: 'DECENT',
      who_is_helping: 'Sam',
      vin: car.vin,
      nvic: car.nvic,
      year: car.year,
    });
    expect(lead.form).toMatchObject({ kind: 'finance-enquiry', fields: { vehicle_price_budget: 45_000 } });
  });

  it('takes the user agent from the body when the request has none', async () => {
    const result = await submitLead(
      outback,
      request('careers', { message: 'Hello' }, { user_agent: 'BodyAgent/2' }),
      ctx({ userAgent: null }),
    );
    expect((await stored((result.body as { lead_id: string }).lead_id)).payload.user_agent).toBe(
      'BodyAgent/2',
    );
  });

  it('queues an email and, when the dealership has a CRM, a webhook in its format', async () => {
    const [dealer] = await handle.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.slug, 'outback-rv-townsville'));
    await handle.db
      .update(dealerships)
      .set({ crmWebhookUrl: 'https://crm.example.com/leads', crmFormat: 'adf' })
      .where(eq(dealerships.id, dealer.id));
    const result = await submitLead(outback, request('enquiry', {}, { car_id: car.id }), ctx());
    const rows = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, (result.body as { lead_id: string }).lead_id));
    expect(
      rows.map((r) => [r.channel, r.target, r.format, r.status, r.nextAttemptAt.getTime()]).sort(),
    ).toEqual([
      ['email', dealer.leadEmail, 'text', 'pending', now.getTime()],
      ['webhook', 'https://crm.example.com/leads', 'adf', 'pending', now.getTime()],
    ]);
    await handle.db
      .update(dealerships)
      .set({ crmWebhookUrl: null, crmFormat: null })
      .where(eq(dealerships.id, dealer.id));
  });

  it('stores a lead even when its dealership has no lead address, and sends it to the platform’s', async () => {
    const [dealer] = await handle.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.slug, 'outback-moto-cairns'));
    await handle.db.update(dealerships).set({ leadEmail: null }).where(eq(dealerships.id, dealer.id));
    const result = await submitLead(outback, request('test-drive', { location_id: otherLocationId }), ctx());
    expect(result.status).toBe(201);
    const id = (result.body as { lead_id: string }).lead_id;
    expect((await stored(id)).dealershipId).toBe(dealer.id);
    const deliveries = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(deliveries.map((d) => [d.channel, d.target])).toEqual([
      ['email', 'unrouted-leads@dealer-platform.local'],
    ]);
    await handle.db
      .update(dealerships)
      .set({ leadEmail: `sales@${dealer.slug}.example.com.au` })
      .where(eq(dealerships.id, dealer.id));
  });

  it('does not rate-limit a request with no IP', async () => {
    const results = [];
    for (let i = 0; i < 12; i++)
      results.push(await submitLead(outback, request('careers', { message: 'x' }), ctx()));
    expect(results.every((r) => r.status === 201)).toBe(true);
  });
});

describe('submitLead: test-drive bookings', () => {
  it('books at the location picked when there is no car, routed to that location’s dealership', async () => {
    const result = await submitLead(
      outback,
      request('test-drive', { location_id: otherLocationId, booking_date: DATE, booking_time: '13:00' }),
      ctx(),
    );
    expect(result.status).toBe(201);
    const lead = await stored((result.body as { lead_id: string }).lead_id);
    expect(lead.payload).toMatchObject({
      location_id: otherLocationId,
      dealership_slug: 'outback-moto-cairns',
      car_id: null,
    });
    expect(lead.form.booking).toEqual({
      location_id: otherLocationId,
      starts_at: slotInstant(DATE, '13:00').toISOString(),
      time_zone: 'Australia/Brisbane',
    });
    const [delivery] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, lead.id));
    expect(delivery.target).toBe('sales@outback-moto-cairns.example.com.au');
  });

  it("emails a lead to the address its location names for the lead's kind", async () => {
    await handle.db
      .update(locations)
      .set({ leadEmails: { 'test-drive': 'bookings@outback-moto-cairns.example.com.au' } })
      .where(eq(locations.id, otherLocationId));
    try {
      const result = await submitLead(
        outback,
        request('test-drive', { location_id: otherLocationId, booking_date: DATE, booking_time: '14:00' }),
        ctx(),
      );
      expect(result.status).toBe(201);
      const [delivery] = await handle.db
        .select()
        .from(leadDeliveries)
        .where(eq(leadDeliveries.leadId, (result.body as { lead_id: string }).lead_id));
      expect(delivery.target).toBe('bookings@outback-moto-cairns.example.com.au');
    } finally {
      await handle.db.update(locations).set({ leadEmails: {} }).where(eq(locations.id, otherLocationId));
    }
  });

  it('a slot exactly 2 hours ahead can be booked; one minute less cannot', async () => {
    const at = (time: string) =>
      request('test-drive', { booking_date: DATE, booking_time: time }, { car_id: car.id });
    const twoHours = await submitLead(
      outback,
      at('09:00'),
      ctx({ now: new Date(slotInstant(DATE, '07:00')) }),
    );
    expect(twoHours.status).toBe(201);
    const tooSoon = await submitLead(
      outback,
      at('09:30'),
      ctx({ now: new Date(slotInstant(DATE, '07:31')) }),
    );
    expect(tooSoon).toEqual({
      status: 400,
      body: {
        error: 'Invalid field: fields.booking_time',
        issues: [{ field: 'fields.booking_time', message: BOOKING_MESSAGE }],
      },
    });
  });

  it('books a NSW location in its own time: Blacktown 10:00 in January is 23:00 UTC the day before', async () => {
    const [blacktown] = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
      .where(and(eq(dealerships.slug, 'carzone-blacktown'), eq(locations.primary, true)));
    await handle.db.delete(specialHours).where(eq(specialHours.locationId, blacktown.id));
    await handle.db
      .update(openingHours)
      .set({ status: 'Open', open: '09:00', close: '17:00' })
      .where(eq(openingHours.locationId, blacktown.id));
    // 08:30 on Thursday 16 January 2031 in Sydney (UTC+11): 10:00 is 1.5 hours away, 10:30 two.
    const thursday = ctx({ now: new Date('2031-01-15T21:30:00Z') });
    const book = (time: string) =>
      submitLead(
        carzone,
        request('test-drive', {
          location_id: blacktown.id,
          booking_date: '2031-01-16',
          booking_time: time,
          terms_conditions: true,
        }),
        thursday,
      );
    expect(await book('10:00')).toEqual({
      status: 400,
      body: {
        error: 'Invalid field: fields.booking_time',
        issues: [{ field: 'fields.booking_time', message: BOOKING_MESSAGE }],
      },
    });
    const result = await book('10:30');
    expect(result.status).toBe(201);
    const lead = await stored((result.body as { lead_id: string }).lead_id);
    expect(lead.form.booking).toEqual({
      location_id: blacktown.id,
      starts_at: '2031-01-15T23:30:00.000Z',
      time_zone: 'Australia/Sydney',
    });
    expect(lead.payload).toMatchObject({
      booking_date: '2031-01-16',
      booking_time: '10:30',
      booking_time_zone: 'Australia/Sydney',
    });
    const [booking] = await handle.db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.leadId, lead.id));
    expect(booking.startsAt.toISOString()).toBe('2031-01-15T23:30:00.000Z');
  });

  it.each([
    ['2031-02-30'], // not a date
    ['9999-12-31'], // beyond any calendar the database keeps
    ['0000-01-01'],
    ['2032-03-05'], // over a year ahead
  ])('refuses a booking on %s as a bad booking time, not a fault', async (date) => {
    const booking = request('test-drive', { booking_date: date, booking_time: '10:00' }, { car_id: car.id });
    expect(await submitLead(outback, booking, ctx())).toEqual({
      status: 400,
      body: {
        error: 'Invalid field: fields.booking_time',
        issues: [{ field: 'fields.booking_time', message: BOOKING_MESSAGE }],
      },
    });
  });

  it('refuses a slot after closing', async () => {
    const late = request('test-drive', { booking_date: DATE, booking_time: '17:00' }, { car_id: car.id });
    expect((await submitLead(outback, late, ctx())).status).toBe(400);
  });

  it('two shoppers racing for one slot: one lead and one booking, the other 409 with nothing stored', async () => {
    const results = await Promise.all(
      ['Ann', 'Bob', 'Cat'].map((name) =>
        submitLead(
          outback,
          request('test-drive', { name, booking_date: DATE, booking_time: '15:30' }, { car_id: car.id }),
          ctx(),
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const bookings = await handle.db
      .select()
      .from(testDriveBookings)
      .where(
        and(
          eq(testDriveBookings.locationId, carLocationId),
          eq(testDriveBookings.startsAt, slotInstant(DATE, '15:30')),
        ),
      );
    expect(bookings).toHaveLength(1);
    const winner = results.find((r) => r.status === 201)?.body as { lead_id: string };
    expect(bookings[0].leadId).toBe(winner.lead_id);
  });

  it('a car that takes no test drives cannot be booked', async () => {
    await handle.db.update(cars).set({ testDriveEnabled: false }).where(eq(cars.id, car.id));
    const result = await submitLead(outback, request('test-drive', {}, { car_id: car.id }), ctx());
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ issues: [{ field: 'car_id' }] });
    await handle.db.update(cars).set({ testDriveEnabled: true }).where(eq(cars.id, car.id));
  });

  it('a location of another site is refused', async () => {
    const [foreign] = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
      .where(eq(dealerships.slug, 'carzone-rocklea'))
      .limit(1);
    const result = await submitLead(outback, request('test-drive', { location_id: foreign.id }), ctx());
    expect(result.body).toMatchObject({ issues: [{ field: 'fields.location_id' }] });
    const own = request('test-drive', { location_id: foreign.id, terms_conditions: true });
    expect((await submitLead(carzone, own, ctx())).status).toBe(201);
  });
});

describe('submitLead: the outbox is woken', () => {
  it('delivers a new lead at once, without waiting for the next tick', async () => {
    const sent: string[] = [];
    const mailer: Mailer = {
      kind: 'files',
      send: async (email) => {
        sent.push(email.headers?.['X-Lead-Id'] ?? '');
      },
      close: () => {},
    };
    // Anything queued by the tests above goes first; then only a kick can start a run within the hour.
    await handle.db.update(leadDeliveries).set({ status: 'delivered' });
    const outbox = startLeadOutbox({ db: handle.db, mailer, intervalMs: 3_600_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const result = await submitLead(
        outback,
        request('careers', { message: 'x' }),
        ctx({ now: new Date() }),
      );
      const id = (result.body as { lead_id: string }).lead_id;
      const deadline = Date.now() + 5000;
      while (!sent.includes(id) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent).toEqual([id]);
      // The outbox records the delivery just after the mailer has taken the message.
      const delivery = async () =>
        (await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id)))[0];
      await expect.poll(async () => (await delivery()).status, { timeout: 5000 }).toBe('delivered');
      expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    } finally {
      await outbox.stop();
    }
  });
});
