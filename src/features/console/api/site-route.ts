import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { siteDealerships, sites } from '@/db/schema';
import { jsonError } from '@/lib/http';
import { consoleRoute, roleOnSite, type Staff, staffCan } from '@/staff';
import type { Permission } from '@/staff/rules';
import { isValidName } from '@/tenancy/site-store';

export type ConsoleSite = { id: number; slug: string; name: string; dealershipIds: number[] };
type Params<P> = { params: Promise<P> };

export const NOT_FOUND = 'Not found';
export const NOT_ALLOWED = 'Your role does not allow this.';

/**
 * A console call on one site (/api/console/sites/{site}/…): a site the member has no role on is a 404,
 * as if it did not exist; a permission their role lacks is a 403.
 */
export function consoleSiteRoute<P extends { site: string } = { site: string }>(
  permission: Permission,
  handle: (request: Request, staff: Staff, db: Db, site: ConsoleSite, params: P) => Promise<Response>,
) {
  return consoleRoute<Params<P>>(async (request, staff, db, context) => {
    const params = await context.params;
    const slug = params.site;
    if (!isValidName(slug)) return jsonError(404, NOT_FOUND);
    const [site] = await db
      .select({ id: sites.id, slug: sites.slug, name: sites.name })
      .from(sites)
      .where(eq(sites.slug, slug));
    if (!site || !roleOnSite(staff, site)) return jsonError(404, NOT_FOUND);
    if (!staffCan(staff, site, permission)) return jsonError(403, NOT_ALLOWED);
    const links = await db
      .select({ id: siteDealerships.dealershipId })
      .from(siteDealerships)
      .where(eq(siteDealerships.siteId, site.id));
    return handle(request, staff, db, { ...site, dealershipIds: links.map((l) => l.id) }, params);
  });
}
