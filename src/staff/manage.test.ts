import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { auditLog, sites, staffRoles, staffSessions, staffTwoFactors, staffUsers } from '../db/schema';
import {
  changeDealerships,
  changeRole,
  MANAGE_MESSAGES,
  removeFromSite,
  resetTwoFactor,
  setMemberDisabled,
} from './manage';
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

async function session(id: string, userId: string) {
  const now = new Date();
  await handle.db.insert(staffSessions).values({
    id,
    userId,
    token: `token-${id}`,
    expiresAt: new Date(now.getTime() + 60_000),
    createdAt: now,
    updatedAt: now,
  });
}
const user = async (id: string) =>
  (await handle.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0];
const sessionsOf = async (id: string) =>
  handle.db.select().from(staffSessions).where(eq(staffSessions.userId, id));
const lastAudit = async (id: string, action: string) =>
  (
    await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, action)))
  ).at(-1);

describe('changeDealerships', () => {
  const site = () => ({ id: siteId, dealershipIds: [11, 12, 13] });
  const dealershipsOf = async (id: string) =>
    (await handle.db.select().from(staffRoles).where(eq(staffRoles.userId, id))).find(
      (r) => r.siteId === siteId,
    )?.dealershipIds;

  it.each<[string, number[], number[]]>([
    ['one of the site’s', [12], [12]],
    ['two, in any order, each once', [13, 11, 13], [11, 13]],
    ['every one of them: all, as a new one would be too', [11, 12, 13], []],
    ['none: all', [], []],
  ])('keeps %s', async (_what, asked, stored) => {
    await member(`scope-${asked.join('-')}`, 'sales', [siteId]);
    expect(await changeDealerships(handle.db, site(), owner, `scope-${asked.join('-')}`, asked)).toEqual({
      ok: true,
    });
    expect(await dealershipsOf(`scope-${asked.join('-')}`)).toEqual(stored);
  });

  it('is on the audit log with before and after, and nothing is logged when nothing changes', async () => {
    await member('scope-log', 'sales', [siteId]);
    await changeDealerships(handle.db, site(), owner, 'scope-log', [12]);
    expect(await lastAudit('scope-log', 'staff.dealerships_changed')).toMatchObject({
      before: { dealershipIds: [] },
      after: { dealershipIds: [12] },
    });
    await changeDealerships(handle.db, site(), owner, 'scope-log', [12]);
    const rows = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, 'scope-log'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a dealership of another site', owner, 'sales-1', [99], { status: 400, field: 'dealershipIds' }],
    ['their own', owner, 'owner-1', [11], { status: 400, error: MANAGE_MESSAGES.yourself }],
    ['an owner’s, as a manager', manager, 'owner-2', [11], { status: 403 }],
    ['a member not on the site', owner, 'nobody', [11], { status: 404 }],
  ] as const)('refuses %s', async (_what, actor, target, ids, refusal) => {
    expect(await changeDealerships(handle.db, site(), actor, target, ids)).toMatchObject({
      ok: false,
      ...refusal,
    });
  });
});

describe('setMemberDisabled', () => {
  it('disables and signs out a member, then enables them again, each once on the audit log', async () => {
    await member('off-1', 'sales', [siteId]);
    await session('off-1-s', 'off-1');
    const now = new Date();
    expect(await setMemberDisabled(handle.db, siteId, owner, 'off-1', true, now)).toEqual({ ok: true });
    expect((await user('off-1')).disabledAt).toEqual(now);
    expect(await sessionsOf('off-1')).toEqual([]);
    // Twice: no second entry.
    await setMemberDisabled(handle.db, siteId, owner, 'off-1', true, now);
    expect(await setMemberDisabled(handle.db, siteId, owner, 'off-1', false, now)).toEqual({ ok: true });
    expect((await user('off-1')).disabledAt).toBeNull();
    const actions = (await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, 'off-1'))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(['staff.disabled', 'staff.enabled']);
  });

  it('leaves a member of another site to a platform admin', async () => {
    await member('off-2', 'sales', [siteId, otherSite]);
    expect(await setMemberDisabled(handle.db, siteId, owner, 'off-2', true, new Date())).toEqual({
      ok: false,
      status: 403,
      error: MANAGE_MESSAGES.elsewhere,
    });
    expect((await user('off-2')).disabledAt).toBeNull();
    const admin = { ...owner, id: 'admin-1', role: 'platform_admin' as const };
    expect(await setMemberDisabled(handle.db, siteId, admin, 'off-2', true, new Date())).toEqual({
      ok: true,
    });
  });

  it.each([
    ['themselves', owner, 'owner-1', 400],
    ['an owner, as a manager', manager, 'owner-2', 403],
    ['someone not on the site', owner, 'nobody', 404],
  ] as const)('refuses to disable %s', async (_what, actor, target, status) => {
    expect(await setMemberDisabled(handle.db, siteId, actor, target, true, new Date())).toMatchObject({
      ok: false,
      status,
    });
  });
});

describe('resetTwoFactor', () => {
  it('turns two-factor off, removes its secret and signs the member out; their password stays', async () => {
    await member('tf-1', 'manager', [siteId]);
    await handle.db.update(staffUsers).set({ twoFactorEnabled: true }).where(eq(staffUsers.id, 'tf-1'));
    await handle.db
      .insert(staffTwoFactors)
      .values({ id: 'tf-1-secret', userId: 'tf-1', secret: 'x', backupCodes: 'y' });
    await session('tf-1-s', 'tf-1');
    expect(await resetTwoFactor(handle.db, siteId, owner, 'tf-1', new Date())).toEqual({ ok: true });
    expect((await user('tf-1')).twoFactorEnabled).toBe(false);
    expect(await handle.db.select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, 'tf-1'))).toEqual(
      [],
    );
    expect(await sessionsOf('tf-1')).toEqual([]);
    expect(await lastAudit('tf-1', 'staff.two_factor_reset')).toMatchObject({ after: { twoFactor: false } });
    // Again: there is nothing to reset.
    expect(await resetTwoFactor(handle.db, siteId, owner, 'tf-1', new Date())).toEqual({
      ok: false,
      status: 400,
      error: MANAGE_MESSAGES.noTwoFactor,
    });
  });

  it('leaves a member of another site to a platform admin', async () => {
    await member('tf-2', 'sales', [siteId, otherSite]);
    await handle.db.update(staffUsers).set({ twoFactorEnabled: true }).where(eq(staffUsers.id, 'tf-2'));
    expect(await resetTwoFactor(handle.db, siteId, owner, 'tf-2', new Date())).toMatchObject({ status: 403 });
    expect((await user('tf-2')).twoFactorEnabled).toBe(true);
  });
});
