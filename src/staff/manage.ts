// An owner's changes to a site's staff from the console: a member's role there, and taking a member off
// the site (their account disabled and their sessions ended when it was their only site). Never one's own,
// never to or of a role above the owner's; each in the audit log with the value before and after.

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffRoles, staffSessions, staffUsers } from '@/db/schema';
import { auditChange } from './audit';
import { grantableRoles, type StaffRole } from './rules';

export type StaffActor = { id: string; email: string; ip: string | null; role: StaffRole };
export type ManageOutcome =
  | { ok: true }
  | { ok: false; status: 400 | 403 | 404; field?: string; error: string };

export const MANAGE_MESSAGES = {
  notHere: 'Not found',
  yourself: 'You cannot change your own role or take yourself off the site.',
  above: 'Your role does not allow this.',
} as const;

async function memberRole(db: Db, siteId: number, memberId: string) {
  const [row] = await db
    .select({ id: staffRoles.id, role: staffRoles.role, dealershipIds: staffRoles.dealershipIds })
    .from(staffRoles)
    .where(and(eq(staffRoles.userId, memberId), eq(staffRoles.siteId, siteId)));
  return row ?? null;
}

/** Whether the actor may act on a member of this role: not themselves, and only on roles they may grant. */
function refusal(actor: StaffActor, memberId: string, role: StaffRole): ManageOutcome | null {
  if (memberId === actor.id)
    return { ok: false, status: 400, field: 'role', error: MANAGE_MESSAGES.yourself };
  if (!grantableRoles(actor.role).includes(role))
    return { ok: false, status: 403, error: MANAGE_MESSAGES.above };
  return null;
}

export async function changeRole(
  db: Db,
  siteId: number,
  actor: StaffActor,
  memberId: string,
  role: Exclude<StaffRole, 'platform_admin'>,
): Promise<ManageOutcome> {
  const current = await memberRole(db, siteId, memberId);
  if (!current) return { ok: false, status: 404, error: MANAGE_MESSAGES.notHere };
  const refused = refusal(actor, memberId, current.role) ?? refusal(actor, memberId, role);
  if (refused) return refused;
  if (current.role === role) return { ok: true };
  await db.transaction(async (tx) => {
    await tx.update(staffRoles).set({ role }).where(eq(staffRoles.id, current.id));
    await auditChange(
      tx,
      actor,
      siteId,
      'staff.role_changed',
      { type: 'staff', id: memberId },
      {
        before: { role: current.role },
        after: { role },
      },
    );
  });
  return { ok: true };
}

/** Takes the member off the site; their account is disabled, and signed out, when it has no other site. */
export async function removeFromSite(db: Db, siteId: number, actor: StaffActor, memberId: string, now: Date) {
  const current = await memberRole(db, siteId, memberId);
  if (!current) return { ok: false, status: 404, error: MANAGE_MESSAGES.notHere } as ManageOutcome;
  const refused = refusal(actor, memberId, current.role);
  if (refused) return refused;
  await db.transaction(async (tx) => {
    await tx.delete(staffRoles).where(eq(staffRoles.id, current.id));
    const others = await tx
      .select({ id: staffRoles.id })
      .from(staffRoles)
      .where(eq(staffRoles.userId, memberId));
    if (others.length === 0) {
      await tx.update(staffUsers).set({ disabledAt: now, updatedAt: now }).where(eq(staffUsers.id, memberId));
      await tx.delete(staffSessions).where(inArray(staffSessions.userId, [memberId]));
    }
    await auditChange(
      tx,
      actor,
      siteId,
      others.length === 0 ? 'staff.disabled' : 'staff.removed',
      { type: 'staff', id: memberId },
      { before: { role: current.role, dealershipIds: current.dealershipIds } },
    );
  });
  return { ok: true } as ManageOutcome;
}
