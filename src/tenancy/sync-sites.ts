import { eq, sql } from 'drizzle-orm';
import { loadSiteConfigs } from '@/tenancy/site-files';
import type { Db } from '../db/client';
import { brands, dealerships, promos, siteDealerships, sites } from '../db/schema';
import type { SiteConfig } from './site-config';

export type SyncedSite = { id: number; slug: string; config: SiteConfig };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => (word.length <= 2 ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1)))
    .join(' ');

const BRAND_GROUPS = ['car', 'motorcycle', 'truck', 'ours'] as const;

/**
 * Writes the site files into the database: the `sites` row (insert or update by slug), links to each
 * dealership it names (creating any that does not exist yet), and the brand entries and promotions its
 * config owns. Runs on every start, so an edited or added site file takes effect without a reseed.
 */
export async function syncSites(db: Db, configs = loadSiteConfigs()): Promise<SyncedSite[]> {
  const synced: SyncedSite[] = [];
  for (const config of configs) {
    // One transaction per site: every process follows the `sites` rows and reads a changed site at once,
    // so a new site must never be seen before its dealerships are linked (the links change no site row).
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sites)
        .values({ slug: config.slug, name: config.name, hostnames: config.hostnames, config })
        .onConflictDoUpdate({
          target: sites.slug,
          set: { name: config.name, hostnames: config.hostnames, config, updatedAt: sql`now()` },
        })
        .returning({ id: sites.id });
      await linkDealerships(tx, row.id, config);
      await replaceBrandsAndPromos(tx, row.id, config);
      return row.id;
    });
    synced.push({ id, slug: config.slug, config });
  }
  return synced;
}

async function linkDealerships(db: Tx, siteId: number, config: SiteConfig): Promise<void> {
  for (const slug of config.dealerships) {
    await db
      .insert(dealerships)
      .values({ slug, name: titleCase(slug) })
      .onConflictDoNothing();
    const [dealership] = await db
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.slug, slug));
    const hidden = config.hiddenDealerships.includes(slug);
    await db
      .insert(siteDealerships)
      .values({ siteId, dealershipId: dealership.id, hidden })
      .onConflictDoUpdate({
        target: [siteDealerships.siteId, siteDealerships.dealershipId],
        set: { hidden },
      });
  }
}

async function replaceBrandsAndPromos(db: Tx, siteId: number, config: SiteConfig): Promise<void> {
  await db.delete(brands).where(eq(brands.siteId, siteId));
  const brandRows = BRAND_GROUPS.flatMap((group) =>
    config.brands[group].map((entry, position) => ({
      siteId,
      groupName: group,
      title: entry.title,
      slug: entry.slug,
      logo: entry.logo ?? null,
      banner: entry.banner ?? null,
      description: entry.description,
      skipPage: entry.skipPage,
      position,
    })),
  );
  if (brandRows.length) await db.insert(brands).values(brandRows);

  await db.delete(promos).where(eq(promos.siteId, siteId));
  const promoRows = config.promos.map((promo, index) => ({
    siteId,
    kind: promo.kind,
    name: promo.name,
    title: promo.title,
    description: promo.description ?? null,
    url: promo.url ?? null,
    image: promo.image ?? null,
    hideOverlay: promo.hideOverlay,
    startAt: promo.start ? new Date(promo.start) : null,
    expiresAt: promo.expiry ? new Date(promo.expiry) : null,
    // Cards take their configured result position; slides and banners keep their order.
    position: promo.kind === 'card' ? promo.position : promo.position || index,
    display: promo.display,
    strictDisplay: promo.strictDisplay,
  }));
  if (promoRows.length) await db.insert(promos).values(promoRows);
}
