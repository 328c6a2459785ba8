import 'server-only';
import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { cars, manufacturers } from '@/db/schema';
import type { Site } from '@/tenancy/get-site';
import { type StockScope, stockScope } from './rules';
import { scopeConditions } from './scope-sql';

export type CardCar = typeof cars.$inferSelect & { makeRunsCertifiedProgramme: boolean };

function visibleDealerships(site: Site): number[] {
  const hidden = new Set(site.config.hiddenDealerships);
  return site.dealerships.filter((d) => !d.hidden && !hidden.has(d.slug)).map((d) => d.id);
}

export function siteScope(site: Site, now = new Date()): StockScope {
  return stockScope(site.config, visibleDealerships(site), now);
}

/** The newest in-stock cars with photos, for the home page's featured row. */
export async function featuredStock(site: Site, limit: number): Promise<CardCar[]> {
  const db = await getDb();
  const rows = await db
    .select({ car: cars, certifiedProgramme: manufacturers.certifiedProgramme })
    .from(cars)
    .leftJoin(manufacturers, eq(manufacturers.name, cars.make))
    .where(
      and(
        scopeConditions(siteScope(site), { inStockOnly: true }),
        gt(cars.price, 0),
        isNotNull(cars.primaryImageUrl),
      ),
    )
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.car, makeRunsCertifiedProgramme: r.certifiedProgramme ?? false }));
}

/** In-stock counts per body type, for the home page's browse tiles. */
export async function bodyTypeCounts(site: Site): Promise<{ body: string; count: number }[]> {
  const db = await getDb();
  const rows = await db
    .select({ body: cars.simpleBody, count: count() })
    .from(cars)
    .where(and(scopeConditions(siteScope(site), { inStockOnly: true }), isNotNull(cars.simpleBody)))
    .groupBy(cars.simpleBody)
    .orderBy(desc(count()), desc(cars.simpleBody));
  return rows.map((r) => ({ body: r.body as string, count: Number(r.count) }));
}

/** In-stock counts per car type (new, demo, used). */
export async function carTypeCounts(site: Site): Promise<Record<'new' | 'demo' | 'used', number>> {
  const db = await getDb();
  const rows = await db
    .select({ carType: cars.carType, count: sql<number>`count(*)::int` })
    .from(cars)
    .where(scopeConditions(siteScope(site), { inStockOnly: true }))
    .groupBy(cars.carType);
  const out = { new: 0, demo: 0, used: 0 };
  for (const r of rows) out[r.carType] = Number(r.count);
  return out;
}
