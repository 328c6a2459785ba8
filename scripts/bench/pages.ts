import fs from 'node:fs';
import autocannon from 'autocannon';
import { paths } from '../../src/lib/paths';
import { loadSiteConfigs } from '../../src/tenancy/site-files';
import { freePort } from '../free-port';
import { startAppServer } from './app-server';
import { getFrom, getPage, pageScripts, postJson } from './first-load';
import {
  BUDGET_PAGES,
  type BudgetReport,
  type PageType,
  printScriptBudget,
  SHARED_BUDGET_KB,
  scriptBudget,
} from './script-budget';
import { benchThroughput, printThroughput, type ThroughputReport } from './throughput';

// The pages part of `npm run bench`: a production server of its own (its own embedded database, seeded
// like a newcomer's first start, so the product database is never touched), then, on every demo site,
// the first-load JavaScript of each page type the budget names (decision 003: what every page shares,
// what each adds), and requests per second for a vehicle page served from cache, measured with autocannon.

const SITE = 'carzone';
const DATA_DIR = '.data/bench-pages';
/** ARCHITECTURE §9 budgets; decision 003 budgets the shared scripts and what a page adds over them. */
export const PAGE_BUDGETS = { totalKb: 100, cachedRps: 1000 } as const;

/** One site's pages against the script budget; `missing` lists the page types the site does not have. */
export type SiteFirstLoad = Omit<BudgetReport, 'pages'> & {
  site: string;
  pages: (BudgetReport['pages'][number] & { type: PageType })[];
  missing: PageType[];
};

export type PagesReport = {
  site: string;
  vehicle_path: string;
  first_load: SiteFirstLoad[];
  cached_vehicle_page: {
    requests_per_s: number;
    p50_ms: number;
    p99_ms: number;
    errors: number;
    non_2xx: number;
  };
  throughput: ThroughputReport;
};

export async function firstInStockCar(port: number, site = SITE): Promise<string> {
  const body = (await postJson(port, site, '/api/search', {
    filters: { status: ['in_stock'] },
    hitsPerPage: 1,
    sort: 'newest',
  })) as { hits?: { path: string }[] };
  const path = body.hits?.[0]?.path;
  if (!path) throw new Error('no car in stock to measure');
  return path;
}

/** The first `href` in a page's HTML that matches `pattern` (a real location, a real article). */
async function firstLink(port: number, site: string, path: string, pattern: RegExp): Promise<string | null> {
  const page = await getPage(port, site, path);
  return page.status === 200 ? (page.body.toString('utf8').match(pattern)?.[1] ?? null) : null;
}

/** Each page type's path on a site: candidates in order, the first answering 200 is measured. */
async function budgetPaths(port: number, site: string): Promise<Map<PageType, string[]>> {
  const config = loadSiteConfigs().find((c) => c.slug === site);
  const car = await firstInStockCar(port, site);
  const slug = car.replace(/^\/cars\//, '');
  const location = await firstLink(port, site, paths.dealerLocator(), /href="(\/locations\/[^"#?]+)"/);
  const article = await firstLink(port, site, paths.blog(), /href="(\/blog\/[^"/#?]+\/[^"/#?]+)"/);
  return new Map<PageType, string[]>([
    ['home', [paths.home()]],
    ['results', [paths.search()]],
    ['vehicle page', [car]],
    ['finance', [paths.finance()]],
    ['trade-in', [paths.tradeIn(), paths.tradeIn(undefined, '/cars/trade-in')]],
    ['checkout', config?.features.checkout ? [paths.checkout(slug, config.features.checkoutRoute)] : []],
    ['dealer locator', [paths.dealerLocator()]],
    ['location page', location ? [location] : []],
    ['blog', article ? [article] : []],
  ]);
}

/** One site's budget pages measured: what every one shares and what each adds. */
async function siteFirstLoad(port: number, site: string): Promise<SiteFirstLoad> {
  const found: { type: PageType; path: string }[] = [];
  const missing: PageType[] = [];
  for (const [type, candidates] of await budgetPaths(port, site)) {
    let path: string | undefined;
    for (const candidate of candidates) {
      if ((await getPage(port, site, candidate)).status === 200) {
        path = candidate;
        break;
      }
    }
    if (path) found.push({ type, path });
    else missing.push(type);
  }
  const report = scriptBudget(
    await pageScripts(
      port,
      site,
      found.map((p) => p.path),
    ),
  );
  return { ...report, site, pages: report.pages.map((row, i) => ({ ...row, type: found[i].type })), missing };
}

export async function benchPages(): Promise<PagesReport> {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const port = await freePort();
  console.log(`\npages: starting a server of its own on port ${port} (builds if needed, seeds ${DATA_DIR})`);
  const server = await startAppServer({ port, site: SITE, env: { PGLITE_DIR: `${DATA_DIR}/pglite` } });
  try {
    const vehiclePath = await firstInStockCar(port);
    const first_load: SiteFirstLoad[] = [];
    for (const { slug } of loadSiteConfigs()) first_load.push(await siteFirstLoad(port, slug));
    // The first request renders and fills the cache; the second is answered from it; then measure.
    await getFrom(port, SITE, vehiclePath);
    await getFrom(port, SITE, vehiclePath);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${vehiclePath}`,
      // As a browser asks: compressed. Compression happens once, when the page enters the cache.
      headers: { host: `${SITE}.localhost:${port}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
      connections: 50,
      duration: 10,
    });
    return {
      site: SITE,
      vehicle_path: vehiclePath,
      first_load,
      cached_vehicle_page: {
        requests_per_s: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        errors: result.errors,
        non_2xx: result.non2xx,
      },
      throughput: await benchThroughput(port, SITE, vehiclePath, server.servingPid()),
    };
  } finally {
    await server.stop();
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

/** Prints the pages table and PASS/FAIL per budget; returns false when a budget we hold to fails. */
export function printPages(report: PagesReport): boolean {
  let scriptsOk = true;
  const measured = new Set<PageType>();
  for (const site of report.first_load) {
    console.log(`\npages of ${site.site} (first-load JS, gzip; decision 003)`);
    printScriptBudget({ ...site, pages: site.pages.map((p) => ({ ...p, label: `${p.type}: ${p.label}` })) });
    if (site.missing.length) console.log(`  not on this site: ${site.missing.join(', ')}`);
    for (const page of site.pages) measured.add(page.type);
    scriptsOk &&= site.ok;
  }
  const unmeasured = BUDGET_PAGES.map((p) => p.type).filter((type) => !measured.has(type));
  if (unmeasured.length) console.log(`  FAIL  page types measured on no site: ${unmeasured.join(', ')}`);
  const totals = report.first_load.flatMap((site) => site.pages.map((p) => p.total_kb));
  console.log(
    `  ${Math.max(...totals) <= PAGE_BUDGETS.totalKb ? 'PASS' : 'NOTE'}  every page ≤ ${PAGE_BUDGETS.totalKb} KB in all: at most ${Math.max(...totals)} KB (the framework alone is above it; decision 003 budgets ${SHARED_BUDGET_KB} KB shared)`,
  );
  const c = report.cached_vehicle_page;
  console.log(
    `\n  cached vehicle page of ${report.site}: ${c.requests_per_s} requests/s, p50 ${c.p50_ms} ms, p99 ${c.p99_ms} ms, ${c.errors} errors, ${c.non_2xx} non-2xx`,
  );
  const rpsOk = c.requests_per_s >= PAGE_BUDGETS.cachedRps && c.errors === 0 && c.non_2xx === 0;
  console.log(
    `  ${rpsOk ? 'PASS' : 'FAIL'}  cached vehicle page ≥ ${PAGE_BUDGETS.cachedRps} requests/s without errors: ${c.requests_per_s}`,
  );
  const throughputOk = printThroughput(report.throughput);
  return scriptsOk && unmeasured.length === 0 && rpsOk && throughputOk;
}
