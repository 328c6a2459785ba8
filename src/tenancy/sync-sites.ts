import { eq, sql } from 'drizzle-orm';
import { resolveSiteFile, siteFiles } from '../../config/sites';
import type { Db } from '../db/client';
import { dealerships, siteDealerships, sites } from '../db/schema';
import { parseSiteConfig, type SiteConfig } from './site-config';

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => (word.length <= 2 ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1)))
    .join(' ');

/** Every site file, validated: an invalid config stops start-up naming the site and the field. */
export function loadSiteConfigs(): SiteConfig[] {
  return siteFiles.map((file) => parseSiteConfig(String(file.slug), resolveSiteFile(file)));
}

/**
 * Writes the site files into the `sites` table (insert or update by slug) and links each site to its
 * dealerships, creating any dealership it names that does not exist yet. Runs on every start, so an
 * edited or added site file takes effect without a reseed.
 */
export async function syncSites(db: Db, configs = loadSiteConfigs()): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const config of configs) {
    const [row] = await db
      .insert(sites)
      .values({ slug: config.slug, name: config.name, hostnames: config.hostnames, config })
      .onConflictDoUpdate({
        target: sites.slug,
        set: { name: config.name, hostnames: config.hostnames, config, updatedAt: sql`now()` },
      })
      .returning({ id: sites.id });
    ids.set(config.slug, row.id);
    for (const slug of config.dealerships) {
      await db
        .insert(dealerships)
        .values({ slug, name: titleCase(slug) })
        .onConflictDoNothing();
      const [dealership] = await db
        .select({ id: dealerships.id })
        .from(dealerships)
        .where(eq(dealerships.slug, slug));
      await db
        .insert(siteDealerships)
        .values({
          siteId: row.id,
          dealershipId: dealership.id,
          hidden: config.hiddenDealerships.includes(slug),
        })
        .onConflictDoUpdate({
          target: [siteDealerships.siteId, siteDealerships.dealershipId],
          set: { hidden: config.hiddenDealerships.includes(slug) },
        });
    }
  }
  return ids;
}
