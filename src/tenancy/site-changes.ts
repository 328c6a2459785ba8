import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sites } from '@/db/schema';
import { invalidateTags, siteTag } from '@/lib/cache-tags';
import { logger } from '@/lib/logger';

// Dealers will change their sites at run time, in any process (or by hand in SQL): every process follows
// the `sites` table and drops what it cached of a site whose row changed. A row's `xmin` changes with every
// write to it, whoever wrote it, so nothing has to remember to bump a version.

const CHECK_INTERVAL_MS = 500;

/** Slugs whose row version differs between two reads (added, changed or removed). */
export function changedSites(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): string[] {
  const changed = [...after].filter(([slug, version]) => before.get(slug) !== version).map(([slug]) => slug);
  return [...changed, ...[...before.keys()].filter((slug) => !after.has(slug))];
}

async function readVersions(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ slug: sites.slug, version: sql<string>`${sites}.xmin::text` }).from(sites);
  return new Map(rows.map((row) => [row.slug, row.version]));
}

/** Checks the `sites` table twice a second and invalidates `site:{slug}` for each changed row. */
export function startSiteChangeFollower({ db }: { db: Db }): () => void {
  let known: Map<string, string> | null = null;
  let busy = false;
  let failing = false;
  const check = async () => {
    if (busy) return;
    busy = true;
    try {
      const versions = await readVersions(db);
      if (known) invalidateTags(changedSites(known, versions).map(siteTag));
      known = versions;
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, 'Could not check the sites for changes; trying again');
      failing = true;
    } finally {
      busy = false;
    }
  };
  void check();
  const timer = setInterval(check, CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
