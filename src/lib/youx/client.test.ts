import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { freePort } from '../../../scripts/free-port';
import { createLenderClient, LenderError } from './client';

// The lender adapter against a fake YouX on a local port: what it sends, and every way an answer fails.

type Seen = { method?: string; url?: string; apiKey?: string; body: unknown };

let port: number;
let server: http.Server;
let seen: Seen[] = [];
let answer: (response: http.ServerResponse) => void = () => {};

beforeAll(async () => {
  port = await freePort();
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      seen.push({
        method: request.method,
        url: request.url,
        apiKey: request.headers['x-api-key'] as string | undefined,
        body: JSON.parse(text),
      });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
// Connections are left open between tests: closing them under a client's pooled socket races its next
// request. Each test's answer comes, late for the timeout test, so none is left hanging.
afterEach(() => {
  seen = [];
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const reply = (status: number, body: unknown) => (response: http.ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};
const client = (timeoutMs?: number) =>
  createLenderClient({ baseUrl: `http://127.0.0.1:${port}/v1/`, apiKey: 'KEY-1', timeoutMs });

const QUOTE_REQUEST = {
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 35_000,
  loanTerm: 5,
  year: 2023,
  vin: 'JTMBFREV10D012345',
  nvic: null,
  whoIsHelping: null,
};

describe('YouX quick quote', () => {
  it('posts the quote request with the API key and reads the three figures', async () => {
    answer = reply(200, {
      weeklyRepaymentAmount: 121.5,
      advertisedRate: 7.49,
      comparisonRate: 8.99,
      extra: 1,
    });
    expect(await client().quote(QUOTE_REQUEST)).toEqual({
      weeklyRepaymentAmount: 121.5,
      advertisedRate: 7.49,
      comparisonRate: 8.99,
    });
    expect(seen).toEqual([{ method: 'POST', url: '/v1/quick-quote', apiKey: 'KEY-1', body: QUOTE_REQUEST }]);
  });

  it.each([
    ['a 500', reply(500, { message: 'down' }), 'YouX answered 500 to /quick-quote'],
    ['a 401', reply(401, { message: 'bad key' }), 'YouX answered 401 to /quick-quote'],
    ['HTML', reply(200, '<html>maintenance</html>'), 'YouX answered /quick-quote with no JSON object'],
    [
      'a missing figure',
      reply(200, { weeklyRepaymentAmount: 120, advertisedRate: 7.41 }),
      'without its three figures',
    ],
    [
      'a figure as text',
      reply(200, { weeklyRepaymentAmount: '120', advertisedRate: 7.41, comparisonRate: 9.89 }),
      'without its three figures',
    ],
  ])('refuses %s', async (_label, respond, message) => {
    answer = respond;
    const failure = client().quote(QUOTE_REQUEST);
    await expect(failure).rejects.toBeInstanceOf(LenderError);
    await expect(failure).rejects.toThrow(message);
  });

  it('gives up on a lender that does not answer within the timeout', async () => {
    answer = (response) => setTimeout(() => reply(200, {})(response), 1_000);
    const started = Date.now();
    await expect(client(200).quote(QUOTE_REQUEST)).rejects.toThrow(
      'YouX gave no answer to /quick-quote in 200 ms',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails as a LenderError when nothing listens', async () => {
    const closed = createLenderClient({ baseUrl: `http://127.0.0.1:${await freePort()}`, apiKey: 'k' });
    await expect(closed.quote(QUOTE_REQUEST)).rejects.toThrow(/YouX could not be reached at \/quick-quote/);
  });
});

describe('YouX customer creation', () => {
  const request = {
    data: { phoneNumber: '0412000111', firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com' },
    additionalData: { lead_id: 'abc' },
  };

  it('posts the applicant and answers the lender’s redirect URL', async () => {
    answer = reply(201, { redirectUrl: 'https://apply.youx.com.au/continue/abc' });
    expect(await client().createCustomer(request)).toBe('https://apply.youx.com.au/continue/abc');
    expect(seen).toEqual([{ method: 'POST', url: '/v1/customers', apiKey: 'KEY-1', body: request }]);
  });

  it.each([
    ['no redirect URL', {}],
    ['a redirect that is not a web address', { redirectUrl: 'javascript:alert(1)' }],
  ])('tells a customer created with %s apart', async (_label, body) => {
    answer = reply(200, body);
    const failure = client().createCustomer(request);
    await expect(failure).rejects.toMatchObject({ reason: 'no-redirect' });
  });

  it('a failed creation is a plain failure', async () => {
    answer = reply(503, {});
    await expect(client().createCustomer(request)).rejects.toMatchObject({ reason: 'failed' });
  });
});

describe('YouX settings', () => {
  it('are both set or neither', () => {
    expect(parseEnv({}).YOUX_API_URL).toBeUndefined();
    expect(parseEnv({ YOUX_API_URL: 'https://api.youx.test/v1', YOUX_API_KEY: 'k' }).YOUX_API_KEY).toBe('k');
    expect(() => parseEnv({ YOUX_API_URL: 'https://api.youx.test/v1' })).toThrow(
      /YOUX_API_KEY: missing while YOUX_API_URL is set/,
    );
    expect(() => parseEnv({ YOUX_API_KEY: 'k' })).toThrow(/YOUX_API_URL: missing while YOUX_API_KEY is set/);
    expect(() => parseEnv({ YOUX_API_URL: 'not a url', YOUX_API_KEY: 'k' })).toThrow(/YOUX_API_URL/);
  });
});
