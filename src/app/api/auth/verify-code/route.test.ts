import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import { garageVehicles, sites, user } from '../../../../db/schema';
import { env } from '../../../../lib/env';
import { latestSms } from '../../../../lib/sms/file-sender';
import { SITE_HEADER } from '../../../../tenancy/site-header';
import { GET as account, DELETE as deleteAccount } from '../../account/route';
import { GET as contactExists } from '../../check-if-contact-exists/route';
import { POST as rateLimit } from '../../rate-limit/route';
import { POST as saveCar } from '../../watchlist/save-car/route';
import { POST as sendCode } from '../send-code/route';
import { GET as sessionOf } from '../session/route';
import { POST as signOut } from '../sign-out/route';
import { POST as verifyCode } from './route';

// The sign-in calls as a browser makes them: through the handlers, with the tenant the proxy names and the
// codes read back from the embedded SMS sender's folder.

const smsDir = env.SMS_DIR;

let handle: Awaited<ReturnType<typeof createTestDb>>;
// Numbers of this test only: the embedded sender's folder is shared with other runs.
const PHONE = '0412 000 111';

beforeAll(async () => {
  handle = await createTestDb({ cars: 40 });
  setDbHandleForTests(handle);
}, 120_000);
afterAll(async () => handle?.drop());

function call(
  handler: (request: Request) => Promise<Response>,
  body: unknown,
  options: { site?: string; host?: string; cookie?: string; method?: string; query?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    host: options.host ?? 'coastal-toyota.localhost:3000',
    [SITE_HEADER]: options.site ?? 'coastal-toyota',
  };
  if (options.cookie) headers.cookie = options.cookie;
  const method = options.method ?? 'POST';
  return handler(
    new Request(`http://${headers.host}/api/x${options.query ?? ''}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    }),
  );
}

const cookieOf = (response: Response) => response.headers.get('set-cookie') ?? '';

describe('sign-in through the API', () => {
  let cookie = '';

  it('sends a code the embedded sender keeps, and signs in with it: an HttpOnly, SameSite=Lax cookie', async () => {
    expect((await call(sendCode, { phone_number: PHONE })).status).toBe(200);
    const sms = await latestSms(smsDir, '+61412000111');
    const code = /^(\d{6})/.exec(sms?.body ?? '')?.[1];
    const response = await call(verifyCode, {
      phone_number: PHONE,
      code,
      first_name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
    });
    expect(response.status).toBe(200);
    const set = cookieOf(response);
    expect(set).toMatch(/^shopper_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    cookie = set.split(';')[0];
    const session = await (await call(sessionOf, null, { method: 'GET', cookie })).json();
    expect(session.user).toMatchObject({ phone: '0412000111', firstName: 'Jane' });
  });

  it('marks the cookie Secure on a real host name', async () => {
    await call(sendCode, { phone_number: '0412000222' }, { host: 'www.coastaltoyota.com.au' });
    const code = /^(\d{6})/.exec((await latestSms(smsDir, '+61412000222'))?.body ?? '')?.[1];
    const response = await call(
      verifyCode,
      { phone_number: '0412000222', code, first_name: 'A', last_name: 'B', email: 'a@b.com.au' },
      { host: 'www.coastaltoyota.com.au' },
    );
    expect(cookieOf(response)).toContain('; Secure');
  });

  it('is no session on another site', async () => {
    const other = await (await call(sessionOf, null, { method: 'GET', cookie, site: 'carzone' })).json();
    expect(other.user).toBeNull();
    const save = await call(saveCar, { car_id: 1 }, { cookie, site: 'carzone' });
    expect(save.status).toBe(401);
  });

  it('answers the contact check and the rate limit', async () => {
    const known = await call(contactExists, null, { method: 'GET', query: '?phone_number=0412000111' });
    expect(await known.json()).toEqual({ data: { exists: true }, error: null });
    const bad = await call(contactExists, null, { method: 'GET', query: '?phone_number=%00' });
    expect(bad.status).toBe(400);
    expect(await (await call(rateLimit, { phone: '0412000333' })).json()).toEqual({ ok: true });
    expect((await call(rateLimit, { phone: 'nope' })).status).toBe(400);
  });

  it.each([
    ['a body that is not JSON', '{'],
    ['an array', []],
  ])('refuses %s with 400', async (_label, body) => {
    const request = new Request('http://coastal-toyota.localhost:3000/api/auth/send-code', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SITE_HEADER]: 'coastal-toyota' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect((await sendCode(request)).status).toBe(400);
  });

  it('signs out: the cookie is cleared and the session gone', async () => {
    const response = await call(signOut, {}, { cookie });
    expect(response.status).toBe(204);
    expect(cookieOf(response)).toMatch(/^shopper_session=; .*Max-Age=0/);
    const after = await (await call(sessionOf, null, { method: 'GET', cookie })).json();
    expect(after.user).toBeNull();
  });
});

describe('what the platform holds about a shopper', () => {
  it('shows it to them, and deletes all of it on request', async () => {
    const phone = '0412000444';
    await call(sendCode, { phone_number: phone });
    const code = /^(\d{6})/.exec((await latestSms(smsDir, '+61412000444'))?.body ?? '')?.[1];
    const signedIn = await call(verifyCode, {
      phone_number: phone,
      code,
      first_name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
    });
    const cookie = cookieOf(signedIn).split(';')[0];
    expect((await call(account, null, { method: 'GET' })).status).toBe(401);
    const data = await (await call(account, null, { method: 'GET', cookie })).json();
    expect(data.profile).toMatchObject({
      firstName: 'Sam',
      email: 'sam@example.com',
      phone,
      firstSite: 'Coastal Toyota',
    });
    expect(data.activeSessions).toBe(1);
    expect(data.signIns).toEqual([{ site: 'Coastal Toyota', at: expect.any(String) }]);
    expect(data.garage).toEqual([]);
    const [summit] = await handle.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.slug, 'summit-motor-group'));
    const [owner] = await handle.db.select({ id: user.id }).from(user).where(eq(user.phoneNumber, phone));
    await handle.db.insert(garageVehicles).values({
      userId: owner.id,
      siteId: summit.id,
      rego: 'ABC123',
      state: 'QLD',
      make: 'Toyota',
      model: 'Corolla',
      year: 2019,
    });
    const withGarage = await (await call(account, null, { method: 'GET', cookie })).json();
    expect(withGarage.garage).toEqual([
      {
        site: 'Summit Motor Group',
        rego: 'ABC123',
        state: 'QLD',
        year: 2019,
        make: 'Toyota',
        model: 'Corolla',
      },
    ]);

    const deleted = await call(deleteAccount, null, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(204);
    expect(cookieOf(deleted)).toContain('Max-Age=0');
    expect((await call(account, null, { method: 'GET', cookie })).status).toBe(401);
    const exists = await call(contactExists, null, { method: 'GET', query: `?phone_number=${phone}` });
    expect(await exists.json()).toEqual({ data: { exists: false }, error: null });
  });
});
