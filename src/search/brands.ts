import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db';
import { brands } from '@/db/schema';
import { logoUrl } from '@/lib/media-names';
import type { Site } from '@/tenancy/get-site';
import { BRAND_GROUPS, type Brand, type BrandGroup, type BrandStockContext } from './brand-rules';
import { searchPathContext } from './stock-search';

type BrandRow = typeof brands.$inferSelect;

function toBrand(row: BrandRow): Brand {
  return {
    group: row.groupName,
    title: row.title,
    slug: row.slug,
    logo: row.logo ?? logoUrl(row.slug),
    banner: row.banner,
    description: Array.isArray(row.description) ? row.description.filter((p) => typeof p === 'string') : [],
    skipPage: row.skipPage,
  };
}

const groupRank = (group: BrandGroup) => BRAND_GROUPS.indexOf(group);

/** The site's brands (from its config, synced at start) in page order: group, then position. */
export const siteBrands = cache(async (siteId: number): Promise<Brand[]> => {
  const db = await getDb();
  const rows = await db
    .select()
    .from(brands)
    .where(eq(brands.siteId, siteId))
    .orderBy(asc(brands.position), asc(brands.id));
  return rows.map(toBrand).sort((a, b) => groupRank(a.group) - groupRank(b.group)); // stable: position order within a group
});

/** One brand by slug, or null. A slug repeated across groups resolves to the first group's brand. */
export const brandBySlug = cache(async (siteId: number, slug: string): Promise<Brand | null> => {
  const db = await getDb();
  const rows = await db
    .select()
    .from(brands)
    .where(and(eq(brands.siteId, siteId), eq(brands.slug, slug)));
  const [first] = rows.map(toBrand).sort((a, b) => groupRank(a.group) - groupRank(b.group));
  return first ?? null;
});

/** The makes and visible dealerships of the site's stock, which a brand's preset is chosen from. */
export async function brandStockContext(site: Site): Promise<BrandStockContext> {
  const { makeModels, dealerships } = await searchPathContext(site);
  const makes = [...new Set(makeModels.map((key) => key.split('|')[0]))];
  return { makes, dealerships };
}
