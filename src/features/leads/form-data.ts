import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db';
import { cars } from '@/db/schema';
import { dbId } from '@/lib/visitor-input';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';
import { visibleLocations } from '@/tenancy/site-locations';
import type { LeadCar, LeadFormSetup } from './components/lead-setup';
import { formOptions } from './schema';

/**
 * The site's side of its lead forms: the form rules of its config, and the options of its selects —
 * its visible locations (id, name, slug, type; '' counts as sales) and its visible dealerships. Once per
 * request however many forms a page holds.
 */
export const leadFormSetup = cache(async (site: Site): Promise<LeadFormSetup> => {
  const dealerships = visibleDealerships(site);
  const locations = await visibleLocations(site);
  return {
    siteSlug: site.slug,
    options: formOptions(site.config, locations.length > 0),
    additionalServices: site.config.forms.additionalServices,
    multiStep: site.config.features.multiStepEnquiry,
    locations: locations.map((l) => ({
      id: l.id,
      name: l.name,
      slug: l.slug,
      type: l.locationType || 'sales',
    })),
    dealerships: dealerships.map((d) => ({ slug: d.slug, name: d.name })),
    instantMessage: site.config.features.autobot ?? null,
  };
});

/** One of the site's visible locations by slug, with what its contact page shows; null when not the site's. */
export async function siteLocation(site: Site, slug: string) {
  const found = (await visibleLocations(site)).find((l) => l.slug === slug);
  if (!found) return null;
  return {
    id: found.id,
    name: found.name,
    address: `${found.street}, ${found.city} ${found.state.toUpperCase()} ${found.postcode}`,
    phone: found.phone ?? found.landlinePhone,
  };
}

/** A lead form's view of a car row: 'new' and 'demo' stay, anything else is used. */
export function leadCar(car: { id: number; name: string; slug: string; carType: string }): LeadCar {
  const type = car.carType === 'new' || car.carType === 'demo' ? car.carType : 'used';
  return { id: car.id, name: car.name, slug: car.slug, type };
}

/**
 * The in-stock car of /book-test-drive?car_id={id}, when it is one of the site's and takes test drives;
 * anything else (another site's car, a sold car, junk) is null and the page books at a location instead.
 */
export async function testDriveCar(site: Site, carId: number): Promise<LeadCar | null> {
  const ids = visibleDealerships(site).map((d) => d.id);
  if (ids.length === 0 || !dbId().safeParse(carId).success) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: cars.id, name: cars.name, slug: cars.slug, carType: cars.carType })
    .from(cars)
    .where(
      and(
        eq(cars.id, carId),
        inArray(cars.dealershipId, ids),
        eq(cars.status, 'in_stock'),
        eq(cars.testDriveEnabled, true),
      ),
    )
    .limit(1);
  return row ? leadCar(row) : null;
}
