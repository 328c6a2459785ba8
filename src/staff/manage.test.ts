import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { auditLog, sites, staffRoles, staffSessions, staffUsers } from '../db/schema';
import { changeRole, MANAGE_MESSAGES, removeFromSite } from './manage';
import type { StaffRole } from './rules';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let siteId: number;
let otherSite: number;
const owner = { id: 'owner-1', email: 'owner@example.com', ip: null, role: 'owner' as const };
const manager = { id: 'manager-1', email: 'manager@example.com', ip: null, role: 'manager' as const };

async function member(id: string, role: StaffRole, sitesOf: number[]) {
  await handle.db.insert(staffUsers).values({ id, name: id, email: `${id}@example.com` });
  for (const site of sitesOf) await handle.db.insert(staffRoles).values({ userId: id, role, siteId: site });
}

beforeAll(async () => {
  handle = await createTestDb({ cars: 5 });
  const all = await handle.db.select({ id: sites.id, slug: sites.slug }).from(sites);
  [siteId, otherSite] = all.map((s) => s.id);
  await member(owner.id, 'owner', [siteId]);
  await member(manager.id, 'manager', [siteId]);
  await member('sales-1', 'sales', [siteId]);
  await member('sales-2', 'sales', [siteId, otherSite]);
  await member('owner-2', 'owner', [siteId]);
});
afterAll(() => handle.drop());

const roleOf = async (id: string, site = siteId) =>
  (await handle.db.select().from(staffRoles).where(eq(staffRoles.userId, id))).find((r) => r.siteId === site)
    ?.role;

describe('changeRole', () => {
  it('an owner makes a salesperson a manager, on the audit log with before and after', async () => {
    expect(await changeRole(handle.db, siteId, owner, 'sales-1', 'manager')).toEqual({ ok: true });
    expect(await roleOf('sales-1')).toBe('manager');
    const [row] = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, 'sales-1'));
    expect(row).toMatchObject({
      action: 'staff.role_changed',
      before: { role: 'sales' },
      after: { role: 'manager' },
    });
  });

  it.each([
    ['their own role', owner, 'owner-1', 'manager', { status: 400, error: MANAGE_MESSAGES.yourself }],
    ['a member of no such role here', owner, 'nobody', 'sales', { status: 404 }],
    ['an owner, as a manager', manager, 'owner-2', 'sales', { status: 403, error: MANAGE_MESSAGES.above }],
    ['a salesperson up to owner, as a manager', manager, 'sales-2', 'owner', { status: 403 }],
  ] as const)('refuses %s', async (_what, actor, target, role, refusal) => {
    expect(await changeRole(handle.db, siteId, actor, target, role)).toMatchObject({ ok: false, ...refusal });
  });
});

describe('removeFromSite', () => {
  it('disables and signs out a member whose only site it was', async () => {
    await member('sales-3', 'sales', [siteId]);
    const now = new Date();
    await handle.db.insert(staffSessions).values({
      id: 's-3',
      userId: 'sales-3',
      token: 'token-s-3',
      expiresAt: new Date(now.getTime() + 60_000),
      createdAt: now,
      updatedAt: now,
    });
    expect(await removeFromSite(handle.db, siteId, owner, 'sales-3', now)).toEqual({ ok: true });
    const [user] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, 'sales-3'));
    expect(user.disabledAt).not.toBeNull();
    expect(await handle.db.select().from(staffSessions).where(eq(staffSessions.userId, 'sales-3'))).toEqual(
      [],
    );
  });

  it('keeps the account of a member with another site, only taking this site’s role', async () => {
    expect(await removeFromSite(handle.db, siteId, owner, 'sales-2', new Date())).toEqual({ ok: true });
    expect(await roleOf('sales-2')).toBeUndefined();
    expect(await roleOf('sales-2', otherSite)).toBe('sales');
    const [user] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, 'sales-2'));
    expect(user.disabledAt).toBeNull();
  });
});
