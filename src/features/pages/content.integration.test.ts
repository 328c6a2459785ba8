import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandleForTests } from '@/db';
import { platformKey } from '@/lib/platform-key';
import { getSite } from '@/tenancy/get-site';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { syncSites } from '@/tenancy/sync-sites';
import { createTestDb } from '../../../tests/helpers/test-db';
import { deleteContentRoute, getContentRoute, listContentRoute, putContentRoute } from './admin-api';
import { loadShippedContent } from './content-files';
import { blogArticle, blogList, contentPage, contentSitemapEntries, latestArticles } from './server';

let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
  await syncSites(handle.db, loadSiteConfigs());
  await loadShippedContent(handle.db);
}, 60_000);
afterAll(async () => handle?.drop());

const site = async (slug: string) => {
  const found = await getSite(slug);
  if (!found) throw new Error(`no site ${slug}`);
  return found;
};

const BASE = 'http://127.0.0.1:3000/api/admin/sites';
const auth = () => ({ authorization: `Bearer ${platformKey()}` });
const pageParams = (slug: string, path: string[]) => ({ params: Promise.resolve({ slug, path }) });

function put(slug: string, path: string[], source: string, headers: Record<string, string> = auth()) {
  return putContentRoute(
    new Request(`${BASE}/${slug}/content/${path.join('/')}`, { method: 'PUT', body: source, headers }),
    pageParams(slug, path),
  );
}

const source = (front: string, body = 'Body text.') => `---\n${front}\n---\n${body}\n`;

describe('shipped content', () => {
  it.each(['coastal-toyota', 'carzone', 'summit-motor-group', 'outback-rv'])(
    '%s has every content page of the spec, filled with its own details',
    async (slug) => {
      const s = await site(slug);
      for (const path of [
        '/about-us',
        '/teams',
        '/warranty',
        '/diamond-advantage',
        '/vehicle-parts-and-accessories',
        '/capped-price-servicing',
        '/roadside-assist',
        '/terms-and-conditions',
        '/privacy-policy',
        '/buying',
        '/faqs',
        '/fleet',
        '/service',
        '/models',
        '/parts/search',
        '/spin-to-win',
      ]) {
        const page = await contentPage(s, path);
        expect(page, `${slug} ${path}`).not.toBeNull();
        expect(page?.html).not.toContain('{{');
      }
      expect((await contentPage(s, '/about-us'))?.html).toContain(s.config.phones.sales);
    },
  );

  it("serves the group's business pages on the group's site only", async () => {
    for (const path of [
      '/twg-cars',
      '/twg-rental',
      '/twg-tyres',
      '/finance-and-insurance',
      '/neotek',
      '/4x4-outdoor',
    ]) {
      expect(await contentPage(await site('summit-motor-group'), path), path).not.toBeNull();
      expect(await contentPage(await site('carzone'), path), path).toBeNull();
    }
  });

  it("links Coastal Toyota's service page to Toyota's booking site", async () => {
    const page = await contentPage(await site('coastal-toyota'), '/service');
    expect(page?.meta.bookingUrl).toMatch(/^https:\/\//);
    expect(page?.meta.form).toBeUndefined();
  });
});

describe('sitemap', () => {
  it('lists the content pages, and the blog only where the site has one', async () => {
    const coastal = (await contentSitemapEntries(await site('coastal-toyota'))).map((entry) => entry.path);
    expect(coastal).toEqual(
      expect.arrayContaining(['/about-us', '/blog', '/blog/buyer-advice', '/hilux/accessories']),
    );
    expect(coastal).toContain('/blog/buyer-advice/new-demo-or-used');
    const carzone = (await contentSitemapEntries(await site('carzone'))).map((entry) => entry.path);
    expect(carzone).toContain('/about-us');
    expect(carzone.some((path) => path.startsWith('/blog'))).toBe(false);
  });

  it('leaves out a page behind sign-in: spin to win where the site gates it (CarZone), not elsewhere', async () => {
    const carzone = (await contentSitemapEntries(await site('carzone'))).map((entry) => entry.path);
    expect(carzone).not.toContain('/spin-to-win');
    const outback = (await contentSitemapEntries(await site('outback-rv'))).map((entry) => entry.path);
    expect(outback).toContain('/spin-to-win');
  });
});

describe('/eofy, shown from 1 May to the end of 30 June on the dealer’s clock', () => {
  const SITES = ['coastal-toyota', 'carzone', 'summit-motor-group', 'outback-rv'];
  it.each([
    ['in November', '2026-11-27T12:00:00+10:00', false],
    ['a second before 1 May', '2027-04-30T23:59:59+10:00', false],
    ['at the start of 1 May', '2027-05-01T00:00:00+10:00', true],
    ['in the last second of 30 June', '2027-06-30T23:59:59+10:00', true],
    ['at midnight after 30 June', '2027-07-01T00:00:00+10:00', false],
  ])('%s → shown: %s, on every site and in its sitemap', async (_label, now, shown) => {
    for (const slug of SITES) {
      const s = await site(slug);
      expect(Boolean(await contentPage(s, '/eofy', new Date(now))), slug).toBe(shown);
      const listed = (await contentSitemapEntries(s, new Date(now))).some((p) => p.path === '/eofy');
      expect(listed, slug).toBe(shown);
    }
  });

  it('speaks only of used cars on the used-car site, and of every kind on the others', async () => {
    const june = new Date('2027-06-15T12:00:00+10:00');
    const carzone = await contentPage(await site('carzone'), '/eofy', june);
    expect(carzone?.html).toContain('used cars');
    expect(`${carzone?.description} ${carzone?.html}`).not.toMatch(/\b(new|demo|demonstrators?|runout)\b/i);
    const coastal = await contentPage(await site('coastal-toyota'), '/eofy', june);
    expect(coastal?.description).toMatch(/new, demo and used/);
  });
});

describe('sale pages', () => {
  const path = '/pages/summer-sale';
  it.each([
    ['a second before the start', '2026-10-31T23:59:59+10:00', false],
    ['at the start', '2026-11-01T00:00:00+10:00', true],
    ['at the expiry', '2027-01-31T23:59:59+10:00', true],
    ['a second after the expiry', '2027-02-01T00:00:00+10:00', false],
  ])('%s → shown: %s', async (_label, now, shown) => {
    const s = await site('coastal-toyota');
    expect(Boolean(await contentPage(s, path, new Date(now)))).toBe(shown);
    expect((await contentSitemapEntries(s, new Date(now))).some((p) => p.path === path)).toBe(shown);
  });

  it("another site's sale page is never served", async () => {
    expect(await contentPage(await site('carzone'), '/pages/summer-sale', new Date('2026-12-01'))).toBeNull();
  });
});

describe('the blog', () => {
  const now = new Date('2026-11-24T12:00:00+10:00');

  it('lists nine articles a page, newest first, with 80-character descriptions', async () => {
    const s = await site('coastal-toyota');
    const first = await blogList(s, null, undefined, now);
    expect(first?.articles).toHaveLength(9);
    expect(first?.pages).toBe(2);
    const dates = first?.articles.map((a) => a.publishedAt.getTime()) ?? [];
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const article of first?.articles ?? [])
      expect(Array.from(article.description).length).toBeLessThanOrEqual(81);
    expect((await blogList(s, null, '2', now))?.articles).toHaveLength(1);
    expect(await blogList(s, null, '3', now)).toBeNull();
  });

  it('narrows to a category, and an unknown one is a 404', async () => {
    const s = await site('coastal-toyota');
    const view = await blogList(s, 'buyer-advice', undefined, now);
    expect(view?.articles.every((a) => a.category.slug === 'buyer-advice')).toBe(true);
    expect(await blogList(s, 'gossip', undefined, now)).toBeNull();
  });

  it('shows an article under its own category only, and not before it is published', async () => {
    const s = await site('coastal-toyota');
    expect(await blogArticle(s, 'buyer-advice', 'new-demo-or-used', now)).not.toBeNull();
    expect(await blogArticle(s, 'motoring-tips', 'new-demo-or-used', now)).toBeNull();
    expect(await blogArticle(s, 'buyer-advice', 'new-demo-or-used', new Date('2026-11-17'))).toBeNull();
  });

  it('feeds the newest articles with their full descriptions', async () => {
    const items = await latestArticles(await site('coastal-toyota'), now);
    expect(items.length).toBe(10);
  });
});

describe('admin API', () => {
  it.each([
    ['no key', {}],
    ['a wrong key', { authorization: 'Bearer not-the-platform-key' }],
  ])('refuses %s with 401', async (_label, headers) => {
    const response = await put('carzone', ['about-us'], source('title: x\ndescription: y'), headers);
    expect(response.status).toBe(401);
    const list = await listContentRoute(new Request(`${BASE}/carzone/content`, { headers }), {
      params: Promise.resolve({ slug: 'carzone' }),
    });
    expect(list.status).toBe(401);
  });

  it('changes a page, which the site serves at once', async () => {
    const response = await put(
      'carzone',
      ['about-us'],
      source('title: About CarZone\ndescription: Changed by the API', '## New copy'),
      { ...auth(), 'x-changed-by': 'Jane' },
    );
    expect(response.status).toBe(200);
    const page = await contentPage(await site('carzone'), '/about-us');
    expect(page).toMatchObject({ title: 'About CarZone', description: 'Changed by the API' });
    expect(page?.html).toContain('<h2>New copy</h2>');
    const read = await getContentRoute(
      new Request(`${BASE}/carzone/content/about-us`, { headers: auth() }),
      pageParams('carzone', ['about-us']),
    );
    expect(await read.json()).toMatchObject({ path: '/about-us', updatedBy: 'api (Jane)' });
  });

  it('keeps an unpublished page and article off the site, the blog, the feed and the sitemap', async () => {
    const now = new Date('2026-12-01T12:00:00+10:00');
    const s = await site('outback-rv');
    const article = ['blog', 'buyer-advice', 'draft-notes'];
    expect(
      (await put('outback-rv', ['draft-page'], source('title: Draft\ndescription: Not yet\ndraft: true')))
        .status,
    ).toBe(201);
    expect(
      (
        await put(
          'outback-rv',
          article,
          source(
            'title: Notes\ndescription: Not yet\ncategory: buyer-advice\npublished: 2026-11-01\ndraft: true',
          ),
        )
      ).status,
    ).toBe(201);
    expect(await contentPage(s, '/draft-page', now)).toBeNull();
    expect(await blogArticle(s, 'buyer-advice', 'draft-notes', now)).toBeNull();
    expect((await blogList(s, null, undefined, now))?.articles.map((a) => a.path)).not.toContain(
      '/blog/buyer-advice/draft-notes',
    );
    expect((await latestArticles(s, now)).map((a) => a.path)).not.toContain('/blog/buyer-advice/draft-notes');
    const listed = (await contentSitemapEntries(s, now)).map((p) => p.path);
    expect(listed).not.toContain('/draft-page');
    expect(listed).not.toContain('/blog/buyer-advice/draft-notes');
    expect((await put('outback-rv', ['draft-page'], source('title: Draft\ndescription: Now'))).status).toBe(
      200,
    );
    expect(await contentPage(s, '/draft-page', now)).toMatchObject({ title: 'Draft' });
    expect(
      (await put('outback-rv', ['draft-page'], source('title: Draft\ndescription: Now\ndraft: yes please')))
        .status,
    ).toBe(400);
  });

  it('creates a page with 201 and deletes it with 204', async () => {
    const path = ['pages', 'spring-clearance'];
    const created = await put(
      'carzone',
      path,
      source('title: Spring clearance\ndescription: Cars priced to clear\nexpiry: 2099-01-01'),
    );
    expect(created.status).toBe(201);
    const deleted = await deleteContentRoute(
      new Request(`${BASE}/carzone/content/pages/spring-clearance`, { method: 'DELETE', headers: auth() }),
      pageParams('carzone', path),
    );
    expect(deleted.status).toBe(204);
    expect(await contentPage(await site('carzone'), '/pages/spring-clearance')).toBeNull();
  });

  it.each([
    ['a bad path', ['About'], source('title: x\ndescription: y'), 'path'],
    ['NUL in the path', ['about\u0000us'], source('title: x\ndescription: y'), 'path'],
    ['NUL in the source', ['about-us'], source('title: x\u0000\ndescription: y'), 'source'],
    ['a missing title', ['about-us'], source('description: y'), 'title'],
    ['an unknown field', ['about-us'], source('title: x\ndescription: y\nlayout: wide'), 'front matter'],
    ['no front matter', ['about-us'], 'Just text', 'front matter'],
  ])('refuses %s with 400 naming %s, changing nothing', async (_label, path, body, field) => {
    const before = await contentPage(await site('outback-rv'), '/about-us');
    const response = await put('outback-rv', path, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { issues: { field: string }[] };
    expect(answer.issues.map((issue) => issue.field)).toContain(field);
    expect((await contentPage(await site('outback-rv'), '/about-us'))?.title).toBe(before?.title);
  });

  it('answers 404 for a site that does not exist and 400 for a bad slug', async () => {
    expect((await put('no-such-site', ['about-us'], source('title: x\ndescription: y'))).status).toBe(404);
    expect((await put('Bad_Slug', ['about-us'], source('title: x\ndescription: y'))).status).toBe(400);
  });

  it("never serves one site's change on another", async () => {
    await put('summit-motor-group', ['teams'], source('title: Summit people\ndescription: Only Summit'));
    expect((await contentPage(await site('summit-motor-group'), '/teams'))?.title).toBe('Summit people');
    expect((await contentPage(await site('outback-rv'), '/teams'))?.title).toBe('Our team');
  });
});
