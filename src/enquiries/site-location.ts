import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { locations } from '@/db/schema';
import { locationTimeZone } from '@/lib/dates';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';

// The location a shopper picked, checked against the site before an enquiry is routed to it.

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
