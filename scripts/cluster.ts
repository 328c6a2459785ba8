// `npm run cluster -- --web N`: the platform as it runs on several machines, on this one: Caddy in front
// (HTTPS on each name the platform serves, its certificate made at the first handshake once GET /tls-ask
// allows it; HTTP redirected to HTTPS), N web processes balanced by Caddy on their GET /readyz, and one
// worker for the background jobs, all on the PostgreSQL of DATABASE_URL, prepared (migrated, seeded when
// empty) once before they start. A web process that dies is started again on its port. SIGHUP restarts
// the web processes one at a time (each stopped gracefully, its successor ready before the next goes);
// Ctrl-C or SIGTERM stops them all. Options: scripts/cluster/options.ts; the topology on real machines:
// docs/deploy.md.
import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { caddyfile, HEALTH_INTERVAL_S } from './cluster/caddyfile';
import { parseClusterOptions } from './cluster/options';
import { startProcess, stopProcess, waitUntilListening, waitUntilReady } from './cluster/processes';
import { freePort } from './free-port';

const READY_TIMEOUT_MS = 300_000;
/** A web process's drain and grace (src/server/graceful-stop.ts), and a margin. */
const WEB_STOP_MS = 30_000;
const WORKER_STOP_MS = 60_000;
const RESTART_PAUSE_MS = 1000;
const WORKER_RESTART_MS = 5000;
/** The loopback addresses Caddy reaches the web processes from, whose X-Forwarded-For they believe. */
const CADDY_ADDRESSES = '127.0.0.1/32,::1/128';

const log = (message: string) => console.log(`[cluster] ${message}`);

function fail(message: string): never {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

let options: ReturnType<typeof parseClusterOptions>;
try {
  options = parseClusterOptions(process.argv.slice(2));
} catch (error) {
  fail((error as Error).message);
}
const { env } = await import('../src/lib/env').catch((error: unknown) =>
  fail(String((error as Error).message)),
);
if (!env.DATABASE_URL)
  fail('The cluster runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/dealer).');
if (spawnSync('caddy', ['version']).error)
  fail('Caddy is not installed: `apt-get install -y caddy` (Debian’s package; its service need not run).');

function runOnce(args: string[]) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) fail(`\`node ${args.join(' ')}\` failed`);
}
// The build when there is none of the current code, and the database migrated (seeded when empty), once.
runOnce(['scripts/start.mjs', '--build-only']);
runOnce(['--import', 'tsx', 'scripts/prepare-db.ts']);

const runDir = path.resolve(options.runDir);
fs.mkdirSync(runDir, { recursive: true });
const caddyEnv = {
  ...process.env,
  XDG_DATA_HOME: path.join(runDir, 'caddy-data'),
  XDG_CONFIG_HOME: path.join(runDir, 'caddy-config'),
};
const rootCertificate = path.join(caddyEnv.XDG_DATA_HOME, 'caddy/pki/authorities/local/root.crt');
const askPort = options.askPort || (await freePort());
const ports: number[] = [];
for (let i = 0; i < options.web; i += 1) ports.push(options.webPort ? options.webPort + i : await freePort());

type Slot = { port: number; child: ChildProcess; replacing: boolean };
let stopping = false;
let rolling = false;

function startWeb(slot: Pick<Slot, 'port'> & Partial<Slot>): ChildProcess {
  const child = startProcess(process.execPath, ['src/server/serve.ts'], {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(slot.port),
    WORKER: 'off',
    TRUST_PROXY: CADDY_ADDRESSES,
    // Longer than two of Caddy's health checks: it takes a stopping process out before it stops accepting.
    DRAIN_SECONDS: String(HEALTH_INTERVAL_S * 2 + 1),
    // Past Caddy's 2 minutes for an idle pooled connection: Caddy, not the web process, closes it.
    KEEP_ALIVE_SECONDS: '130',
  });
  log(`web process ${child.pid} on port ${slot.port}`);
  child.once('exit', (code, signal) => {
    const current = slots.find((s) => s.port === slot.port);
    if (stopping || !current || current.child !== child || current.replacing) return;
    log(`the web process on port ${slot.port} exited (${signal ?? `code ${code}`}); starting it again`);
    setTimeout(() => {
      if (!stopping) current.child = startWeb(current);
    }, RESTART_PAUSE_MS);
  });
  return child;
}

let worker: ChildProcess | null = null;
function startWorker() {
  const child = startProcess(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    ...process.env,
    NODE_ENV: 'production',
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    log(
      `the worker exited (${signal ?? `code ${code}`}); starting it again in ${WORKER_RESTART_MS / 1000} s`,
    );
    setTimeout(() => {
      if (!stopping) worker = startWorker();
    }, WORKER_RESTART_MS);
  });
  return child;
}

let caddy: ChildProcess | null = null;
const slots: Slot[] = ports.map((port) => ({ port, child: startWeb({ port }), replacing: false }));
worker = startWorker();
log(`starting ${options.web} web process(es) on port(s) ${ports.join(', ')} and the worker`);
try {
  await Promise.all(slots.map((slot) => waitUntilReady(slot.child, slot.port, READY_TIMEOUT_MS)));
} catch (error) {
  await stopAll();
  fail((error as Error).message);
}

const caddyLog = path.join(runDir, 'caddy.log');
const caddyConfig = path.join(runDir, 'Caddyfile');
fs.writeFileSync(
  caddyConfig,
  caddyfile({ ...options, askPort, upstreams: ports.map((port) => `127.0.0.1:${port}`) }),
);
caddy = startProcess('caddy', ['run', '--config', caddyConfig, '--adapter', 'caddyfile'], caddyEnv, {
  file: caddyLog,
});
try {
  await waitUntilListening(caddy, options.httpsPort, rootCertificate, READY_TIMEOUT_MS);
} catch (error) {
  await stopAll();
  fail(`Caddy did not start: ${(error as Error).message}; see ${caddyLog}`);
}
caddy.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`[cluster] Caddy exited (${signal ?? `code ${code}`}); see ${caddyLog}. Stopping.`);
  void stopAll().then(() => process.exit(1));
});

async function stopAll() {
  stopping = true;
  await Promise.all([
    ...(caddy ? [stopProcess(caddy, WEB_STOP_MS)] : []),
    ...slots.map((s) => stopProcess(s.child, WEB_STOP_MS)),
  ]);
  if (worker) await stopProcess(worker, WORKER_STOP_MS);
}

/** Each web process in turn: stopped gracefully, started again, ready on its own port, seen by Caddy. */
async function rollingRestart() {
  if (rolling) return log('a rolling restart is already under way');
  rolling = true;
  const started = Date.now();
  log(`rolling restart of ${slots.length} web process(es)`);
  try {
    for (const slot of slots) {
      if (stopping) return;
      slot.replacing = true;
      await stopProcess(slot.child, WEB_STOP_MS);
      if (stopping) return;
      slot.child = startWeb(slot);
      slot.replacing = false;
      await waitUntilReady(slot.child, slot.port, READY_TIMEOUT_MS);
      // Caddy's next health checks find it up before the next one goes down.
      await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_S * 2000));
      log(`web process on port ${slot.port} restarted`);
    }
    log(`rolling restart done in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    log(`rolling restart stopped: ${(error as Error).message}`);
  } finally {
    rolling = false;
  }
}

// npm and a terminal both pass Ctrl-C on: the first signal stops the cluster, the rest are the same one.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    log(`stopping (${signal}): Caddy and the web processes, then the worker`);
    void stopAll().then(() => {
      log('stopped');
      process.exit(0);
    });
  });
}
process.on('SIGHUP', () => void rollingRestart());

log(`ready (pid ${process.pid}):
  https://{site}.localhost:${options.httpsPort}/ and each site's own host names over HTTPS, http://…:${options.httpPort} redirected
  Caddy's local authority (trust it, or pass it to curl --cacert): ${rootCertificate}
  e.g. curl --cacert ${rootCertificate} https://carzone.localhost:${options.httpsPort}/
  Caddy's log: ${caddyLog}
  kill -HUP ${process.pid} restarts the web processes one at a time; Ctrl-C stops everything`);
