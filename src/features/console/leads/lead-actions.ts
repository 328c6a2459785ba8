import 'server-only';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { leadDeliveries, leadEvents, leads } from '@/db/schema';
import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import { kickLeadOutbox } from '@/enquiries/delivery/outbox';
import { isFirstResponse, type LeadStatus, statusChangeProblem } from '@/enquiries/inbox-rules';
import { logger } from '@/lib/logger';
import { auditChange } from '@/staff/audit';
import { leadAssignedEmail, sendStaffEmail } from '@/staff/mail';
import { membersForLead } from '@/staff/members';
import type { InboxRow, InboxViewer } from './inbox';
import { findLead } from './lead';

// What staff do to a lead: change its status, note it, assign it, send its delivery again. Each change is
// made only from the state it was read in (two people at once cannot both move a lead), and lands on the
// lead's timeline and in the audit log in one transaction.

export type Actor = { id: string; name: string; email: string; ip: string | null };
export type ActionOutcome =
  | { ok: true; lead: InboxRow }
  | { ok: false; status: 400 | 404 | 409; field?: string; error: string };

export const NOT_FOUND = { ok: false, status: 404, error: 'Not found' } as const;
export const CHANGED_MEANWHILE = 'Someone changed this lead a moment ago: reload it to see what changed.';
export const ASSIGNEE_UNKNOWN = 'Choose a member of this site who can see the lead.';
export const ONLY_UNASSIGNED = 'You can take a lead nobody has yet, or one that is yours.';
export const DELIVERY_NOT_FAILED = 'Only a delivery that failed can be sent again.';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function changed(
  db: Db,
  viewer: InboxViewer,
  id: string,
  work: (tx: Tx) => Promise<boolean>,
): Promise<ActionOutcome> {
  const ok = await db.transaction(work);
  if (!ok) return { ok: false, status: 409, error: CHANGED_MEANWHILE };
  const lead = await findLead(db, viewer, id);
  return lead ? { ok: true, lead } : NOT_FOUND;
}

export async function changeStatus(
  db: Db,
  viewer: InboxViewer,
  actor: Actor,
  id: string,
  change: { status: LeadStatus; lostReason: string | null },
  now: Date,
): Promise<ActionOutcome> {
  const lead = await findLead(db, viewer, id);
  if (!lead) return NOT_FOUND;
  const problem = statusChangeProblem(change.status, change.lostReason);
  if (problem) return { ok: false, status: 400, field: 'lostReason', error: problem };
  if (lead.status === change.status && lead.lostReason === change.lostReason) return { ok: true, lead };
  const firstResponse = isFirstResponse(lead.status, change.status) && lead.firstResponseAt === null;
  return changed(db, viewer, id, async (tx) => {
    const [moved] = await tx
      .update(leads)
      .set({
        status: change.status,
        lostReason: change.lostReason,
        statusChangedAt: now,
        ...(firstResponse ? { firstResponseAt: now } : {}),
      })
      .where(and(eq(leads.id, id), eq(leads.status, lead.status)))
      .returning({ id: leads.id });
    if (!moved) return false;
    const before = { status: lead.status, lostReason: lead.lostReason };
    const after = { status: change.status, lostReason: change.lostReason };
    await tx.insert(leadEvents).values({
      leadId: id,
      kind: 'status',
      actorId: actor.id,
      detail: { from: before, to: after },
      at: now,
    });
    await auditChange(tx, actor, viewer.siteId, 'lead.status', { type: 'lead', id }, { before, after });
    return true;
  });
}

export async function addNote(
  db: Db,
  viewer: InboxViewer,
  actor: Actor,
  id: string,
  text: string,
  now: Date,
): Promise<ActionOutcome> {
  const lead = await findLead(db, viewer, id);
  if (!lead) return NOT_FOUND;
  return changed(db, viewer, id, async (tx) => {
    await tx
      .insert(leadEvents)
      .values({ leadId: id, kind: 'note', actorId: actor.id, detail: { text }, at: now });
    await auditChange(tx, actor, viewer.siteId, 'lead.note', { type: 'lead', id }, { after: { text } });
    return true;
  });
}

/** An active member of the site whose scope covers the lead: who a lead may be given to. */
async function assignable(db: Db, viewer: InboxViewer, lead: InboxRow, staffId: string) {
  const members = await membersForLead(db, { siteId: viewer.siteId, dealershipId: lead.dealershipId });
  return members.find((member) => member.id === staffId) ?? null;
}

/**
 * Gives the lead to a member (or to nobody). With `leads.assign` to anyone who can see it; without, a
 * salesperson only takes a lead nobody has, or lets go of their own. The new assignee is emailed.
 */
export async function assignLead(
  db: Db,
  viewer: InboxViewer,
  actor: Actor,
  id: string,
  assigneeId: string | null,
  options: {
    mayAssignOthers: boolean;
    consoleOrigin: string;
    siteName: string;
    /** The site's own sender (its mail.from), when it has one. */
    siteMail?: { from: string };
    leadPath: string;
  },
  now: Date,
): Promise<ActionOutcome> {
  const lead = await findLead(db, viewer, id);
  if (!lead) return NOT_FOUND;
  if (lead.assigneeId === assigneeId) return { ok: true, lead };
  if (!options.mayAssignOthers) {
    const taking = assigneeId === actor.id && lead.assigneeId === null;
    const lettingGo = assigneeId === null && lead.assigneeId === actor.id;
    if (!taking && !lettingGo) return { ok: false, status: 400, field: 'assigneeId', error: ONLY_UNASSIGNED };
  }
  const member = assigneeId ? await assignable(db, viewer, lead, assigneeId) : null;
  if (assigneeId && !member) return { ok: false, status: 400, field: 'assigneeId', error: ASSIGNEE_UNKNOWN };
  const outcome = await changed(db, viewer, id, async (tx) => {
    const [moved] = await tx
      .update(leads)
      .set({ assigneeId })
      .where(
        and(
          eq(leads.id, id),
          lead.assigneeId ? eq(leads.assigneeId, lead.assigneeId) : isNull(leads.assigneeId),
        ) as SQL,
      )
      .returning({ id: leads.id });
    if (!moved) return false;
    const before = { assigneeId: lead.assigneeId, assignee: lead.assignee };
    const after = { assigneeId, assignee: member?.name ?? null };
    await tx.insert(leadEvents).values({
      leadId: id,
      kind: 'assignment',
      actorId: actor.id,
      detail: { from: before, to: after },
      at: now,
    });
    await auditChange(tx, actor, viewer.siteId, 'lead.assign', { type: 'lead', id }, { before, after });
    return true;
  });
  if (outcome.ok && member && member.id !== actor.id) {
    const title = lead.vehicle
      ? `${lead.name}, ${vehicleTitle(lead.vehicle)}`
      : `${lead.name}, ${lead.category}`;
    try {
      await sendStaffEmail(
        member.email,
        leadAssignedEmail({
          link: `${options.consoleOrigin}${options.leadPath}`,
          lead: title,
          siteName: options.siteName,
          by: actor.name || actor.email,
        }),
        'lead-assigned',
        { mail: options.siteMail },
      );
    } catch (error) {
      // The lead is theirs either way: it is in their inbox, marked as theirs.
      logger.error({ err: error, leadId: id }, 'The assignee could not be emailed');
    }
  }
  return outcome;
}

/** Sends a failed delivery (email or CRM webhook) again, from its first try. */
export async function retryDelivery(
  db: Db,
  viewer: InboxViewer,
  actor: Actor,
  id: string,
  deliveryId: number,
  now: Date,
): Promise<ActionOutcome> {
  const lead = await findLead(db, viewer, id);
  if (!lead) return NOT_FOUND;
  const outcome = await db.transaction(async (tx) => {
    const [retried] = await tx
      .update(leadDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null, claimToken: null })
      .where(
        and(
          eq(leadDeliveries.id, deliveryId),
          eq(leadDeliveries.leadId, id),
          eq(leadDeliveries.status, 'failed'),
        ),
      )
      .returning({ channel: leadDeliveries.channel, target: leadDeliveries.target });
    if (!retried) return false;
    await tx.insert(leadEvents).values({
      leadId: id,
      kind: 'delivery_retry',
      actorId: actor.id,
      detail: { channel: retried.channel, target: retried.target },
      at: now,
    });
    await auditChange(
      tx,
      actor,
      viewer.siteId,
      'lead.delivery_retry',
      { type: 'lead_delivery', id: String(deliveryId) },
      { after: { status: 'pending' } },
    );
    return true;
  });
  if (!outcome) return { ok: false, status: 400, field: 'deliveryId', error: DELIVERY_NOT_FAILED };
  kickLeadOutbox();
  return { ok: true, lead };
}
