import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../db';
import { analyticsEvents } from '../../../db/schema';
import { SITE_HEADER } from '../../../tenancy/site-header';
import { syncSites } from '../../../tenancy/sync-sites';
import { POST } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  await syncSites(handle.db);
});
afterAll(async () => handle.drop());

const post = (body: unknown, site: string | null = 'carzone') =>
  POST(
    new Request('http://carzone.localhost/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(site ? { [SITE_HEADER]: site } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('POST /api/events', () => {
  it('stores an event of the spec’s table for the requesting site', async () => {
    const response = await post({ event_id: 49, page: '/search/used-cars' });
    expect(response.status).toBe(204);
    const rows = await handle.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventId: 49, page: '/search/used-cars', carId: null });
  });

  it.each([
    [{ event_id: 50, page: '/' }, 'event_id'],
    [{ event_id: '14', page: '/' }, 'event_id'],
    [{ event_id: 14 }, 'page'],
    [{ event_id: 14, page: '/', car_id: -3 }, 'car_id'],
  ])('rejects %j naming the field %s', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.error).toContain(field);
    expect(json.issues[0].field).toBe(field);
  });

  it('rejects a body that is not JSON', async () => {
    const response = await post('{not json');
    expect(response.status).toBe(400);
  });

  it('drops an unknown car id rather than losing the event', async () => {
    const response = await post({ event_id: 61, page: '/print', car_id: 999999 });
    expect(response.status).toBe(204);
  });

  it('answers 404 when no site is identified', async () => {
    const response = await post({ event_id: 14, page: '/' }, null);
    expect(response.status).toBe(404);
  });
});
