// Accepting an invitation: a new staff member chooses their name and password; someone already on the
// staff (invited to another site) confirms theirs. The invitation is used, the member and the role are
// made, in one transaction, so a token opens once and a half-made member cannot exist.

import { randomUUID } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sites, staffAccounts, staffRoles, staffUsers } from '@/db/schema';
import { recordAudit } from './audit';
import { isCommonPassword } from './common-passwords';
import { type Invitation, markAccepted, openInvitation } from './invitations';
import { passwordProblem } from './rules';

export const INVITATION_MESSAGES = {
  closed: 'This invitation has expired or has already been used. Ask for a new one.',
  name: 'Enter your name (up to 100 characters).',
  wrongPassword: 'That is not the password of your existing console account.',
} as const;

export type AcceptInput = { token: string; name: string; password: string };
export type AcceptOutcome =
  | { ok: true; email: string; userId: string; invitation: Invitation }
  | { ok: false; status: 400 | 404 | 409; error: string; field?: 'name' | 'password' };

const CREDENTIAL = 'credential';

/** What the invitation page needs to show: who it is for, and whether they already have an account. */
export async function invitationPreview(db: Db, token: string, now: Date) {
  const invitation = await openInvitation(db, token, now);
  if (!invitation) return null;
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, invitation.email));
  const [site] = invitation.siteId
    ? await db.select({ name: sites.name }).from(sites).where(eq(sites.id, invitation.siteId))
    : [];
  return { invitation, siteName: site?.name ?? null, existingAccount: existing !== undefined };
}

export async function acceptInvitation(
  db: Db,
  input: AcceptInput,
  context: { now: Date; ip: string | null },
): Promise<AcceptOutcome> {
  const preview = await invitationPreview(db, input.token, context.now);
  if (!preview) return { ok: false, status: 404, error: INVITATION_MESSAGES.closed };
  const { invitation } = preview;

  const [existing] = await db
    .select({ id: staffUsers.id, hash: staffAccounts.password })
    .from(staffUsers)
    .leftJoin(
      staffAccounts,
      and(eq(staffAccounts.userId, staffUsers.id), eq(staffAccounts.providerId, CREDENTIAL)),
    )
    .where(and(eq(staffUsers.email, invitation.email), isNull(staffUsers.disabledAt)));

  let passwordHash: string | null = null;
  if (existing) {
    const matches = existing.hash
      ? await verifyPassword({ hash: existing.hash, password: input.password })
      : false;
    if (!matches)
      return { ok: false, status: 400, error: INVITATION_MESSAGES.wrongPassword, field: 'password' };
  } else {
    const name = input.name.trim();
    if (name.length === 0 || name.length > 100)
      return { ok: false, status: 400, error: INVITATION_MESSAGES.name, field: 'name' };
    const problem = passwordProblem(input.password, { email: invitation.email, isCommon: isCommonPassword });
    if (problem) return { ok: false, status: 400, error: problem, field: 'password' };
    passwordHash = await hashPassword(input.password);
  }

  const userId = await db.transaction(async (tx) => {
    if (!(await markAccepted(tx, invitation.id, context.now))) return null;
    let id = existing?.id;
    if (!id) {
      id = randomUUID();
      await tx.insert(staffUsers).values({
        id,
        name: input.name.trim(),
        email: invitation.email,
        // The invitation reached this address: it is the member's.
        emailVerified: true,
      });
      await tx.insert(staffAccounts).values({
        id: randomUUID(),
        userId: id,
        accountId: id,
        providerId: CREDENTIAL,
        password: passwordHash,
      });
    }
    await tx
      .insert(staffRoles)
      .values({
        userId: id,
        role: invitation.role,
        siteId: invitation.siteId,
        dealershipIds: invitation.dealershipIds,
      })
      .onConflictDoUpdate({
        target: [staffRoles.userId, staffRoles.siteId],
        set: { role: invitation.role, dealershipIds: invitation.dealershipIds },
      });
    return id;
  });
  if (!userId) return { ok: false, status: 409, error: INVITATION_MESSAGES.closed };

  await recordAudit(db, {
    action: 'staff.invitation_accepted',
    actorId: userId,
    actorEmail: invitation.email,
    siteId: invitation.siteId,
    subjectType: 'staff',
    subjectId: userId,
    after: {
      role: invitation.role,
      dealershipIds: invitation.dealershipIds,
      invitedBy: invitation.invitedBy,
    },
    ip: context.ip,
  });
  return { ok: true, email: invitation.email, userId, invitation };
}
