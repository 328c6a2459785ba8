import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadPayload } from '@/enquiries';
import {
  BOOKING_MESSAGE,
  CATEGORY_MESSAGE,
  COMMENTS_MESSAGE,
  DEALERSHIP_MESSAGE,
  EMAIL_MESSAGE,
  FIND_SIMILAR_MESSAGE,
  FIRST_NAME_MESSAGE,
  LOCATION_MESSAGE,
  PHONE_MESSAGE,
  POSTCODE_FORMAT_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  POSTCODE_UNKNOWN_MESSAGE,
  REQUEST_PHOTOS_MESSAGE,
  TERMS_MESSAGE,
} from '@/enquiries/rules';
import { inOneRateWindow } from '../../../../tests/helpers/one-rate-window';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../db';
import {
  cars,
  dealerships,
  leadDeliveries,
  leads,
  locations,
  sites,
  testDriveBookings,
} from '../../../db/schema';
import { CLIENT_ADDRESS_HEADER } from '../../../lib/client-address';
import { MAX_DB_ID } from '../../../lib/visitor-input';
import { SITE_HEADER } from '../../../tenancy/site-header';
import { GET as availabilityGET } from '../test-drive/availability/route';
import { POST } from './route';

// Site form options in the demo configs (config/sites): coastal-toyota requires postcode and comments and
// shows the location select; carzone (its own family) has the terms box, requires a postcode, not
// comments; summit-motor-group shows the category and dealership selects; outback-rv needs no comments.

let handle: Awaited<ReturnType<typeof createTestDb>>;
type Car = typeof cars.$inferSelect;
const picked: Record<string, Car> = {};
const siteIds: Record<string, number> = {};
const firstLocation: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  for (const s of await handle.db.select().from(sites)) siteIds[s.slug] = s.id;
  const pick = async (name: string, dealership: string, carType?: 'new' | 'used') => {
    const rows = await handle.db
      .select({ car: cars })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .where(
        and(
          eq(dealerships.slug, dealership),
          eq(cars.status, 'in_stock'),
          eq(cars.testDriveEnabled, true),
          carType ? eq(cars.carType, carType) : undefined,
        ),
      )
      .limit(1);
    picked[name] = rows[0].car;
  };
  await pick('toyotaNew', 'coastal-toyota-tingalpa', 'new');
  await pick('toyotaUsed', 'coastal-toyota-tingalpa', 'used');
  await pick('carzone', 'carzone-rocklea');
  await pick('outback', 'outback-rv-townsville');
  for (const slug of ['coastal-toyota-tingalpa', 'carzone-rocklea', 'summit-kia-ipswich']) {
    const [row] = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
      .where(eq(dealerships.slug, slug))
      .limit(1);
    firstLocation[slug] = row.id;
  }
}, 120_000);
afterAll(async () => handle.drop());

let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function post(site: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await POST(
    new Request('http://x.localhost/api/leads', {
      method: 'POST',
      headers: {
        [SITE_HEADER]: site,
        'content-type': 'application/json',
        [CLIENT_ADDRESS_HEADER]: freshIp(),
        'user-agent': 'RouteTest/1.0',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, json: await response.json(), headers: response.headers };
}

const contact = {
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  postcode: '4000',
};

/** A valid request for the form on the site; `fields` and top-level keys override. */
function lead(
  form: string,
  options: { car?: Car; fields?: Record<string, unknown>; extra?: Record<string, unknown> } = {},
) {
  return {
    form,
    idempotency_key: randomUUID(),
    url: `https://example.com.au/cars/${options.car?.slug ?? 'contact'}?utm_source=fb`,
    car_id: options.car?.id,
    fields: { ...contact, message: 'Is it still available?', terms_conditions: true, ...options.fields },
    lead_attributes: { visited_pages: ['/', '/search'], linked_query_params: { utm_source: 'fb' } },
    page_id: 'vdp',
    ...options.extra,
  };
}

async function storedLead(id: string) {
  const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
  return row ? { ...row, payload: row.payload as LeadPayload } : undefined;
}

const leadCount = async () => (await handle.db.select({ n: count() }).from(leads))[0].n;

describe('POST /api/leads: good leads, one per form kind', () => {
  it('an enquiry on a new car is a New Car Enquiry, stored before the answer, with an email queued', async () => {
    const car = picked.toyotaNew;
    const answer = await post(
      'coastal-toyota',
      lead('enquiry', { car, fields: { location_id: firstLocation['coastal-toyota-tingalpa'] } }),
    );
    expect(answer.status).toBe(201);
    const stored = await storedLead(answer.json.lead_id);
    expect(stored).toMatchObject({ category: 'New Car Enquiry', subcategory: null, carId: car.id });
    expect(stored?.payload).toMatchObject({
      source: 'Website',
      user_agent: 'RouteTest/1.0',
      url: `https://example.com.au/cars/${car.slug}?utm_source=fb`,
      page_id: 'vdp',
      name: 'Jane',
      last_name: 'Citizen',
      phone: '0412345678',
      category: 'New Car Enquiry',
      car_type: 'new',
      lead_attributes: { visited_pages: ['/', '/search'], linked_query_params: { utm_source: 'fb' } },
    });
    expect(stored?.ip).toMatch(/^10\.0\./);
    const deliveries = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, answer.json.lead_id));
    expect(deliveries).toMatchObject([
      {
        channel: 'email',
        target: 'sales@coastal-toyota-tingalpa.example.com.au',
        status: 'pending',
        attempts: 0,
      },
    ]);
  });

  it('an enquiry on a used car is a Used Car Enquiry', async () => {
    const answer = await post(
      'coastal-toyota',
      lead('enquiry', {
        car: picked.toyotaUsed,
        fields: { location_id: firstLocation['coastal-toyota-tingalpa'] },
      }),
    );
    expect(answer.status).toBe(201);
    expect(await storedLead(answer.json.lead_id)).toMatchObject({ category: 'Used Car Enquiry' });
  });

  it('find me something similar: the default message and its subcategory', async () => {
    const answer = await post(
      'outback-rv',
      lead('find-similar', { car: picked.outback, fields: { message: '' } }),
    );
    expect(answer.status).toBe(201);
    const stored = await storedLead(answer.json.lead_id);
    expect(stored?.subcategory).toBe('Find me something similar');
    expect(stored?.payload.message).toBe(FIND_SIMILAR_MESSAGE);
    expect(stored?.payload.subcategory).toBe('Find me something similar');
  });

  it('careers: General Enquiry with subcategory Career Enquiry', async () => {
    const answer = await post(
      'outback-rv',
      lead('careers', { fields: { message: 'I would like to apply.' } }),
    );
    expect(answer.status).toBe(201);
    expect(await storedLead(answer.json.lead_id)).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });

  it('a contact form with Careers Enquiry picked goes the same way, to the dealership picked', async () => {
    const answer = await post(
      'summit-motor-group',
      lead('contact', {
        fields: {
          category: 'Careers Enquiry',
          dealership_slug: 'summit-kia-ipswich',
          message: 'Apprenticeships?',
        },
      }),
    );
    expect(answer.status).toBe(201);
    const stored = await storedLead(answer.json.lead_id);
    expect(stored).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    expect(stored?.payload.dealership_slug).toBe('summit-kia-ipswich');
    const [delivery] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, answer.json.lead_id));
    expect(delivery.target).toBe('sales@summit-kia-ipswich.example.com.au');
  });

  it('request photos: the hidden request text is the message', async () => {
    const answer = await post(
      'carzone',
      lead('request-photos', { car: picked.carzone, fields: { message: '' } }),
    );
    expect(answer.status).toBe(201);
    const stored = await storedLead(answer.json.lead_id);
    expect(stored).toMatchObject({ category: 'Request Photos' });
    expect(stored?.payload.message).toBe(REQUEST_PHOTOS_MESSAGE);
  });

  it('a test drive with a booking holds the slot, which availability then leaves out', async () => {
    const car = picked.outback;
    const slot = await firstFreeSlot('outback-rv', car.slug);
    const answer = await post(
      'outback-rv',
      lead('test-drive', { car, fields: { message: '', booking_date: slot.date, booking_time: slot.time } }),
    );
    expect(answer.status).toBe(201);
    const stored = await storedLead(answer.json.lead_id);
    expect(stored).toMatchObject({ category: 'Test Drive' });
    expect(stored?.payload).toMatchObject({ booking_date: slot.date, booking_time: slot.time, message: '' });
    const bookings = await handle.db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.leadId, answer.json.lead_id));
    expect(bookings).toHaveLength(1);
    expect(bookings[0].startsAt.toISOString()).toBe(
      new Date(`${slot.date}T${slot.time}:00+10:00`).toISOString(),
    );
    const after = await firstFreeSlot('outback-rv', car.slug, slot.date);
    expect(after.slots).not.toContain(slot.time);
  });
});

async function firstFreeSlot(site: string, carSlug: string, date?: string) {
  const url = new URL('http://x.localhost/api/test-drive/availability');
  url.searchParams.set('car', carSlug);
  url.searchParams.set('days', '14');
  const response = await availabilityGET(new Request(url, { headers: { [SITE_HEADER]: site } }));
  const body = (await response.json()) as { days: { date: string; slots: string[] }[] };
  const day = body.days.find((d) => (date ? d.date === date : d.slots.length > 2));
  if (!day) throw new Error(`No day with free slots in ${JSON.stringify(body)}`);
  return { date: day.date, time: day.slots[1], slots: day.slots };
}

describe('POST /api/leads: bad input names the field with the spec’s message', () => {
  const expectIssue = async (site: string, body: unknown, path: string, message: string) => {
    const answer = await post(site, body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toContain(path);
    expect(answer.json.issues).toContainEqual({ field: path, message });
  };

  it.each([
    ['400', POSTCODE_FORMAT_MESSAGE],
    ['40001', POSTCODE_FORMAT_MESSAGE],
    ['4a00', POSTCODE_FORMAT_MESSAGE],
    ['0000', POSTCODE_UNKNOWN_MESSAGE],
    ['', POSTCODE_REQUIRED_MESSAGE],
  ])('postcode %j → %s', async (postcode, message) => {
    await expectIssue(
      'carzone',
      lead('request-photos', { car: picked.carzone, fields: { postcode } }),
      'fields.postcode',
      message,
    );
  });

  it('an empty postcode is fine where the site does not require one', async () => {
    const answer = await post('summit-motor-group', lead('careers', { fields: { postcode: '' } }));
    expect(answer.status).toBe(201);
  });

  it('carzone’s terms box must be ticked', async () => {
    await expectIssue(
      'carzone',
      lead('request-photos', { car: picked.carzone, fields: { terms_conditions: false } }),
      'fields.terms_conditions',
      TERMS_MESSAGE,
    );
  });

  it('comments are required on coastal-toyota, optional on outback-rv', async () => {
    await expectIssue(
      'coastal-toyota',
      lead('enquiry', {
        car: picked.toyotaNew,
        fields: { message: '  ', location_id: firstLocation['coastal-toyota-tingalpa'] },
      }),
      'fields.message',
      COMMENTS_MESSAGE,
    );
    const answer = await post(
      'outback-rv',
      lead('enquiry', { car: picked.outback, fields: { message: '' } }),
    );
    expect(answer.status).toBe(201);
  });

  it('the selects a site shows are required', async () => {
    await expectIssue(
      'coastal-toyota',
      lead('enquiry', { car: picked.toyotaNew }),
      'fields.location_id',
      LOCATION_MESSAGE,
    );
    await expectIssue(
      'summit-motor-group',
      lead('contact', { fields: { category: '', dealership_slug: 'summit-kia-ipswich' } }),
      'fields.category',
      CATEGORY_MESSAGE,
    );
    await expectIssue(
      'summit-motor-group',
      lead('contact', { fields: { category: 'Sales Enquiry', dealership_slug: '' } }),
      'fields.dealership_slug',
      DEALERSHIP_MESSAGE,
    );
  });

  it('a select’s value must be one of the site’s', async () => {
    await expectIssue(
      'coastal-toyota',
      lead('enquiry', { car: picked.toyotaNew, fields: { location_id: firstLocation['carzone-rocklea'] } }),
      'fields.location_id',
      LOCATION_MESSAGE,
    );
    await expectIssue(
      'summit-motor-group',
      lead('contact', { fields: { category: 'Sales Enquiry', dealership_slug: 'carzone-rocklea' } }),
      'fields.dealership_slug',
      DEALERSHIP_MESSAGE,
    );
    await expectIssue(
      'summit-motor-group',
      lead('contact', { fields: { category: 'Wholesale', dealership_slug: 'summit-kia-ipswich' } }),
      'fields.category',
      CATEGORY_MESSAGE,
    );
  });

  it('name, email and an Australian phone', async () => {
    const answer = await post(
      'outback-rv',
      lead('careers', { fields: { name: ' ', email: 'jane@', phone: '555 1234' } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('Invalid fields: fields.name, fields.email, fields.phone');
    expect(answer.json.issues).toEqual([
      { field: 'fields.name', message: FIRST_NAME_MESSAGE },
      { field: 'fields.email', message: EMAIL_MESSAGE },
      { field: 'fields.phone', message: PHONE_MESSAGE },
    ]);
  });

  it('text longer than its field allows', async () => {
    await expectIssue(
      'outback-rv',
      lead('careers', { fields: { message: 'x'.repeat(5001) } }),
      'fields.message',
      'Must be at most 5000 characters.',
    );
  });

  it('a booking needs both date and time, a real open slot at least 2 hours ahead', async () => {
    const car = picked.outback;
    await expectIssue(
      'outback-rv',
      lead('test-drive', { car, fields: { booking_date: '2030-01-02' } }),
      'fields.booking_time',
      BOOKING_MESSAGE,
    );
    await expectIssue(
      'outback-rv',
      lead('test-drive', { car, fields: { booking_date: '2030-01-02', booking_time: '9am' } }),
      'fields.booking_time',
      BOOKING_MESSAGE,
    );
    // 03:00 is outside any opening hours; a date in the past is never bookable.
    const slot = await firstFreeSlot('outback-rv', car.slug);
    await expectIssue(
      'outback-rv',
      lead('test-drive', { car, fields: { booking_date: slot.date, booking_time: '03:00' } }),
      'fields.booking_time',
      BOOKING_MESSAGE,
    );
    await expectIssue(
      'outback-rv',
      lead('test-drive', { car, fields: { booking_date: '2020-01-06', booking_time: '10:00' } }),
      'fields.booking_time',
      BOOKING_MESSAGE,
    );
  });

  it('a test drive without a car needs a location', async () => {
    await expectIssue('outback-rv', lead('test-drive'), 'fields.location_id', LOCATION_MESSAGE);
  });

  it('an enquiry needs its car', async () => {
    const answer = await post('outback-rv', lead('enquiry'));
    expect(answer.status).toBe(400);
    expect(answer.json.issues[0].field).toBe('car_id');
  });

  it('the envelope: unknown keys, a bad key, a bad url, a body that is not JSON', async () => {
    const answer = await post('outback-rv', {
      ...lead('careers'),
      idempotency_key: 'short',
      url: 'nope',
      extra: 1,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.issues.map((i: { field: string }) => i.field).sort()).toEqual([
      'extra',
      'idempotency_key',
      'url',
    ]);
    expect((await post('outback-rv', '{"form":')).status).toBe(400);
  });

  it('stores nothing for any of these', async () => {
    const before = await leadCount();
    await post('carzone', lead('request-photos', { car: picked.carzone, fields: { postcode: '0000' } }));
    expect(await leadCount()).toBe(before);
  });
});

describe('POST /api/leads: the car must be the site’s', () => {
  it('a car of another site is a 404 and stores nothing', async () => {
    const before = await leadCount();
    const answer = await post('carzone', lead('enquiry', { car: picked.toyotaNew }));
    expect(answer.status).toBe(404);
    expect(answer.json.error).toBe('Car not found');
    expect(await leadCount()).toBe(before);
  });

  it('an unknown site is a 404', async () => {
    expect((await post('no-such-site', lead('careers'))).status).toBe(404);
  });
});

describe('POST /api/leads: nothing stored twice', () => {
  it('a repeated idempotency key is the same lead: 200 with the same id', async () => {
    const body = lead('enquiry', { car: picked.outback });
    const first = await post('outback-rv', body);
    const second = await post('outback-rv', body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.json.lead_id).toBe(first.json.lead_id);
    const rows = await handle.db.select().from(leads).where(eq(leads.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);
    const deliveries = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, first.json.lead_id));
    expect(deliveries).toHaveLength(1);
  });

  it('a double click (two requests at once) makes one lead', async () => {
    const body = lead('enquiry', { car: picked.outback });
    const answers = await Promise.all([post('outback-rv', body), post('outback-rv', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0].json.lead_id).toBe(answers[1].json.lead_id);
    const rows = await handle.db.select().from(leads).where(eq(leads.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);
  });

  it('a repeated test-drive submit is not refused by its own booking', async () => {
    const slot = await firstFreeSlot('outback-rv', picked.outback.slug);
    const body = lead('test-drive', {
      car: picked.outback,
      fields: { booking_date: slot.date, booking_time: slot.slots.at(-1) },
    });
    const first = await post('outback-rv', body);
    const second = await post('outback-rv', body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.json.lead_id).toBe(first.json.lead_id);
  });

  it('the same key on another site is another lead', async () => {
    const key = randomUUID();
    const a = await post('outback-rv', { ...lead('careers'), idempotency_key: key });
    const b = await post('carzone', { ...lead('careers'), idempotency_key: key });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.lead_id).not.toBe(b.json.lead_id);
  });
});

describe('POST /api/leads: bots and floods', () => {
  it('a filled honeypot answers 201 with an id and stores nothing', async () => {
    const before = await leadCount();
    const answer = await post('outback-rv', { ...lead('careers'), website: 'https://spam.example' });
    expect(answer.status).toBe(201);
    expect(answer.json.lead_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedLead(answer.json.lead_id)).toBeUndefined();
    expect(await leadCount()).toBe(before);
  });

  it('the 11th enquiry from one connection within 10 minutes is refused with 429', () =>
    inOneRateWindow(async () => {
      const headers = { [CLIENT_ADDRESS_HEADER]: '198.51.100.77' };
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push(await post('outback-rv', lead('careers'), headers));
      expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(201));
      expect(answers[10].status).toBe(429);
      expect(answers[10].json).toEqual({
        error: 'Too many enquiries from this connection. Please try again in a few minutes.',
      });
      expect(Number(answers[10].headers.get('retry-after'))).toBeGreaterThan(0);
      // Another connection, and the same one on another site, are not held back.
      expect(
        (await post('outback-rv', lead('careers'), { [CLIENT_ADDRESS_HEADER]: '198.51.100.78' })).status,
      ).toBe(201);
      expect((await post('carzone', lead('careers'), headers)).status).toBe(201);
    }));

  it('a made-up X-Forwarded-For or X-Real-IP does not get past the limit', async () => {
    const socket = { [CLIENT_ADDRESS_HEADER]: '198.51.100.80' };
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('outback-rv', lead('careers'), { ...socket, 'x-forwarded-for': `203.0.113.${i}` }))
          .status,
      ).toBe(201);
    }
    const before = await leadCount();
    const answer = await post('outback-rv', lead('careers'), {
      ...socket,
      'x-forwarded-for': '203.0.113.99',
      'x-real-ip': '203.0.113.98',
    });
    expect(answer.status).toBe(429);
    expect(await leadCount()).toBe(before);
  });

  it('refused submissions do not use up the allowance: 10 bad requests, then a good lead is stored', async () => {
    const socket = { [CLIENT_ADDRESS_HEADER]: '198.51.100.81' };
    for (let i = 0; i < 10; i++) {
      const bad = await post('outback-rv', lead('careers', { fields: { email: 'not-an-email' } }), socket);
      expect(bad.status).toBe(400);
    }
    expect((await post('outback-rv', lead('careers'), socket)).status).toBe(201);
  });
});

describe('POST /api/leads: what PostgreSQL cannot store never costs a lead', () => {
  it('a message with NUL characters is stored without them: 201', async () => {
    const answer = await post(
      'outback-rv',
      lead('careers', {
        fields: { message: 'Hello\u0000 there', name: 'Ja\u0000ne' },
        extra: {
          user_agent: 'Agent\u0000',
          page_id: 'v\u0000dp',
          url: 'https://example.com.au/careers?x=\u00001',
          lead_attributes: {
            visited_pages: ['/\u0000'],
            linked_query_params: { 'utm\u0000': 'fb\u0000' },
          },
        },
      }),
    );
    expect(answer.status).toBe(201);
    const stored = await storedLead(answer.json.lead_id);
    expect(stored?.payload).toMatchObject({
      message: 'Hello there',
      name: 'Jane',
      page_id: 'vdp',
      lead_attributes: { visited_pages: ['/'], linked_query_params: { utm: 'fb' } },
    });
    expect(JSON.stringify(stored)).not.toContain('\\u0000');
  });

  it.each([
    [{ car_id: 3_000_000_000 }, 'car_id'],
    [{ car_id: MAX_DB_ID + 1 }, 'car_id'],
  ])('an id beyond int4 (%j) is a 400 naming %s', async (extra, field) => {
    const answer = await post('outback-rv', lead('enquiry', { car: picked.outback, extra }));
    expect(answer.status).toBe(400);
    expect(answer.json.issues.map((i: { field: string }) => i.field)).toContain(field);
  });

  it('a location id beyond int4 is a 400 naming fields.location_id', async () => {
    const answer = await post(
      'coastal-toyota',
      lead('enquiry', { car: picked.toyotaNew, fields: { location_id: 3_000_000_000 } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.issues.map((i: { field: string }) => i.field)).toContain('fields.location_id');
  });
});

describe('POST /api/leads: a taken slot', () => {
  it('answers 409 with the spec’s message and stores no lead', async () => {
    const car = picked.outback;
    const slot = await firstFreeSlot('outback-rv', car.slug);
    const fields = { booking_date: slot.date, booking_time: slot.slots[2] };
    const first = await post('outback-rv', lead('test-drive', { car, fields }));
    expect(first.status).toBe(201);
    const before = await leadCount();
    const second = await post('outback-rv', lead('test-drive', { car, fields: { ...fields, name: 'Sam' } }));
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ error: 'That time has just been booked. Please choose another time.' });
    expect(await leadCount()).toBe(before);
  });
});

describe('POST /api/leads: the vehicle comes from the database', () => {
  it('ignores vehicle fields the body makes up', async () => {
    const car = picked.carzone;
    const answer = await post(
      'carzone',
      lead('enquiry', {
        car,
        fields: {
          stock_number: 'FAKE-1',
          'Vehicle Make': 'Ferrari',
          'Vehicle Model': 'F40',
          car_type: 'new',
          vehicle_status: 'sold',
          Rego: 'LIE123',
          car_dealership_id: 999,
          manufacturer_slug: 'ferrari',
          Tinting__check: true,
          'Paint protection__check': false,
        },
      }),
    );
    expect(answer.status).toBe(201);
    const stored = await storedLead(answer.json.lead_id);
    const [dealer] = await handle.db.select().from(dealerships).where(eq(dealerships.id, car.dealershipId));
    expect(stored?.payload).toMatchObject({
      car_id: car.id,
      car_dealership_id: car.dealershipId,
      stock_number: car.stocknum,
      'Vehicle Make': car.make,
      'Vehicle Model': car.model,
      car_type: car.carType,
      vehicle_status: car.status,
      Rego: car.regplate,
      dealership_slug: dealer.slug,
      manufacturer_slug: expect.any(String),
      additional_services: ['Tinting'],
      terms_conditions: true,
      opt_in: true,
    });
    expect(stored?.payload.manufacturer_slug).not.toBe('ferrari');
    expect(stored?.dealershipId).toBe(car.dealershipId);
  });
});

describe('POST /api/leads: leads stay with their site', () => {
  it('stores each lead under the site it came from', async () => {
    const answer = await post('carzone', lead('careers'));
    const stored = await storedLead(answer.json.lead_id);
    expect(stored?.siteId).toBe(siteIds.carzone);
    const others = await handle.db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.id, answer.json.lead_id), inArray(leads.siteId, [siteIds['outback-rv']])));
    expect(others[0].n).toBe(0);
  });
});
