import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { leadEvents, leads } from '@/db/schema';
import type { LeadPayload } from '@/enquiries';
import { vehicleTitle } from '@/enquiries/delivery/delivery-rules';
import { formatAud } from '@/lib/money';
import { queueShopperMessage } from '@/lib/shopper-messages';
import { escapeXml } from '@/lib/xml';
import { auditChange } from '@/staff/audit';
import type { Site } from '@/tenancy/get-site';
import { siteContact } from '@/tenancy/site-contact';
import type { InboxViewer } from './inbox';
import { findLead, type LeadDetail } from './lead';
import type { ActionOutcome, Actor } from './lead-actions';
import { type ReplyValues, replyChannels } from './reply-rules';

// A reply to the shopper from the console: queued in the shopper-message outbox (never lost: it is sent,
// retried and recorded like every message to a shopper) in the transaction that puts it on the lead's
// timeline. The form's key makes a reply sent twice (a double press, a retry after a lost answer) one
// reply. Email goes out in the name of the lead's location, its replies to the dealer's inbox.

export type Reply = { channel: 'email' | 'sms'; subject: string | null; body: string; key: string };

/** The body's paragraphs as HTML: blank lines part paragraphs, single line breaks stay. */
function bodyHtml(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeXml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** What the shopper said of how to reach them (a trade-in's preferred contact), or null. */
export const preferredContact = (payload: LeadPayload) => payload.trade_in?.preferred_contact ?? null;

/** What the reply form starts from: the channels open, the tokens' values and a subject. */
export function replySetup(detail: LeadDetail, siteName: string, salesperson: string) {
  const { lead, payload, car } = detail;
  const dealership = lead.dealership ?? siteName;
  const carTitle = lead.vehicle ? vehicleTitle(lead.vehicle) : '';
  const price = car?.priceNow ?? car?.priceThen ?? null;
  const values: ReplyValues = {
    'first name': payload.name,
    car: carTitle,
    price: price ? formatAud(price) : '',
    dealership,
    salesperson,
  };
  return {
    channels: replyChannels({
      email: lead.email,
      phone: lead.phone,
      preferredContact: preferredContact(payload),
    }),
    values,
    defaultSubject: carTitle ? `Your enquiry about the ${carTitle}` : `Your enquiry with ${dealership}`,
  };
}

export async function replyToLead(
  db: Db,
  viewer: InboxViewer,
  actor: Actor,
  site: Site,
  id: string,
  reply: Reply,
  now: Date,
): Promise<ActionOutcome> {
  const lead = await findLead(db, viewer, id);
  if (!lead) return { ok: false, status: 404, error: 'Not found' };
  const [{ payload }] = await db.select({ payload: leads.payload }).from(leads).where(eq(leads.id, id));
  const shopper = payload as LeadPayload;
  const channels = replyChannels({
    email: lead.email,
    phone: lead.phone,
    preferredContact: preferredContact(shopper),
  });
  const channel = channels[reply.channel];
  if (!channel.open) return { ok: false, status: 400, field: 'channel', error: channel.why };
  const sender = await siteContact(
    db,
    site,
    typeof shopper.location_id === 'number' ? shopper.location_id : null,
  );

  await db.transaction(async (tx) => {
    // One reply at a time on a lead, so a reply sent twice is seen as such.
    await tx.execute(sql`select 1 from ${leads} where ${leads.id} = ${id} for update`);
    const [sent] = await tx
      .select({ id: leadEvents.id })
      .from(leadEvents)
      .where(
        and(
          eq(leadEvents.leadId, id),
          eq(leadEvents.kind, 'reply'),
          sql`${leadEvents.detail}->>'key' = ${reply.key}`,
        ),
      )
      .limit(1);
    if (sent) return;
    const to = channel.open && 'to' in channel ? channel.to : lead.email.trim();
    if (reply.channel === 'email')
      await queueShopperMessage(tx, {
        channel: 'email',
        siteId: viewer.siteId,
        userId: null,
        target: to,
        subject: reply.subject ?? '',
        text: reply.body,
        html: bodyHtml(reply.body),
        sender,
      });
    else
      await queueShopperMessage(tx, {
        channel: 'sms',
        siteId: viewer.siteId,
        userId: null,
        target: to,
        text: reply.body,
      });
    const detail = { channel: reply.channel, to, subject: reply.subject, body: reply.body, key: reply.key };
    await tx.insert(leadEvents).values({ leadId: id, kind: 'reply', actorId: actor.id, detail, at: now });
    await tx
      .update(leads)
      .set({ firstResponseAt: now })
      .where(and(eq(leads.id, id), sql`${leads.firstResponseAt} is null`));
    await auditChange(
      tx,
      actor,
      viewer.siteId,
      'lead.reply',
      { type: 'lead', id },
      { after: { channel: reply.channel, to, subject: reply.subject } },
    );
  });
  const updated = await findLead(db, viewer, id);
  return updated ? { ok: true, lead: updated } : { ok: false, status: 404, error: 'Not found' };
}
