import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeTestLead } from '../../tests/helpers/stored-lead';
import { createTestDb } from '../../tests/helpers/test-db';
import {
  leadAssignmentRules,
  leadEvents,
  leads,
  siteDealerships,
  sites,
  staffRoles,
  staffUsers,
} from '../db/schema';
import { assignByRules } from './assignment';

vi.mock('server-only', () => ({}));

let handle: Awaited<ReturnType<typeof createTestDb>>;
let siteId: number;
let dealershipId: number;
let otherDealership: number;

async function member(id: string, dealershipIds: number[], away = false) {
  await handle.db.insert(staffUsers).values({ id, name: `Member ${id}`, email: `${id}@example.com`, away });
  await handle.db.insert(staffRoles).values({ userId: id, role: 'sales', siteId, dealershipIds });
}

beforeAll(async () => {
  handle = await createTestDb({ cars: 5 });
  const [site] = await handle.db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.slug, 'summit-motor-group'));
  siteId = site.id;
  const links = await handle.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, siteId));
  [dealershipId, otherDealership] = links.map((l) => l.dealershipId);
  await member('rr-a', [dealershipId]);
  await member('rr-b', [dealershipId]);
  await member('rr-c', [dealershipId], true);
  await member('rr-d', [otherDealership]);
  await handle.db.insert(leadAssignmentRules).values({ siteId, dealershipId, kinds: ['enquiry'] });
});
afterAll(() => handle.drop());

async function newLead(kind = 'enquiry', dealership = dealershipId) {
  const id = await storeTestLead(handle.db, { siteId, dealershipId: dealership, kind: kind as 'enquiry' });
  return handle.db.transaction((tx) =>
    assignByRules(tx, { id, siteId, dealershipId: dealership, locationId: null, kind, at: new Date() }),
  );
}

describe('assignByRules', () => {
  it('goes round the rule’s active staff who can see the lead, skipping whoever is away', async () => {
    const given = [];
    for (let i = 0; i < 4; i += 1) given.push((await newLead())?.id);
    expect(given).toEqual(['rr-a', 'rr-b', 'rr-a', 'rr-b']);
  });

  it('records the assignment on the lead and its timeline, by the platform', async () => {
    const id = await storeTestLead(handle.db, { siteId, dealershipId, kind: 'enquiry' });
    const assignee = await handle.db.transaction((tx) =>
      assignByRules(tx, { id, siteId, dealershipId, locationId: null, kind: 'enquiry', at: new Date() }),
    );
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead.assigneeId).toBe(assignee?.id);
    const [event] = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(event).toMatchObject({ kind: 'assignment', actorId: null });
  });

  it('leaves a lead no rule takes (another kind, another dealership) unassigned', async () => {
    expect(await newLead('trade-in')).toBeNull();
    expect(await newLead('enquiry', otherDealership)).toBeNull();
  });

  it('gives two leads at once to two people', async () => {
    const [one, two] = await Promise.all([newLead(), newLead()]);
    expect(new Set([one?.id, two?.id])).toEqual(new Set(['rr-a', 'rr-b']));
  });
});
