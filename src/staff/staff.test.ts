import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { totpCode } from '../../tests/helpers/totp';
import {
  auditLog,
  dealerships,
  siteDealerships,
  sites,
  staffRoles,
  staffSessions,
  staffTwoFactors,
  staffUsers,
} from '../db/schema';
import { acceptInvitation, INVITATION_MESSAGES } from './accept-invitation';
import { createStaffAuth, type StaffAuth } from './auth';
import { currentStaff, roleOnSite, staffCan } from './current-staff';
import { disableStaff, listStaff } from './directory';
import { createInvitation, markAccepted, openInvitation } from './invitations';
import { inviteStaff } from './invite';
import { clearAccountFailures, lockoutKeys, lockoutWait, recordFailure } from './lockout';
import { PASSWORD_MESSAGES } from './rules';
import { lockedMessage, SIGN_IN_MESSAGES, signInWithPassword, signInWithSecondFactor } from './sign-in';

vi.mock('server-only', () => ({}));
const sent: { to: string; subject: string; text: string }[] = [];
vi.mock('./mail', async (original) => ({
  ...(await original<typeof import('./mail')>()),
  sendStaffEmail: async (to: string, email: { subject: string; text: string }) => {
    sent.push({ to, subject: email.subject, text: email.text });
  },
}));

let handle: Awaited<ReturnType<typeof createTestDb>>;
let auth: StaffAuth;
let carzone: { id: number; slug: string };
let coastal: { id: number; slug: string };
let carzoneDealership: number;
const PASSWORD = 'correct horse battery staple';
const T0 = new Date('2026-11-28T01:00:00Z');

beforeAll(async () => {
  handle = await createTestDb({ cars: 10 });
  const all = await handle.db.select({ id: sites.id, slug: sites.slug }).from(sites);
  carzone = all.find((s) => s.slug === 'carzone') as { id: number; slug: string };
  coastal = all.find((s) => s.slug === 'coastal-toyota') as { id: number; slug: string };
  const [d] = await handle.db
    .select({ id: dealerships.id })
    .from(dealerships)
    .innerJoin(siteDealerships, eq(siteDealerships.dealershipId, dealerships.id))
    .where(eq(siteDealerships.siteId, carzone.id));
  carzoneDealership = d.id;
  auth = createStaffAuth(handle.db, { sendResetPassword: async () => undefined });
});
afterAll(() => handle.drop());

const headersFor = (cookies: string[] = [], ip = '10.9.8.7') => {
  const headers = new Headers({ 'x-console-client-address': ip, 'user-agent': 'vitest' });
  if (cookies.length) headers.set('cookie', cookies.map((c) => c.split(';')[0]).join('; '));
  return headers;
};
/** The member a session's cookies belong to; the test fails if there is none. */
async function signedIn(cookies: string[]) {
  const staff = await currentStaff(handle.db, auth, headersFor(cookies));
  if (!staff) throw new Error('not signed in');
  return staff;
}
const attempt = (cookies: string[] = [], ip = '10.9.8.7') => ({
  headers: headersFor(cookies, ip),
  ip,
  now: new Date(),
});

/** Invites and accepts: a member of the role, signed up with PASSWORD. */
async function member(
  email: string,
  role: 'owner' | 'manager' | 'sales',
  siteId: number | null,
  dealershipIds: number[] = [],
) {
  const { token } = await createInvitation(
    handle.db,
    { email, role, siteId, dealershipIds, invitedBy: 'test' },
    new Date(),
  );
  const outcome = await acceptInvitation(
    handle.db,
    { token, name: email.split('@')[0], password: PASSWORD },
    { now: new Date(), ip: null },
  );
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.userId;
}

describe('the lockout: five failures free, then a minute doubling to an hour, per account and per address', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 60_000],
    [6, 120_000],
    [10, 32 * 60_000],
    [11, 60 * 60_000],
    [30, 60 * 60_000],
  ])('%i failures in a row: a wait of %i ms from the last', async (failures, wait) => {
    const keys = lockoutKeys(`lock${failures}@example.com`, null);
    for (let i = 0; i < failures; i += 1) await recordFailure(handle.db, keys, T0);
    expect(await lockoutWait(handle.db, keys, T0)).toBe(wait);
    if (wait > 0) {
      expect(await lockoutWait(handle.db, keys, new Date(T0.getTime() + wait - 1))).toBe(1);
      expect(await lockoutWait(handle.db, keys, new Date(T0.getTime() + wait))).toBe(0);
    }
  });

  it('a success forgets the account, not the address', async () => {
    const keys = lockoutKeys('Forgets@Example.com ', '10.1.1.1');
    expect(keys).toEqual(['account:forgets@example.com', 'address:10.1.1.1']);
    for (let i = 0; i < 5; i += 1) await recordFailure(handle.db, keys, T0);
    await clearAccountFailures(handle.db, 'forgets@example.com');
    expect(await lockoutWait(handle.db, [keys[0]], T0)).toBe(0);
    expect(await lockoutWait(handle.db, [keys[1]], T0)).toBe(60_000);
  });

  it.each([
    [1, 'Too many failed attempts. Try again in 1 minute.'],
    [60_000, 'Too many failed attempts. Try again in 1 minute.'],
    [60_001, 'Too many failed attempts. Try again in 2 minutes.'],
    [3_600_000, 'Too many failed attempts. Try again in 60 minutes.'],
  ])('a wait of %i ms reads "%s"', (wait, message) => {
    expect(lockedMessage(wait)).toBe(message);
  });
});

describe('invitations: single use, within 7 days', () => {
  it('opens until the moment it expires, and once', async () => {
    const { token, invitation } = await createInvitation(
      handle.db,
      { email: ' New@Example.com', role: 'sales', siteId: carzone.id, dealershipIds: [], invitedBy: 'test' },
      T0,
    );
    expect(invitation.email).toBe('new@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = T0.getTime() + 7 * 24 * 60 * 60_000;
    expect(invitation.expiresAt.getTime()).toBe(expires);
    expect(await openInvitation(handle.db, token, new Date(expires - 1))).not.toBeNull();
    expect(await openInvitation(handle.db, token, new Date(expires))).toBeNull();
    expect(await openInvitation(handle.db, `${token.slice(0, -1)}x`, T0)).toBeNull();
    expect(await openInvitation(handle.db, 'short', T0)).toBeNull();
    expect(await markAccepted(handle.db, invitation.id, T0)).toBe(true);
    expect(await markAccepted(handle.db, invitation.id, T0)).toBe(false);
    expect(await openInvitation(handle.db, token, T0)).toBeNull();
  });

  it('accepting checks the name and the password policy, then makes the member with the role', async () => {
    const { token } = await createInvitation(
      handle.db,
      {
        email: 'jamie.lee@example.com',
        role: 'sales',
        siteId: carzone.id,
        dealershipIds: [carzoneDealership],
        invitedBy: 'test',
      },
      new Date(),
    );
    const context = { now: new Date(), ip: '10.0.0.1' };
    expect(
      await acceptInvitation(handle.db, { token, name: ' ', password: PASSWORD }, context),
    ).toMatchObject({
      ok: false,
      field: 'name',
    });
    for (const [password, message] of [
      ['eleven char', PASSWORD_MESSAGES.short],
      ['password1234', PASSWORD_MESSAGES.common],
      ['jamie.lee is my name', PASSWORD_MESSAGES.email],
    ])
      expect(await acceptInvitation(handle.db, { token, name: 'Jamie', password }, context)).toEqual({
        ok: false,
        status: 400,
        error: message,
        field: 'password',
      });
    const outcome = await acceptInvitation(
      handle.db,
      { token, name: 'Jamie Lee', password: PASSWORD },
      context,
    );
    expect(outcome).toMatchObject({ ok: true, email: 'jamie.lee@example.com' });
    const again = await acceptInvitation(
      handle.db,
      { token, name: 'Jamie Lee', password: PASSWORD },
      context,
    );
    expect(again).toEqual({ ok: false, status: 404, error: INVITATION_MESSAGES.closed });
    const staff = await listStaff(handle.db, carzone.id);
    expect(staff.find((m) => m.email === 'jamie.lee@example.com')).toMatchObject({
      name: 'Jamie Lee',
      roles: [{ role: 'sales', site: 'carzone', dealershipIds: [carzoneDealership] }],
    });
    expect(await listStaff(handle.db, coastal.id)).not.toContainEqual(
      expect.objectContaining({ email: 'jamie.lee@example.com' }),
    );
  });

  it('a member invited to a second site confirms their password, and gains the role', async () => {
    await member('two.sites@example.com', 'sales', carzone.id);
    const { token } = await createInvitation(
      handle.db,
      {
        email: 'two.sites@example.com',
        role: 'manager',
        siteId: coastal.id,
        dealershipIds: [],
        invitedBy: 'test',
      },
      new Date(),
    );
    const context = { now: new Date(), ip: null };
    expect(
      await acceptInvitation(handle.db, { token, name: '', password: 'not the password' }, context),
    ).toMatchObject({
      ok: false,
      error: INVITATION_MESSAGES.wrongPassword,
    });
    expect(await acceptInvitation(handle.db, { token, name: '', password: PASSWORD }, context)).toMatchObject(
      { ok: true },
    );
    const [entry] = await listStaff(handle.db, coastal.id);
    expect(entry.roles).toEqual([{ role: 'manager', site: 'coastal-toyota', dealershipIds: [] }]);
  });

  it('inviteStaff names the field that names nothing, and limits a limited inviter', async () => {
    const base = {
      invitedBy: 'owner@example.com',
      actorId: null,
      consoleOrigin: 'http://console.localhost:3000',
      now: new Date(),
      ip: null,
    };
    expect(
      await inviteStaff(
        handle.db,
        { email: 'a@example.com', role: 'sales', site: 'nowhere', dealerships: [] },
        base,
      ),
    ).toEqual({
      ok: false,
      field: 'site',
      error: "No site is called 'nowhere'.",
    });
    expect(
      await inviteStaff(
        handle.db,
        { email: 'a@example.com', role: 'sales', site: 'carzone', dealerships: ['summit-mazda-springwood'] },
        base,
      ),
    ).toMatchObject({ ok: false, field: 'dealerships' });
    expect(
      await inviteStaff(
        handle.db,
        { email: 'a@example.com', role: 'platform_admin', site: 'carzone', dealerships: [] },
        base,
      ),
    ).toMatchObject({
      ok: false,
      field: 'site',
    });
    expect(
      await inviteStaff(
        handle.db,
        { email: 'a@example.com', role: 'sales', site: 'carzone', dealerships: [] },
        { ...base, limitTo: [carzoneDealership] },
      ),
    ).toMatchObject({ ok: false, field: 'dealerships' });
    const ok = await inviteStaff(
      handle.db,
      { email: 'Sam@Example.com', role: 'sales', site: 'carzone', dealerships: [] },
      base,
    );
    expect(ok).toMatchObject({ ok: true, email: 'sam@example.com', emailed: true });
    // The link's end on the site's clock: CarZone's is Sydney's.
    const expires = ok.ok ? ok.expiresAt : '';
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+1[01]:00$/);
    expect(new Date(expires).getTime() - base.now.getTime()).toBe(
      7 * 24 * 60 * 60_000 - base.now.getMilliseconds(),
    );
    expect(ok.ok && ok.link).toMatch(/^http:\/\/console\.localhost:3000\/invitation\/[A-Za-z0-9_-]{43}$/);
    expect(sent.at(-1)).toMatchObject({
      to: 'sam@example.com',
      subject: 'Your invitation to the Dealer Console',
    });
    expect(sent.at(-1)?.text).toContain(ok.ok ? ok.link : 'no link');
  });
});

describe('signing in', () => {
  it('a right password makes a session the console reads back; a wrong one counts against the lockout', async () => {
    await member('pat.sales@example.com', 'sales', carzone.id, [carzoneDealership]);
    const wrong = await signInWithPassword(
      handle.db,
      auth,
      { email: 'pat.sales@example.com', password: 'wrong password!' },
      attempt([], '10.2.0.1'),
    );
    expect(wrong).toEqual({ ok: false, status: 401, error: SIGN_IN_MESSAGES.wrong });
    const right = await signInWithPassword(
      handle.db,
      auth,
      { email: 'Pat.Sales@example.com', password: PASSWORD },
      attempt([], '10.2.0.1'),
    );
    expect(right.ok && right.twoFactor).toBe(false);
    const cookies = right.ok ? right.response.headers.getSetCookie() : [];
    const session = cookies.find((c) => c.startsWith('console.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(session).not.toMatch(/Domain=/i);
    const staff = await signedIn(cookies);
    expect(staff).toMatchObject({ email: 'pat.sales@example.com', mustSetUpTwoFactor: false });
    const site = { id: carzone.id, slug: 'carzone' };
    expect(roleOnSite(staff, site)?.role).toBe('sales');
    expect(staffCan(staff, site, 'leads.work')).toBe(true);
    expect(staffCan(staff, site, 'staff.invite')).toBe(false);
    expect(roleOnSite(staff, { id: coastal.id, slug: 'coastal-toyota' })).toBeNull();
    const [row] = await handle.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id));
    expect(row.ipAddress).toBe('10.2.0.1');
    // 12 hours from sign-in (the two instants are taken a few milliseconds apart).
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 12 * 60 * 60_000)).toBeLessThan(1000);
    const actions = await handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorEmail, 'pat.sales@example.com'));
    expect(actions.map((a) => a.action)).toEqual([
      'staff.invitation_accepted',
      'staff.sign_in_failed',
      'staff.signed_in',
    ]);
  });

  it('the sixth wrong password in a row waits a minute, even with the right one', async () => {
    await member('locked.out@example.com', 'sales', carzone.id);
    for (let i = 0; i < 5; i += 1)
      expect(
        await signInWithPassword(
          handle.db,
          auth,
          { email: 'locked.out@example.com', password: `wrong ${i} wrong` },
          attempt([], `10.3.0.${i}`),
        ),
      ).toMatchObject({ status: 401 });
    const refused = await signInWithPassword(
      handle.db,
      auth,
      { email: 'locked.out@example.com', password: PASSWORD },
      attempt([], '10.3.1.1'),
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 429,
      error: 'Too many failed attempts. Try again in 1 minute.',
    });
    expect(refused.ok === false && refused.retryAfterS).toBeGreaterThan(55);
  });

  it('a disabled member is refused as a wrong password, and their sessions are gone', async () => {
    await member('leaver@example.com', 'sales', carzone.id);
    const first = await signInWithPassword(
      handle.db,
      auth,
      { email: 'leaver@example.com', password: PASSWORD },
      attempt(),
    );
    const cookies = first.ok ? first.response.headers.getSetCookie() : [];
    expect(await currentStaff(handle.db, auth, headersFor(cookies))).not.toBeNull();
    expect(await disableStaff(handle.db, 'LEAVER@example.com', new Date())).not.toBeNull();
    expect(await disableStaff(handle.db, 'leaver@example.com', new Date())).toBeNull();
    expect(await currentStaff(handle.db, auth, headersFor(cookies))).toBeNull();
    expect(
      await signInWithPassword(
        handle.db,
        auth,
        { email: 'leaver@example.com', password: PASSWORD },
        attempt(),
      ),
    ).toEqual({
      ok: false,
      status: 401,
      error: SIGN_IN_MESSAGES.wrong,
    });
  });

  it('an owner must set up two-factor; after that, sign-in takes the code, or a recovery code once', async () => {
    const id = await member('owner@example.com', 'owner', carzone.id);
    const first = await signInWithPassword(
      handle.db,
      auth,
      { email: 'owner@example.com', password: PASSWORD },
      attempt(),
    );
    const cookies = first.ok ? first.response.headers.getSetCookie() : [];
    const before = await signedIn(cookies);
    expect(before.mustSetUpTwoFactor).toBe(true);
    expect(staffCan(before, { id: carzone.id, slug: 'carzone' }, 'leads.read')).toBe(false);

    const enabled = await auth.api.enableTwoFactor({
      body: { password: PASSWORD },
      headers: headersFor(cookies),
      asResponse: true,
    });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const secret = new URL(totpURI).searchParams.get('secret') as string;
    const [stored] = await handle.db.select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, id));
    // Kept encrypted: neither the key the app is given nor a readable secret is in the row.
    expect(stored.secret).not.toContain(secret);
    expect(stored.secret).toMatch(/^[0-9a-f]+$/);
    const cookiesAfterEnable = [...cookies, ...enabled.headers.getSetCookie()];
    const code = totpCode(secret);
    const verified = await auth.api.verifyTOTP({
      body: { code },
      headers: headersFor(cookiesAfterEnable),
      asResponse: true,
    });
    expect(verified.status).toBe(200);
    const [user] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, id));
    expect(user.twoFactorEnabled).toBe(true);

    const password = await signInWithPassword(
      handle.db,
      auth,
      { email: 'owner@example.com', password: PASSWORD },
      attempt(),
    );
    expect(password).toMatchObject({ ok: true, twoFactor: true });
    const pending = password.ok ? password.response.headers.getSetCookie() : [];
    expect(pending.some((c) => c.startsWith('console.session_token=') && !/Max-Age=0/.test(c))).toBe(false);
    expect(
      await signInWithSecondFactor(handle.db, auth, { code: '000000', kind: 'totp' }, attempt(pending)),
    ).toMatchObject({
      ok: false,
      status: 401,
    });
    const recovery = await signInWithSecondFactor(
      handle.db,
      auth,
      { code: backupCodes[0], kind: 'recovery' },
      attempt(pending),
    );
    expect(recovery.ok).toBe(true);
    const afterRecovery = recovery.ok ? recovery.response.headers.getSetCookie() : [];
    expect((await currentStaff(handle.db, auth, headersFor(afterRecovery)))?.mustSetUpTwoFactor).toBe(false);

    const again = await signInWithPassword(
      handle.db,
      auth,
      { email: 'owner@example.com', password: PASSWORD },
      attempt(),
    );
    const pendingAgain = again.ok ? again.response.headers.getSetCookie() : [];
    expect(
      await signInWithSecondFactor(
        handle.db,
        auth,
        { code: backupCodes[0], kind: 'recovery' },
        attempt(pendingAgain),
      ),
    ).toMatchObject({
      ok: false,
    });
  });
});

describe('the audit log', () => {
  it('refuses to change or remove a row, to anyone', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await handle.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
      return error;
    };
    expect(await refusal(sql`update audit_log set action = 'x'`)).toMatch(
      /audit_log is append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    expect((await handle.db.select().from(auditLog)).length).toBeGreaterThan(5);
  });

  it('one role per member and site; a platform admin has one role with no site', async () => {
    const id = await member('roles@example.com', 'sales', carzone.id);
    await expect(
      handle.db.insert(staffRoles).values({ userId: id, role: 'manager', siteId: carzone.id }),
    ).rejects.toThrow();
    await handle.db.insert(staffRoles).values({ userId: id, role: 'platform_admin', siteId: null });
    await expect(
      handle.db.insert(staffRoles).values({ userId: id, role: 'platform_admin', siteId: null }),
    ).rejects.toThrow();
  });
});
