import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSiteOf, listArticles, listedPaths, readSitePage } from '@/content/store';
import { auditLog, sites } from '@/db/schema';
import { addDays, dateAt, instantAt } from '@/lib/dates';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { NewPageRequest, PageFieldsRequest } from '../api/content-schemas';
import {
  createPage,
  deletePage,
  listSitePages,
  type PageFields,
  readPageFields,
  savePage,
  unpublishPage,
} from './site-pages';

vi.mock('server-only', () => ({}));

// A manager's changes to the site's pages go through the content store: a page is created, saved,
// unpublished, scheduled and deleted, each once on the audit log with its path; a refused page names its
// fields and changes nothing, not even the audit log.

const SLUG = 'carzone';
const actor = { id: 'manager-1', email: 'content.manager@example.com', ip: null };
let handle: Awaited<ReturnType<typeof createTestDb>>;
let siteId: number;
let timeZone: string;

const fields = (change: Partial<PageFields> = {}): PageFields => ({
  title: 'Spring sale',
  description: 'Sharp prices on runout stock',
  start: '',
  expiry: '2099-12-31',
  hero: '',
  heroAlt: '',
  form: 'promotion',
  body: '## Offers\n\n- Runout models\n',
  ...change,
});

const auditsOf = (path: string) =>
  handle.db
    .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'content_page'), eq(auditLog.subjectId, path)))
    .orderBy(auditLog.id);

const siteXmin = async () => {
  const [row] = await handle.db
    .select({ xmin: sql<string>`xmin::text` })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row.xmin;
};

beforeAll(async () => {
  handle = await createTestDb({ cars: 1 });
  ({ id: siteId, timeZone } = await contentSiteOf(handle.db, SLUG));
}, 120_000);
afterAll(() => handle.drop());

describe('a new page', () => {
  it('is stored, published and audited, and drops every process’s cached pages of the site', async () => {
    const before = await siteXmin();
    const outcome = await createPage(handle.db, SLUG, actor, '/pages/spring-sale', fields(), new Date());
    expect(outcome).toEqual({ ok: true, path: '/pages/spring-sale', created: true });
    expect(await siteXmin()).not.toBe(before);
    const page = await readPageFields(handle.db, SLUG, '/pages/spring-sale', new Date());
    expect(page).toMatchObject({
      kind: 'sale',
      title: 'Spring sale',
      expiry: '2099-12-31',
      form: 'promotion',
    });
    expect(page?.state).toEqual({ state: 'live' });
    expect(page?.body).toBe('## Offers\n\n- Runout models\n');
    expect(await auditsOf('/pages/spring-sale')).toEqual([
      { action: 'content.publish', actorEmail: 'content.manager@example.com' },
    ]);
  });

  it('is refused at a path the site has a page at, overwriting nothing', async () => {
    const outcome = await createPage(
      handle.db,
      SLUG,
      actor,
      '/pages/spring-sale',
      fields({ title: 'Other' }),
      new Date(),
    );
    expect(outcome).toMatchObject({ ok: false, status: 409, issues: [{ field: 'path' }] });
    expect((await readSitePage(handle.db, SLUG, '/pages/spring-sale'))?.title).toBe('Spring sale');
    expect(await auditsOf('/pages/spring-sale')).toHaveLength(1);
  });

  it('refused names each bad field and stores nothing, not even an audit entry', async () => {
    const outcome = await createPage(
      handle.db,
      SLUG,
      actor,
      '/pages/bad-sale',
      fields({
        title: 'x'.repeat(121),
        start: '2027-06-01',
        expiry: '2027-05-01',
        hero: 'https://elsewhere.example/a.jpg',
      }),
      new Date(),
    );
    expect(outcome.ok).toBe(false);
    const named = outcome.ok || outcome.status === 404 ? [] : outcome.issues.map((issue) => issue.field);
    expect(named).toEqual(expect.arrayContaining(['title', 'hero']));
    expect(await readSitePage(handle.db, SLUG, '/pages/bad-sale')).toBeNull();
    expect(await auditsOf('/pages/bad-sale')).toEqual([]);
  });

  it('a sale page without an expiry is refused naming expiry', async () => {
    const outcome = await createPage(
      handle.db,
      SLUG,
      actor,
      '/pages/no-end',
      fields({ expiry: '' }),
      new Date(),
    );
    expect(outcome).toMatchObject({ ok: false, status: 400, issues: [{ field: 'expiry' }] });
  });

  it('an article is dated now and filed under its path’s category', async () => {
    const now = new Date();
    const outcome = await createPage(
      handle.db,
      SLUG,
      actor,
      '/blog/motoring-tips/wet-roads',
      fields({ expiry: '', form: '' }),
      now,
    );
    expect(outcome.ok).toBe(true);
    const row = await readSitePage(handle.db, SLUG, '/blog/motoring-tips/wet-roads');
    expect(row).toMatchObject({ category: 'motoring-tips' });
    expect(row?.publishedAt?.toISOString()).toBe(now.toISOString());
    const listed = await listArticles(handle.db, siteId, {
      category: 'motoring-tips',
      page: 1,
      now: new Date(),
    });
    expect(listed.articles.map((article) => article.path)).toContain('/blog/motoring-tips/wet-roads');
  });
});

describe('a saved page', () => {
  it('takes the new fields, keeps what the editor does not show, and is audited', async () => {
    await savePage(
      handle.db,
      SLUG,
      actor,
      '/pages/spring-sale',
      fields({ title: 'Spring sale: last days', hero: '/media/content-images/1/x.webp', heroAlt: 'A ute' }),
    );
    const row = await readSitePage(handle.db, SLUG, '/pages/spring-sale');
    expect(row?.title).toBe('Spring sale: last days');
    expect(row?.source).toContain('hero: /media/content-images/1/x.webp');
    expect((await auditsOf('/pages/spring-sale')).map((entry) => entry.action)).toEqual([
      'content.publish',
      'content.publish',
    ]);
  });

  it('refused changes nothing', async () => {
    const before = await readSitePage(handle.db, SLUG, '/pages/spring-sale');
    const outcome = await savePage(
      handle.db,
      SLUG,
      actor,
      '/pages/spring-sale',
      fields({ title: '', form: 'promotion' }),
    );
    expect(outcome).toMatchObject({ ok: false, status: 400, issues: [{ field: 'title' }] });
    expect(await readSitePage(handle.db, SLUG, '/pages/spring-sale')).toEqual(before);
    expect(await auditsOf('/pages/spring-sale')).toHaveLength(2);
  });

  it('a body with a NUL is refused naming body', async () => {
    const outcome = await savePage(
      handle.db,
      SLUG,
      actor,
      '/pages/spring-sale',
      fields({ body: 'a\u0000b' }),
    );
    expect(outcome).toMatchObject({ ok: false, status: 400, issues: [{ field: 'body' }] });
  });

  it('a path the site has no page at is not found', async () => {
    for (const change of [
      () => savePage(handle.db, SLUG, actor, '/pages/nobody', fields()),
      () => unpublishPage(handle.db, SLUG, actor, '/pages/nobody'),
      () => deletePage(handle.db, SLUG, actor, '/pages/nobody'),
    ])
      expect(await change()).toEqual({ ok: false, status: 404 });
  });
});

describe('schedule and unpublish', () => {
  it('a page starting on a day goes live at that day’s first moment on the site’s clock, without anyone acting', async () => {
    const today = dateAt(new Date(), timeZone);
    const start = addDays(today, 3);
    await createPage(handle.db, SLUG, actor, '/pages/later-sale', fields({ start }), new Date());
    const startsAt = instantAt(start, '00:00', timeZone);
    const justBefore = new Date(startsAt.getTime() - 1);
    const paths = async (now: Date) => (await listedPaths(handle.db, siteId, now)).map((page) => page.path);
    expect(await paths(justBefore)).not.toContain('/pages/later-sale');
    expect(await paths(startsAt)).toContain('/pages/later-sale');
    const listed = await listSitePages(handle.db, SLUG, 'sale', justBefore);
    expect(listed.find((page) => page.path === '/pages/later-sale')?.state).toEqual({
      state: 'scheduled',
      from: startsAt,
    });
    const live = await listSitePages(handle.db, SLUG, 'sale', startsAt);
    expect(live.find((page) => page.path === '/pages/later-sale')?.state).toEqual({ state: 'live' });
  });

  it('unpublished, a page is kept but off the site’s pages, blog and sitemap; saved, it is back', async () => {
    await unpublishPage(handle.db, SLUG, actor, '/pages/spring-sale');
    await unpublishPage(handle.db, SLUG, actor, '/blog/motoring-tips/wet-roads');
    const now = new Date();
    const paths = (await listedPaths(handle.db, siteId, now)).map((page) => page.path);
    expect(paths).not.toContain('/pages/spring-sale');
    expect(paths).not.toContain('/blog/motoring-tips/wet-roads');
    const articles = await listArticles(handle.db, siteId, { page: 1, now });
    expect(articles.articles.map((article) => article.path)).not.toContain('/blog/motoring-tips/wet-roads');
    const all = await listSitePages(handle.db, SLUG, 'all', now);
    expect(all.find((page) => page.path === '/pages/spring-sale')?.state).toEqual({ state: 'unpublished' });
    expect((await auditsOf('/pages/spring-sale')).at(-1)?.action).toBe('content.unpublish');

    await savePage(handle.db, SLUG, actor, '/pages/spring-sale', fields());
    expect((await listedPaths(handle.db, siteId, new Date())).map((page) => page.path)).toContain(
      '/pages/spring-sale',
    );
  });

  it('the list filters by kind', async () => {
    const articles = await listSitePages(handle.db, SLUG, 'article', new Date());
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((page) => page.kind === 'article' && page.category)).toBe(true);
  });
});

describe('delete', () => {
  it('deletes the page once, audited with its path', async () => {
    expect(await deletePage(handle.db, SLUG, actor, '/pages/later-sale')).toMatchObject({ ok: true });
    expect(await readSitePage(handle.db, SLUG, '/pages/later-sale')).toBeNull();
    expect((await auditsOf('/pages/later-sale')).map((entry) => entry.action)).toEqual([
      'content.publish',
      'content.delete',
    ]);
  });
});

describe('the calls’ bodies', () => {
  it.each([
    ['a NUL in the title', { title: 'a\u0000' }, 'title'],
    ['a day that is not one', { start: '2027-02-30' }, 'start'],
    ['an unknown form', { form: 'quote' }, 'form'],
    ['an unknown field', { colour: 'red' }, 'colour'],
  ])('%s is refused naming %s before anything is read', (_name, change, field) => {
    const parsed = PageFieldsRequest.safeParse({ ...fields(), ...change });
    expect(parsed.success).toBe(false);
    expect(
      parsed.error?.issues.map((issue) => issue.path[0] ?? (issue as { keys?: string[] }).keys?.[0]),
    ).toContain(field);
  });

  it.each(['/Pages/Sale', '/pages/../x', '/a/b/c/d', 'pages/sale', '/pages/sale\u0000'])(
    'the path %j is refused',
    (path) => {
      expect(NewPageRequest.safeParse({ ...fields(), path }).success).toBe(false);
    },
  );
});
