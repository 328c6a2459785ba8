import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loadSiteConfigs } from '../../src/tenancy/site-files';

const siteSlugs = loadSiteConfigs().map((config) => config.slug);

import { matchRoute } from '../../src/lib/paths';
import { tenantUrl } from './tenants';

// Every same-origin link on each demo site's home, results and vehicle pages answers something other than
// 404, unless it leads to a route the product plans but does not serve yet (PLANNED_ROUTES in
// src/lib/paths.ts), which answers the site's 404 page until it is built.

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

for (const slug of siteSlugs) {
  test(`${slug}: no link on its home, results or vehicle page answers 404 unless its route is planned`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1440', 'the links are the same at every width');
    test.setTimeout(300_000);
    const home = new URL(tenantUrl(slug));
    const links = new Set<string>();
    const visit = async (path: string) => {
      const response = await page.goto(tenantUrl(slug, path));
      expect(response?.status(), path).toBe(200);
      for (const link of await sameOriginLinks(page, home.origin)) links.add(link);
    };
    await visit('/');
    await visit('/search');
    const car = await page.locator('main a[href^="/cars/"]').first().getAttribute('href');
    expect(car).toBeTruthy();
    await visit(new URL(car as string, home.origin).pathname);

    const answers: { path: string; status: number; planned: string | null }[] = [];
    const queue = [...links];
    // A few at a time: the server renders each car page on its first visit.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const status = await statusOf(request, home.host, path);
          const route = matchRoute(path);
          answers.push({ path, status, planned: route.kind === 'planned' ? route.pattern : null });
        }
      }),
    );
    testInfo.annotations.push({
      type: 'links',
      description: `${answers.length} checked; planned (404 for now): ${
        [...new Set(answers.flatMap((a) => (a.planned ? [a.planned] : [])))].join(' ') || 'none'
      }`,
    });
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((a) => a.status === 404 && !a.planned)).toEqual([]);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  });
}
