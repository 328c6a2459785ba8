import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { leadAssignmentRules, leadEvents, leads } from '@/db/schema';
import { membersForLead } from '@/staff/members';
import { nextAssignee, ruleFor } from './assignment-rules';

// Round-robin assignment of a new lead (the console's assignment rules): the most specific rule of the
// site that takes the lead names the staff it goes round; the next of them after the last one given a
// lead gets it. Runs in the lead's own transaction, the rule's row locked, so two leads at once go to two
// people and a lead is stored assigned or not at all.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NewLead = {
  id: string;
  siteId: number;
  dealershipId: number | null;
  locationId: number | null;
  kind: string;
  at: Date;
};

export type Assignee = { id: string; name: string; email: string };

/** Gives the lead to the next member of its rule; null when no rule takes it or nobody is available. */
export async function assignByRules(tx: Tx, lead: NewLead): Promise<Assignee | null> {
  const rules = await tx
    .select({
      id: leadAssignmentRules.id,
      dealershipId: leadAssignmentRules.dealershipId,
      locationId: leadAssignmentRules.locationId,
      kinds: leadAssignmentRules.kinds,
      lastAssigneeId: leadAssignmentRules.lastAssigneeId,
    })
    .from(leadAssignmentRules)
    .where(eq(leadAssignmentRules.siteId, lead.siteId))
    .orderBy(asc(leadAssignmentRules.id))
    .for('update');
  const rule = ruleFor(rules, lead);
  if (!rule) return null;
  const eligible = await membersForLead(
    tx,
    { siteId: lead.siteId, dealershipId: lead.dealershipId },
    { available: true },
  );
  const chosen = nextAssignee(
    eligible.map((m) => m.id),
    rule.lastAssigneeId,
  );
  const member = eligible.find((m) => m.id === chosen);
  if (!member) return null;
  await tx.update(leads).set({ assigneeId: member.id }).where(eq(leads.id, lead.id));
  await tx.insert(leadEvents).values({
    leadId: lead.id,
    kind: 'assignment',
    actorId: null,
    detail: {
      from: { assigneeId: null, assignee: null },
      to: { assigneeId: member.id, assignee: member.name },
      rule: rule.id,
    },
    at: lead.at,
  });
  await tx
    .update(leadAssignmentRules)
    .set({ lastAssigneeId: member.id })
    .where(eq(leadAssignmentRules.id, rule.id));
  return { id: member.id, name: member.name, email: member.email };
}
