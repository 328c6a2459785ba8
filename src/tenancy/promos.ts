import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { promos } from '@/db/schema';
import { isPromoActive } from './promo-rules';

export type Promo = typeof promos.$inferSelect;

export async function activePromos(siteId: number, kind: Promo['kind'], now: Date): Promise<Promo[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(promos)
    .where(and(eq(promos.siteId, siteId), eq(promos.kind, kind)))
    .orderBy(asc(promos.position), asc(promos.id));
  return rows.filter((promo) => isPromoActive(promo, now));
}
