import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { sites } from '../../db/schema';
import { GET } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  await handle.db.insert(sites).values([
    { slug: 'carzone', name: 'CarZone', hostnames: ['carzone.com.au', 'www.carzone.com.au'], config: {} },
    { slug: 'closing-motors', name: 'Closing Motors', hostnames: ['closingmotors.com.au'], config: {} },
  ]);
});
afterAll(async () => handle.drop());

/** Asks as Caddy does: GET {ask}?domain={name}, the name as it came in the handshake's SNI. */
async function ask(query: string) {
  const response = await GET(new Request(`http://127.0.0.1:3700/tls-ask${query}`));
  return { status: response.status, cache: response.headers.get('cache-control') };
}

describe('GET /tls-ask', () => {
  it.each([
    ['a site’s host name', '?domain=carzone.com.au', 200],
    ['a site’s other host name, in capitals with a trailing dot', '?domain=WWW.CarZone.com.au.', 200],
    ['{slug}.localhost of a site', '?domain=carzone.localhost', 200],
    ['the console’s host name', '?domain=console.localhost', 200],
    ['a name no site holds', '?domain=unknown.example.com', 404],
    ['a sub-domain of a site’s name', '?domain=shop.carzone.com.au', 404],
    ['{slug}.localhost of no site', '?domain=nobody.localhost', 404],
    ['no domain', '', 400],
    ['an empty domain', '?domain=', 400],
    ['a NUL in the name', '?domain=carzone%00.com.au', 400],
    ['a name with a port', '?domain=carzone.com.au%3A443', 400],
    ['an address', '?domain=127.0.0.1', 400],
    ['a name past 253 characters', `?domain=${'a.'.repeat(127)}au`, 400],
  ])('%s (%s) → %s, never cached', async (_case, query, status) => {
    expect(await ask(query)).toEqual({ status, cache: 'no-store' });
  });

  it('answers from the table as it is now: a new host name at once, a removed site’s no more', async () => {
    expect((await ask('?domain=newdealer.example.com')).status).toBe(404);
    await handle.db
      .update(sites)
      .set({ hostnames: ['carzone.com.au', 'www.carzone.com.au', 'newdealer.example.com'] })
      .where(eq(sites.slug, 'carzone'));
    expect((await ask('?domain=newdealer.example.com')).status).toBe(200);

    expect((await ask('?domain=closingmotors.com.au')).status).toBe(200);
    await handle.db.delete(sites).where(eq(sites.slug, 'closing-motors'));
    expect((await ask('?domain=closingmotors.com.au')).status).toBe(404);
    expect((await ask('?domain=closing-motors.localhost')).status).toBe(404);
  });
});
