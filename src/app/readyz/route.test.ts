import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSearchIndexForTests, searchIndex } from '@/search';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { leadDeliveries, leads, sites } from '../../db/schema';
import { GET } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
});
afterAll(async () => handle.drop());

const probe = async () => {
  const response = await GET();
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  };
};

describe('GET /readyz', () => {
  it('is unready while the search index builds, and starts building it', async () => {
    expect(await probe()).toEqual({
      status: 503,
      cache: 'no-store',
      body: { status: 'unready', checks: { database: 'ok', searchIndex: 'building', outbox: 'ok' } },
    });
    await searchIndex();
  });

  it('is ready once the index is built, the database answers and nothing is overdue', async () => {
    expect(await probe()).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { database: 'ok', searchIndex: 'ok', outbox: 'ok' } },
    });
  });

  it('is unready while an outbox item has been due for a minute or more', async () => {
    const [site] = await handle.db
      .insert(sites)
      .values({ slug: 'readyz-site', name: 'Readyz site', hostnames: [], config: {} })
      .returning({ id: sites.id });
    const [lead] = await handle.db
      .insert(leads)
      .values({ siteId: site.id, idempotencyKey: 'k', category: 'enquiry', form: {}, payload: {} })
      .returning({ id: leads.id });
    await handle.db.insert(leadDeliveries).values({
      leadId: lead.id,
      channel: 'email',
      target: 'sales@example.com',
      format: 'text',
      nextAttemptAt: sql`now() - interval '75.5 seconds'`,
    });
    const { status, body } = await probe();
    expect(status).toBe(503);
    expect(body.checks).toEqual({
      database: 'ok',
      searchIndex: 'ok',
      outbox: expect.stringMatching(/^lagging 7[5-9] s$/),
    });
  });
});
