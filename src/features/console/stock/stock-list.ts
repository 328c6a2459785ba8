import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { carMarket, cars, dealerships, leads } from '@/db/schema';
import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import type { MarketPosition } from '@/inventory/market/position-rules';
import { shownPrice } from '@/inventory/price-rules';
import { isAvailable } from '@/inventory/status-rules';
import { containsPattern } from '@/lib/like-pattern';
import { priceGap } from '../market/market-rules';
import { AGE_BANDS, STOCK_PAGE_SIZE, type StockFilter, type StockSort } from './filter-rules';
import {
  listingQuality,
  QUALITY_FULL,
  QUALITY_MIN_PHOTOS,
  QUALITY_REASON_POINTS,
  reasonWords,
} from './quality-rules';

// The console's stock list: the cars of the member's reach (the site's dealerships, or those of their
// scope), filtered, searched and sorted in the database so a group's 20,000 cars page as fast as 200.

export type StockViewer = { siteId: number; dealershipIds: number[] };

export type StockRow = {
  id: number;
  slug: string;
  title: string;
  stocknum: string;
  vin: string | null;
  rego: string | null;
  carType: 'new' | 'demo' | 'used';
  status: string;
  available: boolean;
  price: number | null;
  was: number | null;
  daysInStock: number;
  views: number;
  leads: number;
  photos: number;
  thumb: string | null;
  dealership: string;
  quality: number;
  qualityReasons: string[];
  /** Against the market as the car_market job last worked it out; null: no market (or not yet). */
  market: MarketPosition | null;
  /** The shown price against the market's weighted median, per cent (+8.2: above). */
  marketGap: number | null;
};

const DAY_SECONDS = 86_400;

/** What every view of a car in the console starts from: who it is, where, and its first photo. */
export const carSummaryColumns = {
  id: cars.id,
  slug: cars.slug,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  stocknum: cars.stocknum,
  dealership: dealerships.name,
  thumb: sql<string | null>`${cars.images}->0->>'thumb'`,
};

/** The cars of the viewer's dealerships. */
export const inReach = (viewer: StockViewer) =>
  inArray(cars.dealershipId, viewer.dealershipIds.length ? viewer.dealershipIds : [-1]);

/**
 * The price a shopper sees, in SQL for sorting: the offer when it is below the price, else the price; none
 * without a price. The same rule as `shownPrice` (price-rules.ts), which the rows are shown with; a test
 * holds the two to one answer.
 */
export const shownPriceSql = sql<number | null>`case
  when ${cars.price} > 0 and ${cars.offerPrice} > 0 and ${cars.offerPrice} < ${cars.price} then ${cars.offerPrice}
  when ${cars.price} > 0 then ${cars.price}
  else null end`;

const given = (column: AnyPgColumn) => sql`coalesce(${column}, '') ~ '\\S'`;

/** listingQuality (quality-rules.ts) in SQL, for the queue's filter and the column's sort. */
export const qualityScoreSql = sql<number>`(${QUALITY_FULL} - ${QUALITY_REASON_POINTS} * (
  (jsonb_array_length(${cars.images}) < ${QUALITY_MIN_PHOTOS})::int
  + (not ${given(cars.dealercomments)})::int
  + (not (
      (${cars.itemType} = 'caravan' or ${given(cars.trans)} or ${given(cars.simpleTransmission)})
      and (${cars.itemType} = 'caravan' or ${given(cars.fuel)} or ${given(cars.simpleFuel)})
      and ${given(cars.simpleBody)} and ${given(cars.colour)}
    ))::int
  + (${cars.price} <= 0)::int
  + (not (${given(cars.videoUrl)} or ${given(cars.externalVideoUrl)}))::int
))`;

/** What the quality rule reads of a car. */
export const qualityColumns = {
  dealercomments: cars.dealercomments,
  itemType: cars.itemType,
  trans: cars.trans,
  simpleTransmission: cars.simpleTransmission,
  fuel: cars.fuel,
  simpleFuel: cars.simpleFuel,
  simpleBody: cars.simpleBody,
  colour: cars.colour,
  videoUrl: cars.videoUrl,
  externalVideoUrl: cars.externalVideoUrl,
};

function stockColumns(siteId: number, now: Date) {
  const leadCounts = sql<number>`(select count(*)::int from ${leads} where ${leads.carId} = ${cars.id} and ${leads.siteId} = ${siteId})`;
  return {
    days: sql<number>`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${cars.createdAt})) / ${DAY_SECONDS})::int`,
    leads: leadCounts,
    photos: sql<number>`jsonb_array_length(${cars.images})`,
  };
}

function orderBy(sort: StockSort, dir: 'asc' | 'desc', columns: ReturnType<typeof stockColumns>): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  const nullsLast = (value: SQL) => sql`${value} ${sql.raw(dir)} nulls last`;
  const primary: Record<StockSort, SQL> = {
    // Age ascending is the newest first: the days in stock grow as the date gets older.
    age: dir === 'asc' ? desc(cars.createdAt) : asc(cars.createdAt),
    price: nullsLast(shownPriceSql),
    year: by(cars.year),
    vehicle: sql`${cars.make} ${sql.raw(dir)}, ${cars.model} ${sql.raw(dir)}`,
    stock: by(cars.stocknum),
    views: by(cars.views),
    leads: sql`${columns.leads} ${sql.raw(dir)}`,
    photos: sql`${columns.photos} ${sql.raw(dir)}`,
    quality: sql`${qualityScoreSql} ${sql.raw(dir)}`,
    // By how far the price is from the median: the cheapest against the market first.
    market: nullsLast(sql`(${shownPriceSql} - ${carMarket.median})::float8 / nullif(${carMarket.median}, 0)`),
  };
  return [primary[sort], asc(cars.id)];
}

function conditions(viewer: StockViewer, filter: StockFilter, now: Date): SQL {
  const days = (n: number) => new Date(now.getTime() - n * DAY_SECONDS * 1000);
  const band = filter.age ? AGE_BANDS[filter.age] : null;
  const q = filter.q.trim();
  const rego = q.replace(/[\s-]/g, '');
  return and(
    inReach(viewer),
    filter.dealership ? eq(cars.dealershipId, filter.dealership) : undefined,
    filter.type ? eq(cars.carType, filter.type) : undefined,
    filter.status === 'sold'
      ? notInArray(cars.status, ['in_stock', 'coming_soon'])
      : filter.status
        ? eq(cars.status, filter.status)
        : undefined,
    band ? lte(cars.createdAt, days(band.from)) : undefined,
    band?.to != null ? gte(cars.createdAt, days(band.to + 1)) : undefined,
    filter.missingPhotos ? sql`jsonb_array_length(${cars.images}) = 0` : undefined,
    filter.needsWork ? sql`${qualityScoreSql} < ${QUALITY_FULL}` : undefined,
    filter.market === 'none'
      ? isNull(carMarket.position)
      : filter.market
        ? eq(carMarket.position, filter.market)
        : undefined,
    q
      ? or(
          ilike(cars.stocknum, containsPattern(q)),
          ilike(cars.vin, containsPattern(q)),
          sql`replace(replace(coalesce(${cars.regplate}, ''), ' ', ''), '-', '') ilike ${containsPattern(rego)}`,
        )
      : undefined,
  ) as SQL;
}

export async function listStock(
  db: Db,
  viewer: StockViewer,
  filter: StockFilter,
  now = new Date(),
): Promise<{ rows: StockRow[]; total: number }> {
  const columns = stockColumns(viewer.siteId, now);
  const where = conditions(viewer, filter, now);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...carSummaryColumns,
        vin: cars.vin,
        rego: cars.regplate,
        carType: cars.carType,
        status: cars.status,
        price: cars.price,
        beforePrice: cars.beforePrice,
        offerPrice: cars.offerPrice,
        views: cars.views,
        ...qualityColumns,
        market: carMarket.position,
        median: carMarket.median,
        ...columns,
      })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .leftJoin(carMarket, eq(carMarket.carId, cars.id))
      .where(where)
      .orderBy(...orderBy(filter.sort, filter.dir, columns))
      .limit(STOCK_PAGE_SIZE)
      .offset((filter.page - 1) * STOCK_PAGE_SIZE),
    db.select({ total: count() }).from(cars).leftJoin(carMarket, eq(carMarket.carId, cars.id)).where(where),
  ]);
  return {
    total,
    rows: rows.map((row) => {
      const price = shownPrice(row);
      const quality = listingQuality(row);
      return {
        id: row.id,
        slug: row.slug,
        title: vehicleTitle(row),
        stocknum: row.stocknum,
        vin: row.vin,
        rego: row.rego,
        carType: row.carType,
        status: row.status,
        available: isAvailable(row.status),
        price: price.now,
        was: price.was,
        daysInStock: Math.max(0, row.days),
        views: row.views,
        leads: row.leads,
        photos: row.photos,
        thumb: row.thumb,
        dealership: row.dealership,
        quality: quality.score,
        qualityReasons: quality.reasons.map((reason) => reasonWords(reason, row)),
        market: row.market,
        marketGap: priceGap(price.now, row.median),
      };
    }),
  };
}

/** How many of the member's cars in stock have a listing below full quality: the queue's length. */
export async function needsWorkCount(db: Db, viewer: StockViewer): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(cars)
    .where(and(inReach(viewer), eq(cars.status, 'in_stock'), sql`${qualityScoreSql} < ${QUALITY_FULL}`));
  return n;
}
