import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { readSiteFiles } from '../../src/tenancy/site-files';
import { createTestDb } from '../helpers/test-db';
import { postgresAnswers, requireBuild, send } from './servers';

// `npm run cluster` end to end, with Caddy's local authority: a demo site over HTTPS on its own host name,
// plain HTTP redirected, a name nobody owns refused at the handshake, a site put with a new host name
// served over HTTPS at its first request (no restart, no configuration change), and a web process stopped
// (SIGTERM, as a deploy stops it) while requests stream through Caddy, none of them failing. Needs a build,
// a PostgreSQL server and Debian's caddy (`apt-get install -y caddy`); skipped, saying so, without one.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const RUN = Date.now().toString(36);
const PLATFORM_KEY = `cluster-test-platform-key-${RUN}-0123456789abcdef`;
const NEW_HOST = `www.newdealer-${RUN}.example`;
const CERTIFICATE_BUDGET_MS = 5000;

const caddyInstalled = !spawnSync('caddy', ['version']).error;
const reachable = await postgresAnswers(SERVER_URL);
if (!caddyInstalled) console.warn('cluster test skipped: caddy is not installed (apt-get install -y caddy)');
if (!reachable) console.warn('cluster test skipped: no PostgreSQL server answers (set TEST_DATABASE_URL)');

type Page = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

describe.skipIf(!caddyInstalled || !reachable)('npm run cluster: Caddy in front of two web processes', () => {
  let database: Awaited<ReturnType<typeof createTestDb>> | undefined;
  let runDir = '';
  let cluster: ChildProcess | undefined;
  const output: string[] = [];
  let httpPort = 0;
  let httpsPort = 0;
  let ca: Buffer;

  /** GET over HTTPS through Caddy, the name in the handshake and the Host header, Caddy's root trusted alone. */
  function get(host: string, urlPath: string): Promise<Page> {
    return new Promise((resolve, reject) => {
      const request = https.get(
        {
          host: '127.0.0.1',
          port: httpsPort,
          path: urlPath,
          servername: host,
          ca,
          headers: { host },
          agent: false,
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error(`${host}${urlPath} timed out`)));
      request.on('error', reject);
    });
  }

  /** A TLS handshake for `host`, checked against Caddy's root: resolves when trusted, rejects when refused. */
  function handshake(host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = tls.connect({ host: '127.0.0.1', port: httpsPort, servername: host, ca }, () => {
        socket.end();
        resolve();
      });
      socket.on('error', reject);
    });
  }

  const log = () => output.join('').slice(-4000);

  beforeAll(async () => {
    requireBuild();
    process.env.TEST_DATABASE_URL = SERVER_URL;
    database = await createTestDb({ cars: 300 });
    runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-test-'));
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    cluster = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/cluster.ts',
        ...['--web', '2', '--http-port', String(httpPort), '--https-port', String(httpsPort)],
        ...['--web-port', '0', '--ask-port', '0', '--run-dir', runDir],
      ],
      {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          PLATFORM_KEY,
          MEDIA_DIR: path.join(runDir, 'media'),
          MAIL_DIR: path.join(runDir, 'mail'),
          LOG_LEVEL: 'warn',
          NEXT_TELEMETRY_DISABLED: '1',
        },
      },
    );
    cluster.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    cluster.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const deadline = Date.now() + 200_000;
    while (!output.join('').includes('[cluster] ready')) {
      if (cluster.exitCode !== null) throw new Error(`the cluster exited:\n${log()}`);
      if (Date.now() > deadline) throw new Error(`the cluster was not ready in time:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    ca = fs.readFileSync(path.join(runDir, 'caddy-data/caddy/pki/authorities/local/root.crt'));
  });

  afterAll(async () => {
    if (cluster?.pid && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster?.once('exit', resolve));
      process.kill(-cluster.pid, 'SIGTERM');
      const timer = setTimeout(() => cluster?.pid && process.kill(-cluster.pid, 'SIGKILL'), 60_000);
      await exited;
      clearTimeout(timer);
    }
    await database?.drop();
    if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
  });

  it('serves a demo site over HTTPS on its own host name, HSTS set once', async () => {
    const page = await get('www.carzone.com.au', '/');
    expect(page.status, log()).toBe(200);
    expect(page.body).toContain('CarZone');
    // One header, not Caddy's and the platform's joined.
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(await get('carzone.localhost', '/readyz')).toMatchObject({ status: 200 });
  });

  it('redirects plain HTTP to HTTPS on the same name, path and query', async () => {
    const answer = await send(httpPort, 'GET', '/search/used-cars?sortBy=price_asc', {
      host: `www.carzone.com.au:${httpPort}`,
    });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(
      `https://www.carzone.com.au:${httpsPort}/search/used-cars?sortBy=price_asc`,
    );
  });

  it('refuses the handshake for a name nobody owns: no certificate, no page', async () => {
    await expect(handshake('nobody-owns-this.example.com')).rejects.toThrow();
    await expect(get('nobody-owns-this.example.com', '/')).rejects.toThrow();
  });

  it(`serves a site put with a new host name over HTTPS within ${CERTIFICATE_BUDGET_MS / 1000} s, with no restart`, async () => {
    await expect(handshake(NEW_HOST)).rejects.toThrow();
    const carzone = readSiteFiles().sites.find((file) => file.document.slug === 'carzone')
      ?.document as Record<string, unknown>;
    const slug = `newdealer-${RUN}`;
    const document = {
      ...carzone,
      slug,
      name: `Newdealer ${RUN}`,
      hostnames: [NEW_HOST],
      dealerships: [`${slug}-brisbane`],
    };
    // Through Caddy, as an operator would call the admin API.
    const put = await new Promise<number>((resolve, reject) => {
      const request = https.request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          method: 'PUT',
          path: `/api/admin/sites/${slug}`,
          servername: 'carzone.localhost',
          ca,
          agent: false,
          headers: {
            host: 'carzone.localhost',
            authorization: `Bearer ${PLATFORM_KEY}`,
            'content-type': 'application/json',
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(document));
    });
    expect(put).toBeLessThan(300);
    const since = performance.now();
    let page: Page | null = null;
    while (!page && performance.now() - since < CERTIFICATE_BUDGET_MS * 3) {
      page = await get(NEW_HOST, '/').catch(() => null);
      if (page?.status !== 200) page = null;
    }
    const ms = Math.round(performance.now() - since);
    console.log(`${NEW_HOST}: certificate and home page over HTTPS ${ms} ms after the site was put`);
    expect(page?.body).toContain(`Newdealer ${RUN}`);
    expect(ms).toBeLessThanOrEqual(CERTIFICATE_BUDGET_MS);
  });

  it('loses no request while a web process is stopped (SIGTERM) and started again', async () => {
    const pids = [...log().matchAll(/web process (\d+) on port/g)].map((match) => Number(match[1]));
    expect(pids.length).toBeGreaterThanOrEqual(2);
    let answered = 0;
    const failures: string[] = [];
    let going = true;
    const stream = async () => {
      while (going) {
        const page = await get('www.carzone.com.au', '/search/used-cars').catch((error: Error) => error);
        if (page instanceof Error) failures.push(page.message);
        else if (page.status !== 200) failures.push(`${page.status}`);
        else answered += 1;
      }
    };
    const streams = Promise.all(Array.from({ length: 4 }, stream));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    process.kill(pids[0], 'SIGTERM');
    // Its drain (3 s), its exit and its successor's start, with requests going all the while.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    going = false;
    await streams;
    console.log(`web process stopped under requests: ${answered} answered, ${failures.length} failed`);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(20);
    expect(log()).toContain('exited (code 0); starting it again');
  });
});
