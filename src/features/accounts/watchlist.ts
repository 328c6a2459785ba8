import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { carPriceHistory, cars, watchlistItems } from '@/db/schema';
import { shownPrice } from '@/inventory/price-rules';
import { australianMobile } from '@/lib/au-phone';
import type { Shopper } from '@/session';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import { type WatchlistAnswer, WatchlistCarSchema, type WatchlistRefusal } from './schema';
import type { Outcome } from './server';

// The watchlist (AF §4, §7): cars a signed-in shopper saved on this site, with the price they were saved
// at, so the list can say what dropped and what sold.

export const SIGN_IN_NEEDED = 'Please sign in to save cars to your watchlist.';
export const SOLD_CAR_MESSAGE = 'This car has been sold and can no longer be saved.';

const AVAILABLE = ['in_stock', 'coming_soon'];

export type WatchlistEntry = {
  carId: number;
  slug: string;
  name: string;
  make: string;
  image: string | null;
  price: number | null;
  priceAtSave: number | null;
  priceDropped: boolean;
  sold: boolean;
  savedAt: Date;
};

type Request = { phone_number?: unknown; car_id?: unknown };

const done: WatchlistAnswer = { success: true };
const refusal = (error: string, issues?: WatchlistRefusal['issues']): WatchlistRefusal =>
  issues ? { success: false, error, issues } : { success: false, error };

/** Checks the call is the signed-in shopper's own, for one of this site's cars; the car, or the refusal. */
async function ownCall(db: Db, site: Site, shopper: Shopper | null, body: Request) {
  if (!shopper) return { refusal: { status: 401 as const, body: refusal(SIGN_IN_NEEDED) } };
  // Read after the sign-in check: a signed-out call is told to sign in whatever it sent.
  const parsed = WatchlistCarSchema.safeParse(body);
  if (!parsed.success)
    return {
      refusal: {
        status: 400 as const,
        body: refusal('Invalid field: car_id', [{ field: 'car_id', message: 'expected a car id' }]),
      },
    };
  const { car_id: carId, phone_number } = parsed.data;
  const phone = australianMobile(phone_number);
  if (phone && phone.national !== shopper.phone)
    return {
      refusal: { status: 403 as const, body: refusal('This is not your watchlist.') },
    };
  const dealers = visibleDealerships(site).map((d) => d.id);
  const [car] = dealers.length
    ? await db
        .select()
        .from(cars)
        .where(
          and(eq(cars.id, carId), inArray(cars.dealershipId, dealers), eq(cars.showOnDealerWebsite, true)),
        )
    : [];
  if (!car)
    return {
      refusal: { status: 404 as const, body: refusal('No such car on this site.') },
    };
  return { car };
}

/** POST /api/watchlist/save-car: saves one of this site's cars; a sold car only if it is already saved. */
export async function saveCar(db: Db, site: Site, shopper: Shopper | null, body: Request): Promise<Outcome> {
  const checked = await ownCall(db, site, shopper, body);
  if (!checked.car) return checked.refusal as Outcome;
  const { car } = checked;
  const user = shopper as Shopper;
  if (!AVAILABLE.includes(car.status)) {
    const [saved] = await db
      .select({ id: watchlistItems.id })
      .from(watchlistItems)
      .where(and(eq(watchlistItems.userId, user.id), eq(watchlistItems.carId, car.id)));
    if (!saved) return { status: 400, body: refusal(SOLD_CAR_MESSAGE) };
    return { status: 200, body: done };
  }
  await db
    .insert(watchlistItems)
    .values({ userId: user.id, siteId: site.id, carId: car.id, priceAtSave: shownPrice(car).now })
    .onConflictDoNothing();
  return { status: 200, body: done };
}

/** POST /api/watchlist/remove-car: removing a car that is not saved is no fault. */
export async function removeCar(
  db: Db,
  site: Site,
  shopper: Shopper | null,
  body: Request,
): Promise<Outcome> {
  const checked = await ownCall(db, site, shopper, body);
  if (!checked.car) return checked.refusal as Outcome;
  await db
    .delete(watchlistItems)
    .where(
      and(
        eq(watchlistItems.userId, (shopper as Shopper).id),
        eq(watchlistItems.siteId, site.id),
        eq(watchlistItems.carId, checked.car.id),
      ),
    );
  return { status: 200, body: done };
}

/**
 * The car's shown price when the shopper saved it, as its price history says: its last row at or before
 * the save. Null (no row then) when the history began after the save: the price kept with the save stands.
 */
const historyAtSave = sql<{ price: number | null } | null>`(
  select json_build_object('price', ${carPriceHistory.price}) from ${carPriceHistory}
  where ${carPriceHistory.carId} = ${watchlistItems.carId} and ${carPriceHistory.at} <= ${watchlistItems.createdAt}
  order by ${carPriceHistory.at} desc, ${carPriceHistory.id} desc limit 1)`;

/** The shopper's saved cars on this site, newest first, each with its price now and when saved. */
export async function watchlistOf(db: Db, site: Site, shopper: Shopper): Promise<WatchlistEntry[]> {
  const rows = await db
    .select({ item: watchlistItems, car: cars, atSave: historyAtSave })
    .from(watchlistItems)
    .innerJoin(cars, eq(cars.id, watchlistItems.carId))
    .where(and(eq(watchlistItems.userId, shopper.id), eq(watchlistItems.siteId, site.id)))
    .orderBy(desc(watchlistItems.id));
  return rows.map(({ item, car, atSave }) => {
    const price = shownPrice(car).now;
    const saved = atSave ? atSave.price : item.priceAtSave;
    return {
      carId: car.id,
      slug: car.slug,
      name: car.name,
      make: car.make,
      image: car.primaryImageUrl ?? car.images[0]?.thumb ?? null,
      price,
      priceAtSave: saved,
      // Dropped only while the price now is below the one saved: a drop that rose back again is no drop.
      priceDropped: price !== null && saved !== null && price < saved,
      sold: !AVAILABLE.includes(car.status),
      savedAt: item.createdAt,
    };
  });
}

/** The ids of this site's cars the shopper saved (for the Save buttons' state). */
export async function savedCarIds(db: Db, site: Site, shopper: Shopper): Promise<number[]> {
  const rows = await db
    .select({ carId: watchlistItems.carId })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.userId, shopper.id), eq(watchlistItems.siteId, site.id)));
  return rows.map((row) => row.carId);
}
