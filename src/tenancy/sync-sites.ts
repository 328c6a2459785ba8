import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, dealerships, promos, siteDealerships, sites } from '../db/schema';
import type { SiteConfig } from './site-config';

export type SyncedSite = { id: number; slug: string; config: SiteConfig };

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => (word.length <= 2 ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1)))
    .join(' ');

const BRAND_GROUPS = ['car', 'motorcycle', 'truck', 'ours'] as const;

/** Writes validated site configs into the database as they are (the demo seed and tests); no versions. */
export async function syncSites(db: Db, configs: SiteConfig[]): Promise<SyncedSite[]> {
  const synced: SyncedSite[] = [];
  // One transaction per site: every process follows the `sites` rows and reads a changed site at once, so
  // a new site must never be seen before its dealerships are linked (the links change no site row).
  for (const config of configs)
    synced.push(await db.transaction((tx) => writeSite(tx as unknown as Db, config)));
  return synced;
}

/**
 * One site's row (insert or update by slug, with the document it came from when given), its links to
 * exactly the dealerships it names (creating any that does not exist yet), and the brand entries and
 * promotions its config owns. Callers that need all of it or none run it in a transaction.
 */
export async function writeSite(
  db: Db,
  config: SiteConfig,
  source: { document?: unknown; version?: number } = {},
): Promise<SyncedSite> {
  const values = { name: config.name, hostnames: config.hostnames, config, ...source };
  const [row] = await db
    .insert(sites)
    .values({ slug: config.slug, ...values })
    .onConflictDoUpdate({ target: sites.slug, set: { ...values, updatedAt: sql`now()` } })
    .returning({ id: sites.id });
  await linkDealerships(db, row.id, config);
  await replaceBrandsAndPromos(db, row.id, config);
  return { id: row.id, slug: config.slug, config };
}

async function linkDealerships(db: Db, siteId: number, config: SiteConfig): Promise<void> {
  const linked: number[] = [];
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
    linked.push(dealership.id);
  }
  await db
    .delete(siteDealerships)
    .where(and(eq(siteDealerships.siteId, siteId), notInArray(siteDealerships.dealershipId, linked)));
}

async function replaceBrandsAndPromos(db: Db, siteId: number, config: SiteConfig): Promise<void> {
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
