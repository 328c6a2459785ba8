import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDeliveryRegion } from '@/inventory/delivery-regions';
import { firstCarOf } from '../../../tests/helpers/cars';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { cars } from '../../db/schema';
import { logger } from '../../lib/logger';
import { getSite, type Site } from '../../tenancy/get-site';
import { PICK_UP_ONLY_MESSAGE, purchasePlan, type TradeInValuation } from './purchase';
import { checkoutCar } from './reservation-view';

// A purchase priced on the server: delivery by the delivery calculator's regions on a site that delivers
// (CarZone), pick-up elsewhere; a trade-in's offer only while one stands.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let carzone: Site;
let coastal: Site;
const now = new Date();
const noValuation = async () => null;

beforeAll(async () => {
  logger.level = 'error';
  handle = await createTestDb({ cars: 60 });
  setDbHandleForTests(handle);
  const [a, b] = await Promise.all([getSite('carzone'), getSite('coastal-toyota')]);
  if (!a || !b) throw new Error('the seed has carzone and coastal-toyota');
  carzone = a;
  coastal = b;
}, 180_000);
afterAll(async () => {
  await handle?.drop();
});

async function carOf(site: Site, dealership: string) {
  const row = await firstCarOf(handle.db, dealership, eq(cars.status, 'in_stock'));
  const car = await checkoutCar(site, row.slug);
  if (!car) throw new Error('no car');
  return { ...car, price: 30_000 };
}

describe('purchasePlan', () => {
  it('prices delivery by the region covering the postcode where the site delivers', async () => {
    const car = await carOf(carzone, 'carzone-rocklea');
    const region = await findDeliveryRegion(car.dealershipId, '4000');
    if (!region) throw new Error('the seed prices CarZone’s delivery to 4000');
    const plan = await purchasePlan(
      carzone,
      car,
      { fulfilment: 'delivery', postcode: '4000', payment: 'pay' },
      now,
      noValuation,
    );
    expect(plan).toMatchObject({
      price: 30_000,
      fulfilment: { method: 'delivery', postcode: '4000', region: region.name, price: region.price },
      tradeIn: null,
      weeklyRepayment: null,
    });
    const uncovered = await purchasePlan(
      carzone,
      car,
      { fulfilment: 'delivery', postcode: '0200', payment: 'pay' },
      now,
      noValuation,
    );
    expect(uncovered).toMatchObject({ field: 'postcode' });
  });

  it('refuses delivery where the site does not deliver', async () => {
    const car = await carOf(coastal, 'coastal-toyota-tingalpa');
    const plan = await purchasePlan(
      coastal,
      car,
      { fulfilment: 'delivery', postcode: '4000', payment: 'pay' },
      now,
      noValuation,
    );
    expect(plan).toEqual({ field: 'fulfilment', message: PICK_UP_ONLY_MESSAGE });
  });

  it.each([
    ['valued', { status: 'valued', expired: false }, 18_000],
    ['accepted', { status: 'accepted', expired: false }, 18_000],
    ['expired', { status: 'valued', expired: true }, null],
    ['for inspection', { status: 'inspection', expired: false, estimate: null }, null],
  ])('takes a %s valuation’s offer only while it stands', async (_name, over, offer) => {
    const car = await carOf(coastal, 'coastal-toyota-tingalpa');
    const valuation: TradeInValuation = {
      id: '00000000-0000-4000-8000-000000000001',
      estimate: { offer: 18_000 },
      expiresOn: null,
      vehicle: { year: 2019, make: 'Mazda', model: 'CX-5', badge: null },
      ...over,
    };
    const plan = await purchasePlan(
      coastal,
      car,
      { fulfilment: 'pickup', payment: 'finance', valuation_id: valuation.id },
      now,
      async () => valuation,
    );
    if (offer === null) expect(plan).toMatchObject({ field: 'valuation_id' });
    else expect(plan).toMatchObject({ tradeIn: { offer, vehicle: '2019 Mazda CX-5' }, payment: 'finance' });
  });

  it('refuses a car without a price', async () => {
    const car = { ...(await carOf(coastal, 'coastal-toyota-tingalpa')), price: null };
    const plan = await purchasePlan(coastal, car, { fulfilment: 'pickup', payment: 'pay' }, now, noValuation);
    expect(plan).toMatchObject({ field: null });
  });
});
