import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeTestLead } from '../../../../tests/helpers/stored-lead';
import { createTestDb } from '../../../../tests/helpers/test-db';
import {
  auditLog,
  dealerships,
  leadDeliveries,
  leadEvents,
  leads,
  siteDealerships,
  sites,
  staffRoles,
  staffUsers,
} from '../../../db/schema';
import { LOST_REASON_REQUIRED } from '../../../enquiries/inbox-rules';
import { mayReadLead, type StaffRole } from '../../../staff/rules';
import { EMPTY_FILTER, INBOX_PAGE_SIZE, type InboxFilter } from './filter-rules';
import { exportInbox, type InboxViewer, leadsSince, listInbox, newLeadCount } from './inbox';
import { findLead, isLeadId } from './lead';
import {
  ASSIGNEE_UNKNOWN,
  addNote,
  assignLead,
  CHANGED_MEANWHILE,
  changeStatus,
  DELIVERY_NOT_FAILED,
  ONLY_UNASSIGNED,
  retryDelivery,
} from './lead-actions';

vi.mock('server-only', () => ({}));
const emailed: { to: string; subject: string }[] = [];
vi.mock('@/staff/mail', async (original) => ({
  ...(await original<typeof import('@/staff/mail')>()),
  sendStaffEmail: async (to: string, email: { subject: string }) => {
    emailed.push({ to, subject: email.subject });
  },
}));

type Db = Awaited<ReturnType<typeof createTestDb>>['db'];
let handle: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let summit: number;
let other: number;
let [east, west] = [0, 0];
const BRISBANE = 'Australia/Brisbane';
const T0 = new Date('2026-11-20T00:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

async function member(name: string, role: StaffRole, siteId: number, dealershipIds: number[] = []) {
  const id = `m${randomUUID().replace(/-/g, '')}`;
  await db.insert(staffUsers).values({ id, name, email: `${id}@example.com` });
  await db.insert(staffRoles).values({ userId: id, role, siteId, dealershipIds });
  return { id, name, email: `${id}@example.com`, ip: null, role, dealershipIds };
}
const viewerOf = (
  m: { id: string; role: StaffRole; dealershipIds: number[] },
  siteId = summit,
): InboxViewer => ({
  staffId: m.id,
  siteId,
  scope: { role: m.role, siteId, dealershipIds: m.dealershipIds },
  siteTimeZone: BRISBANE,
});
const list = (viewer: InboxViewer, filter: Partial<InboxFilter> = {}) =>
  listInbox(db, viewer, { ...EMPTY_FILTER, ...filter });
const ids = async (viewer: InboxViewer, filter: Partial<InboxFilter> = {}) =>
  (await list(viewer, filter)).rows.map((row) => row.id).sort();

let manager: Awaited<ReturnType<typeof member>>;
let eastManager: Awaited<ReturnType<typeof member>>;
let sales: Awaited<ReturnType<typeof member>>;
let otherSales: Awaited<ReturnType<typeof member>>;
let outsider: Awaited<ReturnType<typeof member>>;
const lead: Record<string, string> = {};

beforeAll(async () => {
  handle = await createTestDb({ cars: 10 });
  db = handle.db;
  const all = await db.select({ id: sites.id, slug: sites.slug }).from(sites);
  summit = all.find((s) => s.slug === 'summit-motor-group')?.id ?? 0;
  other = all.find((s) => s.slug === 'carzone')?.id ?? 0;
  const own = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .innerJoin(siteDealerships, eq(siteDealerships.dealershipId, dealerships.id))
    .where(eq(siteDealerships.siteId, summit));
  [east, west] = own.map((d) => d.id);
  manager = await member('Morgan Manager', 'manager', summit);
  eastManager = await member('Erin East', 'manager', summit, [east]);
  sales = await member('Sal Sales', 'sales', summit, [east]);
  otherSales = await member('Olly Other', 'sales', summit, [east]);
  outsider = await member('Casey Carzone', 'sales', other);

  lead.eastNew = await storeTestLead(db, {
    siteId: summit,
    dealershipId: east,
    kind: 'test-drive',
    createdAt: minutes(0),
    payload: {
      name: 'Alex',
      last_name: 'Nguyen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      stock_number: 'STK-100',
    },
    deliveries: [{ channel: 'email', target: 'sales@east.example.com', status: 'failed' }],
  });
  lead.westNew = await storeTestLead(db, {
    siteId: summit,
    dealershipId: west,
    kind: 'trade-in',
    createdAt: minutes(10),
    payload: {
      name: 'Bea',
      last_name: '50%_Off',
      email: 'bea@example.com',
      phone: '+61 423 000 111',
      Rego: 'ABC123',
    },
  });
  lead.eastMine = await storeTestLead(db, {
    siteId: summit,
    dealershipId: east,
    kind: 'enquiry',
    createdAt: minutes(20),
    payload: { name: 'Alex', last_name: 'Nguyen', email: 'ALEX@example.com', phone: '0499 999 999' },
  });
  lead.eastTheirs = await storeTestLead(db, {
    siteId: summit,
    dealershipId: east,
    kind: 'enquiry',
    createdAt: minutes(30),
    payload: { name: 'Cai', email: 'cai@example.com', phone: '0400 000 001' },
  });
  lead.carzone = await storeTestLead(db, { siteId: other, kind: 'enquiry', createdAt: minutes(5) });
  await db.update(leads).set({ assigneeId: sales.id }).where(eq(leads.id, lead.eastMine));
  await db.update(leads).set({ assigneeId: otherSales.id }).where(eq(leads.id, lead.eastTheirs));
});
afterAll(() => handle.drop());

describe('who sees which leads', () => {
  it('a manager of the site sees every lead of it, and no other site’s', async () => {
    expect(await ids(viewerOf(manager))).toEqual(
      [lead.eastNew, lead.westNew, lead.eastMine, lead.eastTheirs].sort(),
    );
  });

  it('a manager of one dealership sees only its leads', async () => {
    expect(await ids(viewerOf(eastManager))).toEqual([lead.eastNew, lead.eastMine, lead.eastTheirs].sort());
  });

  it('a salesperson sees the unassigned leads of their dealerships and their own, not a colleague’s', async () => {
    expect(await ids(viewerOf(sales))).toEqual([lead.eastNew, lead.eastMine].sort());
  });

  it('the SQL scope agrees with mayReadLead for every lead and viewer', async () => {
    const every = await db
      .select({
        id: leads.id,
        siteId: leads.siteId,
        dealershipId: leads.dealershipId,
        assigneeId: leads.assigneeId,
      })
      .from(leads);
    for (const who of [manager, eastManager, sales, otherSales]) {
      const seen = new Set(await ids(viewerOf(who)));
      for (const row of every)
        expect(seen.has(row.id), `${who.name} and ${row.id}`).toBe(
          mayReadLead({ role: who.role, siteId: summit, dealershipIds: who.dealershipIds }, who.id, row),
        );
    }
  });

  it('finds a lead by id only within the scope; an id that cannot be a lead’s is not looked up', async () => {
    expect((await findLead(db, viewerOf(manager), lead.eastNew))?.name).toBe('Alex Nguyen');
    expect(await findLead(db, viewerOf(manager), lead.carzone)).toBeNull();
    expect(await findLead(db, viewerOf(sales), lead.eastTheirs)).toBeNull();
    expect(await findLead(db, viewerOf(manager), randomUUID())).toBeNull();
    for (const bad of ['1', `${lead.eastNew}\u0000`, "x' or 1=1 --", '']) expect(isLeadId(bad)).toBe(false);
  });
});

describe('the filter', () => {
  it.each([
    [{ kind: 'trade-in' }, ['westNew']],
    [{ status: 'new' }, ['eastNew', 'westNew', 'eastMine', 'eastTheirs']],
    [{ status: 'won' }, []],
    [{ assignee: 'none' }, ['eastNew', 'westNew']],
    [{ q: 'nguyen' }, ['eastNew', 'eastMine']],
    [{ q: 'alex@EXAMPLE' }, ['eastNew', 'eastMine']],
    [{ q: 'Alex Nguyen' }, ['eastNew', 'eastMine']],
    [{ q: 'Alex Zed' }, []],
    [{ q: '0412345678' }, ['eastNew']],
    [{ q: '+61 412 345 678' }, ['eastNew']],
    [{ q: '0423 000 111' }, ['westNew']],
    [{ q: '61412345678' }, ['eastNew']],
    [{ q: '345 678' }, ['eastNew']],
    [{ q: '(04) 2300-0111' }, ['westNew']],
    [{ q: '12' }, ['westNew']],
    [{ q: 'stk-100' }, ['eastNew']],
    [{ q: 'abc123' }, ['westNew']],
    [{ q: '50%' }, ['westNew']],
    [{ q: '%' }, ['westNew']],
    [{ q: '_' }, ['westNew']],
  ] as const)('%j finds %j', async (filter, names) => {
    const viewer = viewerOf(manager);
    expect(await ids(viewer, filter as Partial<InboxFilter>)).toEqual(names.map((n) => lead[n]).sort());
  });

  it('finds by dealership, and by the member asking (me)', async () => {
    expect(await ids(viewerOf(manager), { dealership: west })).toEqual([lead.westNew]);
    expect(await ids(viewerOf(sales), { assignee: 'me' })).toEqual([lead.eastMine]);
    expect(await ids(viewerOf(manager), { assignee: otherSales.id })).toEqual([lead.eastTheirs]);
  });

  // T0 is 10:00 in Brisbane on 20 November; the site's day runs from 14:00 UTC the day before.
  it.each([
    [{ from: '2026-11-20', to: '2026-11-20' }, 4],
    [{ from: '2026-11-21' }, 0],
    [{ to: '2026-11-19' }, 0],
    [{ from: '2026-11-19', to: '2026-11-19' }, 0],
  ])('dates on the site’s clock: %j finds %i', async (filter, count) => {
    expect((await list(viewerOf(manager), filter)).total).toBe(count);
  });

  it('takes a day’s boundaries at the site’s midnight, inclusive of the last day', async () => {
    const before = await storeTestLead(db, {
      siteId: other,
      createdAt: new Date('2026-11-24T13:59:59.999Z'),
    });
    const after = await storeTestLead(db, { siteId: other, createdAt: new Date('2026-11-24T14:00:00.000Z') });
    const carzoneManager = { id: 'nobody', role: 'manager' as const, dealershipIds: [] };
    const viewer = viewerOf(carzoneManager, other);
    expect(await ids(viewer, { from: '2026-11-25' })).toEqual([after]);
    expect(await ids(viewer, { from: '2026-11-24', to: '2026-11-24' })).toEqual([before]);
  });
});

describe('paging and export', () => {
  it(`pages by ${INBOX_PAGE_SIZE}, newest first, and the export reads every lead in batches`, async () => {
    const site = await db
      .insert(sites)
      .values({ slug: `paging-${Date.now()}`, name: 'Paging', config: {} })
      .returning({ id: sites.id });
    const siteId = site[0].id;
    const total = 501 + INBOX_PAGE_SIZE;
    await db.insert(leads).values(
      Array.from({ length: total }, (_, i) => ({
        siteId,
        idempotencyKey: `page-${i}`,
        category: 'General Enquiry',
        form: { kind: 'enquiry', fields: {}, vehicle: null, booking: null },
        payload: { name: `Lead ${i}` },
        // Two leads share each moment: the order still falls on every lead once.
        createdAt: minutes(Math.floor(i / 2)),
      })),
    );
    const viewer = viewerOf({ id: 'x', role: 'manager', dealershipIds: [] }, siteId);
    const first = await list(viewer);
    expect(first.total).toBe(total);
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.rows[0].createdAt.getTime()).toBeGreaterThanOrEqual(first.rows[1].createdAt.getTime());
    const last = await list(viewer, { page: Math.ceil(total / INBOX_PAGE_SIZE) });
    expect(last.rows).toHaveLength(total % INBOX_PAGE_SIZE || INBOX_PAGE_SIZE);
    const exported: string[] = [];
    for await (const batch of exportInbox(db, viewer, EMPTY_FILTER)) exported.push(...batch.map((r) => r.id));
    expect(exported).toHaveLength(total);
    expect(new Set(exported).size).toBe(total);
  });
});

describe('working a lead', () => {
  it('moves it on from New: the first response is stamped once, on the timeline and the audit log', async () => {
    const viewer = viewerOf(manager);
    const moved = await changeStatus(
      db,
      viewer,
      manager,
      lead.westNew,
      { status: 'contacted', lostReason: null },
      minutes(60),
    );
    expect(moved.ok && moved.lead.status).toBe('contacted');
    expect(moved.ok && moved.lead.firstResponseAt?.toISOString()).toBe(minutes(60).toISOString());
    const again = await changeStatus(
      db,
      viewer,
      manager,
      lead.westNew,
      { status: 'appointment', lostReason: null },
      minutes(90),
    );
    expect(again.ok && again.lead.firstResponseAt?.toISOString()).toBe(minutes(60).toISOString());
    const events = await db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead.westNew))
      .orderBy(leadEvents.id);
    expect(events.map((e) => e.detail)).toEqual([
      { from: { status: 'new', lostReason: null }, to: { status: 'contacted', lostReason: null } },
      { from: { status: 'contacted', lostReason: null }, to: { status: 'appointment', lostReason: null } },
    ]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, lead.westNew), eq(auditLog.action, 'lead.status')));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorId: manager.id, siteId: summit, before: { status: 'new' } });
  });

  it('refuses a lost lead without one of the reasons, naming the field', async () => {
    const refused = await changeStatus(
      db,
      viewerOf(manager),
      manager,
      lead.westNew,
      { status: 'lost', lostReason: null },
      minutes(100),
    );
    expect(refused).toEqual({ ok: false, status: 400, field: 'lostReason', error: LOST_REASON_REQUIRED });
  });

  it('two people changing one lead at once: each change that lands is on the timeline, a lost race is a 409', async () => {
    const viewer = viewerOf(eastManager);
    const id = await storeTestLead(db, { siteId: summit, dealershipId: east });
    const outcomes = await Promise.all(
      (['contacted', 'appointment', 'junk'] as const).map((status) =>
        changeStatus(db, viewer, eastManager, id, { status, lostReason: null }, minutes(1)),
      ),
    );
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(leadEvents.id);
    expect(events).toHaveLength(outcomes.filter((o) => o.ok).length);
    for (const outcome of outcomes)
      if (!outcome.ok) expect(outcome).toEqual({ ok: false, status: 409, error: CHANGED_MEANWHILE });
    const [row] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, id));
    const last = events.at(-1)?.detail as { to: { status: string } };
    expect(row.status).toBe(last.to.status);
  });

  it('notes a lead; another site’s lead is not found', async () => {
    expect(
      (await addNote(db, viewerOf(manager), manager, lead.eastNew, 'Rang, no answer', minutes(5))).ok,
    ).toBe(true);
    expect(await addNote(db, viewerOf(manager), manager, lead.carzone, 'x', minutes(5))).toMatchObject({
      status: 404,
    });
  });
});

describe('assigning', () => {
  const options = {
    consoleOrigin: 'http://console.localhost:3000',
    siteName: 'Summit',
    leadPath: '/summit/leads/x',
  };

  it('a manager gives a lead to a salesperson who can see it, who is emailed', async () => {
    emailed.length = 0;
    const outcome = await assignLead(
      db,
      viewerOf(manager),
      manager,
      lead.eastNew,
      sales.id,
      { ...options, mayAssignOthers: true },
      minutes(7),
    );
    expect(outcome.ok && outcome.lead.assignee).toBe('Sal Sales');
    expect(emailed).toEqual([
      { to: sales.email, subject: 'Lead assigned to you: Alex Nguyen, General Enquiry' },
    ]);
  });

  it.each([
    ['a member of another site', () => outsider.id],
    ['a salesperson of another dealership', () => sales.id, () => lead.westNew],
    ['nobody known', () => 'no-such-member'],
  ])('not to %s', async (_who, assignee, which = () => lead.eastTheirs) => {
    const outcome = await assignLead(
      db,
      viewerOf(manager),
      manager,
      which(),
      assignee(),
      { ...options, mayAssignOthers: true },
      minutes(8),
    );
    expect(outcome).toEqual({ ok: false, status: 400, field: 'assigneeId', error: ASSIGNEE_UNKNOWN });
  });

  it('a salesperson takes a lead nobody has and gives it back, but takes nobody else’s', async () => {
    const id = await storeTestLead(db, { siteId: summit, dealershipId: east });
    const own = { ...options, mayAssignOthers: false };
    emailed.length = 0;
    const taken = await assignLead(db, viewerOf(otherSales), otherSales, id, otherSales.id, own, minutes(9));
    expect(taken.ok && taken.lead.assigneeId).toBe(otherSales.id);
    expect(emailed).toEqual([]);
    expect(
      await assignLead(db, viewerOf(otherSales), otherSales, id, sales.id, own, minutes(9)),
    ).toMatchObject({
      error: ONLY_UNASSIGNED,
    });
    const back = await assignLead(db, viewerOf(otherSales), otherSales, id, null, own, minutes(9));
    expect(back.ok && back.lead.assigneeId).toBeNull();
  });
});

describe('deliveries', () => {
  it('sends a failed delivery again from its first try, once; any other is refused', async () => {
    const [failed] = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.eastNew));
    const viewer = viewerOf(manager);
    const outcome = await retryDelivery(db, viewer, manager, lead.eastNew, failed.id, minutes(3));
    expect(outcome.ok).toBe(true);
    const [row] = await db.select().from(leadDeliveries).where(eq(leadDeliveries.id, failed.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await retryDelivery(db, viewer, manager, lead.eastNew, failed.id, minutes(4))).toMatchObject({
      error: DELIVERY_NOT_FAILED,
    });
    expect(
      await retryDelivery(db, viewerOf(manager), manager, lead.carzone, failed.id, minutes(4)),
    ).toMatchObject({
      status: 404,
    });
  });
});

describe('live updates', () => {
  it('tells of leads after a moment, in the viewer’s scope and filter, and counts their New leads', async () => {
    const viewer = viewerOf(sales);
    const since = new Date();
    const fresh = await storeTestLead(db, {
      siteId: summit,
      dealershipId: east,
      createdAt: new Date(since.getTime() + 1),
    });
    await storeTestLead(db, { siteId: summit, dealershipId: west, createdAt: new Date(since.getTime() + 2) });
    expect((await leadsSince(db, viewer, EMPTY_FILTER, since)).map((l) => l.id)).toEqual([fresh]);
    expect(await leadsSince(db, viewer, { ...EMPTY_FILTER, kind: 'trade-in' }, since)).toEqual([]);
    const count = await newLeadCount(db, viewer);
    const all = await list(viewer, { status: 'new' });
    expect(count).toBe(all.total);
  });
});
