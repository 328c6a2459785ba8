import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../../tests/helpers/test-db';
import { carMarket, cars } from '../../db/schema';
import { recordStockChanges } from '../../db/stock-version';
import { isAvailable } from '../status-rules';
import { CAR_MARKET_REFRESH_MS, carMarketPass } from './car-market';
import { carMarketOf } from './market';

vi.mock('server-only', () => ({}));

// The car_market job on a seeded database with a model of our own (every comparable one this file
// inserted): cars in, rows out; a changed car worked out again at once; every car once an hour.

const NOW = new Date('2026-11-28T00:00:00Z');
const MINUTE = 60_000;

let handle: Awaited<ReturnType<typeof createTestDb>>;
let dealershipId: number;
let serial = 0;

async function addCar(values: Partial<typeof cars.$inferInsert> = {}) {
  serial += 1;
  const [row] = await handle.db
    .insert(cars)
    .values({
      dealershipId,
      slug: `market-fixture-${serial}`,
      stocknum: `MF${serial}`,
      name: `Fixture ${serial}`,
      year: 2020,
      make: 'Zedmotor',
      model: 'Testa',
      carType: 'used',
      price: 30_000,
      km: 50_000,
      ...values,
    })
    .returning();
  return row;
}

/** A stock write as every writer makes it: the change logged in its transaction. */
async function write(id: number, values: Partial<typeof cars.$inferInsert>) {
  await handle.db.transaction(async (tx) => {
    await tx.update(cars).set(values).where(eq(cars.id, id));
    await recordStockChanges(tx, [id]);
  });
}

const rowOf = async (id: number) =>
  (await handle.db.select().from(carMarket).where(eq(carMarket.carId, id)))[0];

let subject: typeof cars.$inferSelect;
let sold: typeof cars.$inferSelect;

beforeAll(async () => {
  handle = await createTestDb({ cars: 30 });
  [{ dealershipId }] = await handle.db.select({ dealershipId: cars.dealershipId }).from(cars).limit(1);
  for (const price of [28_000, 29_000, 30_000, 31_000, 32_000]) await addCar({ price });
  subject = await addCar({ price: 30_500 });
  sold = await addCar({ price: 30_000, status: 'sold', soldAt: new Date(NOW.getTime() - 5 * 86_400_000) });
}, 120_000);
afterAll(() => handle.drop());

describe('the car_market job', () => {
  const pass = () => carMarketPass(handle.db);
  let first: ReturnType<typeof pass>;

  it('works out every car for sale on its first pass, as the console’s live reading does', async () => {
    first = pass();
    await first(NOW);
    const all = await handle.db.select({ id: cars.id, status: cars.status }).from(cars);
    const rows = await handle.db.select().from(carMarket);
    expect(rows.map((r) => r.carId).sort((a, b) => a - b)).toEqual(
      all
        .filter((c) => isAvailable(c.status))
        .map((c) => c.id)
        .sort((a, b) => a - b),
    );
    expect(await rowOf(sold.id)).toBeUndefined();
    // The recently sold car is market evidence all the same: 6 comparables around 30,000.
    const { closest: _closest, ...live } = await carMarketOf(subject, NOW, handle.db);
    expect(await rowOf(subject.id)).toEqual({ carId: subject.id, ...live, computedAt: NOW });
    expect(live).toMatchObject({ comparables: 6, median: 30_000, position: 'at', suggested: 30_000 });
  });

  it('works a changed car out again at its next pass, and drops a car that sold', async () => {
    await write(subject.id, { price: 34_000 });
    const later = new Date(NOW.getTime() + MINUTE);
    await first(later);
    expect(await rowOf(subject.id)).toMatchObject({ position: 'above', computedAt: later });
    // A car whose own stock did not change waits for the hourly refresh.
    const [other] = await handle.db
      .select({ id: cars.id })
      .from(cars)
      .where(inArray(cars.slug, ['market-fixture-1']));
    expect((await rowOf(other.id)).computedAt).toEqual(NOW);

    await write(subject.id, { status: 'sold', soldAt: later });
    await first(new Date(later.getTime() + MINUTE));
    expect(await rowOf(subject.id)).toBeUndefined();
    await write(subject.id, { status: 'in_stock', soldAt: null, price: 27_000 });
    await first(new Date(later.getTime() + 2 * MINUTE));
    expect(await rowOf(subject.id)).toMatchObject({ position: 'below' });
  });

  it('refreshes every car once an hour, in one process of several', async () => {
    const [other] = await handle.db
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.slug, 'market-fixture-1'));
    // Another process starting (a worker beside the web process): the refresh is not due yet.
    const second = pass();
    await second(new Date(NOW.getTime() + 30 * MINUTE));
    expect((await rowOf(other.id)).computedAt).toEqual(NOW);
    const due = new Date(NOW.getTime() + CAR_MARKET_REFRESH_MS);
    await second(due);
    expect((await rowOf(other.id)).computedAt).toEqual(due);
    // The first process finds it claimed.
    await first(new Date(due.getTime() + MINUTE));
    expect((await rowOf(other.id)).computedAt).toEqual(due);
  });

  it('catches up on a start with what changed while no job ran', async () => {
    const [other] = await handle.db
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.slug, 'market-fixture-2'));
    await write(other.id, { price: 40_000 });
    const restarted = pass();
    const at = new Date(NOW.getTime() + CAR_MARKET_REFRESH_MS + 2 * MINUTE);
    await restarted(at);
    expect(await rowOf(other.id)).toMatchObject({ position: 'above', computedAt: at });
  });
});
