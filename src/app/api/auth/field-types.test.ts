import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../db';
import { env } from '../../../lib/env';
import { latestSms } from '../../../lib/sms/file-sender';
import { SITE_HEADER } from '../../../tenancy/site-header';
import { GET as contactExists } from '../check-if-contact-exists/route';
import { POST as rateLimit } from '../rate-limit/route';
import { POST as unsubscribe } from '../saved-searches/unsubscribe/route';
import { POST as removeCar } from '../watchlist/remove-car/route';
import { POST as saveCar } from '../watchlist/save-car/route';
import { POST as sendCode } from './send-code/route';
import { POST as verifyCode } from './verify-code/route';

// A field of the wrong type gets the answer a bad value of the right type gets: the spec's words, the
// same status, and for the watchlist the sign-in asked for first.

let handle: Awaited<ReturnType<typeof createTestDb>>;
// Numbers of this test only: the embedded sender's folder is shared with other runs.
const PHONE = '0412 000 777';
const PHONE_ISSUE = {
  error: 'Please enter a valid Australian phone number.',
  issues: [{ field: 'phone_number', message: 'Please enter a valid Australian phone number.' }],
};

beforeAll(async () => {
  handle = await createTestDb({ cars: 10 });
  setDbHandleForTests(handle);
}, 120_000);
afterAll(async () => handle?.drop());

function call(handler: (request: Request) => Promise<Response>, body: unknown, query = '') {
  const host = 'coastal-toyota.localhost:3000';
  const method = body === undefined ? 'GET' : 'POST';
  return handler(
    new Request(`http://${host}/api/x${query}`, {
      method,
      headers: { 'content-type': 'application/json', host, [SITE_HEADER]: 'coastal-toyota' },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    }),
  );
}

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

async function codeFor(phone: string) {
  expect((await call(sendCode, { phone_number: phone })).status).toBe(200);
  const sms = await latestSms(env.SMS_DIR, `+61${phone.replace(/\D/g, '').slice(1)}`);
  return /^(\d{6})/.exec(sms?.body ?? '')?.[1];
}

describe('a field of the wrong type', () => {
  it('send-code: a mobile that is no text is a bad mobile', async () => {
    for (const phone_number of [412000777, null, ['0412000777'], undefined])
      expect(await answer(await call(sendCode, { phone_number }))).toEqual({
        status: 400,
        body: PHONE_ISSUE,
      });
  });

  it('verify-code: the mobile is checked first, then the code, then a new shopper’s names', async () => {
    expect(await answer(await call(verifyCode, { phone_number: 5, code: 5 }))).toEqual({
      status: 400,
      body: PHONE_ISSUE,
    });
    expect(await answer(await call(verifyCode, { phone_number: 'nope', code: 5 }))).toEqual({
      status: 400,
      body: PHONE_ISSUE,
    });
    expect(await answer(await call(verifyCode, { phone_number: PHONE, code: 123456 }))).toEqual({
      status: 400,
      body: {
        error: 'This is a required field.',
        issues: [{ field: 'code', message: 'This is a required field.' }],
      },
    });
    const names = await answer(
      await call(verifyCode, {
        phone_number: PHONE,
        code: '123456',
        first_name: 1,
        last_name: 'C',
        email: [],
      }),
    );
    expect(names).toEqual({
      status: 400,
      body: {
        error: 'This is a required field.',
        issues: [
          { field: 'first_name', message: 'This is a required field.' },
          { field: 'email', message: 'This is a required field.' },
        ],
      },
    });
  });

  it('verify-code: a known shopper’s names are not looked at', async () => {
    const first = await call(verifyCode, {
      phone_number: PHONE,
      code: await codeFor(PHONE),
      first_name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
    });
    expect(first.status).toBe(200);
    const again = await call(verifyCode, { phone_number: PHONE, code: await codeFor(PHONE), first_name: 7 });
    expect(again.status).toBe(200);
  });

  it('rate-limit: `phone` when given, else `phone_number`', async () => {
    const phoneIssue = {
      status: 400,
      body: {
        error: 'Please enter a valid Australian phone number.',
        issues: [{ field: 'phone', message: 'Please enter a valid Australian phone number.' }],
      },
    };
    expect(await answer(await call(rateLimit, { phone: 412000888, phone_number: '0412000888' }))).toEqual(
      phoneIssue,
    );
    expect(await answer(await call(rateLimit, { phone_number: 5 }))).toEqual(phoneIssue);
    expect(await answer(await call(rateLimit, {}))).toEqual(phoneIssue);
    expect(await answer(await call(rateLimit, { phone: null, phone_number: '0412000888' }))).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await answer(await call(rateLimit, { phone: '0412000888', phone_number: 5 }))).toEqual({
      status: 200,
      body: { ok: true },
    });
  });

  it('check-if-contact-exists: no mobile is a bad mobile', async () => {
    const response = await call(contactExists, undefined);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await answer(response)).toEqual({
      status: 400,
      body: { data: null, error: 'Please enter a valid Australian phone number.' },
    });
  });

  it('watchlist: a signed-out call is asked to sign in whatever it sent', async () => {
    for (const handler of [saveCar, removeCar])
      expect(await answer(await call(handler, { car_id: 'abc', phone_number: 5 }))).toEqual({
        status: 401,
        body: { success: false, error: 'Please sign in to save cars to your watchlist.' },
      });
  });

  it('unsubscribe: a token that is no text is a bad link', async () => {
    for (const body of [{ token: 5 }, {}]) {
      const response = await call(unsubscribe, body);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await answer(response)).toEqual({
        status: 400,
        body: {
          error: 'Invalid field: token',
          issues: [{ field: 'token', message: 'This unsubscribe link is not valid.' }],
        },
      });
    }
  });
});
