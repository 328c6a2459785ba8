import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dealerships, siteDealerships, type sites } from '../db/schema';
import type { LocationSettings } from './location-settings';
import { parseSiteConfig, type SiteConfig } from './site-config';

export type Site = {
  id: number;
  slug: string;
  config: SiteConfig;
  dealerships: { id: number; slug: string; name: string; hidden: boolean }[];
  /** Set when a staff member previews a draft: its location settings, by slug (its config is `config`). */
  preview?: { locations: Record<string, LocationSettings> };
};

/** A `sites` row with its validated config and its dealerships (plain, so scripts can use it too). */
export async function readSite(db: Db, row: typeof sites.$inferSelect): Promise<Site> {
  const links = await db
    .select({
      id: dealerships.id,
      slug: dealerships.slug,
      name: dealerships.name,
      hidden: siteDealerships.hidden,
    })
    .from(siteDealerships)
    .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
    .where(eq(siteDealerships.siteId, row.id));
  return { id: row.id, slug: row.slug, config: parseSiteConfig(row.slug, row.config), dealerships: links };
}

/** The dealerships whose stock the site shows: neither the link nor the site's config hides them. */
export function visibleDealerships(site: Site): Site['dealerships'] {
  const hidden = new Set(site.config.hiddenDealerships);
  return site.dealerships.filter((d) => !d.hidden && !hidden.has(d.slug));
}
