import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/db';
import { cars } from '@/db/schema';
import { engineQuery, searchIndex } from '@/search';
import type { Site } from '@/tenancy/get-site';
import { carSitemapEntry, SITEMAP_MAX_URLS, type SitemapEntry, sitePagePaths } from './sitemap';

/**
 * The site's main pages, then `more` (its content pages, from their own feature), then every available
 * car it shows (in stock or coming soon), newest first.
 */
export async function siteSitemapEntries(
  site: Site,
  now = new Date(),
  more: readonly SitemapEntry[] = [],
): Promise<SitemapEntry[]> {
  const pages = [...sitePagePaths(site.config).map((path) => ({ path })), ...more];
  const index = await searchIndex();
  const query = engineQuery(
    site,
    {
      filters: { status: ['in_stock', 'coming_soon'] },
      hitsPerPage: SITEMAP_MAX_URLS - pages.length,
      offset: 0,
      sort: 'newest',
    },
    now,
  );
  const result = index.engine.search({ ...query, facets: [], stats: [] });
  const updated = await lastModified(result.ids);
  const carEntries = result.ids.flatMap((id) => {
    const card = index.cards.get(id);
    const updatedAt = updated.get(id);
    return card && updatedAt ? [carSitemapEntry({ path: card.path, updatedAt })] : [];
  });
  return [...pages, ...carEntries];
}

/** When each car last changed (the index holds what a card shows, not when the row changed). */
async function lastModified(ids: number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ id: cars.id, updatedAt: cars.updatedAt })
    .from(cars)
    .where(inArray(cars.id, ids));
  return new Map(rows.map((row) => [row.id, row.updatedAt]));
}
