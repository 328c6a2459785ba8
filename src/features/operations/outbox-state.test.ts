import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/helpers/test-db';
import { leadDeliveries, leads, shopperMessages, sites } from '../../db/schema';
import { readOutboxes } from './outbox-state';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let siteId: number;

beforeAll(async () => {
  handle = await createTestDb();
  const [site] = await handle.db
    .insert(sites)
    .values({ slug: 'outbox-site', name: 'Outbox site', hostnames: [], config: {} })
    .returning({ id: sites.id });
  siteId = site.id;
});
afterAll(async () => handle.drop());
beforeEach(async () => {
  await handle.db.delete(leads);
  await handle.db.delete(shopperMessages);
});

const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
const secondsAhead = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** A lead made `ageSeconds` ago with one delivery in the state given. */
async function lead(ageSeconds: number, delivery: Partial<PgInsertValue<typeof leadDeliveries>>) {
  const [row] = await handle.db
    .insert(leads)
    .values({
      siteId,
      idempotencyKey: crypto.randomUUID(),
      category: 'enquiry',
      form: {},
      payload: {},
      createdAt: secondsAgo(ageSeconds),
    })
    .returning({ id: leads.id });
  await handle.db
    .insert(leadDeliveries)
    .values({ leadId: row.id, channel: 'email', target: 'sales@example.com', format: 'text', ...delivery });
}

const state = async (outbox: string) => (await readOutboxes(handle.db)).find((s) => s.outbox === outbox);

describe('readOutboxes', () => {
  it('reads empty outboxes as nothing held and nothing late', async () => {
    expect(await readOutboxes(handle.db)).toEqual([
      { outbox: 'leads', depth: 0, oldestAgeSeconds: 0, lagSeconds: 0 },
      { outbox: 'shopper_messages', depth: 0, oldestAgeSeconds: 0, lagSeconds: 0 },
    ]);
  });

  it('counts pending and claimed deliveries; lag is how long the most overdue has been due', async () => {
    await lead(300, { status: 'pending', nextAttemptAt: secondsAgo(75) });
    await lead(30, { status: 'pending', nextAttemptAt: secondsAgo(30) });
    await lead(900, { status: 'delivered' });
    await lead(900, { status: 'failed' });
    const leadsState = await state('leads');
    expect(leadsState?.depth).toBe(2);
    expect(leadsState?.oldestAgeSeconds).toBeGreaterThanOrEqual(300);
    expect(leadsState?.oldestAgeSeconds).toBeLessThan(310);
    expect(leadsState?.lagSeconds).toBeGreaterThanOrEqual(75);
    expect(leadsState?.lagSeconds).toBeLessThan(85);
  });

  it('does not count waiting out a retry’s backoff, nor a live claim, as lag', async () => {
    await lead(600, { status: 'pending', attempts: 3, nextAttemptAt: secondsAhead(120) });
    await lead(200, { status: 'delivering', lockedUntil: secondsAhead(60) });
    expect(await state('leads')).toMatchObject({ depth: 2, lagSeconds: 0 });
  });

  it('counts a claim whose sender died as overdue since the claim ran out', async () => {
    await lead(400, { status: 'delivering', lockedUntil: secondsAgo(90) });
    const leadsState = await state('leads');
    expect(leadsState?.lagSeconds).toBeGreaterThanOrEqual(90);
    expect(leadsState?.lagSeconds).toBeLessThan(100);
  });

  it('reads the shoppers’ messages the same way, leaving out cancelled ones', async () => {
    await handle.db.insert(shopperMessages).values([
      { siteId, channel: 'email', target: 'a@example.com', text: 'due', nextAttemptAt: secondsAgo(65) },
      { siteId, channel: 'sms', target: '+61412345678', text: 'cancelled', status: 'cancelled' },
    ]);
    const messages = await state('shopper_messages');
    expect(messages?.depth).toBe(1);
    expect(messages?.lagSeconds).toBeGreaterThanOrEqual(65);
  });
});
