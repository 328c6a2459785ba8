import fs from 'node:fs';
import autocannon from 'autocannon';
import { freePort } from '../free-port';
import { startAppServer } from './app-server';
import { type FirstLoad, firstLoad, getFrom, pageScripts, postJson } from './first-load';

// The pages part of `npm run bench`: a production server of its own (its own embedded database, seeded
// like a newcomer's first start, so the product database is never touched), then the vehicle page's
// first-load JavaScript beside the home and results pages, and requests per second for a vehicle page
// served from cache, measured with autocannon.

const SITE = 'carzone';
const DATA_DIR = '.data/bench-pages';
/** ARCHITECTURE §9 budgets; decision 003 budgets what a page adds over the framework's shared scripts. */
export const PAGE_BUDGETS = { totalKb: 100, addedKb: 30, cachedRps: 1000 } as const;

export type PagesReport = {
  site: string;
  vehicle_path: string;
  first_load: FirstLoad[];
  cached_vehicle_page: {
    requests_per_s: number;
    p50_ms: number;
    p99_ms: number;
    errors: number;
    non_2xx: number;
  };
};

async function firstInStockCar(port: number): Promise<string> {
  const body = (await postJson(port, SITE, '/api/search', {
    filters: { status: ['in_stock'] },
    hitsPerPage: 1,
    sort: 'newest',
  })) as { hits?: { path: string }[] };
  const path = body.hits?.[0]?.path;
  if (!path) throw new Error('no car in stock to measure');
  return path;
}

export async function benchPages(): Promise<PagesReport> {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const port = await freePort();
  console.log(`\npages: starting a server of its own on port ${port} (builds if needed, seeds ${DATA_DIR})`);
  const server = await startAppServer({ port, site: SITE, env: { PGLITE_DIR: `${DATA_DIR}/pglite` } });
  try {
    const vehiclePath = await firstInStockCar(port);
    const first_load = firstLoad(await pageScripts(port, SITE, ['/', '/search', vehiclePath]));
    // The first request renders and fills the cache; the second is answered from it; then measure.
    await getFrom(port, SITE, vehiclePath);
    await getFrom(port, SITE, vehiclePath);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${vehiclePath}`,
      // As a browser asks: compressed. Compression happens once, when the page enters the cache.
      headers: { host: `${SITE}.localhost:${port}`, 'accept-encoding': 'gzip, deflate, br' },
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
    };
  } finally {
    await server.stop();
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

/** Prints the pages table and PASS/FAIL per budget; returns false when a budget we hold to fails. */
export function printPages(report: PagesReport): boolean {
  console.log(`\npages of ${report.site} (first-load JS, gzip)`);
  for (const page of report.first_load) {
    console.log(
      `  ${page.path.padEnd(60)} ${page.total_kb.toFixed(1).padStart(6)} KB total, ${page.added_kb.toFixed(1).padStart(5)} KB added (${page.files} files)`,
    );
  }
  const c = report.cached_vehicle_page;
  console.log(
    `  cached vehicle page: ${c.requests_per_s} requests/s, p50 ${c.p50_ms} ms, p99 ${c.p99_ms} ms, ${c.errors} errors, ${c.non_2xx} non-2xx`,
  );
  const vehicle = report.first_load[report.first_load.length - 1];
  const addedOk = vehicle.added_kb <= PAGE_BUDGETS.addedKb;
  const rpsOk = c.requests_per_s >= PAGE_BUDGETS.cachedRps && c.errors === 0 && c.non_2xx === 0;
  console.log(
    `  ${addedOk ? 'PASS' : 'FAIL'}  vehicle page adds ≤ ${PAGE_BUDGETS.addedKb} KB over the shared scripts: ${vehicle.added_kb} KB`,
  );
  console.log(
    `  ${vehicle.total_kb <= PAGE_BUDGETS.totalKb ? 'PASS' : 'NOTE'}  vehicle page total ≤ ${PAGE_BUDGETS.totalKb} KB: ${vehicle.total_kb} KB (the framework alone is above it: docs/decisions/003)`,
  );
  console.log(
    `  ${rpsOk ? 'PASS' : 'FAIL'}  cached vehicle page ≥ ${PAGE_BUDGETS.cachedRps} requests/s without errors: ${c.requests_per_s}`,
  );
  return addedOk && rpsOk;
}
