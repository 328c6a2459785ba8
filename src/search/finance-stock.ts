import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { cars } from '@/db/schema';
import type { Site } from '@/tenancy/get-site';
import type { CardHit } from './documents';
import { FINANCE_STOCK, pickFinanceStock } from './finance-stock-rules';
import { SearchRequestSchema } from './schema';
import { searchStock } from './stock-search';

/**
 * The finance page's 'Get Finance Now' cars (AF §2): the site's newest used cars in stock, each with more
 * than one photo, at most 6. The index holds no photo count, so the candidates' counts are read here.
 */
export async function financeStock(site: Site): Promise<CardHit[]> {
  const { hits } = await searchStock(
    site,
    SearchRequestSchema.parse({
      filters: { status: ['in_stock'], car_type: ['used'] },
      sort: 'newest',
      hitsPerPage: FINANCE_STOCK.candidates,
    }),
  );
  if (hits.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: cars.id, photos: sql<number>`jsonb_array_length(${cars.images})` })
    .from(cars)
    .where(
      inArray(
        cars.id,
        hits.map((hit) => hit.id),
      ),
    );
  return pickFinanceStock(hits, new Map(rows.map((row) => [row.id, Number(row.photos)])));
}
