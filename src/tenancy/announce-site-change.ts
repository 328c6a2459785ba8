import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sites } from '@/db/schema';
import { invalidateTags, siteTag } from '@/lib/cache-tags';

// What a site shows changed outside its own row (a content page, a location's review): a write to the
// sites' rows that changes nothing still gives each a new xmin, which every process's follower compares
// (site-changes.ts) and, on PostgreSQL, its trigger announces, so every cache of the sites' pages goes;
// this process's at once.

type Executor = Pick<Db, 'update'>;

/** Drops every process's cached pages of these sites. */
export async function announceSiteChange(db: Executor, changed: readonly { id: number; slug: string }[]) {
  if (changed.length === 0) return;
  await db
    .update(sites)
    .set({ hostnames: sql`${sites.hostnames}` })
    .where(
      inArray(
        sites.id,
        changed.map((site) => site.id),
      ),
    );
  invalidateTags(changed.map((site) => siteTag(site.slug)));
}
