import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/db';
import { sites } from '@/db/schema';
import { consolePaths } from '@/lib/console-paths';
import { ROLE_LABELS, roleOnSite, type Staff, staffCan } from '@/staff';
import { settingsAccess } from './settings/site-settings';

export type ConsoleSiteCard = {
  slug: string;
  name: string;
  roleLabel: string;
  links: { href: string; label: string }[];
};

/** The sites a member works on (every site for a platform admin), with the screens their role opens. */
export async function consoleSites(staff: Staff): Promise<ConsoleSiteCard[]> {
  const db = await getDb();
  const all = await db
    .select({ id: sites.id, slug: sites.slug, name: sites.name })
    .from(sites)
    .orderBy(asc(sites.name));
  return all.flatMap((site) => {
    const role = roleOnSite(staff, site);
    if (!role) return [];
    const links: { href: string; label: string }[] = [];
    if (staffCan(staff, site, 'leads.read'))
      links.push({ href: consolePaths.leads(site.slug), label: 'Leads' });
    if (staffCan(staff, site, 'stock.read'))
      links.push({ href: consolePaths.stock(site.slug), label: 'Stock' });
    if (staffCan(staff, site, 'leads.templates'))
      links.push({ href: consolePaths.templates(site.slug), label: 'Reply templates' });
    if (settingsAccess(staff, site))
      links.push({ href: consolePaths.settings(site.slug), label: 'Settings' });
    if (staffCan(staff, site, 'staff.read'))
      links.push({ href: consolePaths.staff(site.slug), label: 'Staff' });
    if (staffCan(staff, site, 'audit.read'))
      links.push({ href: consolePaths.audit(site.slug), label: 'Audit log' });
    return [{ slug: site.slug, name: site.name, roleLabel: ROLE_LABELS[role.role], links }];
  });
}
