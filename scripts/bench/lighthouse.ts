import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { newestSmsCode } from '../../tests/helpers/sms-code';
import { freePort } from '../free-port';
import { startAppServer } from './app-server';
import { getFrom, postJson } from './first-load';
import {
  PAGE_TYPES,
  type PageScores,
  type PageType,
  pagePaths,
  type Report,
  type SiteRoutes,
  scoresOf,
  verdicts,
} from './lighthouse-rules';
import { firstInStockCar } from './pages';

// The Lighthouse part of `npm run bench`: a production server of its own (its own embedded database, seeded
// like a newcomer's first start), then Lighthouse's mobile audit (a mid-range phone on slow 4G, simulated
// throttling: its defaults) of one page of each type on one demo site, in Debian's Chromium.
//
// Each page is audited RUNS times and the median run is kept (Lighthouse's own computeMedianRun: the run
// nearest the median FCP and TTI). The best of three would flatter a page whose third load is slow; the
// median still keeps one run disturbed by the other core's work from deciding the verdict.
//
// Pages a site keeps behind sign-in (trade-in, checkout on CarZone) are audited as a signed-in shopper
// sees them: the bench signs in with the code the embedded SMS sender writes, and Lighthouse sends the
// session cookie. The median run's full report of each page is kept in REPORTS_DIR.

const RUNS = 3;
const DATA_DIR = '.data/bench-lighthouse';
const SMS_DIR = `${DATA_DIR}/sms`;
const REPORTS_DIR = '.data/lighthouse-reports';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SHOPPER = {
  phone_number: '0491570006',
  first_name: 'Bench',
  last_name: 'Shopper',
  email: 'bench@example.com',
};

export type LighthousePage = PageScores & { type: PageType; path: string; final_path: string };
export type LighthouseReport = {
  site: string;
  runs_per_page: number;
  kept: 'median';
  lighthouse: string;
  chromium: string;
  pages: LighthousePage[];
  skipped: { type: PageType; why: string }[];
};

async function firstLocation(port: number, site: string, locator: string): Promise<string> {
  const html = (await getFrom(port, site, locator)).toString('utf8');
  const match = /href="(\/locations\/[^"#?]+)"/.exec(html);
  if (!match) throw new Error(`no location page linked from ${locator}`);
  return match[1];
}

/** Signs a shopper in on the site and returns the session cookie, as `name=value`. */
async function signIn(port: number, site: string): Promise<string> {
  await postJson(port, site, '/api/auth/send-code', { phone_number: SHOPPER.phone_number });
  const code = newestSmsCode(SMS_DIR, SHOPPER.phone_number);
  if (!code) throw new Error(`no sign-in code in ${SMS_DIR}`);
  const body = JSON.stringify({ ...SHOPPER, code });
  const cookie = await new Promise<string | undefined>((resolve, reject) => {
    http
      .request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/verify-code',
          method: 'POST',
          headers: { host: `${site}.localhost:${port}`, 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          resolve(response.headers['set-cookie']?.[0]?.split(';')[0]);
        },
      )
      .on('error', reject)
      .end(body);
  });
  if (!cookie) throw new Error('signing in set no session cookie');
  return cookie;
}

async function audit(
  url: string,
  chromePort: number,
  cookie: string | null,
): Promise<Report & { finalDisplayedUrl: string }> {
  const runs = [];
  for (let r = 0; r < RUNS; r += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      logLevel: 'error',
      output: 'json',
      extraHeaders: cookie ? { cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    runs.push(result.lhr);
  }
  return computeMedianRun(runs) as unknown as Report & { finalDisplayedUrl: string };
}

export async function benchLighthouse(site: string): Promise<LighthouseReport> {
  const routes = JSON.parse(fs.readFileSync(`config/sites/${site}.json`, 'utf8')) as SiteRoutes;
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const port = await freePort();
  console.log(
    `\nlighthouse: starting a server of its own on port ${port} (builds if needed, seeds ${DATA_DIR})`,
  );
  const server = await startAppServer({
    port,
    site,
    env: { PGLITE_DIR: `${DATA_DIR}/pglite`, SMS_DIR },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const car = await firstInStockCar(port, site);
    const targets = pagePaths(routes, car, await firstLocation(port, site, '/dealer-locator'));
    const cookie = await signIn(port, site);
    fs.mkdirSync(path.join(REPORTS_DIR, site), { recursive: true });
    const pages: LighthousePage[] = [];
    const skipped: LighthouseReport['skipped'] = [];
    let lighthouseVersion = '';
    let chromium = '';
    for (const type of PAGE_TYPES) {
      const pagePath = targets[type];
      if (pagePath === null) {
        skipped.push({ type, why: 'not a feature of this site' });
        continue;
      }
      // The first request renders the page into the page cache, as a shopper's page usually is.
      await getFrom(port, site, pagePath);
      const lhr = await audit(`http://${site}.localhost:${port}${pagePath}`, chrome.port, cookie).catch(
        (error) => {
          const { exitCode, signalCode } = server.child;
          const ended = exitCode ?? signalCode;
          throw ended === null ? error : new Error(`${error.message} (the server had ended: ${ended})`);
        },
      );
      fs.writeFileSync(path.join(REPORTS_DIR, site, `${type.replace(' ', '-')}.json`), JSON.stringify(lhr));
      const full = lhr as unknown as { lighthouseVersion: string; environment: { hostUserAgent: string } };
      lighthouseVersion = full.lighthouseVersion;
      chromium = /Chrome\/([\d.]+)/.exec(full.environment.hostUserAgent)?.[1] ?? '';
      const finalUrl = new URL(lhr.finalDisplayedUrl);
      pages.push({ type, path: pagePath, final_path: finalUrl.pathname + finalUrl.search, ...scoresOf(lhr) });
      process.stdout.write('.');
    }
    return {
      site,
      runs_per_page: RUNS,
      kept: 'median',
      lighthouse: lighthouseVersion,
      chromium,
      pages,
      skipped,
    };
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

/** Prints a row per page and PASS/FAIL per target; returns false when any target fails. */
export function printLighthouse(report: LighthouseReport): boolean {
  console.log(
    `\nLighthouse ${report.lighthouse} mobile (simulated throttling) on ${report.site}, Chromium ${report.chromium}, median of ${report.runs_per_page} runs`,
  );
  console.log(
    `  ${'page'.padEnd(15)} ${'perf'.padStart(4)} ${'LCP s'.padStart(6)} ${'TBT ms'.padStart(6)} ${'CLS'.padStart(6)} ${'a11y'.padStart(4)} ${'BP'.padStart(4)} ${'SEO'.padStart(4)}  path`,
  );
  let ok = true;
  for (const p of report.pages) {
    const redirected = p.final_path !== p.path ? ` → ${p.final_path}` : '';
    console.log(
      `  ${p.type.padEnd(15)} ${String(p.performance).padStart(4)} ${(p.lcp_ms / 1000).toFixed(2).padStart(6)} ${String(p.tbt_ms).padStart(6)} ${p.cls.toFixed(3).padStart(6)} ${String(p.accessibility).padStart(4)} ${String(p.best_practices).padStart(4)} ${String(p.seo).padStart(4)}  ${p.path}${redirected}`,
    );
  }
  for (const s of report.skipped) console.log(`  ${s.type.padEnd(15)} skipped: ${s.why}`);
  console.log('\nLighthouse targets');
  for (const p of report.pages) {
    const failed = verdicts(p).filter((v) => !v.pass);
    ok &&= failed.length === 0;
    const detail = failed.map((v) => `${v.target}: ${v.value}`).join('; ');
    const audits = p.failing ? ` (failing audits: ${p.failing})` : '';
    const lcp = p.lcp_element ? ` [LCP element: ${p.lcp_element}]` : '';
    console.log(
      `  ${failed.length ? 'FAIL' : 'PASS'}  ${p.type}${failed.length ? `: ${detail}${audits}${lcp}` : ''}`,
    );
  }
  return ok;
}
