import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { postJson } from './first-load';
import { percentile, round } from './timing';

// Throughput on the pages bench's server (ARCHITECTURE §9): requests per second for a cached vehicle page
// and for POST /api/search under 20 connections, the load generator on the same 2 cores, and the server
// time of a vehicle page the page cache does not hold (its first visit: a full render).

export const THROUGHPUT_BUDGETS = { cachedPageRps: 4000, searchRps: 1500, missP50Ms: 30 } as const;
const CONNECTIONS = 20;
const DURATION_S = 10;
/** Cars rendered before the timed ones: the first renders of a process pay for compiling its code. */
const MISS_WARM_UP = 5;
const MISS_SAMPLES = 25;

type Rate = {
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
  /** Bytes on the wire per answer, headers included: what compression leaves. */
  bytes_per_answer: number;
  /**
   * The serving process's CPU time per answer (all its threads), in microseconds; null where it cannot be
   * read. What the server could answer on a core of its own, where the load generator shares the machine.
   */
  server_cpu_us: number | null;
};

/** Nanoseconds of CPU a process's threads have run (Linux's per-thread schedstat); null elsewhere. */
function processCpuNs(pid: number): number | null {
  try {
    let total = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      total += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    }
    return total;
  } catch {
    return null;
  }
}

export type ThroughputReport = {
  connections: number;
  cached_vehicle_page: Rate;
  /** Shoppers' searches as the results page sends them, a few distinct ones in turn: the shared answers. */
  search: Rate;
  /** Every search a new one (a page further on each time): what the app itself answers. */
  search_uncached: Rate;
  vehicle_page_miss_ms: { p50: number; p95: number; samples: number };
};

/** A search the results page sends: the site's stock, one refinement, sorted, page one or two. */
function searches(): object[] {
  return [
    { filters: { make: ['Toyota'] }, sort: 'relevance' },
    { filters: { body: ['SUV'] }, sort: 'price_asc' },
    { filters: { price: { max: 40000 } }, sort: 'newest' },
    { filters: { car_type: ['used'], km: { max: 80000 } }, sort: 'relevance' },
    { filters: { make: ['Toyota'] }, sort: 'relevance', offset: 21 },
    { filters: { transmission: ['Automatic'] }, sort: 'price_desc' },
  ].map((search) => ({ hitsPerPage: 21, ...search }));
}

async function rate(options: autocannon.Options, serverPid: number | null): Promise<Rate> {
  const cpuBefore = serverPid === null ? null : processCpuNs(serverPid);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const cpuAfter = serverPid === null ? null : processCpuNs(serverPid);
  const answers = result.requests.total;
  return {
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors,
    non_2xx: result.non2xx,
    bytes_per_answer: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    server_cpu_us:
      cpuBefore === null || cpuAfter === null || answers === 0
        ? null
        : Math.round((cpuAfter - cpuBefore) / answers / 1000),
  };
}

/** Milliseconds from sending a request to its last byte: one at a time, so it is the server's time. */
function timeToLastByte(port: number, site: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path,
          headers: { host: `${site}.localhost:${port}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
        },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
          response.resume().on('end', () => resolve(performance.now() - started));
        },
      )
      .on('error', reject);
  });
}

async function carPaths(port: number, site: string, count: number): Promise<string[]> {
  const body = (await postJson(port, site, '/api/search', {
    filters: { status: ['in_stock'] },
    hitsPerPage: count,
    sort: 'price_asc',
  })) as { hits?: { path: string }[] };
  const paths = (body.hits ?? []).map((hit) => hit.path);
  if (paths.length < count)
    throw new Error(`${count} cars in stock needed to time renders, found ${paths.length}`);
  return paths;
}

export async function benchThroughput(
  port: number,
  site: string,
  vehiclePath: string,
  serverPid: number | null,
): Promise<ThroughputReport> {
  const host = `${site}.localhost:${port}`;
  // Cars other than the one measured from cache, each visited once: each is a page-cache miss.
  const cars = (await carPaths(port, site, MISS_WARM_UP + MISS_SAMPLES + 1)).filter((p) => p !== vehiclePath);
  const times: number[] = [];
  for (const [i, path] of cars.slice(0, MISS_WARM_UP + MISS_SAMPLES).entries()) {
    const ms = await timeToLastByte(port, site, path);
    if (i >= MISS_WARM_UP) times.push(ms);
  }
  times.sort((a, b) => a - b);

  const cached_vehicle_page = await rate(
    {
      url: `http://127.0.0.1:${port}${vehiclePath}`,
      headers: { host, 'accept-encoding': 'gzip, deflate, br, zstd' },
    },
    serverPid,
  );
  const json = { host, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };
  const search = await rate(
    {
      url: `http://127.0.0.1:${port}/api/search`,
      method: 'POST',
      headers: json,
      requests: searches().map((body) => ({ method: 'POST', body: JSON.stringify(body) })),
    },
    serverPid,
  );
  let page = 0;
  const search_uncached = await rate(
    {
      url: `http://127.0.0.1:${port}/api/search`,
      method: 'POST',
      headers: json,
      duration: 5,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            page += 1;
            // A price bound a dollar higher each time: every body new, the work as a refined search's.
            return { ...request, body: JSON.stringify({ filters: { price: { max: 20_000 + page } } }) };
          },
        },
      ],
    },
    serverPid,
  );
  return {
    connections: CONNECTIONS,
    cached_vehicle_page,
    search,
    search_uncached,
    vehicle_page_miss_ms: {
      p50: round(percentile(times, 50), 1),
      p95: round(percentile(times, 95), 1),
      samples: times.length,
    },
  };
}

const line = (r: Rate) =>
  `${r.requests_per_s} requests/s, p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, ${(r.bytes_per_answer / 1024).toFixed(1)} KB per answer, ${r.errors} errors, ${r.non_2xx} non-2xx${r.server_cpu_us === null ? '' : `, ${r.server_cpu_us} µs of server CPU each`}`;
const clean = (r: Rate) => r.errors === 0 && r.non_2xx === 0;

/** Prints the throughput lines and PASS/FAIL per budget; returns false when one fails. */
export function printThroughput(report: ThroughputReport): boolean {
  const b = THROUGHPUT_BUDGETS;
  const { cached_vehicle_page: page, search, search_uncached: fresh, vehicle_page_miss_ms: miss } = report;
  console.log(`\nthroughput (${report.connections} connections, the load generator on the same machine)`);
  console.log(`  cached vehicle page:            ${line(page)}`);
  console.log(`  /api/search, repeated searches: ${line(search)}`);
  console.log(`  /api/search, every one new:     ${line(fresh)}`);
  console.log(
    `  vehicle page not in the cache:  p50 ${miss.p50} ms, p95 ${miss.p95} ms to the last byte (${miss.samples} cars, one at a time)`,
  );
  const pageOk = page.requests_per_s >= b.cachedPageRps && clean(page);
  const searchOk = search.requests_per_s >= b.searchRps && clean(search) && clean(fresh);
  const missOk = miss.p50 <= b.missP50Ms;
  console.log(
    `  ${pageOk ? 'PASS' : 'FAIL'}  cached vehicle page ≥ ${b.cachedPageRps} requests/s without errors: ${page.requests_per_s}`,
  );
  console.log(
    `  ${searchOk ? 'PASS' : 'FAIL'}  /api/search ≥ ${b.searchRps} requests/s without errors: ${search.requests_per_s}`,
  );
  console.log(`  ${missOk ? 'PASS' : 'FAIL'}  vehicle page render p50 ≤ ${b.missP50Ms} ms: ${miss.p50} ms`);
  return pageOk && searchOk && missOk;
}
