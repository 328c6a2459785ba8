import 'server-only';
import { eq, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { sites } from '@/db/schema';
import { env } from '@/lib/env';
import { localhostSlug, type ServedNames } from './tls-ask-rules';

/**
 * The sites `name` could belong to, read from the `sites` table itself rather than this process's host
 * map: a site put through another process a moment ago gets its certificate on its first request.
 */
export async function servedNames(name: string): Promise<ServedNames> {
  const slug = localhostSlug(name);
  const rows = await (await getDb())
    .select({ slug: sites.slug, hostnames: sites.hostnames })
    .from(sites)
    .where(
      or(
        sql`exists (select 1 from unnest(${sites.hostnames}) as host where lower(host) = ${name})`,
        slug ? eq(sites.slug, slug) : sql`false`,
      ),
    );
  return { sites: rows, consoleHosts: env.CONSOLE_HOSTS };
}
