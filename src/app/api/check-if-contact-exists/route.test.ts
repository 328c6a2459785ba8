import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChecker } from '../../../../scripts/fuzz/conformance';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { apiDocument } from '../../../api-docs/document';
import { setDbHandleForTests } from '../../../db';
import { SITE_HEADER } from '../../../tenancy/site-header';
import { GET } from './route';

// Every answer of the contact check is `{ data, error }` (AF §7), and the OpenAPI document says so for
// each status, checked with the fuzz run's own checker of answers.

let handle: Awaited<ReturnType<typeof createTestDb>>;
const HOST = 'coastal-toyota.localhost:3000';
const PATH = '/api/check-if-contact-exists';
const check = answerChecker(apiDocument() as never);

beforeAll(async () => {
  handle = await createTestDb({ cars: 1 });
  setDbHandleForTests(handle);
}, 120_000);
afterAll(async () => handle?.drop());

async function ask(query: string, address = '198.51.100.7') {
  const response = await GET(
    new Request(`http://${HOST}${PATH}${query}`, {
      headers: { host: HOST, [SITE_HEADER]: 'coastal-toyota', 'x-forwarded-for': address },
    }),
  );
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
    ms: 1,
  };
}

describe('GET /api/check-if-contact-exists', () => {
  it.each([
    ['', 400],
    ['?phone_number=', 400],
    ['?phone_number=12', 400],
    ['?phone_number=0412000782', 200],
  ])('answers %j with %i as the document says', async (query, status) => {
    const answer = await ask(query);
    expect(answer.status).toBe(status);
    expect(Object.keys(JSON.parse(answer.body)).sort()).toEqual(['data', 'error']);
    expect(check('get', PATH, `${PATH}${query}`, answer)).toEqual([]);
  });
});
