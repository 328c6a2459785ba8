import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandleForTests } from '@/db';
import { platformKey } from '@/lib/platform-key';
import { readSiteFiles } from '@/tenancy/site-files';
import { putTemplate } from '@/tenancy/site-store';
import { createTestDb } from '../../../../../../tests/helpers/test-db';
import { PUT as putTemplateRoute } from '../../site-templates/[name]/route';
import { GET as listRoute } from '../route';
import { POST as rollbackRoute } from './rollback/route';
import { GET, PUT } from './route';
import { GET as versionsRoute } from './versions/route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
const files = readSiteFiles();
const template = files.templates[0].document;
const coastal = files.sites.find((file) => file.document.slug === 'coastal-toyota')?.document as Record<
  string,
  unknown
>;
const dealer = (overrides: Record<string, unknown> = {}) => ({
  ...coastal,
  slug: 'bayview-motors',
  name: 'Bayview Motors',
  hostnames: ['bayviewmotors.com.au'],
  dealerships: ['bayview-motors'],
  ...overrides,
});

const BASE = 'http://127.0.0.1:3000/api/admin';
const auth = () => ({ authorization: `Bearer ${platformKey()}` });
const params = <K extends string>(key: K, value: string) => ({
  params: Promise.resolve({ [key]: value } as Record<K, string>),
});

function put(slug: string, body: unknown, headers: Record<string, string> = auth()): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return PUT(
    new Request(`${BASE}/sites/${slug}`, { method: 'PUT', body: text, headers }),
    params('slug', slug),
  );
}

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  await putTemplate(handle.db, template, { by: 'test' });
});
afterAll(async () => handle?.drop());

describe('authentication', () => {
  it.each([
    ['no key', {}],
    ['a wrong key', { authorization: 'Bearer not-the-platform-key' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['the key without Bearer', { authorization: platformKey() }],
  ])('refuses %s with 401 and stores nothing', async (_label, headers) => {
    const response = await put('bayview-motors', dealer(), headers);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    const list = await listRoute(new Request(`${BASE}/sites`, { headers }));
    expect(list.status).toBe(401);
    const get = await GET(
      new Request(`${BASE}/sites/coastal-toyota`, { headers: auth() }),
      params('slug', 'bayview-motors'),
    );
    expect(get.status).toBe(404);
  });
});

describe('PUT /api/admin/sites/{slug}', () => {
  it.each([
    ['a NUL byte', 'bay\u0000view'],
    ['capitals', 'Bayview'],
    ['a dot', 'bay.view'],
    ['65 characters', 'a'.repeat(65)],
  ])('refuses a slug with %s with 400 naming the slug', async (_label, slug) => {
    const response = await put(slug, dealer());
    expect(response.status).toBe(400);
    expect((await response.json()).issues[0].field).toBe('slug');
  });

  it('creates a site (201), then takes a change as its next version (200)', async () => {
    const created = await put('bayview-motors', dealer());
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ slug: 'bayview-motors', version: 1, created: true });
    const changed = await put('bayview-motors', dealer({ tagline: 'By the bay' }), {
      ...auth(),
      'x-changed-by': 'Jane Citizen',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ version: 2, changes: ['tagline'] });
  });

  it('refuses a bad document with 400 naming every bad field, and keeps the site as it was', async () => {
    const response = await put(
      'bayview-motors',
      dealer({ theme: { ...(coastal.theme as object), brand: 'blue' }, similarCarsPageSize: 7 }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'similarCarsPageSize',
      'theme.brand',
    ]);
    const stored = await (
      await GET(
        new Request(`${BASE}/sites/bayview-motors`, { headers: auth() }),
        params('slug', 'bayview-motors'),
      )
    ).json();
    expect(stored.version).toBe(2);
    expect(stored.config.tagline).toBe('By the bay');
  });

  it.each([
    ['a body that is not JSON', '{"slug": '],
    ['a JSON array', '[]'],
  ])('refuses %s with 400', async (_label, body) => {
    expect((await put('bayview-motors', body)).status).toBe(400);
  });

  it('refuses an X-Changed-By of control characters or over 100 characters', async () => {
    for (const author of ['\u0007', 'x'.repeat(101)]) {
      const response = await put('bayview-motors', dealer(), { ...auth(), 'x-changed-by': author });
      expect(response.status).toBe(400);
      expect((await response.json()).issues[0].field).toBe('X-Changed-By');
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await put('bayview-motors', dealer({ tagline: 'x'.repeat(1024 * 1024) }));
    expect(response.status).toBe(413);
  });
});

describe('GET, versions and rollback', () => {
  it('lists the site, and answers 404 for one that does not exist', async () => {
    const list = await (await listRoute(new Request(`${BASE}/sites`, { headers: auth() }))).json();
    expect(list.sites.map((site: { slug: string }) => site.slug)).toContain('bayview-motors');
    const missing = await GET(
      new Request(`${BASE}/sites/nobody`, { headers: auth() }),
      params('slug', 'nobody'),
    );
    expect(missing.status).toBe(404);
  });

  it('lists versions newest first, with who and when in the site’s own time zone', async () => {
    const response = await versionsRoute(
      new Request(`${BASE}/sites/bayview-motors/versions`, { headers: auth() }),
      params('slug', 'bayview-motors'),
    );
    const body = await response.json();
    expect(body.timeZone).toBe('Australia/Brisbane');
    expect(body.versions.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
    expect(body.versions[0].changedBy).toBe('api (Jane Citizen)');
    expect(body.versions[0].changedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+10:00$/);
  });

  it.each([
    [{ version: 1 }, 200],
    [{ version: 42 }, 404],
    [{ version: 0 }, 400],
    [{ version: '1' }, 400],
    [{}, 400],
    // A version column holds int4: past it the query itself failed, a 500, before the bound.
    [{ version: 2_147_483_647 }, 404],
    [{ version: 2_147_483_648 }, 400],
    [{ version: 3_030_736_244_521_262 }, 400],
    [{ version: 1.5 }, 400],
    [{ version: -1 }, 400],
  ])('rollback %j answers %i', async (body, status) => {
    const response = await rollbackRoute(
      new Request(`${BASE}/sites/bayview-motors/rollback`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: auth(),
      }),
      params('slug', 'bayview-motors'),
    );
    expect(response.status).toBe(status);
    if (status === 200) expect(await response.json()).toMatchObject({ version: 3, changes: ['tagline'] });
  });
});

describe('PUT /api/admin/site-templates/{name}', () => {
  it('refuses a change that would break a site extending it, naming the site', async () => {
    const response = await putTemplateRoute(
      new Request(`${BASE}/site-templates/standard-dealer`, {
        method: 'PUT',
        body: JSON.stringify({ ...template, includeSoldCarsDays: 99 }),
        headers: auth(),
      }),
      params('name', 'standard-dealer'),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.issues.map((issue: { field: string }) => issue.field)).toContain('includeSoldCarsDays');
  });
});
