import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChecker } from '../../../../../scripts/fuzz/conformance';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { apiDocument } from '../../../../api-docs/document';
import { setDbHandleForTests } from '../../../../db';
import { env } from '../../../../lib/env';
import { latestSms } from '../../../../lib/sms/file-sender';
import { SITE_HEADER } from '../../../../tenancy/site-header';
import { POST as sendCode } from '../../auth/send-code/route';
import { POST as verifyCode } from '../../auth/verify-code/route';
import { POST as removeCar } from '../remove-car/route';
import { POST as saveCar } from './route';

// The watchlist's refusals are what the OpenAPI document says they are: its own error body, `success:
// false` beside `error` and `issues` (AF §8), checked with the fuzz run's own checker of answers.

let handle: Awaited<ReturnType<typeof createTestDb>>;
const HOST = 'coastal-toyota.localhost:3000';
// A number of this test only: the embedded sender's folder is shared with other runs.
const PHONE = '0412 000 781';
const check = answerChecker(apiDocument() as never);

beforeAll(async () => {
  handle = await createTestDb({ cars: 10 });
  setDbHandleForTests(handle);
}, 120_000);
afterAll(async () => handle?.drop());

function post(handler: (request: Request) => Promise<Response>, body: string, cookie = '') {
  return handler(
    new Request(`http://${HOST}/api/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: HOST, [SITE_HEADER]: 'coastal-toyota', cookie },
      body,
    }),
  );
}

async function signedIn(): Promise<string> {
  expect((await post(sendCode, JSON.stringify({ phone_number: PHONE }))).status).toBe(200);
  const sms = await latestSms(env.SMS_DIR, `+61${PHONE.replace(/\D/g, '').slice(1)}`);
  const code = /^(\d{6})/.exec(sms?.body ?? '')?.[1];
  const verified = await post(
    verifyCode,
    JSON.stringify({
      phone_number: PHONE,
      code,
      first_name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
    }),
  );
  expect(verified.status).toBe(200);
  return verified.headers.get('set-cookie')?.match(/shopper_session=[^;]+/)?.[0] ?? '';
}

describe.each([
  ['save-car', saveCar],
  ['remove-car', removeCar],
])('POST /api/watchlist/%s', (name, handler) => {
  const path = `/api/watchlist/${name}`;
  const answer = async (response: Response) => ({
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
    ms: 1,
  });

  it('refuses a car id that is no id with the body the document gives its 400', async () => {
    const cookie = await signedIn();
    const refused = await answer(await post(handler, JSON.stringify({ car_id: 'abc' }), cookie));
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({
      success: false,
      error: 'Invalid field: car_id',
      issues: [{ field: 'car_id', message: 'expected a car id' }],
    });
    expect(check('post', path, path, refused)).toEqual([]);
  });

  it('answers a body that is no JSON object, and a signed-out call, as the document says', async () => {
    const notJson = await answer(await post(handler, 'not json', await signedIn()));
    expect(notJson.status).toBe(400);
    expect(check('post', path, path, notJson)).toEqual([]);
    const signedOut = await answer(await post(handler, JSON.stringify({ car_id: 1 })));
    expect(signedOut.status).toBe(401);
    expect(check('post', path, path, signedOut)).toEqual([]);
  });
});
