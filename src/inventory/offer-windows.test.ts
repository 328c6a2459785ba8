import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { appMeta, carPriceHistory, cars } from '../db/schema';
import { carQuote } from '../repayments/quote-rules';
import { applyOfferWindows } from './offer-windows';

vi.mock('server-only', () => ({}));

let handle: Awaited<ReturnType<typeof createTestDb>>;
let carId: number;
const starts = new Date('2026-12-01T00:00:00Z');
const ends = new Date('2026-12-04T00:00:00Z');

beforeAll(async () => {
  handle = await createTestDb({ cars: 5 });
  const [car] = await handle.db.select().from(cars).limit(1);
  carId = car.id;
  await handle.db
    .update(cars)
    .set({ price: 50_000, offerPrice: null, offerPlanned: 45_990, offerStartsAt: starts, offerEndsAt: ends })
    .where(eq(cars.id, carId));
});
afterAll(() => handle.drop());

const version = async () =>
  (await handle.db.select().from(appMeta).where(eq(appMeta.key, 'stock_version')))[0]?.value ?? 0;
const car = async () => (await handle.db.select().from(cars).where(eq(cars.id, carId)))[0];

describe('applyOfferWindows', () => {
  it('moves a dated offer in at its start and out at its end, once, with a stock change and a new quote', async () => {
    expect(await applyOfferWindows(handle.db, new Date(starts.getTime() - 1))).toEqual([]);
    const before = await version();
    expect(await applyOfferWindows(handle.db, starts)).toEqual([carId]);
    expect(await version()).toBe(before + 1);
    const live = await car();
    expect(live.offerPrice).toBe(45_990);
    expect(live.youxQuote).toEqual(carQuote(live, starts));
    // Twice at the same edge (another process, the next minute): nothing more.
    expect(await applyOfferWindows(handle.db, starts)).toEqual([]);
    const history = await handle.db.select().from(carPriceHistory).where(eq(carPriceHistory.carId, carId));
    expect(history.at(-1)?.price).toBe(45_990);

    expect(await applyOfferWindows(handle.db, new Date(ends.getTime() - 1))).toEqual([]);
    expect(await applyOfferWindows(handle.db, ends)).toEqual([carId]);
    expect((await car()).offerPrice).toBeNull();
  });
});
