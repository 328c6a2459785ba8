import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffUsers } from '@/db/schema';
import { type AuditActor, auditChange } from '@/staff/audit';
import { can, type StaffRole } from '@/staff/rules';

// A member's choice of the weekly summary email: only a member whose role reads the reports on some site
// may have it.

export const mayTakeSummary = (roles: { role: StaffRole }[]) =>
  roles.some((role) => can(role.role, 'reports.view'));

export async function takesSummary(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: staffUsers.weeklySummary })
    .from(staffUsers)
    .where(eq(staffUsers.id, memberId));
  return row?.on ?? false;
}

/** Turns the member's summary on or off; recorded in the audit log. */
export async function chooseSummary(db: Db, actor: AuditActor, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ weeklySummary: on }).where(eq(staffUsers.id, actor.id));
    await auditChange(
      tx,
      actor,
      null,
      'staff.weekly_summary',
      { type: 'staff', id: actor.id },
      { after: { weeklySummary: on } },
    );
  });
}
