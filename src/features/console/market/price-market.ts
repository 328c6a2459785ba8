import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { carPriceHistory, cars } from '@/db/schema';
import { type CarMarket, carMarketOf } from '@/inventory/market/market';
import { suggestionBasis } from '@/inventory/market/position-rules';
import { shownPrice } from '@/inventory/price-rules';
import { inReach, type StockViewer } from '../stock/stock-list';
import { daysInStock, priceGap } from './market-rules';

// A car's price against its market and its price history, for its console page and API: the market read
// live (the same comparables and maths as the shopper's price comparison and the car_market job), and
// every change of its shown price since the history began.

/** A car id PostgreSQL's integer can hold: anything else is no car, never a query. */
const isCarId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

export type PriceAgainstMarket = CarMarket & {
  /** The shown price (an offer below the price counts), null for none. */
  shown: number | null;
  /** How far the shown price is from the weighted median, in per cent of it (+8.2: above). */
  gapPercent: number | null;
  /** What the suggested price is, in words; null without a market. */
  basis: string | null;
  daysInStock: number;
};

/** The car of the member's reach against its market now, or null when it is not theirs. */
export async function priceAgainstMarket(
  db: Db,
  viewer: StockViewer,
  id: number,
  now = new Date(),
): Promise<PriceAgainstMarket | null> {
  if (!isCarId(id)) return null;
  const [car] = await db
    .select({
      id: cars.id,
      make: cars.make,
      model: cars.model,
      year: cars.year,
      km: cars.km,
      price: cars.price,
      offerPrice: cars.offerPrice,
      beforePrice: cars.beforePrice,
      createdAt: cars.createdAt,
    })
    .from(cars)
    .where(and(eq(cars.id, id), inReach(viewer)));
  if (!car) return null;
  const market = await carMarketOf(car, now, db);
  const shown = shownPrice(car).now;
  return {
    ...market,
    shown,
    gapPercent: priceGap(shown, market.median),
    basis: market.median === null ? null : suggestionBasis(market.comparables),
    daysInStock: daysInStock(car.createdAt, now),
  };
}

export type PriceHistoryEntry = {
  id: number;
  price: number | null;
  source: 'feed' | 'person' | 'api';
  who: string | null;
  at: Date;
};

/** How many changes the car's page and API show, newest first. */
export const PRICE_HISTORY_SHOWN = 50;

/** The car's shown price over time, newest first; [] for a car not of the member's reach. */
export async function priceHistoryOf(db: Db, viewer: StockViewer, id: number): Promise<PriceHistoryEntry[]> {
  if (!isCarId(id)) return [];
  return db
    .select({
      id: carPriceHistory.id,
      price: carPriceHistory.price,
      source: carPriceHistory.source,
      who: carPriceHistory.who,
      at: carPriceHistory.at,
    })
    .from(carPriceHistory)
    .innerJoin(cars, eq(cars.id, carPriceHistory.carId))
    .where(and(eq(carPriceHistory.carId, id), inReach(viewer)))
    .orderBy(desc(carPriceHistory.id))
    .limit(PRICE_HISTORY_SHOWN);
}
