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
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '@/db/client';
import { cars, dealerships, leads } from '@/db/schema';
import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import { shownPrice } from '@/inventory/price-rules';
import { isAvailable } from '@/inventory/status-rules';
import { containsPattern } from '@/lib/like-pattern';
import { AGE_BANDS, STOCK_PAGE_SIZE, type StockFilter, type StockSort } from './filter-rules';

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
        ...columns,
      })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .where(where)
      .orderBy(...orderBy(filter.sort, filter.dir, columns))
      .limit(STOCK_PAGE_SIZE)
      .offset((filter.page - 1) * STOCK_PAGE_SIZE),
    db.select({ total: count() }).from(cars).where(where),
  ]);
  return {
    total,
    rows: rows.map((row) => {
      const price = shownPrice(row);
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
      };
    }),
  };
}
