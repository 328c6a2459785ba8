import 'server-only';
import type { reservations } from '@/db/schema';
import { shownPrice } from '@/inventory/price-rules';
import { canReserve, reserveDeposit } from '@/inventory/reservation-rules';
import { findSiteCar, findSiteCarById } from '@/inventory/site-car';
import { locationTimeZone } from '@/lib/dates';
import { paths } from '@/lib/paths';
import type { Site } from '@/tenancy/get-site';
import { momentText, purchaseTotals } from './purchase-rules';
import { canCancel } from './rules';
import type { CheckoutCar, ReservationView } from './view';

// What the shopper's pages are told of a car to reserve and of a reservation (a purchase's deposit with
// its plan and handover), times on the car's location's clock.

type Row = typeof reservations.$inferSelect;

/** What the checkout page shows of a car, or null when it is not one of the site's. */
export async function checkoutCar(site: Site, slug: string): Promise<CheckoutCar | null> {
  const found = await findSiteCar(site, slug);
  if (!found) return null;
  const { car, location } = found;
  const { features, carPage } = site.config;
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    path: paths.car(car.slug),
    image: car.primaryImageUrl,
    price: shownPrice(car).now,
    carType: car.carType,
    certified: car.certified,
    deposit: reserveDeposit(car.reserveAmount, carPage.reserveDepositDefault),
    reservable: canReserve(car, {
      checkout: features.checkout,
      reserveDepositDefault: carPage.reserveDepositDefault,
    }),
    location: location && { id: location.id, name: location.name, timeZone: locationTimeZone(location) },
    reserved: car.reserved,
    dealershipId: car.dealershipId,
  };
}

/** The car's location's clock, for a hold's end: Brisbane's when the car has no location. */
export const carTimeZone = (found: Awaited<ReturnType<typeof findSiteCarById>>) =>
  found?.location ? locationTimeZone(found.location) : 'Australia/Brisbane';

export async function view(site: Site, row: Row, now: Date): Promise<ReservationView> {
  const found = await findSiteCarById(site, row.carId);
  const timeZone = carTimeZone(found);
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    car: {
      id: row.carId,
      slug: found?.car.slug ?? '',
      name: found?.car.name ?? '',
      path: found ? paths.car(found.car.slug) : paths.home(),
      image: found?.car.primaryImageUrl ?? null,
      price: found ? shownPrice(found.car).now : null,
    },
    holdUntil: row.holdUntil?.toISOString() ?? null,
    holdUntilText: row.holdUntil ? momentText(row.holdUntil, timeZone) : null,
    paymentReference: row.paymentId,
    firstName: row.contact.name,
    canCancel: canCancel(row, now),
    sold: row.convertedAt !== null,
    purchase: row.purchase && {
      plan: row.purchase,
      totals: purchaseTotals(row.purchase, row.amountCents / 100),
      handoverAt: row.handoverAt?.toISOString() ?? null,
      handoverText: row.handoverAt ? momentText(row.handoverAt, timeZone) : null,
      handoverLocation: found?.location
        ? { id: found.location.id, name: found.location.name, timeZone }
        : null,
    },
  };
}
