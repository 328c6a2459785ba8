import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { axeOn, VIOLATIONS_ONLY } from './axe';
import { tenantUrl } from './tenants';

// Every page type of the four demo sites through the Nu Html Checker (valid HTML, as served before
// hydration) and axe-core (no serious or critical violation, headings in order, landmarks told apart).

const SITES = ['coastal-toyota', 'carzone', 'summit-motor-group', 'outback-rv'] as const;
type SitePage = { site: string; name: string; path: string };

type Hit = { path: string; make: string };

// Node cannot resolve *.localhost: API calls go to the server with the tenant's host header.
const hostOf = (site: string) => ({ host: new URL(tenantUrl(site)).host });

async function firstHit(
  request: APIRequestContext,
  site: string,
  filters: Record<string, string[]>,
): Promise<Hit | null> {
  const response = await request.post('/api/search', {
    headers: hostOf(site),
    data: { filters, hitsPerPage: 1 },
  });
  expect(response.ok(), `search ${JSON.stringify(filters)} on ${site}`).toBe(true);
  const body = (await response.json()) as { hits: Hit[] };
  return body.hits[0] ?? null;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One URL of each page type the site has; vehicle pages are found through the site's own search. */
async function sitePages(request: APIRequestContext, site: string): Promise<SitePage[]> {
  const inStock = await firstHit(request, site, { status: ['in_stock'] });
  if (!inStock) throw new Error(`${site} has no car in stock`);
  const sold = await firstHit(request, site, { status: ['sold'] });
  const caravan = await firstHit(request, site, { item_type: ['caravan'] });
  const motorcycle = await firstHit(request, site, { item_type: ['motorcycle'] });
  const brands = await request.get('/brands', { headers: hostOf(site) });
  const carSlug = inStock.path.split('/').pop() ?? '';
  const locator = await request.get('/dealer-locator', { headers: hostOf(site) });
  const location = /href="(\/locations\/[a-z0-9-]+)"/.exec(await locator.text())?.[1] ?? null;
  const pages: [string, string | null][] = [
    ['home', '/'],
    ['search', '/search'],
    ['preset-search', `/search/${slug(inStock.make)}`],
    ['special-offers', '/special-offers'],
    ['brands', brands.status() === 200 ? '/brands' : null],
    ['directory', '/directory'],
    ['dealer-locator', '/dealer-locator'],
    ['location', location],
    ['car-in-stock', inStock.path],
    ['car-sold', sold?.path ?? null],
    ['caravan', caravan?.path ?? null],
    ['motorcycle', motorcycle?.path ?? null],
    ['contact', '/contact'],
    ['book-test-drive', '/book-test-drive'],
    ['careers', '/careers'],
    ['success', '/success'],
    ['print', `/print?car_id=${carSlug}`],
  ];
  return pages.flatMap(([name, p]) => (p ? [{ site, name, path: p }] : []));
}

type VnuMessage = {
  type: string;
  url: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

/** One JVM run over every saved page (the checker is slow to start); its error messages, one per line. */
async function vnuErrors(files: string[]): Promise<string[]> {
  const jar = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
  const stdout = await new Promise<string>((resolve, reject) => {
    // The checker exits 1 when it finds errors; the JSON report is what counts.
    execFile(
      'java',
      ['-jar', jar, '--format', 'json', '--stdout', ...files],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, out) => (out ? resolve(out) : reject(error ?? new Error('vnu printed nothing'))),
    );
  });
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map(
      (m) =>
        `${path.basename(m.url)}:${m.lastLine ?? '?'}:${m.lastColumn ?? '?'}: ${m.message}` +
        (m.extract ? `\n    …${m.extract.replace(/\s+/g, ' ').trim()}…` : ''),
    );
}

/** Counts by page type and message (quoted values left out), so the kinds of error read at a glance. */
function summary(errors: string[]): string {
  const counts = new Map<string, number>();
  for (const error of errors) {
    const [where, ...rest] = error.split('\n')[0].split(': ');
    const kind = `${where.replace(/^[a-z-]+--|\.html:.*$/g, '')}: ${rest.join(': ').replace(/“[^”]*”/g, '…')}`;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, n]) => `${String(n).padStart(5)} × ${kind}`).join('\n');
}

test('the Nu Html Checker finds no error on any page type, each with its share tags', async ({
  request,
}, testInfo) => {
  // The served HTML does not depend on the viewport: one project checks it.
  test.skip(testInfo.project.name !== 'desktop-1440', 'checked once, on the desktop project');
  test.setTimeout(600_000);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vnu-'));
  const files: string[] = [];
  const missingShareTags: string[] = [];
  for (const site of SITES) {
    for (const page of await sitePages(request, site)) {
      const response = await request.get(page.path, { headers: hostOf(site) });
      expect(response.status(), `${site} ${page.path}`).toBe(200);
      const html = await response.text();
      // Shared links show the page's own absolute URL and an image (the print view is not indexed).
      if (page.name !== 'print') {
        for (const property of ['og:url', 'og:image'])
          if (!new RegExp(`<meta property="${property}" content="https?://`).test(html))
            missingShareTags.push(`${site} ${page.path}: no ${property}`);
      }
      const file = path.join(dir, `${site}--${page.name}.html`);
      await fs.writeFile(file, html);
      files.push(file);
    }
  }
  const errors = await vnuErrors(files);
  await fs.rm(dir, { recursive: true, force: true });
  expect.soft(errors, `${errors.length} HTML errors\n${summary(errors)}\n\n${errors.join('\n')}`).toEqual([]);
  expect.soft(missingShareTags).toEqual([]);
});

const MODERATE_RULES_THAT_FAIL = ['heading-order', 'landmark-unique'];

/**
 * Which of a site's pages axe visits at a width: each page type once per width, on the sites that have
 * it in turn, the two widths on different sites where two or more have it (the markup is the same on
 * every site in its own colours and words, so over a run each site's colours are checked on several page
 * types at each width). `npm run test:full` visits every page type of every site at both widths.
 */
async function pagesAtThisWidth(
  request: APIRequestContext,
  site: string,
  project: string,
): Promise<SitePage[]> {
  const pages = await sitePages(request, site);
  if (process.env.E2E_ALL_WIDTHS === '1') return pages;
  const everySite = await Promise.all(SITES.map((other) => sitePages(request, other)));
  const names = [...new Set(everySite.flat().map((p) => p.name))];
  const shift = project === 'desktop-1440' ? 1 : 0;
  const checkedOn = new Map(
    names.map((name, index) => {
      const having = everySite.flat().filter((p) => p.name === name);
      const turn = index + shift * Math.ceil(having.length / 2);
      return [name, having[turn % having.length].site];
    }),
  );
  return pages.filter((p) => checkedOn.get(p.name) === site);
}

for (const site of SITES) {
  test(
    `axe finds no serious violation on the pages of ${site}`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      test.setTimeout(600_000);
      const problems: string[] = [];
      const pages = await pagesAtThisWidth(request, site, testInfo.project.name);
      for (const sitePage of pages) {
        await page.goto(tenantUrl(site, sitePage.path));
        const results = await axeOn(page).options(VIOLATIONS_ONLY).analyze();
        for (const violation of results.violations) {
          const serious = violation.impact === 'serious' || violation.impact === 'critical';
          if (!serious && !MODERATE_RULES_THAT_FAIL.includes(violation.id)) continue;
          const targets = violation.nodes.map((n) => n.target.join(' ')).join(', ');
          problems.push(
            `${sitePage.path}: ${violation.id} (${violation.impact}) ${violation.help}: ${targets}`,
          );
        }
      }
      expect(problems, `${problems.length} violations:\n${problems.join('\n')}`).toEqual([]);
    },
  );
}
