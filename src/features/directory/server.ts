import 'server-only';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { getDb } from '@/db';
import { dealerships, locations } from '@/db/schema';
import { containsPattern } from '@/lib/like-pattern';
import type { Site } from '@/tenancy/get-site';
import { visibleDealerships } from '@/tenancy/site';

export type DirectoryEntry = {
  slug: string;
  name: string;
  dealership: string;
  dealershipSlug: string;
  type: string;
  address: string;
  phone: string | null;
};

/** The site's visible locations whose name, dealership, suburb, postcode or street match every word. */
export async function searchDirectory(site: Site, query: string): Promise<DirectoryEntry[]> {
  const db = await getDb();
  const ids = visibleDealerships(site).map((d) => d.id);
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const conditions = words.map((word) => {
    const pattern = containsPattern(word);
    return or(
      ilike(locations.name, pattern),
      ilike(dealerships.name, pattern),
      ilike(locations.city, pattern),
      ilike(locations.postcode, pattern),
      ilike(locations.street, pattern),
    );
  });
  const rows = await db
    .select({ location: locations, dealership: dealerships })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(
      and(
        inArray(locations.dealershipId, ids.length ? ids : [-1]),
        eq(locations.visible, true),
        ...conditions,
      ),
    )
    .orderBy(asc(dealerships.name), asc(locations.name))
    .limit(100);
  return rows
    .filter(({ location }) => !site.config.hiddenLocations.includes(location.slug))
    .map(({ location, dealership }) => ({
      slug: location.slug,
      name: location.name,
      dealership: dealership.name,
      dealershipSlug: dealership.slug,
      type: location.locationType || 'sales',
      address: `${location.street}, ${location.city} ${location.state.toUpperCase()} ${location.postcode}`,
      phone: location.phone,
    }));
}
