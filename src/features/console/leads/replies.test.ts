import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeTestLead } from '../../../../tests/helpers/stored-lead';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { auditLog, leadEvents, leads, shopperMessages, sites, staffUsers } from '../../../db/schema';
import { getSite } from '../../../tenancy/get-site';
import type { InboxViewer } from './inbox';
import { replyToLead } from './replies';
import { REPLY_MESSAGES } from './reply-rules';
import { NAME_TAKEN, saveTemplate } from './templates';

vi.mock('server-only', () => ({}));

let handle: Awaited<ReturnType<typeof createTestDb>>;
let viewer: InboxViewer;
const actor = { id: 'staff-1', name: 'Priya', email: 'priya@example.com', ip: null };
const T = new Date('2026-11-27T03:00:00Z');

beforeAll(async () => {
  handle = await createTestDb({ cars: 5 });
  const { setDbHandleForTests } = await import('../../../db');
  setDbHandleForTests(handle);
  const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'carzone'));
  await handle.db.insert(staffUsers).values({ id: actor.id, name: actor.name, email: actor.email });
  viewer = {
    staffId: actor.id,
    siteId: site.id,
    scope: { role: 'manager', siteId: site.id, dealershipIds: [] },
    siteTimeZone: 'Australia/Sydney',
  };
});
afterAll(() => handle.drop());

const site = async () => {
  const found = await getSite('carzone');
  if (!found) throw new Error('no site');
  return found;
};
const messagesTo = (target: string) =>
  handle.db.select().from(shopperMessages).where(eq(shopperMessages.target, target));

describe('replyToLead', () => {
  it('queues an email once however often the same reply is sent, stamps the first response, and records it', async () => {
    const email = `reply-${randomUUID()}@example.com`;
    const id = await storeTestLead(handle.db, { siteId: viewer.siteId, payload: { email } });
    const reply = {
      channel: 'email' as const,
      subject: 'Your enquiry',
      body: 'Hi Sam,\n\nYes, it is here.',
      key: randomUUID(),
    };
    const outcomes = await Promise.all([
      replyToLead(handle.db, viewer, actor, await site(), id, reply, T),
      replyToLead(handle.db, viewer, actor, await site(), id, reply, T),
    ]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const queued = await messagesTo(email);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ channel: 'email', subject: 'Your enquiry', status: 'pending' });
    expect(queued[0].html).toContain('<p>Hi Sam,</p>\n<p>Yes, it is here.</p>');
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead.firstResponseAt?.toISOString()).toBe(T.toISOString());
    const events = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(events.map((e) => e.kind)).toEqual(['reply']);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit.map((a) => a.action)).toEqual(['lead.reply']);
    // Another reply (a new key) is another message.
    await replyToLead(handle.db, viewer, actor, await site(), id, { ...reply, key: randomUUID() }, T);
    expect(await messagesTo(email)).toHaveLength(2);
  });

  it('sends an SMS to the mobile in international form', async () => {
    const id = await storeTestLead(handle.db, { siteId: viewer.siteId, payload: { phone: '0455 111 222' } });
    const outcome = await replyToLead(
      handle.db,
      viewer,
      actor,
      await site(),
      id,
      { channel: 'sms', subject: null, body: 'See you at 10.', key: randomUUID() },
      T,
    );
    expect(outcome.ok).toBe(true);
    expect(await messagesTo('+61455111222')).toMatchObject([{ channel: 'sms', text: 'See you at 10.' }]);
  });

  it.each([
    [
      'a shopper who asked for email only',
      { phone: '0455 333 444', trade_in: { preferred_contact: 'Email' } },
      REPLY_MESSAGES.emailOnly,
    ],
    ['a landline', { phone: '07 3390 8800' }, REPLY_MESSAGES.noMobile],
  ])('refuses an SMS to %s, naming the channel, and queues nothing', async (_who, payload, why) => {
    const id = await storeTestLead(handle.db, {
      siteId: viewer.siteId,
      payload: payload as Record<string, unknown>,
    });
    const outcome = await replyToLead(
      handle.db,
      viewer,
      actor,
      await site(),
      id,
      { channel: 'sms', subject: null, body: 'Hi', key: randomUUID() },
      T,
    );
    expect(outcome).toEqual({ ok: false, status: 400, field: 'channel', error: why });
    expect(await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).toEqual([]);
  });

  it('answers another site’s lead as not found', async () => {
    const [other] = await handle.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.slug, 'coastal-toyota'));
    const id = await storeTestLead(handle.db, { siteId: other.id });
    const outcome = await replyToLead(
      handle.db,
      viewer,
      actor,
      await site(),
      id,
      { channel: 'email', subject: 'x', body: 'x', key: randomUUID() },
      T,
    );
    expect(outcome).toMatchObject({ ok: false, status: 404 });
  });
});

describe('saveTemplate', () => {
  it('refuses a second template of one name on a channel, naming the field', async () => {
    const input = { name: 'Follow up', channel: 'sms' as const, subject: null, body: 'Hi {first name}' };
    expect((await saveTemplate(handle.db, viewer.siteId, actor, input, null)).ok).toBe(true);
    expect(await saveTemplate(handle.db, viewer.siteId, actor, input, null)).toEqual({
      ok: false,
      status: 400,
      field: 'name',
      error: NAME_TAKEN,
    });
    expect(
      (
        await saveTemplate(
          handle.db,
          viewer.siteId,
          actor,
          { ...input, channel: 'email', subject: 'S' },
          null,
        )
      ).ok,
    ).toBe(true);
  });
});
