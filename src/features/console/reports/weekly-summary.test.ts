import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leads, sites, staffRoles, staffUsers } from '@/db/schema';
import type { StaffEmail } from '@/staff/mail';
import { createTestDb } from '../../../../tests/helpers/test-db';

vi.mock('server-only', () => ({}));
const sent: { to: string; email: StaffEmail }[] = [];
vi.mock('@/staff/mail', async (actual) => ({
  ...(await actual<typeof import('@/staff/mail')>()),
  sendStaffEmail: async (to: string, email: StaffEmail) => {
    sent.push({ to, email });
  },
}));
const { sendWeeklySummaries } = await import('./weekly-summary');

// The weekly summary goes on Monday morning on the site's clock to the owners and managers who chose it,
// once per site and week however often the job looks, with last week's figures of their reach.

let handle: Awaited<ReturnType<typeof createTestDb>>;
// Monday 16 November 2026, 9 am in Brisbane (carzone's clock): last week is 9 to 15 November.
const MONDAY = new Date('2026-11-15T23:00:00Z');

beforeAll(async () => {
  handle = await createTestDb({ cars: 0 });
  const { db } = handle;
  const [site] = await db.select().from(sites).where(eq(sites.slug, 'carzone'));
  const member = (id: string, chosen: boolean, disabled = false) => ({
    id,
    name: id,
    email: `${id}@example.com`,
    weeklySummary: chosen,
    disabledAt: disabled ? new Date() : null,
  });
  await db
    .insert(staffUsers)
    .values([
      member('owner-yes', true),
      member('manager-no', false),
      member('sales-yes', true),
      member('manager-gone', true, true),
    ]);
  await db.insert(staffRoles).values([
    { userId: 'owner-yes', role: 'owner', siteId: site.id },
    { userId: 'manager-no', role: 'manager', siteId: site.id },
    { userId: 'sales-yes', role: 'sales', siteId: site.id },
    { userId: 'manager-gone', role: 'manager', siteId: site.id },
  ]);
  const lead = (key: string, createdAt: string) => ({
    siteId: site.id,
    idempotencyKey: key,
    category: 'General Enquiry',
    form: { kind: 'enquiry', fields: {}, vehicle: null, booking: null },
    payload: { name: key },
    createdAt: new Date(createdAt),
  });
  await db
    .insert(leads)
    .values([
      lead('monday of the week', '2026-11-08T14:00:00Z'),
      lead('sunday night', '2026-11-15T13:59:59Z'),
      lead('this monday', '2026-11-15T14:00:00Z'),
    ]);
}, 120_000);
afterAll(() => handle.drop());

describe('the weekly summary', () => {
  it('is not sent before Monday 7 am on the site’s clock', async () => {
    expect(await sendWeeklySummaries(handle.db, new Date('2026-11-15T20:59:00Z'))).toBe(0);
    expect(sent).toEqual([]);
  });

  it('goes on Monday to the owner who chose it, with last week’s leads, and a link to that week', async () => {
    expect(await sendWeeklySummaries(handle.db, MONDAY)).toBe(1);
    expect(sent.map((s) => s.to)).toEqual(['owner-yes@example.com']);
    const { email } = sent[0];
    expect(email.subject).toMatch(/^Weekly summary: /);
    expect(email.text).toContain('Monday 9 November 2026 to Sunday 15 November 2026');
    expect(email.text).toContain('Leads: 2 (Enquiry 2).');
    expect(email.text).toContain('/carzone/reports?period=custom&from=2026-11-09&to=2026-11-15');
  });

  it('is never sent twice for the same week, however often the job looks', async () => {
    expect(await sendWeeklySummaries(handle.db, new Date(MONDAY.getTime() + 10 * 60_000))).toBe(0);
    expect(await sendWeeklySummaries(handle.db, new Date('2026-11-16T13:59:00Z'))).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('goes again the next Monday, for the next week', async () => {
    expect(await sendWeeklySummaries(handle.db, new Date('2026-11-22T23:00:00Z'))).toBe(1);
    expect(sent[1].email.text).toContain('Monday 16 November 2026 to Sunday 22 November 2026');
    expect(sent[1].email.text).toContain('Leads: 1 (Enquiry 1).');
  });
});
