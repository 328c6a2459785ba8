import { text } from 'node:stream/consumers';
import { isValidElement, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import type { Db, DbHandle } from '../../../../db/client';
import { putContentRoute } from '../../../../features/pages/admin-api';
import { loadShippedContent } from '../../../../features/pages/content-files';
import { platformKey } from '../../../../lib/platform-key';
import { loadSiteConfigs } from '../../../../tenancy/site-files';
import { syncSites } from '../../../../tenancy/sync-sites';
import ContentOrNotFoundPage, { dynamic, generateMetadata } from './page';

// The tenant catch-all serves every content page a site's content defines, at whatever path it gives it
// (decision 025): a new path needs no code. Every other path is the site's 404.

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  await syncSites(handle.db, loadSiteConfigs());
  await loadShippedContent(handle.db);
  // Stored as a dealer's change is, through the admin API (decision 025): no route names the path.
  const stored = await putContentRoute(
    new Request('http://127.0.0.1/api/admin/sites/carzone/content/our-new-page', {
      method: 'PUT',
      headers: { authorization: `Bearer ${platformKey()}` },
      body: '---\ntitle: Our new page\ndescription: Written by the dealer today\n---\n## Fresh copy\n\nNo deploy needed.\n',
    }),
    { params: Promise.resolve({ slug: 'carzone', path: ['our-new-page'] }) },
  );
  expect(stored.status).toBe(201);
}, 120_000);
afterAll(async () => handle?.drop());

const props = (site: string, rest: string[]) => ({ params: Promise.resolve({ site, rest }) });

const NOT_FOUND = /NEXT_HTTP_ERROR_FALLBACK;404/;

type Shown = ReactElement<{ page: { path: string; title: string } }>;

/** What the route shows: its own async component (the gate and the look-up) called as the server would. */
async function shown(site: string, rest: string[]): Promise<Shown> {
  let element: unknown = await ContentOrNotFoundPage(props(site, rest));
  while (
    isValidElement(element) &&
    typeof element.type === 'function' &&
    element.type.name !== 'ContentPage'
  ) {
    const call = element.type as (own: unknown) => unknown;
    element = await call(element.props);
  }
  return element as Shown;
}

/** The page's HTML, for a page without a lead form (whose client component needs the app router). */
async function render(site: string, rest: string[]): Promise<string> {
  return text((await prerenderToNodeStream(await shown(site, rest))).prelude);
}

describe('the catch-all content route', () => {
  it('is rendered per request', () => {
    expect(dynamic).toBe('force-dynamic');
  });

  it('serves a page stored at a brand-new path, with no code change', async () => {
    const html = await render('carzone', ['our-new-page']);
    expect(html).toContain('Our new page');
    expect(html).toContain('<h2>Fresh copy</h2>');
    expect(html).toContain('No deploy needed.');
    expect(await generateMetadata(props('carzone', ['our-new-page']))).toMatchObject({
      title: 'Our new page',
      description: 'Written by the dealer today',
      alternates: { canonical: '/our-new-page' },
    });
  });

  it('serves the shipped pages where their folders did, nested ones too', async () => {
    for (const [site, rest, title] of [
      ['coastal-toyota', ['about-us'], 'About Coastal Toyota'],
      ['coastal-toyota', ['hilux', 'accessories'], 'HiLux accessories'],
      ['summit-motor-group', ['twg-cars'], 'Summit Cars'],
      ['outback-rv', ['parts', 'search'], 'Parts search'],
    ] as const) {
      const { page } = (await shown(site, [...rest])).props;
      expect(page, `${site} ${rest.join('/')}`).toMatchObject({ path: `/${rest.join('/')}`, title });
    }
    expect(await generateMetadata(props('carzone', ['parts', 'search']))).toMatchObject({
      title: 'Parts search',
    });
  });

  it("is the 404 where the site's content has no page: another site's page, a path of none", async () => {
    for (const [site, rest] of [
      ['outback-rv', ['our-new-page']],
      ['carzone', ['twg-cars']],
      ['carzone', ['hilux', 'accessories']],
      ['coastal-toyota', ['pages', 'no-such-sale']],
      ['coastal-toyota', ['nowhere']],
      ['no-such-site', ['about-us']],
    ] as const) {
      await expect(shown(site, [...rest]), `${site} ${rest.join('/')}`).rejects.toThrow(NOT_FOUND);
      expect(await generateMetadata(props(site, [...rest]))).toEqual({});
    }
  });

  describe('a path no page can have is the 404 before the database is asked', () => {
    const untouchable = new Proxy({} as Db, {
      get() {
        throw new Error('the database was asked');
      },
    });
    beforeAll(() =>
      setDbHandleForTests({ db: untouchable, kind: 'pglite', close: async () => {} } as DbHandle),
    );
    afterAll(() => setDbHandleForTests(handle));

    it('(where a page could be, it is asked)', async () => {
      await expect(shown('carzone', ['about-us'])).rejects.toThrow('the database was asked');
    });

    it.each([
      ['a NUL', ['about\u0000us']],
      ['too long', ['a'.repeat(201)]],
      ['over 200 characters in all', ['a'.repeat(120), 'b'.repeat(90)]],
      ['uppercase', ['About-Us']],
      ['..', ['..', 'about-us']],
      ['a decoded slash', ['hilux/accessories']],
      ['four segments', ['a', 'b', 'c', 'd']],
    ])('%s', async (_label, rest) => {
      await expect(ContentOrNotFoundPage(props('carzone', rest))).rejects.toThrow(NOT_FOUND);
      expect(await generateMetadata(props('carzone', rest))).toEqual({});
    });
  });
});
