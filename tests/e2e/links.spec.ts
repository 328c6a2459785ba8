import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loadSiteConfigs } from '../../src/tenancy/site-files';
import { tenantUrl } from './tenants';

// A crawl of every demo site: each page of its sitemap answers 200 with a title, and every same-origin
// link on those pages, and on its home, results and vehicle pages once their scripts have run, answers
// neither 404 nor 5xx.

const siteSlugs = loadSiteConfigs().map((config) => config.slug);
/** Car pages are many and alike: a sample of them is crawled. */
const CAR_PAGES = 20;

/** Same-origin links on the page, as path and query (the fragment names a place on that page). */
async function sameOriginLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    return url.origin === origin ? [url.pathname + url.search] : [];
  });
}

/** The final status of a GET, following redirects on the same site (Node does not resolve *.localhost). */
async function statusOf(request: APIRequestContext, host: string, path: string): Promise<number> {
  let target = path;
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await request.get(target, { headers: { host }, maxRedirects: 0 });
    const location = response.headers().location;
    if (response.status() < 300 || response.status() >= 400 || !location) return response.status();
    const next = new URL(location, `http://${host}`);
    target = next.pathname + next.search;
  }
  return 310;
}

/** The paths of a site's sitemap: every page but most car pages. */
async function sitemapPaths(request: APIRequestContext, host: string): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml', { headers: { host } })).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
  const cars = paths.filter((p) => p.startsWith('/cars/'));
  return [...paths.filter((p) => !p.startsWith('/cars/')), ...cars.slice(0, CAR_PAGES)];
}

/** The same-origin links in a page's HTML, as path and query. */
function linksInHtml(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="(\/(?!\/)[^"#]*)/g)].map((m) => m[1].replaceAll('&amp;', '&'));
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>, lanes = 4) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

for (const slug of siteSlugs) {
  test(`${slug}: every sitemap page has a title, and no link on any page answers 404 or 5xx`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1440', 'the links are the same at every width');
    test.setTimeout(600_000);
    const home = new URL(tenantUrl(slug));
    /** Each link, with the first page it was found on, so a broken one says where to look. */
    const links = new Map<string, string>();
    const found = (link: string, on: string) => {
      if (!links.has(link)) links.set(link, on);
    };

    // The sitemap's pages, as the server sends them.
    const untitled: string[] = [];
    const badPages: { path: string; status: number }[] = [];
    const pages = await sitemapPaths(request, home.host);
    expect(pages.length).toBeGreaterThan(10);
    await inParallel(pages, async (path) => {
      // Not followed: a sitemap page answers itself (a redirect to sign-in is no page for a crawler), and a
      // redirect would leave the site's Host header behind.
      const response = await request.get(path, { headers: { host: home.host }, maxRedirects: 0 });
      if (response.status() !== 200) badPages.push({ path, status: response.status() });
      const html = await response.text();
      if (!/<title>[^<]*\S[^<]*<\/title>/.test(html)) untitled.push(path);
      for (const link of linksInHtml(html)) found(link, path);
    });
    expect(badPages).toEqual([]);
    expect(untitled).toEqual([]);

    // Links that scripts add: the home, results and a vehicle page in the browser.
    const visit = async (path: string) => {
      const response = await page.goto(tenantUrl(slug, path));
      expect(response?.status(), path).toBe(200);
      for (const link of await sameOriginLinks(page, home.origin)) found(link, `${path} (in the browser)`);
    };
    await visit('/');
    await visit('/search');
    const car = await page.locator('main a[href^="/cars/"]').first().getAttribute('href');
    expect(car).toBeTruthy();
    await visit(new URL(car as string, home.origin).pathname);

    const checked = new Set(pages);
    const answers: { path: string; status: number; on: string }[] = [];
    await inParallel(
      [...links.keys()].filter((link) => !checked.has(link)),
      async (path) => {
        answers.push({ path, status: await statusOf(request, home.host, path), on: links.get(path) ?? '' });
      },
    );
    testInfo.annotations.push({
      type: 'links',
      description: `${pages.length} sitemap pages, ${answers.length} more links checked`,
    });
    expect(answers.filter((a) => a.status === 404 || a.status >= 500)).toEqual([]);
  });
}
