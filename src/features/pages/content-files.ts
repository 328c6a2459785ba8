import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { putContentPage } from '@/content/store';
import type { Db } from '@/db/client';
import { contentPages, sites } from '@/db/schema';
import type { SiteConfig } from '@/tenancy/site-config';

// The demo dealers' pages and articles as shipped: config/content/_shared/ holds the pages every site starts
// with, config/content/{site}/ a site's own pages and its versions of shared ones. A file's path is the
// page's ('blog/buyer-advice/first-car.md' → '/blog/buyer-advice/first-car'). Shared pages name the dealer
// through placeholders ({{name}}, {{phone}}, {{address}}), filled in as each site's copy is stored.

export const CONTENT_DIR = path.join(process.cwd(), 'config', 'content');
const SHARED = '_shared';

function markdownFiles(dir: string, base = dir): Map<string, string> {
  const found = new Map<string, string>();
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [key, value] of markdownFiles(full, base)) found.set(key, value);
    else if (entry.name.endsWith('.md'))
      found.set(`/${path.relative(base, full).replaceAll(path.sep, '/').replace(/\.md$/, '')}`, full);
  }
  return found;
}

/** A shared page's placeholders filled with the site's own details. */
export function fillPlaceholders(
  source: string,
  config: Pick<SiteConfig, 'name' | 'address' | 'phones'>,
): string {
  const values: Record<string, string> = {
    name: config.name,
    address: config.address,
    phone: config.phones.sales,
  };
  return source.replace(/\{\{(name|address|phone)\}\}/g, (_match, key: string) => values[key]);
}

/** The pages a site ships with: the shared ones, replaced by its own where it has a file at the same path. */
export function siteContentFiles(slug: string, dir = CONTENT_DIR): Map<string, string> {
  return new Map([...markdownFiles(path.join(dir, SHARED)), ...markdownFiles(path.join(dir, slug))]);
}

/**
 * Stores the shipped pages of every site that has none yet (a fresh database, or a site added since), so
 * a dealer's own changes are never overwritten by a start. A file that is refused stops the load, naming it.
 */
export async function loadShippedContent(
  db: Db,
  dir = CONTENT_DIR,
): Promise<{ site: string; pages: number }[]> {
  const rows = await db.select({ id: sites.id, slug: sites.slug, config: sites.config }).from(sites);
  const loaded: { site: string; pages: number }[] = [];
  for (const site of rows) {
    const [{ pages }] = await db
      .select({ pages: count() })
      .from(contentPages)
      .where(eq(contentPages.siteId, site.id));
    if (pages > 0) continue;
    const files = siteContentFiles(site.slug, dir);
    for (const [pagePath, file] of files) {
      const source = fillPlaceholders(fs.readFileSync(file, 'utf8'), site.config as SiteConfig);
      try {
        await putContentPage(db, site.slug, pagePath, source, 'shipped content');
      } catch (error) {
        throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
      }
    }
    if (files.size) loaded.push({ site: site.slug, pages: files.size });
  }
  return loaded;
}
