import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { dealerships, siteDealerships, sites } from '../../src/db/schema';
import type { Site } from '../../src/tenancy/get-site';
import { parseSiteConfig } from '../../src/tenancy/site-config';

// Every site of the bench database as the request handlers see it (get-site.ts `loadSite`, which is
// server-only and cached per process, so not callable from a script).

export async function loadSites(db: Db): Promise<Site[]> {
  const out: Site[] = [];
  for (const row of await db.select().from(sites).orderBy(sites.id)) {
    const links = await db
      .select({
        id: dealerships.id,
        slug: dealerships.slug,
        name: dealerships.name,
        hidden: siteDealerships.hidden,
      })
      .from(siteDealerships)
      .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
      .where(eq(siteDealerships.siteId, row.id));
    out.push({
      id: row.id,
      slug: row.slug,
      config: parseSiteConfig(row.slug, row.config),
      dealerships: links,
    });
  }
  return out;
}
