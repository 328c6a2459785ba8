import fs from 'node:fs';
import path from 'node:path';
import { send } from './send';

// A signed-in shopper on each site that has accounts, so the calls behind sign-in (garage, saved searches,
// watchlist, finance application) get their share of hostile input too. The embedded SMS sender writes
// each code under SMS_DIR, where this reads it back.

const json = (host: string, body: unknown) => ({
  host,
  origin: `http://${host}`,
  'content-type': 'application/json',
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.0.1`,
  body: new TextEncoder().encode(JSON.stringify(body)),
});

function codeFor(smsDir: string, mobile: string): string | null {
  const prefix = `61${mobile.slice(1)}-`;
  if (!fs.existsSync(smsDir)) return null;
  const newest = fs
    .readdirSync(smsDir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .sort()
    .at(-1);
  if (!newest) return null;
  const { body } = JSON.parse(fs.readFileSync(path.join(smsDir, newest), 'utf8')) as { body: string };
  return /^(\d{6}) /.exec(body)?.[1] ?? null;
}

/**
 * The session cookie of a new shopper on `host`, or null when the site has no sign-in. Each call that
 * succeeded is added to `writes` (its rows are the fuzzer's own, not junk).
 */
export async function signIn(
  baseUrl: string,
  host: string,
  smsDir: string,
  mobile: string,
  writes: Record<string, number>,
): Promise<string | null> {
  const wrote = (operation: string) => {
    writes[operation] = (writes[operation] ?? 0) + 1;
  };
  const { body: sendBody, ...sendHeaders } = json(host, { phone_number: mobile });
  const sent = await send(
    baseUrl,
    {
      operation: 'sign-in',
      method: 'POST',
      target: '/api/auth/send-code',
      headers: sendHeaders,
      body: sendBody,
    },
    30_000,
  );
  if ('failed' in sent || sent.status !== 200) return null;
  wrote('POST /api/auth/send-code');
  let code: string | null = null;
  for (let tries = 0; tries < 20 && !code; tries += 1) {
    code = codeFor(smsDir, mobile);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!code) return null;
  const { body, ...headers } = json(host, {
    phone_number: mobile,
    code,
    first_name: 'Fuzz',
    last_name: 'Tester',
    email: 'fuzz.tester@example.com',
  });
  const verified = await send(
    baseUrl,
    { operation: 'sign-in', method: 'POST', target: '/api/auth/verify-code', headers, body },
    30_000,
  );
  if ('failed' in verified || verified.status !== 200) return null;
  wrote('POST /api/auth/verify-code');
  return verified.cookie?.match(/shopper_session=[^;]+/)?.[0] ?? null;
}
