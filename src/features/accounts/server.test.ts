import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, phoneVerifications, session, signInCodes, sites } from '@/db/schema';
import { recordStockChanges } from '@/db/stock-version';
import type { SmsMessage, SmsSender } from '@/lib/sms';
import { type Shopper, shopperOf } from '@/session';
import { readSite, type Site } from '@/tenancy/site';
import { createTestDb } from '../../../tests/helpers/test-db';
import { addGarageVehicle, garageOf, removeGarageVehicle } from './garage';
import { GARAGE_MAX_VEHICLES } from './garage-rules';
import {
  CODE_TTL_MS,
  CONTACT_CHECKS_PER_ADDRESS,
  INVALID_CODE_MESSAGE,
  REQUIRED_MESSAGE,
  SENDS_PER_PHONE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './rules';
import { askRateLimit, contactExists, sendCode, signOut, verifyCode } from './server';
import { removeCar, SOLD_CAR_MESSAGE, saveCar, watchlistOf } from './watchlist';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let coastal: Site;
let carzone: Site;
const sent: SmsMessage[] = [];
const sms: SmsSender = { send: async (message) => void sent.push(message) };
const failingSms: SmsSender = {
  send: async () => {
    throw new Error('gateway down');
  },
};
let mobileCount = 0;
/** A new mobile per test, so send limits and codes never leak between tests. */
const newMobile = () => `04${String(10_000_000 + mobileCount++).padStart(8, '0')}`;
const lastCode = () => /^(\d{6}) /.exec(sent.at(-1)?.body ?? '')?.[1] ?? '';
const names = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com' };
const verify = (site: Site, phone: string, code: string, extra: object = names, now?: Date) =>
  verifyCode(handle.db, site, { phone, code, address: '203.0.113.9', userAgent: 'test', ...extra }, now);

async function siteNamed(slug: string): Promise<Site> {
  const [row] = await handle.db.select().from(sites).where(eq(sites.slug, slug));
  return readSite(handle.db, row);
}

/** Signs a new shopper in on `site`: their shopper and session token. */
async function signedIn(site: Site, phone = newMobile()): Promise<{ shopper: Shopper; token: string }> {
  await sendCode(handle.db, site, { phone, address: null }, sms);
  const outcome = await verify(site, phone, lastCode());
  if (outcome.status !== 200 || !('session' in outcome) || !outcome.session)
    throw new Error('sign-in failed');
  return { shopper: outcome.body.user, token: outcome.session.token };
}

beforeAll(async () => {
  handle = await createTestDb({ cars: 60 });
  coastal = await siteNamed('coastal-toyota');
  carzone = await siteNamed('carzone');
}, 120_000);
afterAll(async () => handle?.drop());

describe('sending a code', () => {
  it('sends six digits to the mobile in international form, and keeps only a salted hash', async () => {
    const phone = newMobile();
    const outcome = await sendCode(
      handle.db,
      coastal,
      { phone: `${phone.slice(0, 4)} ${phone.slice(4)}`, address: null },
      sms,
    );
    expect(outcome).toEqual({ status: 200, body: { ok: true } });
    expect(sent.at(-1)?.to).toBe(`+61${phone.slice(1)}`);
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const [kept] = await handle.db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
    expect(kept.codeHash).not.toContain(code);
    expect(JSON.stringify(kept)).not.toContain(`"${code}"`);
  });

  it.each([['0733908800'], ['041234567'], [''], [null], [12345678], ['+1 415 555 0100']])(
    'refuses %j as a mobile with 400 naming phone_number, sending nothing',
    async (phone) => {
      const before = sent.length;
      const outcome = await sendCode(handle.db, coastal, { phone, address: null }, sms);
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({ issues: [{ field: 'phone_number' }] });
      expect(sent.length).toBe(before);
    },
  );

  it(`allows ${SENDS_PER_PHONE} sends per mobile in a window, then answers the spec's words`, async () => {
    const phone = newMobile();
    for (let i = 0; i < SENDS_PER_PHONE; i++)
      expect((await sendCode(handle.db, coastal, { phone, address: null }, sms)).status).toBe(200);
    const refused = await sendCode(handle.db, coastal, { phone, address: null }, sms);
    expect(refused).toEqual({ status: 429, body: { error: TOO_MANY_ATTEMPTS_MESSAGE } });
  });

  it('counts every ask of /api/rate-limit against the same limit', async () => {
    const phone = newMobile();
    const answers = [];
    for (let i = 0; i <= SENDS_PER_PHONE; i++)
      answers.push((await askRateLimit(handle.db, coastal, phone, null)).body);
    expect(answers.map((body) => (body as { ok: boolean }).ok)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('answers a gateway failure with the generic error, and the code it could not send is dead', async () => {
    const phone = newMobile();
    const outcome = await sendCode(handle.db, coastal, { phone, address: null }, failingSms);
    expect(outcome).toEqual({ status: 502, body: { error: 'An unknown error occurred.' } });
    const [kept] = await handle.db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
    expect(kept.usedAt).not.toBeNull();
  });
});

describe('whether a mobile has an account', () => {
  it(`answers ${CONTACT_CHECKS_PER_ADDRESS} asks per address in a window, then too many, whatever the mobile`, async () => {
    const address = '198.51.100.23';
    const answers = [];
    for (let i = 0; i <= CONTACT_CHECKS_PER_ADDRESS; i++)
      answers.push(await contactExists(handle.db, newMobile(), address));
    expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true);
    expect(answers.at(-1)).toMatchObject({
      status: 429,
      body: { data: null, error: TOO_MANY_ATTEMPTS_MESSAGE },
    });
    expect((await contactExists(handle.db, newMobile(), '198.51.100.24')).status).toBe(200);
  });
});

describe('checking a code', () => {
  it.each([
    ['', REQUIRED_MESSAGE],
    ['12345', 'Code must be 6 digits.'],
    ['1234567', 'Code must be 6 digits.'],
    ['12a456', 'Code must be 6 digits.'],
  ])('refuses the code %j with %j', async (code, message) => {
    const outcome = await verify(coastal, newMobile(), code);
    expect(outcome.body).toMatchObject({ error: message, issues: [{ field: 'code', message }] });
  });

  it('signs a new shopper in once with the right code, records the verification, and spends the code', async () => {
    const phone = newMobile();
    await sendCode(handle.db, coastal, { phone, address: null }, sms);
    const code = lastCode();
    const outcome = await verify(coastal, phone, code);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({
      new_user: true,
      user: { phone, firstName: 'Jane', lastName: 'Citizen' },
    });
    const id = (outcome.body as { user: Shopper }).user.id;
    const [record] = await handle.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, id));
    expect(record).toMatchObject({ websiteSlug: 'coastal-toyota', verificationType: 'sms' });
    expect(record.dealershipSlug).toBeTruthy();
    expect((await verify(coastal, phone, code)).body).toMatchObject({ error: INVALID_CODE_MESSAGE });
  });

  it('asks a new shopper for first and last name and email, without spending the code', async () => {
    const phone = newMobile();
    await sendCode(handle.db, coastal, { phone, address: null }, sms);
    const missing = await verify(coastal, phone, lastCode(), {});
    expect(missing.status).toBe(400);
    expect((missing.body as { issues: { field: string }[] }).issues.map((issue) => issue.field)).toEqual([
      'first_name',
      'last_name',
      'email',
    ]);
    expect((await verify(coastal, phone, lastCode())).status).toBe(200);
    expect((await contactExists(handle.db, phone, null)).body).toEqual({
      data: { exists: true },
      error: null,
    });
  });

  it('kills a code at its fifth wrong answer: four are invalid, the fifth and any after are too many', async () => {
    const phone = newMobile();
    await sendCode(handle.db, coastal, { phone, address: null }, sms);
    const right = lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    const errors = [];
    for (let i = 0; i < 5; i++)
      errors.push(((await verify(coastal, phone, wrong)).body as { error: string }).error);
    expect(errors).toEqual([...Array(4).fill(INVALID_CODE_MESSAGE), TOO_MANY_ATTEMPTS_MESSAGE]);
    expect((await verify(coastal, phone, right)).body).toMatchObject({ error: TOO_MANY_ATTEMPTS_MESSAGE });
  });

  it('compares at most five of fifty wrong guesses sent at once: the rest are too many', async () => {
    const phone = newMobile();
    await sendCode(handle.db, coastal, { phone, address: null }, sms);
    const right = lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(coastal, phone, wrong)));
    const errors = answers.map((answer) => (answer.body as { error: string }).error);
    expect(errors.filter((error) => error === INVALID_CODE_MESSAGE)).toHaveLength(4);
    expect(errors.filter((error) => error === TOO_MANY_ATTEMPTS_MESSAGE)).toHaveLength(46);
    const [row] = await handle.db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
    expect(row.wrongTries).toBe(5);
    expect((await verify(coastal, phone, right)).body).toMatchObject({ error: TOO_MANY_ATTEMPTS_MESSAGE });
  });

  it.each([
    [CODE_TTL_MS - 1, 200],
    [CODE_TTL_MS, 400],
  ])('a code answered %i ms after it was sent answers %i', async (after, status) => {
    const phone = newMobile();
    const sentAt = new Date();
    await sendCode(handle.db, coastal, { phone, address: null }, sms, sentAt);
    const outcome = await verify(coastal, phone, lastCode(), names, new Date(sentAt.getTime() + after));
    expect(outcome.status).toBe(status);
  });

  it('only the newest code works', async () => {
    const phone = newMobile();
    await sendCode(handle.db, coastal, { phone, address: null }, sms);
    const first = lastCode();
    await sendCode(handle.db, coastal, { phone, address: null }, sms);
    if (first !== lastCode()) expect((await verify(coastal, phone, first)).status).toBe(400);
    expect((await verify(coastal, phone, lastCode())).status).toBe(200);
  });
});

describe('sessions', () => {
  it('belong to the site they were made on, and end at sign-out', async () => {
    const { shopper, token } = await signedIn(coastal);
    expect((await shopperOf(handle.db, coastal, token))?.id).toBe(shopper.id);
    expect(await shopperOf(handle.db, carzone, token)).toBeNull();
    expect(await shopperOf(handle.db, coastal, `${token}x`)).toBeNull();
    const [row] = await handle.db.select().from(session).where(eq(session.userId, shopper.id));
    expect(row.token).not.toBe(token);
    await signOut(handle.db, token);
    expect(await shopperOf(handle.db, coastal, token)).toBeNull();
  });
});

describe('watchlist', () => {
  const carsOf = async (site: Site) =>
    (await handle.db.select().from(cars)).filter((car) =>
      site.dealerships.some((dealership) => dealership.id === car.dealershipId),
    );

  it('saves, lists with the price when saved, and removes; twice is once', async () => {
    const { shopper } = await signedIn(coastal);
    const car = (await carsOf(coastal)).find((c) => c.status === 'in_stock' && c.price > 0);
    if (!car) throw new Error('no car');
    const call = { phone_number: shopper.phone, car_id: car.id };
    expect(await saveCar(handle.db, coastal, shopper, call)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await saveCar(handle.db, coastal, shopper, call)).status).toBe(200);
    const list = await watchlistOf(handle.db, coastal, shopper);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ carId: car.id, sold: false, priceDropped: false });
    await handle.db
      .update(cars)
      .set({ price: car.price - 1000, offerPrice: null })
      .where(eq(cars.id, car.id));
    expect((await watchlistOf(handle.db, coastal, shopper))[0].priceDropped).toBe(true);
    expect(await watchlistOf(handle.db, carzone, shopper)).toEqual([]);
    expect((await removeCar(handle.db, coastal, shopper, call)).status).toBe(200);
    expect(await watchlistOf(handle.db, coastal, shopper)).toEqual([]);
  });

  it('marks a drop only while the price is below the one saved, as the price history says', async () => {
    const { shopper } = await signedIn(coastal);
    // The last such car: the next test takes the first ones.
    const car = (await carsOf(coastal)).findLast(
      (c) => c.status === 'in_stock' && c.price > 10_000 && c.showOnDealerWebsite,
    );
    if (!car) throw new Error('no car');
    const reprice = (price: number) =>
      handle.db.transaction(async (tx) => {
        await tx.update(cars).set({ price, offerPrice: null }).where(eq(cars.id, car.id));
        await recordStockChanges(tx, [car.id], { source: 'feed' });
      });
    await reprice(car.price);
    expect((await saveCar(handle.db, coastal, shopper, { car_id: car.id })).status).toBe(200);
    const mark = async () => (await watchlistOf(handle.db, coastal, shopper))[0];
    expect(await mark()).toMatchObject({ priceAtSave: car.price, priceDropped: false });
    await reprice(car.price - 2000);
    expect(await mark()).toMatchObject({ price: car.price - 2000, priceDropped: true });
    // Back up above the price it was saved at: no drop any more.
    await reprice(car.price + 500);
    expect(await mark()).toMatchObject({
      price: car.price + 500,
      priceAtSave: car.price,
      priceDropped: false,
    });
    await reprice(car.price);
    expect((await mark()).priceDropped).toBe(false);
  });

  it('keeps a sold car only if it was saved before it sold', async () => {
    const { shopper } = await signedIn(coastal);
    const [sold, other] = (await carsOf(coastal)).filter((c) => c.status === 'in_stock');
    await saveCar(handle.db, coastal, shopper, { car_id: sold.id });
    await handle.db.update(cars).set({ status: 'sold' }).where(eq(cars.id, sold.id));
    await handle.db.update(cars).set({ status: 'sold' }).where(eq(cars.id, other.id));
    expect((await saveCar(handle.db, coastal, shopper, { car_id: sold.id })).status).toBe(200);
    expect(await saveCar(handle.db, coastal, shopper, { car_id: other.id })).toEqual({
      status: 400,
      body: { success: false, error: SOLD_CAR_MESSAGE },
    });
    expect((await watchlistOf(handle.db, coastal, shopper))[0].sold).toBe(true);
  });

  it.each([
    ['signed out', null, {}, 401],
    ['a car id that is no number', 'me', { car_id: 'abc' }, 400],
    ['a car id past the integer range', 'me', { car_id: 2_147_483_648 }, 400],
    ['another shopper’s phone', 'me', { car_id: 1, phone_number: '0499999999' }, 403],
    ['another site’s car', 'me', { car_id: 'carzone' }, 404],
  ])('refuses %s with %i', async (_label, who, body, status) => {
    const { shopper } = await signedIn(coastal);
    const carzoneCar = (await carsOf(carzone))[0];
    const call = (body as { car_id?: unknown }).car_id === 'carzone' ? { car_id: carzoneCar.id } : body;
    const outcome = await saveCar(handle.db, coastal, who ? shopper : null, call);
    expect(outcome.status).toBe(status);
  });
});

describe('garage', () => {
  const summitSite = () => siteNamed('summit-motor-group');
  const vehicle = { rego: 'abc 123', state: 'QLD', make: 'Toyota', model: 'Corolla', year: 2018 };

  it('keeps the shopper’s own vehicles on a site with the garage on, once each', async () => {
    const summit = await summitSite();
    const { shopper } = await signedIn(summit);
    const added = await addGarageVehicle(handle.db, summit, shopper, vehicle);
    expect(added.status).toBe(201);
    expect((await addGarageVehicle(handle.db, summit, shopper, { ...vehicle, rego: 'ABC-123' })).status).toBe(
      200,
    );
    const garage = await garageOf(handle.db, summit, shopper);
    expect(garage.map((v) => [v.rego, v.state, v.year])).toEqual([['ABC123', 'QLD', 2018]]);
    expect((await removeGarageVehicle(handle.db, summit, shopper, { id: garage[0].id })).status).toBe(200);
    expect(await garageOf(handle.db, summit, shopper)).toEqual([]);
  });

  it('is no garage on a site without one, nor for a signed-out visitor', async () => {
    const { shopper } = await signedIn(coastal);
    expect((await addGarageVehicle(handle.db, coastal, shopper, vehicle)).status).toBe(404);
    expect((await addGarageVehicle(handle.db, await summitSite(), null, vehicle)).status).toBe(401);
  });

  it.each([
    ['rego', { rego: 'TOO-LONG-PLATE' }],
    ['state', { state: 'XX' }],
    ['make', { make: ' ' }],
    ['year', { year: 1949 }],
    ['year', { year: new Date().getFullYear() + 2 }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const summit = await summitSite();
    const { shopper } = await signedIn(summit);
    const outcome = await addGarageVehicle(handle.db, summit, shopper, { ...vehicle, ...change });
    expect(outcome.status).toBe(400);
    expect((outcome.body as { issues: { field: string }[] }).issues.map((issue) => issue.field)).toEqual([
      field,
    ]);
  });

  it(`holds at most ${GARAGE_MAX_VEHICLES} vehicles`, async () => {
    const summit = await summitSite();
    const { shopper } = await signedIn(summit);
    for (let i = 0; i < GARAGE_MAX_VEHICLES; i++)
      expect(
        (await addGarageVehicle(handle.db, summit, shopper, { ...vehicle, rego: `REG${i}` })).status,
      ).toBe(201);
    expect((await addGarageVehicle(handle.db, summit, shopper, { ...vehicle, rego: 'ONEMORE' })).status).toBe(
      400,
    );
  });
});
