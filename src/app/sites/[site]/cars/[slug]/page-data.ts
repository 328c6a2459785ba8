import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db';
import { manufacturers } from '@/db/schema';
import { leadCar, leadFormSetup } from '@/features/leads';
import { locationReviews } from '@/features/locations';
import { findSiteCar } from '@/inventory/site-car';
import { carTag, siteTag } from '@/lib/cache-tags';
import { locationMap } from '@/lib/geo/location-map';
import { certifiedBadgeUrl } from '@/lib/media-names';
import { createTaggedMemo } from '@/lib/tagged-memo';
import { certifiedProgrammeName } from '@/tenancy/certified-programme';
import { getSite, type Site } from '@/tenancy/get-site';
import { visibleLocations } from '@/tenancy/site-locations';

/**
 * Everything the vehicle page reads from the database, once per request (metadata, page and JSON-LD
 * share it through React's cache): the site, the car with its dealership and location, the site's
 * primary location (for the 'Located at {city}' bar), the map of the car's location, whether the
 * car's make runs a certified programme and that programme's image badge, what its lead forms need
 * (the site's form setup, the car), and its location's reviews where the site shows them. All but the
 * site and the car are read side by side once the car is found.
 */
export const loadVehiclePage = cache((siteSlug: string, carSlug: string) =>
  memo.get(`${siteSlug}/${carSlug}`, [siteTag(siteSlug), carTag(carSlug)], () =>
    readVehiclePage(siteSlug, carSlug),
  ),
);

async function readVehiclePage(siteSlug: string, carSlug: string) {
  const site = await getSite(siteSlug);
  if (!site) return null;
  const found = await findSiteCar(site, carSlug);
  if (!found) return null;
  const [primaryLocation, programme, leadSetup, reviews] = await Promise.all([
    sitePrimaryLocation(site),
    certifiedProgramme(found.car.make),
    leadFormSetup(site),
    found.location ? locationReviews(site, found.location.slug) : null,
  ]);
  const lead = { setup: leadSetup, car: leadCar(found.car) };
  const { tiles, mapZoom } = site.config.location;
  return {
    site,
    ...found,
    // The location's map at #vehicle-map, drawn as its own page draws it (16:9 at the bar's width).
    locationMap: found.location && locationMap(tiles, found.location, mapZoom, 1160, 652),
    primaryLocation,
    makeRunsCertifiedProgramme: programme !== null,
    certifiedBadge: programme && { name: programme.name, image: certifiedBadgeUrl(programme.slug) },
    lead,
    reviews,
  };
}

// Kept until the car or the site changes (their tags); 5 minutes is the backstop for its location, its
// reviews and its programme, which no change feed reports.
const memo = createTaggedMemo<Awaited<ReturnType<typeof readVehiclePage>>>({
  maxAgeMs: 5 * 60_000,
  maxEntries: 2000,
});

export type VehiclePageData = NonNullable<Awaited<ReturnType<typeof loadVehiclePage>>>;

/** The site's own location: the first of those it shows (visibleLocations). */
async function sitePrimaryLocation(site: Site) {
  const [first] = await visibleLocations(site);
  return first ? { id: first.id, name: first.name, city: first.city } : null;
}

/** The make's certified pre-owned programme (its name and the slug its badge is drawn from), or null. */
async function certifiedProgramme(make: string): Promise<{ name: string; slug: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      certified: manufacturers.certifiedProgramme,
      name: manufacturers.name,
      slug: manufacturers.slug,
    })
    .from(manufacturers)
    .where(eq(manufacturers.name, make))
    .limit(1);
  return row?.certified ? { name: certifiedProgrammeName(row.name), slug: row.slug } : null;
}
