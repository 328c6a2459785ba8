// The audit log (decision 038): one append-only row per sign-in, failure, role change and console change,
// with who, what, when, and the value before and after.

import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { auditLog, staffRoles } from '@/db/schema';

export type AuditEntry = {
  action: string;
  actorId?: string | null;
  actorEmail?: string | null;
  siteId?: number | null;
  subjectType?: string | null;
  subjectId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Writes one row, inside the caller's transaction when given one. */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    siteId: entry.siteId ?? null,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

/** Who made a console change: the member and the address they came from. */
export type AuditActor = { id: string; email: string; ip: string | null };

/** A member's change to something of a site ('lead', id), with the value before and after where there is one. */
export function auditChange(
  db: Pick<Db, 'insert'>,
  actor: AuditActor,
  siteId: number | null,
  action: string,
  subject: { type: string; id: string },
  change: { before?: unknown; after?: unknown } = {},
): Promise<void> {
  return recordAudit(db, {
    action,
    actorId: actor.id,
    actorEmail: actor.email,
    siteId,
    subjectType: subject.type,
    subjectId: subject.id,
    before: change.before,
    after: change.after,
    ip: actor.ip,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * A site's log, newest first, a page at a time (before: the id the last page ended at): what was done on
 * the site, and what its staff did that belongs to no site (their sign-ins and failures, their security).
 */
export async function readAudit(db: Db, siteId: number, before?: number) {
  const staffOfSite = db
    .select({ id: staffRoles.userId })
    .from(staffRoles)
    .where(eq(staffRoles.siteId, siteId));
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        or(eq(auditLog.siteId, siteId), and(isNull(auditLog.siteId), inArray(auditLog.actorId, staffOfSite))),
        before ? lt(auditLog.id, before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
}
