import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountData } from '@/features/accounts';
import { MAX_MARKET_ERROR, valuationFrom } from '@/features/trade-in';
import { usedCarValueFor } from '@/inventory/market/market';
import { logger } from '@/lib/logger';
import { firstCarOf } from '../../../../../tests/helpers/cars';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import { cars, leads, locations, shopperRecords, valuations } from '../../../../db/schema';
import { env } from '../../../../lib/env';
import { latestSms } from '../../../../lib/sms/file-sender';
import { SITE_HEADER } from '../../../../tenancy/site-header';
import { POST as sendCode } from '../../auth/send-code/route';
import { POST as verifyCode } from '../../auth/verify-code/route';
import { POST as miscellaneous } from '../../miscellaneous/route';
import { GET as variants } from '../variants/route';
import { POST as accept } from './[id]/accept/route';
import { POST as adjustments } from './[id]/adjustments/route';
import { GET as read } from './[id]/route';
import { POST as start } from './route';

// The trade-in calls as the journey makes them (AF §3, §4, §7): a valuation started with the shopper's
// details, valued from the market once the condition answers are in, and accepted; each stage a lead.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let vehicle: { year: number; make: string; model: string; badge: string | null };
let carzoneCookie = '';
const YEAR = new Date().getFullYear();

type Options = { site?: string; cookie?: string; method?: string; url?: string };
function request(body: unknown, options: Options = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [SITE_HEADER]: options.site ?? 'coastal-toyota',
    'x-forwarded-for': '198.51.100.20',
    'user-agent': 'vitest',
  };
  if (options.cookie) headers.cookie = options.cookie;
  return new Request(options.url ?? 'http://coastal-toyota.localhost:3000/api/x', {
    method: options.method ?? 'POST',
    headers,
    body: options.method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const params = (id: string) => ({ params: Promise.resolve({ id }) });
async function call(
  handler: (r: Request, c: ReturnType<typeof params>) => Promise<Response>,
  id: string,
  body: unknown = {},
  options: Options = {},
) {
  const response = await handler(request(body, options), params(id));
  return { status: response.status, json: await response.json() };
}
async function begin(over: Record<string, unknown> = {}, options: Options = {}) {
  const response = await start(request(startBody(over), options));
  return { status: response.status, json: await response.json() };
}

const answers = {
  serviceHistory: 'full',
  accidentDamage: 'no',
  bodyInterior: 'good',
  tyres: 'worn',
  keys: 'two',
  underFinance: 'Yes',
};
const startBody = (over: Record<string, unknown> = {}) => ({
  idempotency_key: crypto.randomUUID(),
  rego: 'abc-123',
  regoState: 'QLD',
  vehicle: { ...vehicle, series: null, vin: null },
  kms: '40,000',
  name: 'Ann',
  last_name: 'Lee',
  phone: '0412 345 678',
  email: 'ann@example.com',
  postcode: '4000',
  PreferredContactMethod: 'SMS',
  'do-you-have-a-trade-in': 'Yes',
  url: 'http://coastal-toyota.localhost:3000/trade-in',
  lead_attributes: { visited_pages: ['/', '/trade-in'], linked_query_params: { utm_source: 'fb' } },
  ...over,
});
const leadsOf = async (valuationId: string) =>
  handle.db
    .select()
    .from(leads)
    .where(sql`${leads.payload}->'trade_in'->>'valuation_id' = ${valuationId}`)
    .orderBy(leads.createdAt);

beforeAll(async () => {
  logger.level = 'error';
  handle = await createTestDb({ cars: 3200 });
  setDbHandleForTests(handle);
  // A make, model and year the used market values sure enough for an online figure.
  const groups = await handle.db
    .select({ make: cars.make, model: cars.model, badge: cars.badge, year: cars.year })
    .from(cars)
    .where(and(eq(cars.carType, 'used'), gte(cars.year, YEAR - 5), sql`${cars.price} > 0`))
    .groupBy(cars.make, cars.model, cars.badge, cars.year)
    .orderBy(desc(count()), cars.make, cars.model, cars.badge, cars.year)
    .limit(40);
  for (const group of groups) {
    const market = await usedCarValueFor({ ...group, km: 40_000 });
    if (market && market.error <= MAX_MARKET_ERROR) {
      vehicle = group;
      break;
    }
  }
  expect(vehicle).toBeDefined();

  const phone = '0412 000 777';
  const site = { site: 'carzone' };
  expect((await sendCode(request({ phone_number: phone }, site))).status).toBe(200);
  const code = /^(\d{6})/.exec((await latestSms(env.SMS_DIR, '+61412000777'))?.body ?? '')?.[1];
  const signedIn = await verifyCode(
    request(
      { phone_number: phone, code, first_name: 'Zed', last_name: 'Ng', email: 'zed@example.com' },
      site,
    ),
  );
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  carzoneCookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
}, 300_000);
afterAll(async () => handle?.drop());

describe('POST /api/trade-in/valuations (the trade-in lead create)', () => {
  it('starts a valuation and stores the lead of its first stage, once per idempotency key', async () => {
    const body = startBody();
    const first = await start(request(body));
    expect(first.status).toBe(201);
    const { valuation } = await first.json();
    expect(valuation).toMatchObject({ status: 'started', rego: 'ABC123', regoState: 'QLD', kms: 40_000 });

    const again = await start(request(body));
    expect(again.status).toBe(200);
    expect((await again.json()).valuation.id).toBe(valuation.id);

    const stored = await leadsOf(valuation.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ category: 'Trade-In Valuation', subcategory: '1. Details Submitted' });
    expect(stored[0].payload).toMatchObject({
      name: 'Ann',
      phone: '0412345678',
      lead_attributes: { visited_pages: ['/', '/trade-in'], linked_query_params: { utm_source: 'fb' } },
      trade_in: {
        rego: 'ABC123',
        rego_state: 'QLD',
        kms: 40_000,
        preferred_contact: 'SMS',
        has_trade_in: 'Yes',
        offer: null,
      },
    });
  });

  it.each([
    ['rego', { rego: 'AB@12' }],
    ['rego', { rego: 'ABCD1234' }], // 8 characters: over any state's plate
    ['regoState', { regoState: 'XX' }],
    ['kms', { kms: -1 }],
    ['kms', { kms: 1_000_000 }],
    ['kms', { kms: '85,000 km' }],
    ['name', { name: '' }],
    ['phone', { phone: '123' }],
    ['email', { email: 'ann@' }],
    ['postcode', { postcode: '0000' }],
    ['vehicle.make', { vehicle: { year: 2020, make: '', model: 'X' } }],
    ['vehicle.year', { vehicle: { year: 1900, make: 'A', model: 'B' } }],
    ['vehicle.vin', { vehicle: { year: 2020, make: 'A', model: 'B', vin: 'SHORT' } }],
    ['PreferredContactMethod', { PreferredContactMethod: 'Fax' }],
    ['car_id', { car_id: 2_147_483_648 }],
    ['car_id', { car_id: '12a' }],
    ['location_id', { location_id: '0' }],
    ['location_id', { location_id: 'Capalaba' }],
  ])('answers 400 naming %s, storing nothing', async (field, over) => {
    const before = (await handle.db.select({ n: count() }).from(valuations))[0].n;
    const { status, json } = await begin(over);
    expect(status).toBe(400);
    expect(json.issues.map((i: { field: string }) => i.field)).toContain(field);
    expect((await handle.db.select({ n: count() }).from(valuations))[0].n).toBe(before);
  });

  it("takes the 'Nearest location' as the select sends it, and only a location that sells cars", async () => {
    const idOf = async (name: string) =>
      (await handle.db.select({ id: locations.id }).from(locations).where(eq(locations.name, name)))[0].id;
    const sales = await idOf('Coastal Toyota Capalaba');
    const started = await begin({ location_id: String(sales) });
    expect(started.status).toBe(201);
    const [lead] = await leadsOf(started.json.valuation.id);
    expect(lead.payload).toMatchObject({ location_id: sales, location: 'Coastal Toyota Capalaba' });
    expect((await begin({ location_id: sales })).status).toBe(201);

    for (const name of [
      'Coastal Toyota Tingalpa Service Centre',
      'Coastal Toyota Genuine Parts',
      'Coastal Toyota Capalaba Service & Parts',
      'CarZone Moorooka', // another site's
    ]) {
      const refused = await begin({ location_id: String(await idOf(name)) });
      expect(refused.status, name).toBe(400);
      expect(refused.json.issues).toEqual([{ field: 'location_id', message: 'Please select a location.' }]);
    }
  });

  it('takes the car traded against by its id as digits', async () => {
    const car = await firstCarOf(
      handle.db,
      'coastal-toyota-tingalpa',
      eq(cars.status, 'in_stock'),
      eq(cars.tradeInAllowed, true),
    );
    const started = await begin({ car_id: String(car.id) });
    expect(started.status).toBe(201);
    const [row] = await handle.db
      .select()
      .from(valuations)
      .where(eq(valuations.id, started.json.valuation.id));
    expect(row.carId).toBe(car.id);
  });

  it('takes a 7-character plate in SA and WA only', async () => {
    expect((await begin({ rego: 'S123ABC', regoState: 'SA' })).status).toBe(201);
    expect((await begin({ rego: 'S123ABC', regoState: 'NSW' })).status).toBe(400);
  });

  it('drops NUL characters from what it stores', async () => {
    const { status, json } = await begin({ name: 'A\u0000nn' });
    expect(status).toBe(201);
    const [row] = await handle.db.select().from(valuations).where(eq(valuations.id, json.valuation.id));
    expect(row.contact.name).toBe('Ann');
  });

  it('answers 404 for a car of another site', async () => {
    const other = await firstCarOf(handle.db, 'carzone-rocklea');
    expect((await begin({ car_id: other.id })).status).toBe(404);
  });

  it('needs sign-in on a site that gates its trade-in pages', async () => {
    const refused = await begin({}, { site: 'carzone' });
    expect(refused.status).toBe(401);
    expect((await begin({}, { site: 'carzone', cookie: carzoneCookie })).status).toBe(201);
  });
});

describe('adjustments, the valuation and the offer', () => {
  it('values the car from the market less the margin and reconditioning, and the dealer hears of it', async () => {
    const { json } = await begin();
    const id = json.valuation.id;
    const valued = await call(adjustments, id, { adjustmentAnswers: answers });
    expect(valued.status).toBe(200);

    const market = await usedCarValueFor({ ...vehicle, km: 40_000 });
    expect(market).not.toBeNull();
    const expected = market && valuationFrom(market, answers, 12);
    expect(expected).not.toBeNull();
    expect(valued.json.valuation).toMatchObject({
      status: 'valued',
      estimate: { low: expected?.low, high: expected?.high, offer: expected?.offer },
      basedOn: {
        comparables: market?.comparables,
        badge: market?.badge,
        marketMean: market?.value,
        marketError: market?.error,
        marginPercent: 12,
        reconditioning: 300 + 800,
      },
      noOnlineFigure: null,
      expired: false,
    });
    // The last day on the site's own clock (Coastal Toyota: Queensland).
    const brisbane = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Brisbane',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    expect(valued.json.valuation.expiresOn).toBe(brisbane.format(new Date(valued.json.valuation.expiresAt)));
    const expires = new Date(valued.json.valuation.expiresAt).getTime() - Date.now();
    expect(Math.round(expires / 86_400_000)).toBe(7);

    const stored = await leadsOf(id);
    expect(stored.map((l) => l.subcategory)).toEqual(['1. Details Submitted', '2. Valuation Completed']);
    expect(stored[1].payload).toMatchObject({
      trade_in: {
        offer: expected?.offer,
        condition: expect.arrayContaining([
          ['Is Your Car Currently Under Finance?', 'Yes'],
          ['Tyres', 'Need replacing soon'],
        ]),
      },
    });

    // The same answers again are the same valuation; different ones are refused.
    expect((await call(adjustments, id, { adjustmentAnswers: answers })).status).toBe(200);
    expect((await leadsOf(id)).length).toBe(2);
    const changed = await call(adjustments, id, { adjustmentAnswers: { ...answers, tyres: 'good' } });
    expect(changed.status).toBe(409);

    // Accepted once: '3. Offer Accepted'; accepting again changes nothing.
    const accepted = await call(accept, id);
    expect(accepted.json.valuation).toMatchObject({ status: 'accepted' });
    expect((await call(accept, id)).status).toBe(200);
    const all = await leadsOf(id);
    expect(all.map((l) => l.subcategory)).toEqual([
      '1. Details Submitted',
      '2. Valuation Completed',
      '3. Offer Accepted',
    ]);
  });

  it("gives the badge a level of its own when the used market has at least 2 of it, else takes the model's", async () => {
    const [group] = await handle.db
      .select({
        make: cars.make,
        model: cars.model,
        badge: cars.badge,
        year: sql<number>`max(${cars.year})::int`,
      })
      .from(cars)
      .where(
        and(
          eq(cars.status, 'in_stock'),
          eq(cars.carType, 'used'),
          gte(cars.year, YEAR - 3),
          sql`${cars.price} > 0`,
          sql`${cars.badge} is not null`,
        ),
      )
      .groupBy(cars.make, cars.model, cars.badge)
      .having(sql`count(*) >= 3`)
      .orderBy(desc(count()))
      .limit(1);
    const car = { year: group.year, make: group.make, model: group.model };
    const narrowed = await begin({ vehicle: { ...car, badge: group.badge }, kms: 20_000 });
    const valued = await call(adjustments, narrowed.json.valuation.id, { adjustmentAnswers: answers });
    expect(valued.json.valuation.basedOn.badge).toBe(group.badge);
    const whole = await begin({ vehicle: { ...car, badge: 'No Such Badge' }, kms: 20_000 });
    const wide = await call(adjustments, whole.json.valuation.id, { adjustmentAnswers: answers });
    expect(wide.json.valuation.basedOn.badge).toBeNull();
    expect(wide.json.valuation.basedOn.comparables).toBeGreaterThanOrEqual(
      valued.json.valuation.basedOn.comparables,
    );
  });

  it.each([
    ['a car 8 years old', { vehicle: { year: YEAR - 8, make: 'Toyota', model: 'Corolla' } }, 'age'],
    ['a car at 100,001 km', { kms: 100_001 }, 'kms'],
    ['a car nobody else sells', { vehicle: { year: YEAR - 1, make: 'Trabant', model: '601' } }, 'market'],
  ])('gives %s no online figure: an inspection is asked for instead', async (_label, over, reason) => {
    const { json } = await begin(over);
    const valued = await call(adjustments, json.valuation.id, { adjustmentAnswers: answers });
    expect(valued.json.valuation).toMatchObject({
      status: 'inspection',
      estimate: null,
      noOnlineFigure: reason,
    });
    expect((await leadsOf(json.valuation.id)).map((l) => l.subcategory)).toEqual([
      '1. Details Submitted',
      '2. Inspection Requested',
    ]);
    expect((await call(accept, json.valuation.id)).status).toBe(409);
  });

  it('values a car at exactly 100,000 km online', async () => {
    const { json } = await begin({ kms: 100_000, vehicle: { ...vehicle, year: YEAR - 2 } });
    const valued = await call(adjustments, json.valuation.id, { adjustmentAnswers: answers });
    expect(valued.json.valuation.noOnlineFigure).not.toBe('kms');
  });

  it('refuses an expired offer', async () => {
    const { json } = await begin();
    await call(adjustments, json.valuation.id, { adjustmentAnswers: answers });
    await handle.db
      .update(valuations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(valuations.id, json.valuation.id));
    const refused = await call(accept, json.valuation.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(
      'This offer has expired. Start a new valuation for an up-to-date figure.',
    );
  });

  it('shows the price of the car traded against less the offer', async () => {
    const car = await firstCarOf(
      handle.db,
      'coastal-toyota-tingalpa',
      eq(cars.status, 'in_stock'),
      sql`${cars.price} > 0`,
      eq(cars.tradeInAllowed, true),
    );
    const { json } = await begin({ car_id: car.id });
    const valued = await call(adjustments, json.valuation.id, { adjustmentAnswers: answers });
    const v = valued.json.valuation;
    expect(v.car).toMatchObject({ id: car.id, name: car.name });
    expect(v.estimate).not.toBeNull();
    expect(v.car.priceLessTradeIn).toBe(Math.max(0, v.car.price - v.estimate.offer));
  });

  it('answers 400 for a missing answer, naming it', async () => {
    const { json } = await begin();
    const { tyres: _tyres, ...rest } = answers;
    const refused = await call(adjustments, json.valuation.id, { adjustmentAnswers: rest });
    expect(refused.status).toBe(400);
    expect(refused.json.issues[0].field).toBe('adjustmentAnswers.tyres');
  });

  it('keeps each site to its own valuations, and refuses ids that are not ids', async () => {
    const { json } = await begin();
    const id = json.valuation.id;
    const other = { site: 'summit-motor-group' };
    expect((await call(read, id, undefined, { ...other, method: 'GET' })).status).toBe(404);
    expect((await call(adjustments, id, { adjustmentAnswers: answers }, other)).status).toBe(404);
    expect((await call(accept, id, {}, other)).status).toBe(404);
    expect((await call(read, id, undefined, { method: 'GET' })).status).toBe(200);
    const bad = await call(read, 'x\u0000', undefined, { method: 'GET' });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].field).toBe('id');
  });
});

describe('a valuation made signed in', () => {
  it('is changed only by that shopper', async () => {
    const site = { site: 'carzone' };
    expect((await sendCode(request({ phone_number: '0412 000 778' }, site))).status).toBe(200);
    const code = /^(\d{6})/.exec((await latestSms(env.SMS_DIR, '+61412000778'))?.body ?? '')?.[1];
    const other = await verifyCode(
      request(
        { phone_number: '0412 000 778', code, first_name: 'Bo', last_name: 'Yu', email: 'bo@example.com' },
        site,
      ),
    );
    const otherCookie = (other.headers.get('set-cookie') ?? '').split(';')[0];
    const { json } = await begin({}, { site: 'carzone', cookie: carzoneCookie });
    const id = json.valuation.id;
    const body = { adjustmentAnswers: answers };
    expect((await call(adjustments, id, body, { site: 'carzone', cookie: otherCookie })).status).toBe(404);
    expect((await call(adjustments, id, body, { site: 'carzone', cookie: carzoneCookie })).status).toBe(200);
  });
});

describe('POST /api/miscellaneous (AF §7)', () => {
  it('keeps the valuation on a signed-in shopper’s account, on the site that asks for it', async () => {
    const { json } = await begin({}, { site: 'carzone', cookie: carzoneCookie });
    const body = { column_name: 'valuation', data: { valuation_id: json.valuation.id } };
    const saved = await miscellaneous(request(body, { site: 'carzone', cookie: carzoneCookie }));
    expect(saved.status).toBe(200);
    const kept = await handle.db
      .select()
      .from(shopperRecords)
      .where(eq(shopperRecords.columnName, 'valuation'));
    expect(kept.map((k) => k.data)).toContainEqual({ valuation_id: json.valuation.id });
    // The account page lists it, on the site it was made on.
    const shopper = { id: kept[0].userId, phone: '0412000777', firstName: null, lastName: null, email: null };
    expect((await accountData(handle.db, shopper))?.valuations).toContainEqual(
      expect.objectContaining({ site: 'CarZone Direct', rego: 'ABC123', state: 'QLD', status: 'started' }),
    );

    expect((await miscellaneous(request(body, { site: 'carzone' }))).status).toBe(401);
    expect((await miscellaneous(request(body, { site: 'coastal-toyota' }))).status).toBe(404);
    const bad = await miscellaneous(
      request({ ...body, column_name: 'x' }, { site: 'carzone', cookie: carzoneCookie }),
    );
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/trade-in/variants', () => {
  it('suggests badges on a site with vehicle data, and is not there on others', async () => {
    const url = `http://x.localhost/api/trade-in/variants?make=${encodeURIComponent(vehicle.make)}&model=${encodeURIComponent(vehicle.model)}`;
    const summit = await variants(request(undefined, { site: 'summit-motor-group', method: 'GET', url }));
    expect(summit.status).toBe(200);
    expect((await summit.json()).badges.length).toBeGreaterThan(0);
    expect((await variants(request(undefined, { method: 'GET', url }))).status).toBe(404);
    const bad = await variants(
      request(undefined, {
        site: 'summit-motor-group',
        method: 'GET',
        url: 'http://x.localhost/api/trade-in/variants',
      }),
    );
    expect(bad.status).toBe(400);
  });
});
