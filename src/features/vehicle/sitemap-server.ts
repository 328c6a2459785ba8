import 'server-only';
import { engineQuery, searchIndex } from '@/features/search/search-service';
import type { Site } from '@/tenancy/get-site';
import { SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap';

const PAGES = ['/', '/search', '/special-offers'];

/** The site's main pages and every available car it shows (in stock or coming soon), newest first. */
export async function siteSitemapEntries(site: Site, now = new Date()): Promise<SitemapEntry[]> {
  const index = await searchIndex();
  const query = engineQuery(
    site,
    {
      filters: { status: ['in_stock', 'coming_soon'] },
      hitsPerPage: SITEMAP_MAX_URLS - PAGES.length,
      offset: 0,
      sort: 'newest',
    },
    now,
  );
  const result = index.engine.search({ ...query, facets: [], stats: [] });
  const cars = result.ids.flatMap((id) => {
    const card = index.cards.get(id);
    return card ? [{ path: card.path }] : [];
  });
  return [...PAGES.map((path) => ({ path })), ...cars];
}
