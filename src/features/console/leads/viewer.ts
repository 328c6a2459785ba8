import 'server-only';
import { stateTimeZone } from '@/lib/dates';
import { roleOnSite, type Staff } from '@/staff';
import { getSite, type Site } from '@/tenancy/get-site';
import type { InboxViewer } from './inbox';

/** Who is reading a site's leads, with their reach there and the site's clock; null without a role on it. */
export async function inboxViewer(
  staff: Staff,
  consoleSite: { id: number; slug: string },
): Promise<{ viewer: InboxViewer; site: Site } | null> {
  const role = roleOnSite(staff, consoleSite);
  const site = role ? await getSite(consoleSite.slug) : null;
  if (!role || !site) return null;
  return {
    site,
    viewer: {
      staffId: staff.id,
      siteId: site.id,
      scope: { role: role.role, siteId: site.id, dealershipIds: role.dealershipIds },
      siteTimeZone: stateTimeZone(site.config.defaultState),
    },
  };
}
