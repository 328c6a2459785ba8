import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db';
import { sites } from '@/db/schema';
import { siteTag } from '@/lib/cache-tags';
import { createTaggedMemo } from '@/lib/tagged-memo';
import { readSite, type Site } from './site';
import { previewOf } from './site-drafts';
import { PREVIEW_SEPARATOR } from './site-header';

export type { Site } from './site';

// Kept until the site's row changes (site-changes.ts follows the `sites` table in every process and
// invalidates `site:{slug}`); the hour is only a backstop for the links to dealerships, which no feed reports.
const memo = createTaggedMemo<Site | null>({ maxAgeMs: 60 * 60_000, maxEntries: 1000 });

function loadSite(param: string): Promise<Site | null> {
  const at = param.indexOf(PREVIEW_SEPARATOR);
  return at < 0 ? loadLiveSite(param) : loadPreview(param.slice(0, at), param.slice(at + 1));
}

/**
 * A site as a staff member's draft would make it (the proxy names it `{slug}~{token}` when the preview
 * cookie is sent); the live site when the token opens no draft of it. Never kept: a draft changes
 * without the site's row changing.
 */
async function loadPreview(slug: string, token: string): Promise<Site | null> {
  const live = await loadLiveSite(slug);
  if (!live) return null;
  const preview = await previewOf(await getDb(), slug, token);
  return preview ? { ...live, config: preview.config, preview: { locations: preview.locations } } : live;
}

function loadLiveSite(slug: string): Promise<Site | null> {
  return memo.get(slug, [siteTag(slug)], async () => {
    const db = await getDb();
    const [row] = await db.select().from(sites).where(eq(sites.slug, slug)).limit(1);
    return row ? readSite(db, row) : null;
  });
}

/** The site for a route's `params.site` (a draft's preview too), or null; deduplicated within one request. */
export const getSite = cache(loadSite);

export function clearSiteCache(): void {
  memo.clear();
}

/** The site a stored row belongs to, by its id (a webhook or a keeper knows no host); null if none. */
export async function getSiteById(siteId: number): Promise<Site | null> {
  const db = await getDb();
  const [row] = await db.select({ slug: sites.slug }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row ? getSite(row.slug) : null;
}
