// Who is asking, on the console: the member behind the session cookie, with their roles. Every console
// route and page starts here; what the member may not do is refused on the server.

import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sites, staffRoles, staffUsers } from '@/db/schema';
import type { StaffAuth } from './auth';
import { can, type Permission, requiresTwoFactor, type StaffRole, type StaffScope } from './rules';

export type StaffRoleOnSite = StaffScope & { siteSlug: string | null };

export type Staff = {
  id: string;
  name: string;
  email: string;
  twoFactorEnabled: boolean;
  sessionId: string;
  roles: StaffRoleOnSite[];
  /** A role of theirs needs a second factor they have not set up: only that set-up is open to them. */
  mustSetUpTwoFactor: boolean;
};

export async function currentStaff(db: Db, auth: StaffAuth, headers: Headers): Promise<Staff | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const [member] = await db
    .select({ disabledAt: staffUsers.disabledAt, twoFactorEnabled: staffUsers.twoFactorEnabled })
    .from(staffUsers)
    .where(eq(staffUsers.id, session.user.id));
  if (!member || member.disabledAt) return null;
  const roles = await db
    .select({
      role: staffRoles.role,
      siteId: staffRoles.siteId,
      siteSlug: sites.slug,
      dealershipIds: staffRoles.dealershipIds,
    })
    .from(staffRoles)
    .leftJoin(sites, eq(sites.id, staffRoles.siteId))
    .where(eq(staffRoles.userId, session.user.id));
  return {
    id: session.user.id,
    name: session.user.name,
    email: session.user.email,
    twoFactorEnabled: member.twoFactorEnabled,
    sessionId: session.session.id,
    roles,
    mustSetUpTwoFactor: !member.twoFactorEnabled && roles.some((r) => requiresTwoFactor(r.role)),
  };
}

/** The member's role on a site: their role there, or platform admin (every site); null for neither. */
export function roleOnSite(staff: Staff, site: { id: number; slug: string }): StaffRoleOnSite | null {
  const own = staff.roles.find((r) => r.siteId === site.id);
  if (own) return own;
  const admin = staff.roles.find((r) => r.role === 'platform_admin');
  return admin ? { ...admin, siteId: site.id, siteSlug: site.slug } : null;
}

/** Whether the member may do this on the site. */
export function staffCan(staff: Staff, site: { id: number; slug: string }, permission: Permission): boolean {
  const role = roleOnSite(staff, site);
  return role !== null && !staff.mustSetUpTwoFactor && can(role.role, permission);
}

/** The sites the member works on, by slug (every site for a platform admin, listed by the caller). */
export function ownSiteSlugs(staff: Staff): string[] {
  return staff.roles.flatMap((r) => (r.siteSlug ? [r.siteSlug] : []));
}

export const isPlatformAdmin = (staff: Staff) => staff.roles.some((r) => r.role === 'platform_admin');

export type { StaffRole };
