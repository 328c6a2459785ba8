import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandleForTests } from '@/db';
import { resetSearchIndexForTests } from '@/search';
import { issuePartnerKey, listPartnerKeys, revokePartnerKey } from '@/tenancy/partner-keys';
import { SITE_HEADER } from '@/tenancy/site-header';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { GET } from './route';

// A partner reads a site's listed stock with the site's own key: another site's key, a revoked or a
// made-up one is refused, and nothing else about the site is reachable with it.

let handle: Awaited<ReturnType<typeof createTestDb>>;
let carzoneKey: { id: number; key: string };
let coastalKey: { id: number; key: string };

const ask = (site: string, key: string | null, query = '') =>
  GET(
    new Request(`http://${site}.localhost/api/partner/stock${query}`, {
      headers: { [SITE_HEADER]: site, ...(key ? { authorization: `Bearer ${key}` } : {}) },
    }),
    undefined as never,
  );

beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
  carzoneKey = (await issuePartnerKey(handle.db, 'carzone', 'Marketplace')) as { id: number; key: string };
  coastalKey = (await issuePartnerKey(handle.db, 'coastal-toyota', 'Lender')) as { id: number; key: string };
}, 120_000);
afterAll(async () => handle?.drop());

describe('the partner stock API', () => {
  it("answers the site's listed cars to its own key, a page at a time", async () => {
    const response = await ask('carzone', carzoneKey.key);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as {
      cars: { id: string }[];
      total: number;
      page: number;
      pageCount: number;
      pageSize: number;
    };
    expect(body.page).toBe(1);
    expect(body.cars.length).toBe(Math.min(body.total, 100));
    expect(body.pageCount).toBe(Math.max(1, Math.ceil(body.total / 100)));
    const last = await ask('carzone', carzoneKey.key, `?page=${body.pageCount + 1}`);
    expect(((await last.json()) as { cars: unknown[] }).cars).toEqual([]);
  });

  it.each([
    ['no key', null],
    ['another site’s key', 'coastal'],
    ['a made-up key', 'ptn_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a feed key’s shape', 'stk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses %s (401)', async (_case, key) => {
    const response = await ask('carzone', key === 'coastal' ? coastalKey.key : key);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it.each(['0', '-1', 'x', '1.5', '1000000'])('refuses page %s (400, naming page)', async (page) => {
    const response = await ask('carzone', carzoneKey.key, `?page=${page}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ field: 'page' }] });
  });

  it('stops opening anything once revoked, and stays listed', async () => {
    expect(await revokePartnerKey(handle.db, 'coastal-toyota', coastalKey.id)).toBe(true);
    expect((await ask('coastal-toyota', coastalKey.key)).status).toBe(401);
    expect(await revokePartnerKey(handle.db, 'coastal-toyota', coastalKey.id)).toBe(false);
    // Another site's key cannot be revoked by naming it under this site.
    expect(await revokePartnerKey(handle.db, 'coastal-toyota', carzoneKey.id)).toBe(false);
    const listed = await listPartnerKeys(handle.db, 'coastal-toyota');
    expect(listed?.map((k) => [k.label, k.revokedAt !== null])).toEqual([['Lender', true]]);
    expect(await issuePartnerKey(handle.db, 'nowhere', 'x')).toBeNull();
  });
});
