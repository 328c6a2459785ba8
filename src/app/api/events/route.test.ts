import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCarOf } from '../../../../tests/helpers/cars';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../db';
import { analyticsEvents } from '../../../db/schema';
import { SITE_HEADER } from '../../../tenancy/site-header';
import { POST } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
}, 120_000);
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
    const rows = await handle.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.page, '/search/used-cars'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventId: 49, page: '/search/used-cars', carId: null });
  });

  it.each([
    [{ event_id: 50, page: '/' }, 'event_id'],
    [{ event_id: '14', page: '/' }, 'event_id'],
    [{ event_id: 14 }, 'page'],
    [{ event_id: 14, page: '/', car_id: -3 }, 'car_id'],
    [{ event_id: 14, page: '/', car_id: 3_000_000_000 }, 'car_id'],
    [{ event_id: 14, page: '/', car_id: 2_147_483_648 }, 'car_id'],
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

  it('stores the site’s own car with the event', async () => {
    const car = await firstCarOf(handle.db, 'carzone-rocklea');
    const response = await post({ event_id: 61, page: '/print-own', car_id: car.id });
    expect(response.status).toBe(204);
    const [row] = await handle.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.page, '/print-own'));
    expect(row.carId).toBe(car.id);
  });

  it.each([
    ['another site’s car', async () => (await firstCarOf(handle.db, 'coastal-toyota-tingalpa')).id],
    ['an unknown car', async () => 999999],
  ])('refuses %s: 400 naming car_id, nothing stored', async (_name, carId) => {
    const response = await post({ event_id: 61, page: '/print-other', car_id: await carId() });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ field: 'car_id', message: 'Not a car of this site' }]);
    const rows = await handle.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.page, '/print-other'));
    expect(rows).toHaveLength(0);
  });

  it('stores a page and data with NUL characters, without them', async () => {
    const response = await post({ event_id: 14, page: '/nul\u0000', data: { 'k\u0000': 'x\u0000', a: 1 } });
    expect(response.status).toBe(204);
    const [row] = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.page, '/nul'));
    expect(row.data).toEqual({ k: 'x', a: 1 });
  });

  // A lone surrogate ('\ud800' in JSON) is text jsonb refuses: it once failed the insert with a 500.
  it.each([
    [{ 'k\ud800': 'v' }, { 'k\ufffd': 'v' }],
    [{ k: 'a\udfffb' }, { k: 'a\ufffdb' }],
    [{ k: '\ud83d\ude00' }, { k: '\ud83d\ude00' }],
  ])('stores data %j as %j', async (data, stored) => {
    const page = `/surrogate-${Object.values(stored)[0].length}-${Object.keys(stored)[0].length}`;
    const response = await post({ event_id: 14, page: `${page}\ud800`, data });
    expect(response.status).toBe(204);
    const [row] = await handle.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.page, `${page}\ufffd`));
    expect(row.data).toEqual(stored);
  });

  it('answers 404 when no site is identified', async () => {
    const response = await post({ event_id: 14, page: '/' }, null);
    expect(response.status).toBe(404);
  });
});
