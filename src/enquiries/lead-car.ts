import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { cars, dealerships, locations, manufacturers } from '@/db/schema';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import type { LeadPayload, LeadVehicle } from './delivery/delivery-rules';

// The car a lead is about, read from the database (never from the browser): only the site's own visible
// dealerships' cars are found.

/** A car of the site's visible dealerships, with its location, dealership and make's slug. */
export async function findLeadCar(db: Db, site: Site, id: number) {
  const ids = visibleDealerships(site).map((d) => d.id);
  if (ids.length === 0) return null;
  const [row] = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      vin: cars.vin,
      nvic: cars.nvic,
      stocknum: cars.stocknum,
      regplate: cars.regplate,
      price: cars.price,
      carType: cars.carType,
      status: cars.status,
      testDriveEnabled: cars.testDriveEnabled,
      dealershipId: cars.dealershipId,
      locationId: cars.locationId,
      locationName: locations.name,
      dealershipSlug: dealerships.slug,
      dealershipName: dealerships.name,
      manufacturerSlug: manufacturers.slug,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .leftJoin(manufacturers, sql`lower(${manufacturers.name}) = lower(${cars.make})`)
    .where(and(eq(cars.id, id), inArray(cars.dealershipId, ids)))
    .limit(1);
  return row ?? null;
}

export type LeadCar = NonNullable<Awaited<ReturnType<typeof findLeadCar>>>;

/** The car as it was when the lead came in, for the email and the ADF (cars change and sell). */
export function vehicleSnapshot(car: LeadCar): LeadVehicle {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    vin: car.vin,
    stocknum: car.stocknum,
    price: car.price,
    carType: car.carType,
  };
}

/** What a lead's payload says of its car (AF §7 lead create), the same for every kind of lead. */
export function carPayloadFields(car: LeadCar | null) {
  return {
    car_id: car?.id ?? null,
    car_dealership_id: car?.dealershipId ?? null,
    manufacturer_slug: car?.manufacturerSlug ?? null,
    stock_number: car?.stocknum ?? null,
    'Vehicle Make': car?.make ?? null,
    'Vehicle Model': car?.model ?? null,
    car_type: car?.carType ?? null,
    vehicle_status: car?.status ?? null,
    Rego: car?.regplate ?? null,
  } satisfies Partial<LeadPayload>;
}
