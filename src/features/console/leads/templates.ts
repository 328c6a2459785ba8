import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { leadReplyTemplates } from '@/db/schema';
import { auditChange } from '@/staff/audit';
import type { Actor } from './lead-actions';

// A site's reply templates, which managers write and every member replies from: one name per channel.

export type ReplyTemplate = {
  id: number;
  name: string;
  channel: 'email' | 'sms';
  subject: string | null;
  body: string;
};
export type TemplateInput = Omit<ReplyTemplate, 'id'>;
export type TemplateOutcome =
  | { ok: true; template: ReplyTemplate }
  | { ok: false; status: 400 | 404; field?: string; error: string };

export const NAME_TAKEN = 'A template of this channel already has this name.';

const columns = {
  id: leadReplyTemplates.id,
  name: leadReplyTemplates.name,
  channel: leadReplyTemplates.channel,
  subject: leadReplyTemplates.subject,
  body: leadReplyTemplates.body,
};

export function listTemplates(db: Db, siteId: number): Promise<ReplyTemplate[]> {
  return db
    .select(columns)
    .from(leadReplyTemplates)
    .where(eq(leadReplyTemplates.siteId, siteId))
    .orderBy(asc(leadReplyTemplates.channel), asc(leadReplyTemplates.name));
}

const audit = (
  db: Pick<Db, 'insert'>,
  actor: Actor,
  siteId: number,
  action: string,
  id: number,
  before: unknown,
  after: unknown,
) => auditChange(db, actor, siteId, action, { type: 'reply_template', id: String(id) }, { before, after });

/** Creates a template (no id) or changes one of the site's; a name used twice on a channel is refused. */
export async function saveTemplate(
  db: Db,
  siteId: number,
  actor: Actor,
  input: TemplateInput,
  id: number | null,
): Promise<TemplateOutcome> {
  const values = {
    ...input,
    subject: input.channel === 'email' ? input.subject : null,
    updatedBy: actor.email,
  };
  try {
    return await db.transaction(async (tx) => {
      if (id === null) {
        const [created] = await tx
          .insert(leadReplyTemplates)
          .values({ ...values, siteId })
          .returning(columns);
        await audit(tx, actor, siteId, 'reply_template.create', created.id, null, input);
        return { ok: true as const, template: created };
      }
      const mine = and(eq(leadReplyTemplates.id, id), eq(leadReplyTemplates.siteId, siteId));
      const [before] = await tx.select(columns).from(leadReplyTemplates).where(mine);
      if (!before) return { ok: false as const, status: 404 as const, error: 'Not found' };
      const [changed] = await tx
        .update(leadReplyTemplates)
        .set({ ...values, updatedAt: new Date() })
        .where(mine)
        .returning(columns);
      await audit(tx, actor, siteId, 'reply_template.update', id, before, input);
      return { ok: true as const, template: changed };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 400, field: 'name', error: NAME_TAKEN };
    throw error;
  }
}

/** Deletes one of the site's templates; false when it has none of that id. */
export async function deleteTemplate(db: Db, siteId: number, actor: Actor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(leadReplyTemplates)
      .where(and(eq(leadReplyTemplates.id, id), eq(leadReplyTemplates.siteId, siteId)))
      .returning(columns);
    if (!gone) return false;
    await audit(tx, actor, siteId, 'reply_template.delete', id, gone, null);
    return true;
  });
}
