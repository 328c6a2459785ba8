import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carQuote } from '@/repayments/quote-rules';
import { createTestDb } from '../../../tests/helpers/test-db';
import { cars, stockChanges } from '../../db/schema';
import { quoteBasis, refreshCarQuotes } from './car-quotes';

// The stored quotes kept equal to the engine's: nothing to do while the basis holds, every changed quote
// rewritten (and logged as a stock change, so search and the cached pages follow) when it moves.

const SEEDED = new Date('2026-06-15T00:00:00Z');
const NEW_YEAR = new Date('2026-12-31T14:00:00Z'); // midnight in Brisbane: 2027 there

let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb({ cars: 60, now: SEEDED });
}, 120_000);
afterAll(async () => handle?.drop());

const allCars = () =>
  handle.db
    .select({
      id: cars.id,
      price: cars.price,
      offerPrice: cars.offerPrice,
      beforePrice: cars.beforePrice,
      year: cars.year,
      youxQuote: cars.youxQuote,
    })
    .from(cars);
const lastChange = async () =>
  (await handle.db.select({ id: max(stockChanges.id) }).from(stockChanges))[0]?.id ?? 0;

describe('refreshCarQuotes', () => {
  it('changes nothing when the seed’s quotes are the engine’s, and then only reads its basis', async () => {
    const before = await lastChange();
    expect(await refreshCarQuotes(handle.db, SEEDED)).toEqual({ repriced: 0 });
    expect(await refreshCarQuotes(handle.db, SEEDED)).toEqual({ repriced: 0 });
    expect(await lastChange()).toBe(before);
  });

  it('the basis moves with the Brisbane year and nothing else of the clock', () => {
    expect(quoteBasis(new Date('2026-01-01T00:00:00Z'))).toBe(quoteBasis(SEEDED));
    expect(quoteBasis(new Date('2026-12-31T13:59:59Z'))).toBe(quoteBasis(SEEDED));
    expect(quoteBasis(NEW_YEAR)).not.toBe(quoteBasis(SEEDED));
  });

  it('at a new year reprices the cars whose age moved them, logged as stock changes', async () => {
    const tampered = (await allCars()).find((car) => car.youxQuote !== null);
    if (!tampered) throw new Error('No car with a quote in the test data');
    await handle.db.update(cars).set({ youxQuote: null }).where(eq(cars.id, tampered.id));
    const before = await lastChange();

    const { repriced } = await refreshCarQuotes(handle.db, NEW_YEAR);

    const rows = await allCars();
    for (const car of rows) expect(car.youxQuote).toEqual(carQuote(car, NEW_YEAR));
    const changed = await handle.db
      .select({ carId: stockChanges.carId })
      .from(stockChanges)
      .where(gt(stockChanges.id, before));
    expect(repriced).toBeGreaterThan(1);
    expect(changed).toHaveLength(repriced);
    expect(changed.map((c) => c.carId)).toContain(tampered.id);
    expect(await refreshCarQuotes(handle.db, NEW_YEAR)).toEqual({ repriced: 0 });
  });
});
