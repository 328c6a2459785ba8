import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sites } from '@/db/schema';
import { invalidateTags, siteTag } from '@/lib/cache-tags';
import { poll } from '@/lib/poll';

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
  return poll(
    async () => {
      const versions = await readVersions(db);
      if (known) invalidateTags(changedSites(known, versions).map(siteTag));
      known = versions;
    },
    {
      intervalMs: CHECK_INTERVAL_MS,
      immediately: true,
      failureMessage: 'Could not check the sites for changes; trying again',
    },
  );
}
