import { and, eq, gt, gte, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { cars } from '../../db/schema';
import { COMPARABLE_SOLD_DAYS, USED_VALUE_KM, USED_VALUE_YEARS, usedCarValueFor } from './market';
import { usedCarValue } from './used-value-rules';

// The used-car value on the demo market (the 3,200 cars `npm start` seeds): the case a shopper saw valued
// at '$23,400 to $38,000' (a 2023 Ranger XLT at 45,000 km, new cars among its comparables and the
// cheapest one its low end), and every used car of the market valued from the others.

let handle: Awaited<ReturnType<typeof createTestDb>>;
const NOW = new Date();
const YEAR = NOW.getFullYear();

beforeAll(async () => {
  handle = await createTestDb({ cars: 3200 });
  setDbHandleForTests(handle);
}, 300_000);
afterAll(async () => handle?.drop());

const inMarket = () =>
  or(
    inArray(cars.status, ['in_stock', 'coming_soon']),
    gte(cars.soldAt, new Date(NOW.getTime() - COMPARABLE_SOLD_DAYS * 86_400_000)),
  );

describe('usedCarValueFor on the demo market', () => {
  it('values a 2023 Ranger XLT at 45,000 km from used cars, within a range its error sets', async () => {
    const ranger = { make: 'Ford', model: 'Ranger', badge: 'XLT', year: 2023, km: 45_000 };
    const valued = await usedCarValueFor(ranger, NOW);
    expect(valued).toMatchObject({ badge: 'XLT' });
    if (!valued) return;
    expect(valued.low).toBeLessThan(valued.value);
    expect(valued.high).toBeGreaterThan(valued.value);
    expect(valued.error).toBeLessThan(0.15);
    expect((valued.high - valued.low) / valued.value).toBeLessThan(0.3);

    const xlts = await handle.db
      .select({ price: cars.price, year: cars.year, km: cars.km, carType: cars.carType })
      .from(cars)
      .where(and(eq(cars.make, 'Ford'), eq(cars.model, 'Ranger'), eq(cars.badge, 'XLT'), gt(cars.price, 0)));
    // A used car is worth less than a new one of its badge, and more than the cheapest older used one.
    const newest = Math.min(...xlts.filter((c) => c.carType === 'new').map((c) => c.price));
    const oldest = Math.min(
      ...xlts.filter((c) => c.carType === 'used' && c.year <= 2021).map((c) => c.price),
    );
    expect(valued.high).toBeLessThan(newest);
    expect(valued.low).toBeGreaterThan(oldest);
  });

  it.each([
    ['Ford', 'Ranger', 'XLT', 2023],
    ['Toyota', 'RAV4', 'GXL', 2023],
    ['Mazda', 'CX-5', 'Touring', 2022],
  ])(
    'values the demo register’s %s %s %s of %i at 24,500 km sure enough for an online figure',
    async (make, model, badge, year) => {
      const valued = await usedCarValueFor({ make, model, badge, year, km: 24_500 }, NOW);
      expect(valued?.badge).toBe(badge);
      expect(valued?.error).toBeLessThanOrEqual(0.15);
    },
  );

  it('values each used car of the market from the others about as well as its error says', async () => {
    const used = await handle.db
      .select({
        id: cars.id,
        make: cars.make,
        model: cars.model,
        badge: cars.badge,
        year: cars.year,
        km: cars.km,
        price: cars.price,
      })
      .from(cars)
      .where(and(eq(cars.carType, 'used'), gt(cars.price, 0), inMarket()));
    let valued = 0;
    let within = 0;
    const misses: number[] = [];
    for (const car of used) {
      // What a trade-in of it would be valued on: the cars an online figure is given for (AF §9).
      if (YEAR - car.year > 7 || car.km > 100_000) continue;
      const others = used.filter(
        (c) =>
          c.id !== car.id &&
          c.make === car.make &&
          c.model === car.model &&
          Math.abs(c.year - car.year) <= USED_VALUE_YEARS &&
          Math.abs(c.km - car.km) <= USED_VALUE_KM,
      );
      const value = usedCarValue(car, others);
      if (!value || value.error > 0.15) continue;
      valued += 1;
      if (car.price >= value.low && car.price <= value.high) within += 1;
      misses.push(Math.abs(Math.log(car.price / value.value)));
    }
    misses.sort((a, b) => a - b);
    expect(valued).toBeGreaterThan(200);
    // One standard error either side: about two cars in three fall inside.
    expect(within / valued).toBeGreaterThan(0.55);
    expect(within / valued).toBeLessThan(0.85);
    // Half the cars within 10 % of their own price.
    expect(misses[Math.floor(misses.length / 2)]).toBeLessThan(0.1);
  });
});
