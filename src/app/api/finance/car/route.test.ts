import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteDisclaimer } from '@/features/finance';
import { shownPrice } from '@/inventory/price-rules';
import { firstCarOf } from '../../../../../tests/helpers/cars';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import { cars } from '../../../../db/schema';
import { SITE_HEADER } from '../../../../tenancy/site-header';
import { GET as disclaimer } from '../disclaimer/route';
import { GET as carCard } from './route';

// The finance pages' lookups by car id (GET /api/finance/car and /api/finance/disclaimer): the site's own
// cars only, a bad id refused before it reaches PostgreSQL.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let coastalCar: typeof cars.$inferSelect;
let carzoneCar: typeof cars.$inferSelect;

beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  coastalCar = await firstCarOf(handle.db, 'coastal-toyota-tingalpa', isNotNull(cars.youxQuote));
  carzoneCar = await firstCarOf(
    handle.db,
    'carzone-rocklea',
    isNotNull(cars.financeLenders),
    isNotNull(cars.subscriptionPrice),
  );
}, 120_000);
afterAll(async () => handle?.drop());

const PLAIN = 'Subject to credit approval. Fees and charges apply.';

/** The car's lender entry's fine print made one that quotes no rate. */
async function withPlainDisclaimer(id: number, provider: string) {
  await handle.db
    .update(cars)
    .set({
      financeLenders: sql`jsonb_set(${cars.financeLenders}, ${`{${provider},disclaimer}`}::text[], ${JSON.stringify(PLAIN)}::jsonb)`,
    })
    .where(eq(cars.id, id));
}

async function get(handler: (request: Request) => Promise<Response>, query: string, site = 'coastal-toyota') {
  const response = await handler(
    new Request(`http://x.localhost/api/finance/x${query}`, { headers: { [SITE_HEADER]: site } }),
  );
  return { status: response.status, json: await response.json() };
}

describe('GET /api/finance/car?car_id=', () => {
  it('answers the side card of the site’s car: its image, name, shown price and weekly figure', async () => {
    const { status, json } = await get(carCard, `?car_id=${coastalCar.id}`);
    expect(status).toBe(200);
    const price = shownPrice(coastalCar);
    expect(json.car).toEqual({
      id: coastalCar.id,
      slug: coastalCar.slug,
      path: `/cars/${coastalCar.slug}`,
      name: coastalCar.name,
      year: coastalCar.year,
      make: coastalCar.make,
      model: coastalCar.model,
      badge: coastalCar.badge,
      carType: coastalCar.carType,
      status: coastalCar.status,
      price: price.now,
      beforePrice: price.was,
      priceType: coastalCar.priceType,
      subscriptionPrice: null,
      primaryImageUrl: coastalCar.primaryImageUrl,
      vin: coastalCar.vin,
      nvic: coastalCar.nvic,
      dealershipSlug: 'coastal-toyota-tingalpa',
      weeklyRepayment: expect.toBeOneOf([null, coastalCar.youxQuote?.weeklyRepaymentAmount]),
    });
  });

  it('shows the weekly subscription price on a site that offers subscriptions', async () => {
    const { json } = await get(carCard, `?car_id=${carzoneCar.id}`, 'carzone');
    expect(json.car.subscriptionPrice).toBe(carzoneCar.subscriptionPrice);
  });

  it('answers 404 for another site’s car and for no car at all', async () => {
    expect((await get(carCard, `?car_id=${carzoneCar.id}`)).status).toBe(404);
    expect(await get(carCard, '?car_id=2147483647')).toEqual({
      status: 404,
      json: { error: 'Car not found' },
    });
  });

  it.each([
    ['no car_id', ''],
    ['an empty one', '?car_id='],
    ['text', '?car_id=abc'],
    ['0', '?car_id=0'],
    ['a negative id', '?car_id=-1'],
    ['a fraction', '?car_id=1.5'],
    ['one past int4', '?car_id=2147483648'],
    ['a NUL', '?car_id=%00'],
    ['an id with a NUL', '?car_id=1%00'],
  ])('refuses %s with 400 naming car_id', async (_label, query) => {
    for (const handler of [carCard, disclaimer]) {
      const { status, json } = await get(handler, query);
      expect(status).toBe(400);
      expect(json.error).toBe('Invalid field: car_id');
    }
  });
});

describe('GET /api/finance/disclaimer?car_id=', () => {
  it('is the car’s own quote’s disclaimer on an instant-quote site', async () => {
    const { status, json } = await get(disclaimer, `?car_id=${coastalCar.id}`);
    expect(status).toBe(200);
    const price = shownPrice(coastalCar).now as number;
    expect(json).toEqual({
      disclaimer: quoteDisclaimer(coastalCar.youxQuote as NonNullable<typeof coastalCar.youxQuote>, {
        purchasePrice: price,
        loanTerm: 5,
      }),
    });
    expect(json.disclaimer).toContain('5-year term, with a 10.0% deposit');
  });

  it('is the lender entry’s disclaimer for the site’s provider elsewhere, unless it quotes a rate we cannot back', async () => {
    // The seed's angle disclaimer quotes its rate ('at 8.99% p.a. (comparison rate …)'): CarZone shows none (decision 045).
    expect(carzoneCar.financeLenders?.angle?.disclaimer).toMatch(/% p\.a\./);
    expect((await get(disclaimer, `?car_id=${carzoneCar.id}`, 'carzone')).json).toEqual({ disclaimer: null });
    await withPlainDisclaimer(carzoneCar.id, 'angle');
    expect((await get(disclaimer, `?car_id=${carzoneCar.id}`, 'carzone')).json).toEqual({
      disclaimer: PLAIN,
    });
  });

  it('is none for a make the site offers no finance on (Suzuki on Summit)', async () => {
    const car = await firstCarOf(handle.db, 'summit-mazda-springwood', isNotNull(cars.financeLenders));
    const query = `?car_id=${car.id}`;
    await withPlainDisclaimer(car.id, 'manual');
    expect((await get(disclaimer, query, 'summit-motor-group')).json.disclaimer).toBe(PLAIN);
    await handle.db.update(cars).set({ make: 'suzuki' }).where(eq(cars.id, car.id));
    expect(await get(disclaimer, query, 'summit-motor-group')).toEqual({
      status: 200,
      json: { disclaimer: null },
    });
  });

  it('answers 404 for another site’s car', async () => {
    expect((await get(disclaimer, `?car_id=${coastalCar.id}`, 'carzone')).status).toBe(404);
  });
});
