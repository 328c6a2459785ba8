import 'server-only';
import type { Site } from '@/tenancy/get-site';
import type { CardHit } from './documents';
import { SearchRequestSchema } from './schema';
import { searchStock } from './stock-search';

export type HomeStock = {
  /** How many cars the site has in stock: none hides the stock sections of the home page. */
  inStock: number;
  featured: CardHit[];
  bodies: { body: string; count: number }[];
  makes: string[]; // most stocked first
  carTypes: Record<'new' | 'demo' | 'used', number>;
};

/** The home page's stock: the newest priced in-stock cars, and in-stock counts per body and car type. */
export async function homeStock(site: Site, featuredCount: number): Promise<HomeStock> {
  const result = await searchStock(
    site,
    SearchRequestSchema.parse({
      filters: { status: ['in_stock'] },
      sort: 'newest',
      hitsPerPage: featuredCount * 2,
    }),
  );
  const counts = result.facets;
  return {
    inStock: result.count,
    featured: result.hits.filter((hit) => hit.price > 0 && hit.primaryImageUrl).slice(0, featuredCount),
    bodies: Object.entries(counts.body ?? {})
      .map(([body, count]) => ({ body, count }))
      .sort((a, b) => b.count - a.count || b.body.localeCompare(a.body)),
    makes: Object.entries(counts.make ?? {})
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([make]) => make),
    carTypes: {
      new: counts.car_type?.new ?? 0,
      demo: counts.car_type?.demo ?? 0,
      used: counts.car_type?.used ?? 0,
    },
  };
}
