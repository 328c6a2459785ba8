import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import { locations } from '@/db/schema';
import { locationTimeZone } from '@/lib/dates';
import type { Site } from './get-site';
import { inSiteOrder } from './location-order';
import type { LocationSettings } from './location-settings';
import { visibleDealerships } from './site';

// The site's locations as shoppers see them: the list every page, form and block shows, and the one a
// shopper picked, checked against the site before anything is routed to it.

/**
 * The site's locations a shopper may see: visible, of a visible dealership, not hidden by the site; the
 * site's own first (inSiteOrder). Read once per request: a page's lead forms, its location block and its
 * reviews all ask.
 */
export const visibleLocations = cache(async (site: Site) => {
  const dealerships = visibleDealerships(site);
  if (dealerships.length === 0) return [];
  const slugOf = new Map(dealerships.map((d) => [d.id, d.slug]));
  const db = await getDb();
  const rows = await db
    .select()
    .from(locations)
    .where(and(inArray(locations.dealershipId, [...slugOf.keys()]), eq(locations.visible, true)));
  const hidden = new Set(site.config.hiddenLocations);
  const drafts = site.preview?.locations ?? {};
  const shown = rows
    .filter((l) => !hidden.has(l.slug))
    .map((l) => ({ ...l, ...draftFields(drafts[l.slug]), dealershipSlug: slugOf.get(l.dealershipId) ?? '' }));
  return inSiteOrder(shown, site.config.dealerships);
});

/** A previewed draft's settings of a location's own row (its hours are the location pages' to apply). */
function draftFields(draft: LocationSettings | undefined) {
  if (!draft) return {};
  const { phone, landlinePhone, email, dealerLicenseNumber, leadEmails, image, lat, long } = draft;
  return { phone, landlinePhone, email, dealerLicenseNumber, leadEmails, image, lat, long };
}

export type SiteLocation = { id: number; name: string; slug: string; dealershipId: number; timeZone: string };

const zoneColumns = { timeZone: locations.timeZone, state: locations.state };

/** One of the site's locations a shopper may pick: visible, of a visible dealership, not hidden by the site. */
export async function findSiteLocation(db: Db, site: Site, id: number): Promise<SiteLocation | null> {
  const dealershipIds = visibleDealerships(site).map((d) => d.id);
  if (dealershipIds.length === 0) return null;
  const [row] = await db
    .select({
      id: locations.id,
      name: locations.name,
      slug: locations.slug,
      dealershipId: locations.dealershipId,
      ...zoneColumns,
    })
    .from(locations)
    .where(
      and(eq(locations.id, id), inArray(locations.dealershipId, dealershipIds), eq(locations.visible, true)),
    )
    .limit(1);
  if (!row || site.config.hiddenLocations.includes(row.slug)) return null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    dealershipId: row.dealershipId,
    timeZone: locationTimeZone(row),
  };
}
