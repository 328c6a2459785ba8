import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../scripts/free-port';
import { DEMO_OLD_PLATE, DEMO_PLATES } from '../../../../../scripts/seed/rego';
import { inOneRateWindow } from '../../../../../tests/helpers/one-rate-window';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import {
  REGO_NOT_FOUND_MESSAGE,
  REGO_UNAVAILABLE_MESSAGE,
  TOO_MANY_LOOKUPS_MESSAGE,
} from '../../../../features/trade-in/server';
import { CLIENT_ADDRESS_HEADER } from '../../../../lib/client-address';
import { setRegoLookupForTests } from '../../../../lib/rego';
import { createHttpRegoLookup } from '../../../../lib/rego/http-lookup';
import { SITE_HEADER } from '../../../../tenancy/site-header';
import { POST } from './route';

// The shopper's words, as the form shows them.
const PLATE_EMPTY_MESSAGE = 'Enter your registration number.';
const PLATE_CHARACTERS_MESSAGE = 'Use letters and numbers only.';
const STATE_MESSAGE = 'Choose the state the car is registered in.';
const plateTooLongMessage = (state: string) =>
  `A ${state} registration has up to ${state === 'SA' || state === 'WA' ? 7 : 6} letters and numbers.`;

let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb({ cars: 40 });
  setDbHandleForTests(handle);
}, 120_000);
afterAll(async () => handle.drop());
afterEach(() => setRegoLookupForTests(undefined));

// Each test its own connection, so the rate limit of one does not reach another.
let address = 0;
const freshIp = () => `198.51.100.${++address}`;

async function post(body: unknown, options: { site?: string; ip?: string } = {}) {
  const response = await POST(
    new Request('http://x.localhost/api/trade-in/rego', {
      method: 'POST',
      headers: {
        [SITE_HEADER]: options.site ?? 'carzone',
        [CLIENT_ADDRESS_HEADER]: options.ip ?? freshIp(),
        'content-type': 'application/json',
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    body: await response.json(),
    retryAfter: response.headers.get('retry-after'),
    cache: response.headers.get('cache-control'),
  };
}

describe('POST /api/trade-in/rego', () => {
  it('answers the vehicle registered under the plate in the state: 200', async () => {
    const answer = await post({ rego: DEMO_PLATES.QLD, regoState: 'QLD' });
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('no-store');
    expect(answer.body).toEqual({
      vehicle: {
        year: 2023,
        make: 'Ford',
        model: 'Ranger',
        badge: 'XLT',
        series: 'PY',
        body: 'Ute',
        colour: 'Arctic White',
        fuel: 'Diesel',
        transmission: 'Automatic',
        vin: 'MNAUMFF50PW123456',
      },
    });
  });

  it('reads the plate as the shopper typed it', async () => {
    const answer = await post({ rego: ' 215-kld ', regoState: DEMO_OLD_PLATE.state });
    expect(answer.body.vehicle).toMatchObject({ year: 2015, make: 'Toyota', model: 'Corolla' });
  });

  it.each<[string, unknown, { field: string; message: string }[]]>([
    ['no plate', { rego: '', regoState: 'NSW' }, [{ field: 'rego', message: PLATE_EMPTY_MESSAGE }]],
    [
      'a plate that is not text',
      { rego: 42, regoState: 'NSW' },
      [{ field: 'rego', message: PLATE_EMPTY_MESSAGE }],
    ],
    ['symbols', { rego: 'AB*12', regoState: 'NSW' }, [{ field: 'rego', message: PLATE_CHARACTERS_MESSAGE }]],
    [
      'a NUL byte',
      { rego: 'AB\u000012', regoState: 'NSW' },
      [{ field: 'rego', message: PLATE_CHARACTERS_MESSAGE }],
    ],
    [
      '7 characters in NSW',
      { rego: 'AB12CDE', regoState: 'NSW' },
      [{ field: 'rego', message: plateTooLongMessage('NSW') }],
    ],
    [
      '8 characters in WA',
      { rego: '1ABC2345', regoState: 'WA' },
      [{ field: 'rego', message: plateTooLongMessage('WA') }],
    ],
    [
      'a very long text',
      { rego: 'A'.repeat(1500), regoState: 'SA' },
      [{ field: 'rego', message: plateTooLongMessage('SA') }],
    ],
    ['no state', { rego: 'ABC123' }, [{ field: 'regoState', message: STATE_MESSAGE }]],
    [
      'another country',
      { rego: 'ABC123', regoState: 'NZ' },
      [{ field: 'regoState', message: STATE_MESSAGE }],
    ],
    [
      'a state with a NUL byte',
      { rego: 'ABC123', regoState: 'QLD\u0000' },
      [{ field: 'regoState', message: STATE_MESSAGE }],
    ],
    [
      'neither',
      {},
      [
        { field: 'rego', message: PLATE_EMPTY_MESSAGE },
        { field: 'regoState', message: STATE_MESSAGE },
      ],
    ],
  ])('400 for %s, naming the field', async (_label, body, issues) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual(issues);
    expect(answer.body.error).toBe(
      `Invalid field${issues.length > 1 ? 's' : ''}: ${issues.map((i) => i.field).join(', ')}`,
    );
  });

  it.each([
    ['not JSON', '{rego:'],
    ['an array', '[]'],
    ['null', 'null'],
  ])('400 for a body that is %s', async (_label, text) => {
    const answer = await post(text);
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'Invalid field: body must be a JSON object' },
    });
  });

  it('refuses a body over 2 KB whole: 413', async () => {
    const padded = { rego: 'ABC123', regoState: 'QLD', note: 'x'.repeat(2048) };
    expect((await post(padded)).status).toBe(413);
  });

  it('404 for a plate the register does not hold in that state', async () => {
    expect(await post({ rego: DEMO_PLATES.NSW, regoState: 'VIC' })).toMatchObject({
      status: 404,
      body: { error: REGO_NOT_FOUND_MESSAGE },
    });
    expect((await post({ rego: 'ZZZ999', regoState: 'QLD' })).body).toEqual({
      error: REGO_NOT_FOUND_MESSAGE,
    });
  });

  it('lets one connection look up 30 plates on a site in 10 minutes; the 31st is refused with 429', () =>
    inOneRateWindow(async () => {
      const ip = freshIp();
      const lookup = (site = 'carzone') => post({ rego: 'ZZZ999', regoState: 'QLD' }, { ip, site });
      const answers = [];
      for (let i = 0; i < 31; i++) answers.push(await lookup());
      expect(answers.slice(0, 30).map((a) => a.status)).toEqual(Array(30).fill(404));
      expect(answers[30]).toMatchObject({ status: 429, body: { error: TOO_MANY_LOOKUPS_MESSAGE } });
      expect(Number(answers[30].retryAfter)).toBeGreaterThan(0);
      expect(Number(answers[30].retryAfter)).toBeLessThanOrEqual(600);
      // Another site counts its own lookups; another connection has its own allowance.
      expect((await lookup('coastal-toyota')).status).toBe(404);
      expect((await post({ rego: DEMO_PLATES.QLD, regoState: 'QLD' })).status).toBe(200);
    }));

  it('does not count a lookup it refused as bad input', async () => {
    const ip = freshIp();
    for (let i = 0; i < 31; i++) await post({ rego: '', regoState: 'QLD' }, { ip });
    expect((await post({ rego: DEMO_PLATES.QLD, regoState: 'QLD' }, { ip })).status).toBe(200);
  });

  it('502 when the rego provider fails, so the shopper types the car instead', async () => {
    const port = await freePort();
    const server = http.createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"error":"maintenance"}');
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      setRegoLookupForTests(createHttpRegoLookup({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' }));
      expect(await post({ rego: DEMO_PLATES.QLD, regoState: 'QLD' })).toMatchObject({
        status: 502,
        body: { error: REGO_UNAVAILABLE_MESSAGE },
      });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('404 for a host that is no site', async () => {
    expect(await post({ rego: 'ABC123', regoState: 'QLD' }, { site: 'no-such-site' })).toMatchObject({
      status: 404,
      body: { error: 'Unknown site' },
    });
  });
});
