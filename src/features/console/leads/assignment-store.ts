import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db';
import type { Db } from '@/db/client';
import { leadAssignmentRules, locations, staffUsers } from '@/db/schema';
import type { LeadKind } from '@/enquiries/rules';
import { auditChange } from '@/staff/audit';
import type { Actor } from './lead-actions';

// A site's assignment rules as managers keep them: which new leads (dealership, location, kinds) go round
// which staff. A rule names only places within the manager's own reach.

export type AssignmentRuleRow = {
  id: number;
  dealershipId: number | null;
  locationId: number | null;
  kinds: LeadKind[];
  lastAssignee: string | null;
};
export type RuleInput = { dealershipId: number | null; locationId: number | null; kinds: LeadKind[] };
export type RuleOutcome = { ok: true; rule: AssignmentRuleRow } | { ok: false; field: string; error: string };

export const RULE_MESSAGES = {
  dealership: 'Choose one of the dealerships you work for.',
  location: 'Choose a location of the dealership chosen.',
} as const;

export async function listRules(db: Db, siteId: number): Promise<AssignmentRuleRow[]> {
  const rows = await db
    .select({
      id: leadAssignmentRules.id,
      dealershipId: leadAssignmentRules.dealershipId,
      locationId: leadAssignmentRules.locationId,
      kinds: leadAssignmentRules.kinds,
      lastAssignee: staffUsers.name,
    })
    .from(leadAssignmentRules)
    .leftJoin(staffUsers, eq(staffUsers.id, leadAssignmentRules.lastAssigneeId))
    .where(eq(leadAssignmentRules.siteId, siteId))
    .orderBy(asc(leadAssignmentRules.id));
  return rows.map((row) => ({ ...row, kinds: row.kinds as LeadKind[] }));
}

/**
 * Adds a rule. `reach` is the dealerships the manager may name (the site's, or those of their scope); a
 * manager limited to some dealerships must name one of them.
 */
export async function addRule(
  db: Db,
  siteId: number,
  actor: Actor,
  input: RuleInput,
  reach: { dealershipIds: number[]; wholeSite: boolean },
): Promise<RuleOutcome> {
  if (input.dealershipId === null ? !reach.wholeSite : !reach.dealershipIds.includes(input.dealershipId))
    return { ok: false, field: 'dealershipId', error: RULE_MESSAGES.dealership };
  if (input.locationId !== null) {
    const [place] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(
          eq(locations.id, input.locationId),
          input.dealershipId === null
            ? inArray(locations.dealershipId, reach.dealershipIds.length ? reach.dealershipIds : [-1])
            : eq(locations.dealershipId, input.dealershipId),
        ),
      );
    if (!place) return { ok: false, field: 'locationId', error: RULE_MESSAGES.location };
  }
  const rule = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(leadAssignmentRules)
      .values({ siteId, ...input })
      .returning({ id: leadAssignmentRules.id });
    await auditChange(
      tx,
      actor,
      siteId,
      'assignment_rule.create',
      { type: 'assignment_rule', id: String(created.id) },
      { after: input },
    );
    return { id: created.id, ...input, lastAssignee: null };
  });
  return { ok: true, rule };
}

/** Deletes one of the site's rules (within the manager's reach); false when there is no such rule. */
export async function deleteRule(
  db: Db,
  siteId: number,
  actor: Actor,
  id: number,
  reach: { dealershipIds: number[]; wholeSite: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [rule] = await tx
      .select()
      .from(leadAssignmentRules)
      .where(and(eq(leadAssignmentRules.id, id), eq(leadAssignmentRules.siteId, siteId)));
    const mine =
      rule &&
      (reach.wholeSite || (rule.dealershipId !== null && reach.dealershipIds.includes(rule.dealershipId)));
    if (!mine) return false;
    await tx.delete(leadAssignmentRules).where(eq(leadAssignmentRules.id, id));
    await auditChange(
      tx,
      actor,
      siteId,
      'assignment_rule.delete',
      { type: 'assignment_rule', id: String(id) },
      {
        before: { dealershipId: rule.dealershipId, locationId: rule.locationId, kinds: rule.kinds },
      },
    );
    return true;
  });
}

/** Whether the member is marked away. */
export async function isAway(staff: { id: string }): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ away: staffUsers.away })
    .from(staffUsers)
    .where(eq(staffUsers.id, staff.id));
  return row?.away ?? false;
}

/** Marks the member away (new leads skip them) or back; recorded in the audit log. */
export async function setAway(db: Db, actor: Actor, away: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ away }).where(eq(staffUsers.id, actor.id));
    await auditChange(tx, actor, null, 'staff.away', { type: 'staff', id: actor.id }, { after: { away } });
  });
}
