import type { Db } from '../../src/db/client';
import { sites } from '../../src/db/schema';
import { readSite, type Site } from '../../src/tenancy/site';

/** Every site of the bench database, read as the request handlers read them. */
export async function loadSites(db: Db): Promise<Site[]> {
  const rows = await db.select().from(sites).orderBy(sites.id);
  return Promise.all(rows.map((row) => readSite(db, row)));
}
