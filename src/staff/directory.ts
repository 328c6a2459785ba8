// The staff of a site (or of every site, for a platform admin): who they are, their roles, whether they
// can sign in; and disabling one, which ends their sessions at once.

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sites, staffRoles, staffSessions, staffUsers } from '@/db/schema';
import type { StaffRole } from './rules';

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  twoFactorEnabled: boolean;
  disabled: boolean;
  away: boolean;
  /** The last time they signed in all the way (null: never since this was recorded). */
  lastSignInAt: Date | null;
  roles: { role: StaffRole; site: string | null; dealershipIds: number[] }[];
};

/** The staff with a role on the site (siteId null: everyone, platform admins included), by name. */
export async function listStaff(db: Db, siteId: number | null): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      twoFactorEnabled: staffUsers.twoFactorEnabled,
      disabledAt: staffUsers.disabledAt,
      away: staffUsers.away,
      lastSignInAt: staffUsers.lastSignInAt,
      role: staffRoles.role,
      site: sites.slug,
      roleSiteId: staffRoles.siteId,
      dealershipIds: staffRoles.dealershipIds,
    })
    .from(staffUsers)
    .innerJoin(staffRoles, eq(staffRoles.userId, staffUsers.id))
    .leftJoin(sites, eq(sites.id, staffRoles.siteId))
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  const members = new Map<string, StaffMember>();
  for (const row of rows) {
    if (siteId !== null && row.roleSiteId !== siteId) continue;
    const member = members.get(row.id) ?? {
      id: row.id,
      name: row.name,
      email: row.email,
      twoFactorEnabled: row.twoFactorEnabled,
      disabled: row.disabledAt !== null,
      away: row.away,
      lastSignInAt: row.lastSignInAt,
      roles: [],
    };
    member.roles.push({ role: row.role, site: row.site, dealershipIds: row.dealershipIds });
    members.set(row.id, member);
  }
  return [...members.values()];
}

/** Disables the member with this email and ends their sessions; false when there is none to disable. */
export async function disableStaff(db: Db, email: string, now: Date): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(staffUsers)
      .set({ disabledAt: now, updatedAt: now })
      .where(and(eq(staffUsers.email, email.trim().toLowerCase()), isNull(staffUsers.disabledAt)))
      .returning({ id: staffUsers.id });
    if (!member) return null;
    await tx.delete(staffSessions).where(inArray(staffSessions.userId, [member.id]));
    return member;
  });
}
