// Invitations (decision 038): a random token sent by email, kept only as its SHA-256, used once within
// INVITATION_LIFETIME_MS. Accepting one makes the staff member with the role it names.

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffInvitations } from '@/db/schema';
import { INVITATION_LIFETIME_MS, type StaffRole } from './rules';

export type InvitationInput = {
  email: string;
  role: StaffRole;
  /** null for a platform admin, who has every site. */
  siteId: number | null;
  /** Empty: every dealership of the site. */
  dealershipIds: number[];
  invitedBy: string;
};

export type Invitation = typeof staffInvitations.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new invitation and returns its token, which exists nowhere else once sent. */
export async function createInvitation(
  db: Pick<Db, 'insert'>,
  input: InvitationInput,
  now: Date,
): Promise<{ token: string; invitation: Invitation }> {
  const token = randomBytes(32).toString('base64url');
  const [invitation] = await db
    .insert(staffInvitations)
    .values({
      tokenHash: hashToken(token),
      email: input.email.trim().toLowerCase(),
      role: input.role,
      siteId: input.siteId,
      dealershipIds: input.dealershipIds,
      invitedBy: input.invitedBy,
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
    })
    .returning();
  return { token, invitation };
}

/** The invitation a token opens: unused and unexpired, else null. */
export async function openInvitation(db: Db, token: string, now: Date): Promise<Invitation | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Marks it used; false when another request used it first (a token opens once). */
export async function markAccepted(db: Pick<Db, 'update'>, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
    .returning({ id: staffInvitations.id });
  return used.length === 1;
}
