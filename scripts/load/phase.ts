import fs from 'node:fs';
import path from 'node:path';
import { type AppServer, startAppServer } from '../bench/app-server';
import { createEmptyDatabase, pickServer } from '../bench/bench-db';
import { freePort } from '../free-port';
import { type Client, createClient } from './client';
import { checkLeads, type LeadCheck } from './leads';
import { sampleMemory } from './memory';
import type { LoadOptions, Phase } from './options';
import {
  type KindFigures,
  type MemorySample,
  memoryTrend,
  REQUEST_KINDS,
  type RequestKind,
  summariseKind,
} from './rules';
import { DEMO_SITES, emptyTally, runShopper, type Server, type Tally } from './shopper';
import { warmUp } from './warm-up';

// A phase: its servers (one, or two on one database as behind a load balancer) on a PostgreSQL database
// created for it and seeded as `npm start` seeds, the shoppers split between the servers, then the leads
// checked in the database; servers stopped and database dropped whatever happens.

const LEAD_DELIVERY_GRACE_S = 60;
/** The calls a car page sends together: view count, similar cars, price comparison. */
const CALLS_AT_ONCE = 3;

export type ServerMemory = {
  server: number;
  first_mb: number | null;
  last_mb: number | null;
  peak_mb: number | null;
  trend: ReturnType<typeof memoryTrend>;
  samples: MemorySample[];
};

export type PhaseResult = {
  name: string;
  servers: number;
  connections: number;
  duration_s: number;
  requests_per_s: number;
  kinds: Partial<Record<RequestKind, KindFigures>>;
  error_samples: string[];
  enquiries_refused: number;
  leads: LeadCheck | null;
  memory: ServerMemory[];
};

export type Cleanup = () => Promise<void>;

export async function runPhase(
  phase: Phase,
  options: LoadOptions,
  onCleanup: (cleanup: Cleanup) => void,
): Promise<PhaseResult> {
  const name = options.url
    ? 'given server'
    : phase === 1
      ? 'phase 1 (one server)'
      : 'phase 2 (two servers, one database)';
  const started: AppServer[] = [];
  let dropDatabase: Cleanup = async () => {};
  let runDir: string | null = null;
  let client: Client | null = null;
  const cleanup = async () => {
    // The shoppers' connections go first: a server stopping waits for its open connections to close.
    await client?.destroy();
    for (const server of started) await server.stop();
    await dropDatabase();
    if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
  };
  onCleanup(cleanup);
  try {
    let servers: Server[];
    let databaseUrl: string | null;
    if (options.url) {
      const url = new URL(options.url);
      servers = [{ origin: url.origin, port: Number(url.port || 80) }];
      databaseUrl = process.env.DATABASE_URL ?? null;
    } else {
      const postgres = await pickServer();
      if (!postgres)
        throw new Error(
          'the load runs on PostgreSQL: no server answered (set BENCH_DATABASE_URL or DATABASE_URL)',
        );
      const database = await createEmptyDatabase(postgres, 'load');
      dropDatabase = database.drop;
      databaseUrl = database.url;
      runDir = path.join('.data', 'load', database.name);
      const env = {
        DATABASE_URL: database.url,
        // Each shopper's address comes in X-Forwarded-For, as from the load balancer in front.
        TRUST_PROXY: '1',
        MAIL_DIR: path.join(runDir, 'mail'),
        SMS_DIR: path.join(runDir, 'sms'),
      };
      const count = phase === 1 ? 1 : 2;
      console.log(
        `\n${name}: database ${database.name}; starting ${count} server(s) (builds if needed, seeds the first time)`,
      );
      servers = [];
      // One after the other: the first prepares (migrates and seeds) the database the second then finds ready.
      for (let i = 0; i < count; i += 1) {
        const port = options.port === null ? await freePort() : options.port + i;
        started.push(await startAppServer({ port, site: DEMO_SITES[0], env }));
        servers.push({ origin: `http://127.0.0.1:${port}`, port });
      }
    }
    // A car page's three calls go at once, each on a connection of its own, as a browser's would.
    client = createClient(Math.ceil((options.connections * CALLS_AT_ONCE) / servers.length));
    const result = await drive(name, client, servers, started, options);
    const mailDir = runDir ? path.join(runDir, 'mail') : null;
    result.phase.leads = databaseUrl
      ? await checkLeads(databaseUrl, result.tally.leads, { graceS: LEAD_DELIVERY_GRACE_S, mailDir })
      : null;
    return result.phase;
  } finally {
    await cleanup();
  }
}

async function drive(
  name: string,
  client: Client,
  servers: Server[],
  started: AppServer[],
  options: LoadOptions,
) {
  const warm = await warmUp(client, servers);
  console.log(`${name}: warmed up with ${warm.pages} pages and calls in ${warm.seconds} s`);
  const pids = started.map((s) => s.servingPid()).filter((pid): pid is number => pid !== null);
  const memory = sampleMemory(pids);
  const tally = emptyTally();
  console.log(
    `${name}: ${options.connections} shoppers for ${options.durationS} s on ${servers.length} server(s), reading ${options.thinkS} s a page`,
  );
  const begin = performance.now();
  const deadline = begin + options.durationS * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, (_, i) =>
      runShopper({ client, server: servers[i % servers.length], deadline, thinkS: options.thinkS }, tally),
    ),
  );
  const seconds = (performance.now() - begin) / 1000;
  return {
    tally,
    phase: summarise(name, servers.length, options.connections, seconds, tally, memory.stop()),
  };
}

function summarise(
  name: string,
  serverCount: number,
  connections: number,
  seconds: number,
  tally: Tally,
  memory: MemorySample[][],
): PhaseResult {
  const kinds: PhaseResult['kinds'] = {};
  let total = 0;
  for (const kind of REQUEST_KINDS) {
    const latencies = tally.latencies.get(kind);
    if (!latencies) continue;
    kinds[kind] = summariseKind(latencies, tally.errors.get(kind) ?? 0, seconds);
    total += latencies.length;
  }
  return {
    name,
    servers: serverCount,
    connections,
    duration_s: Math.round(seconds * 10) / 10,
    requests_per_s: Math.round((total / seconds) * 10) / 10,
    kinds,
    error_samples: tally.errorSamples,
    enquiries_refused: tally.leadsRefused,
    leads: null,
    memory: memory.map((samples, server) => ({
      server: server + 1,
      first_mb: samples[0]?.rssMb ?? null,
      last_mb: samples.at(-1)?.rssMb ?? null,
      peak_mb: samples.length ? Math.max(...samples.map((s) => s.rssMb)) : null,
      trend: memoryTrend(samples),
      samples,
    })),
  };
}
