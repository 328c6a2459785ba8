// The members of a site who can see a lead: whom a lead may be given to, whom round-robin goes round, whom
// an overdue notice is for. One query and the one scope rule (`mayReadLead`), for every caller.

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffRoles, staffUsers } from '@/db/schema';
import { type LeadPlace, mayReadLead, type StaffRole } from './rules';

export type LeadMember = { id: string; name: string; email: string; role: StaffRole };

/**
 * The active members with a role on the lead's site whose scope takes the lead as if it were theirs, in a
 * stable order (by id); only those of `roles` when given, and only those not away when `available`.
 */
export async function membersForLead(
  db: Pick<Db, 'select'>,
  lead: Omit<LeadPlace, 'assigneeId'>,
  options: { roles?: StaffRole[]; available?: boolean } = {},
): Promise<LeadMember[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffRoles.role,
      dealershipIds: staffRoles.dealershipIds,
    })
    .from(staffUsers)
    .innerJoin(staffRoles, eq(staffRoles.userId, staffUsers.id))
    .where(
      and(
        eq(staffRoles.siteId, lead.siteId),
        isNull(staffUsers.disabledAt),
        options.roles ? inArray(staffRoles.role, options.roles) : undefined,
        options.available ? eq(staffUsers.away, false) : undefined,
      ),
    )
    .orderBy(asc(staffUsers.id));
  return rows
    .filter((m) =>
      mayReadLead({ role: m.role, siteId: lead.siteId, dealershipIds: m.dealershipIds }, m.id, {
        ...lead,
        assigneeId: m.id,
      }),
    )
    .map(({ dealershipIds: _scope, ...member }) => member);
}
