// An owner's changes to a site's staff from the console: a member's role and dealerships there, taking a
// member off the site (their account disabled and their sessions ended when it was their only site),
// disabling and enabling their account, and resetting their two-factor. Never one's own, never to or of a
// role above the owner's; what acts on the account itself (disable, two-factor) only for a member of no
// other site, unless a platform admin does it: one site's owner must not lock someone out of another's.
// Each in the audit log with the value before and after.

import { and, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffRoles, staffSessions, staffTwoFactors, staffUsers } from '@/db/schema';
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
  elsewhere:
    'They also work on another site, so only a platform admin can do this. You can take them off this site.',
  dealerships: 'must be dealerships of this site',
  noTwoFactor: 'They have not set up two-factor.',
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

/** The member's role on this site and whether they have one on any other (a platform admin's included). */
async function memberHere(db: Db, siteId: number, memberId: string) {
  const current = await memberRole(db, siteId, memberId);
  if (!current) return null;
  const [other] = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(and(eq(staffRoles.userId, memberId), or(isNull(staffRoles.siteId), ne(staffRoles.siteId, siteId))))
    .limit(1);
  return { ...current, elsewhere: Boolean(other) };
}

/** The refusal of an action on the member's account itself, or null when the actor may take it. */
async function accountRefusal(db: Db, siteId: number, actor: StaffActor, memberId: string) {
  const current = await memberHere(db, siteId, memberId);
  if (!current)
    return { refused: { ok: false, status: 404, error: MANAGE_MESSAGES.notHere } as ManageOutcome };
  const refused = refusal(actor, memberId, current.role);
  if (refused) return { refused };
  if (current.elsewhere && actor.role !== 'platform_admin')
    return { refused: { ok: false, status: 403, error: MANAGE_MESSAGES.elsewhere } as ManageOutcome };
  return { refused: null };
}

/** The member's dealerships on the site: some of the site's, or none for all of them. */
export async function changeDealerships(
  db: Db,
  site: { id: number; dealershipIds: readonly number[] },
  actor: StaffActor,
  memberId: string,
  dealershipIds: readonly number[],
): Promise<ManageOutcome> {
  const current = await memberRole(db, site.id, memberId);
  if (!current) return { ok: false, status: 404, error: MANAGE_MESSAGES.notHere };
  const refused = refusal(actor, memberId, current.role);
  if (refused) return refused;
  if (dealershipIds.some((id) => !site.dealershipIds.includes(id)))
    return { ok: false, status: 400, field: 'dealershipIds', error: MANAGE_MESSAGES.dealerships };
  const next = [...new Set(dealershipIds)].sort((a, b) => a - b);
  // Every one of the site's dealerships is all of them, as a new one added later would be too.
  const stored = next.length === site.dealershipIds.length ? [] : next;
  const before = [...current.dealershipIds].sort((a, b) => a - b);
  if (before.join() === stored.join()) return { ok: true };
  await db.transaction(async (tx) => {
    await tx.update(staffRoles).set({ dealershipIds: stored }).where(eq(staffRoles.id, current.id));
    await auditChange(
      tx,
      actor,
      site.id,
      'staff.dealerships_changed',
      { type: 'staff', id: memberId },
      { before: { dealershipIds: before }, after: { dealershipIds: stored } },
    );
  });
  return { ok: true };
}

/** Disables the member's account (signed out everywhere, no sign-in) or enables it again. */
export async function setMemberDisabled(
  db: Db,
  siteId: number,
  actor: StaffActor,
  memberId: string,
  disabled: boolean,
  now: Date,
): Promise<ManageOutcome> {
  const { refused } = await accountRefusal(db, siteId, actor, memberId);
  if (refused) return refused;
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(staffUsers)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(
        and(
          eq(staffUsers.id, memberId),
          disabled ? isNull(staffUsers.disabledAt) : isNotNull(staffUsers.disabledAt),
        ),
      )
      .returning({ id: staffUsers.id });
    if (changed.length === 0) return;
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.userId, memberId));
    await auditChange(
      tx,
      actor,
      siteId,
      disabled ? 'staff.disabled' : 'staff.enabled',
      { type: 'staff', id: memberId },
      { before: { disabled: !disabled }, after: { disabled } },
    );
  });
  return { ok: true };
}

/**
 * Turns the member's two-factor off and signs them out everywhere: they set it up again at their next
 * sign-in (a lost phone). Their password stays theirs.
 */
export async function resetTwoFactor(
  db: Db,
  siteId: number,
  actor: StaffActor,
  memberId: string,
  now: Date,
): Promise<ManageOutcome> {
  const { refused } = await accountRefusal(db, siteId, actor, memberId);
  if (refused) return refused;
  return db.transaction(async (tx): Promise<ManageOutcome> => {
    const changed = await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false, updatedAt: now })
      .where(and(eq(staffUsers.id, memberId), eq(staffUsers.twoFactorEnabled, true)))
      .returning({ id: staffUsers.id });
    if (changed.length === 0) return { ok: false, status: 400, error: MANAGE_MESSAGES.noTwoFactor };
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, memberId));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, memberId));
    await auditChange(
      tx,
      actor,
      siteId,
      'staff.two_factor_reset',
      { type: 'staff', id: memberId },
      { before: { twoFactor: true }, after: { twoFactor: false } },
    );
    return { ok: true };
  });
}
