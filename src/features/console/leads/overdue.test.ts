import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeTestLead } from '../../../../tests/helpers/stored-lead';
import { createTestDb } from '../../../../tests/helpers/test-db';
import {
  leadEvents,
  leads,
  locations,
  siteDealerships,
  sites,
  specialHours,
  staffRoles,
  staffUsers,
} from '../../../db/schema';
import { addDays, dateAt, instantAt, locationTimeZone } from '../../../lib/dates';
import { mailFromFor } from '../../../lib/mail';
import { markOverdueLeads } from './overdue';

vi.mock('server-only', () => ({}));
const emailed: { to: string; subject: string; from?: string }[] = [];
vi.mock('@/staff/mail', async (original) => ({
  ...(await original<typeof import('@/staff/mail')>()),
  sendStaffEmail: async (
    to: string,
    email: { subject: string },
    _kind: string,
    site?: { mail?: { from: string } | null } | null,
  ) => {
    emailed.push({ to, subject: email.subject, from: mailFromFor(site) });
  },
}));

let handle: Awaited<ReturnType<typeof createTestDb>>;
let siteId: number;
let dealershipId: number;
let location: { id: number; timeZone: string };
const managerEmail = `overdue-manager-${randomUUID()}@example.com`;

beforeAll(async () => {
  handle = await createTestDb({ cars: 5 });
  const db = handle.db;
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, 'carzone'));
  siteId = site.id;
  // A short response time: five minutes; and the site's own sender.
  await db
    .update(sites)
    .set({
      config: sql`jsonb_set(jsonb_set(${sites.config}, '{leads}', '{"responseMinutes": 5}'::jsonb), '{mail}', '{"from": "leads@carzone.com.au"}'::jsonb)`,
    })
    .where(eq(sites.id, siteId));
  const [link] = await db.select().from(siteDealerships).where(eq(siteDealerships.siteId, siteId));
  dealershipId = link.dealershipId;
  const [place] = await db
    .select({ id: locations.id, timeZone: locations.timeZone, state: locations.state })
    .from(locations)
    .where(eq(locations.dealershipId, dealershipId))
    .limit(1);
  location = { id: place.id, timeZone: locationTimeZone(place) };
  const id = `m${randomUUID().replace(/-/g, '')}`;
  await db.insert(staffUsers).values({ id, name: 'Mia Manager', email: managerEmail });
  await db.insert(staffRoles).values({ userId: id, role: 'manager', siteId });
  // A salesperson is not told.
  const salesId = `s${randomUUID().replace(/-/g, '')}`;
  await db.insert(staffUsers).values({ id: salesId, name: 'Sid Sales', email: `${salesId}@example.com` });
  await db.insert(staffRoles).values({ userId: salesId, role: 'sales', siteId });
});
afterAll(() => handle.drop());

const status = async (id: string) =>
  (await handle.db.select({ at: leads.overdueNotifiedAt }).from(leads).where(eq(leads.id, id)))[0].at;

describe('markOverdueLeads', () => {
  it.each([
    ['4 min 59.999 s', 5 * 60_000 - 1, false],
    ['5 min exactly', 5 * 60_000, true],
    ['an hour', 60 * 60_000, true],
  ])(
    'a lead with no location, after %s: overdue %s (the site’s response time, the clock always open)',
    async (_label, after, overdue) => {
      const createdAt = new Date('2026-11-26T02:00:00Z');
      const id = await storeTestLead(handle.db, { siteId, createdAt });
      await markOverdueLeads(handle.db, new Date(createdAt.getTime() + after));
      expect((await status(id)) !== null).toBe(overdue);
      await handle.db.delete(leads).where(eq(leads.id, id));
    },
  );

  it('counts only while the lead’s location is open: a lead on a day it is closed is not overdue that day', async () => {
    const day = '2026-11-25';
    await handle.db
      .insert(specialHours)
      .values({ locationId: location.id, date: day, status: 'Closed', label: 'Test' });
    const createdAt = instantAt(day, '10:00', location.timeZone);
    const id = await storeTestLead(handle.db, {
      siteId,
      dealershipId,
      createdAt,
      payload: { location_id: location.id },
    });
    await markOverdueLeads(handle.db, new Date(createdAt.getTime() + 60 * 60_000));
    expect(await status(id)).toBeNull();
    expect(dateAt(createdAt, location.timeZone)).toBe(day);
    // A week on it is overdue whatever the hours were.
    await markOverdueLeads(handle.db, instantAt(addDays(day, 7), '23:00', location.timeZone));
    expect(await status(id)).not.toBeNull();
  });

  it('marks a lead once, on its timeline, and tells the managers once; a lead moved on is left alone', async () => {
    const createdAt = new Date('2026-11-27T01:00:00Z');
    const late = await storeTestLead(handle.db, {
      siteId,
      createdAt,
      payload: { name: 'Lou', last_name: 'Late' },
    });
    const answered = await storeTestLead(handle.db, { siteId, createdAt });
    await handle.db.update(leads).set({ status: 'contacted' }).where(eq(leads.id, answered));
    emailed.length = 0;
    const now = new Date(createdAt.getTime() + 10 * 60_000);
    await Promise.all([markOverdueLeads(handle.db, now), markOverdueLeads(handle.db, now)]);
    await markOverdueLeads(handle.db, new Date(now.getTime() + 60_000));
    const events = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, late));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'overdue', actorId: null });
    expect(emailed.filter((e) => e.to === managerEmail)).toEqual([
      { to: managerEmail, subject: 'Overdue lead: Lou Late, General Enquiry', from: 'leads@carzone.com.au' },
    ]);
    expect(emailed.every((e) => e.to === managerEmail)).toBe(true);
    expect(await status(answered)).toBeNull();
  });
});
