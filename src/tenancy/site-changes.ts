import { sql } from 'drizzle-orm';
import { CHANNELS, type ChangeListener, followChanges } from '@/db/change-listener';
import type { Db } from '@/db/client';
import { sites } from '@/db/schema';
import { invalidateTags, siteTag } from '@/lib/cache-tags';
import { defaultSite, publishSiteHosts, type SiteHosts } from './host-registry';
import { resolveHost } from './resolve-host';

// Dealers will change their sites at run time, in any process (or by hand in SQL): every process follows
// the `sites` table and drops what it cached of a site whose row changed. A row's `xmin` changes with every
// write to it, whoever wrote it, so nothing has to remember to bump a version. A changed row may carry new
// host names, so the proxy's host map is rebuilt from the same read. On PostgreSQL a trigger notifies every
// write to the table (change-listener.ts), and the read runs at once rather than at the next tick.

const CHECK_INTERVAL_MS = 500;

/** Slugs whose row version differs between two reads (added, changed or removed). */
export function changedSites(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): string[] {
  const changed = [...after].filter(([slug, version]) => before.get(slug) !== version).map(([slug]) => slug);
  return [...changed, ...[...before.keys()].filter((slug) => !after.has(slug))];
}

/**
 * Sites whose cached pages may sit under a host the new host names give to another site: the page cache
 * keys pages by host, so a host name added to a site, or moved to it, would go on showing the pages of
 * the site it fell to before (the default site, for a host no site had) until that site's tag is dropped.
 * `before` is null at the first read, when the proxy was taking hosts on trust.
 */
export function sitesLosingHosts(before: SiteHosts | null, after: SiteHosts, fallback: string): string[] {
  const was = before ?? { hostMap: new Map<string, string>(), slugs: null };
  const hosts = new Set([
    ...was.hostMap.keys(),
    ...after.hostMap.keys(),
    ...[...(was.slugs ?? []), ...after.slugs].map((slug) => `${slug}.localhost`),
  ]);
  const losing = new Set<string>();
  for (const host of hosts) {
    const from = resolveHost(host, { ...was, defaultSite: fallback }).slug;
    if (from && from !== resolveHost(host, { ...after, defaultSite: fallback }).slug) losing.add(from);
  }
  return [...losing];
}

type SiteRow = { slug: string; version: string; hostnames: string[]; tileUrl: string | null };

function readSites(db: Db): Promise<SiteRow[]> {
  return db
    .select({
      slug: sites.slug,
      version: sql<string>`${sites}.xmin::text`,
      hostnames: sites.hostnames,
      tileUrl: sql<string | null>`${sites.config}->'location'->'tiles'->>'url'`,
    })
    .from(sites);
}

export type SiteChangeFollower = {
  stop: () => Promise<void>;
  /** Settles once the sites were first read and their hosts published (it waits while that fails). */
  firstRead: Promise<void>;
};

/**
 * Checks the `sites` table twice a second, and at once on a notification through `listener` (then, while
 * it listens, every few seconds only): publishes the sites' host names to the proxy (host-registry.ts)
 * at the first read and whenever a row changed, and invalidates `site:{slug}` for each changed row and
 * each site that lost a host.
 */
export function startSiteChangeFollower({
  db,
  listener,
}: {
  db: Db;
  listener?: ChangeListener;
}): SiteChangeFollower {
  let known: Map<string, string> | null = null;
  let knownHosts: SiteHosts | null = null;
  let firstReadDone = () => {};
  const firstRead = new Promise<void>((resolve) => {
    firstReadDone = resolve;
  });
  const follower = followChanges(
    listener,
    CHANNELS.sites,
    async () => {
      const rows = await readSites(db);
      const versions = new Map(rows.map((row) => [row.slug, row.version]));
      const changed = known ? changedSites(known, versions) : null;
      if (!changed || changed.length) {
        const hosts = publishSiteHosts(rows);
        const losing = sitesLosingHosts(knownHosts, hosts, defaultSite);
        invalidateTags([...new Set([...(changed ?? []), ...losing])].map(siteTag));
        knownHosts = hosts;
      }
      known = versions;
      firstReadDone();
    },
    {
      pollMs: CHECK_INTERVAL_MS,
      immediately: true,
      failureMessage: 'Could not check the sites for changes; trying again',
    },
  );
  return { stop: follower.stop, firstRead };
}
