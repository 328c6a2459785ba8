import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db';
import { sites } from '@/db/schema';
import { readSite, type Site } from './site';

export type { Site } from './site';

// Configs change rarely (a deploy or a dealer edit); a short per-process cache keeps pages off the
// database without letting processes disagree for long.
const TTL_MS = 30_000;
const memo = new Map<string, { at: number; site: Site | null }>();

async function loadSite(slug: string): Promise<Site | null> {
  const hit = memo.get(slug);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.site;
  const db = await getDb();
  const [row] = await db.select().from(sites).where(eq(sites.slug, slug)).limit(1);
  const site = row ? await readSite(db, row) : null;
  memo.set(slug, { at: Date.now(), site });
  return site;
}

/** The site for a route's `params.site`, or null; deduplicated within one request. */
export const getSite = cache(loadSite);

export function clearSiteCache(): void {
  memo.clear();
}
