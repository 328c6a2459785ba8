import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../scripts/seed/index';
import { createTestDb } from '../helpers/test-db';

// Each app process holds its own search index (index-store.ts) and learns of stock changes only through
// the database. This proves it end to end with two real production server processes on one PostgreSQL database:
// a car pushed through server A's stock API is searchable on server B within 2 s, and gone from B within
// 2 s of being marked sold. Run with `npm run test:multi-process` (needs a build and a PostgreSQL server).

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PROPAGATION_BUDGET_MS = 2000;
const POLL_MS = 25;
const DEALERSHIP = 'carzone-rocklea';
/** The dealership's stock-feed key, issued by the seed (keys are random). */
let apiKey = '';
const TENANT_HOST = 'carzone.localhost'; // the proxy picks the tenant from the Host header
const MODEL = `Quokkatron${Date.now().toString(36)}`; // a model no seeded car has
const STOCKNUM = `MP-${Date.now().toString(36).toUpperCase()}`;

async function serverAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const reachable = await serverAnswers(SERVER_URL);
if (!reachable) {
  console.warn(
    `multi-process test skipped: no PostgreSQL server answers at ${SERVER_URL.replace(/:[^:@/]*@/, ':***@')} (set TEST_DATABASE_URL to a server this test may create databases on)`,
  );
}

type Answer = { status: number; json: { [key: string]: unknown }; receivedAt: number };

function send(
  port: number,
  method: 'GET' | 'POST',
  urlPath: string,
  options: { host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        headers: { host: options.host ?? `127.0.0.1:${port}`, ...options.headers },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          const receivedAt = performance.now();
          let json: Answer['json'] = {};
          try {
            json = JSON.parse(text);
          } catch {
            json = { text: text.slice(0, 500) };
          }
          resolve({ status: response.statusCode ?? 0, json, receivedAt });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${urlPath} timed out`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** CarZone's search on one server, for the test's model only. */
function searchModel(port: number): Promise<Answer> {
  return send(port, 'POST', '/api/search', {
    host: TENANT_HOST,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filters: { model: [MODEL] } }),
  });
}

/** A partial feed (nothing else is marked sold) of the one test car, through the stock API. */
function pushFeed(port: number, status: 'in_stock' | 'sold'): Promise<Answer> {
  const csv = [
    'stocknum,year,make,model,badge,car_type,status,price,km,simple_body,simple_transmission,simple_fuel',
    `${STOCKNUM},2022,Toyota,${MODEL},SR5,used,${status},"$41,990","23,400",Ute,Automatic,Diesel`,
  ].join('\n');
  return send(port, 'POST', '/api/admin/stock?full=false', {
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'text/csv' },
    body: csv,
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

type Server = { name: string; port: number; child: ChildProcess; output: string[] };

function startServer(name: string, port: number, env: NodeJS.ProcessEnv): Server {
  // The production server (Next.js behind the page cache), in its own process group, so afterAll can
  // stop it and any worker it forks in one signal.
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/server/serve.mjs')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, port, child, output };
}

async function waitUntilAnswering(server: Server, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server ${server.name} exited (${server.child.exitCode}):\n${server.output.join('')}`);
    }
    try {
      const answer = await searchModel(server.port);
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server ${server.name} did not answer within ${timeoutMs} ms:\n${server.output.join('')}`);
}

async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // the group is already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Polls server B until `done` holds; the delay is measured from the moment A's answer arrived. */
async function propagation(port: number, since: number, done: (answer: Answer) => boolean): Promise<number> {
  // Keep polling past the budget (to 3×) so a slow propagation fails with its measured delay, not a timeout.
  while (performance.now() - since < PROPAGATION_BUDGET_MS * 3) {
    const answer = await searchModel(port);
    expect(answer.status).toBe(200);
    if (done(answer)) return Math.round(answer.receivedAt - since);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return Number.POSITIVE_INFINITY;
}

describe.skipIf(!reachable)('two app processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDb>> | undefined;
  let mediaDir = '';
  const servers: Server[] = [];
  let serverA: Server;
  let serverB: Server;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
      throw new Error(
        'No production build: .next/BUILD_ID is missing. Run `npm run build` (node scripts/start.mjs --build-only) first.',
      );
    }
    process.env.TEST_DATABASE_URL = SERVER_URL; // createTestDb makes a fresh database on this server
    database = await createTestDb();
    const seeded = await seedDatabase(database.db, { cars: 300, renderImages: false });
    apiKey = seeded.stockKeys[DEALERSHIP];
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'multi-process-media-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    serverA = startServer('A', portA, { ...env, PORT: String(portA) });
    servers.push(serverA);
    serverB = startServer('B', portB, { ...env, PORT: String(portB) });
    servers.push(serverB);
    await Promise.all([waitUntilAnswering(serverA), waitUntilAnswering(serverB)]);
  });

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await database?.drop();
    if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('a car added through server A is searchable on server B within 2 s', async () => {
    // B's index is built and current before the change: the test car is not there, CarZone's stock is.
    const before = await searchModel(serverB.port);
    expect(before.json.count).toBe(0);
    const all = await send(serverB.port, 'POST', '/api/search', {
      host: TENANT_HOST,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(all.json.count).toBeGreaterThan(0);

    const pushed = await pushFeed(serverA.port, 'in_stock');
    expect(pushed.status, JSON.stringify(pushed.json)).toBe(200);
    expect(pushed.json).toMatchObject({ inserted: 1, rejected: 0, markedSold: 0 });

    let hit: { model?: string; slug?: string } | undefined;
    const delay = await propagation(serverB.port, pushed.receivedAt, (answer) => {
      hit = (answer.json.hits as { model?: string; slug?: string }[] | undefined)?.[0];
      return answer.json.count === 1;
    });
    console.log(`new car searchable on server B ${delay} ms after server A's 200`);
    expect(delay).toBeLessThanOrEqual(PROPAGATION_BUDGET_MS);
    expect(hit?.model).toBe(MODEL);
    expect(hit?.slug).toContain(STOCKNUM.toLowerCase());
  });

  it('the car marked sold through server A leaves server B’s in-stock search within 2 s', async () => {
    const sold = await pushFeed(serverA.port, 'sold');
    expect(sold.status, JSON.stringify(sold.json)).toBe(200);
    expect(sold.json).toMatchObject({ updated: 1, rejected: 0 });

    const delay = await propagation(serverB.port, sold.receivedAt, (answer) => answer.json.count === 0);
    console.log(`sold car gone from server B ${delay} ms after server A's 200`);
    expect(delay).toBeLessThanOrEqual(PROPAGATION_BUDGET_MS);
  });
});
