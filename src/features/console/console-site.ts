import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { dealerships, siteDealerships, sites } from '@/db/schema';
import { isValidName } from '@/tenancy/site-store';

export type ConsoleSiteDetail = {
  id: number;
  slug: string;
  name: string;
  dealerships: { id: number; slug: string; name: string }[];
};

/** A site by the slug in a console address, with its dealerships; null when it names none. */
export async function consoleSite(slug: string): Promise<ConsoleSiteDetail | null> {
  if (!isValidName(slug)) return null;
  const db = await getDb();
  const [site] = await db
    .select({ id: sites.id, slug: sites.slug, name: sites.name })
    .from(sites)
    .where(eq(sites.slug, slug));
  if (!site) return null;
  const rows = await db
    .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .innerJoin(siteDealerships, eq(siteDealerships.dealershipId, dealerships.id))
    .where(eq(siteDealerships.siteId, site.id))
    .orderBy(asc(dealerships.name));
  return { ...site, dealerships: rows };
}
