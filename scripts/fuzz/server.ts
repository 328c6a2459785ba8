import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// A server of its own for a fuzz run: a fresh embedded database under .data/fuzz/, seeded as `npm start`
// seeds one, the build reused when it is of the current code (scripts/start.mjs), and its own keys.

export type FuzzServer = {
  baseUrl: string;
  port: number;
  platformKey: string;
  stockKeys: string[];
  /** Where the embedded SMS sender writes sign-in codes. */
  smsDir: string;
  /** The run's folder: its database, keys, messages and server log. */
  dir: string;
  log: string;
  /** Rows of each table the API writes, counted before the server started. */
  rowsBefore: Record<string, number>;
  /** The same count now (the server stopped: the embedded database serves one process). */
  countRows: () => Record<string, number>;
  stop: () => Promise<void>;
};

const bin = (name: string) => path.join('node_modules', '.bin', name);

function runScript(script: string, env: NodeJS.ProcessEnv): string {
  const result = spawnSync(bin('tsx'), [script], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

async function waitFor(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

export async function startFuzzServer(port: number): Promise<FuzzServer> {
  const dir = path.join('.data', 'fuzz', `run-${port}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const platformKey = randomBytes(24).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PGLITE_DIR: path.join(dir, 'pglite'),
    PLATFORM_KEY: platformKey,
    STOCK_KEYS_FILE: path.join(dir, 'stock-keys.json'),
    SMS_DIR: path.join(dir, 'sms'),
    MAIL_DIR: path.join(dir, 'mail'),
    // Each request comes from an address of its own, so the per-connection limits do not hide the code behind.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.DATABASE_URL;
  console.log(`Seeding a fresh database in ${dir}...`);
  runScript('scripts/prepare-db.ts', env);
  const countRows = () =>
    JSON.parse(runScript('scripts/fuzz/count-rows.ts', env).trim().split('\n').at(-1) ?? '{}');
  const rowsBefore = countRows();
  const log = path.join(dir, 'server.log');
  const out = fs.openSync(log, 'w');
  const baseUrl = `http://127.0.0.1:${port}`;
  if (
    await fetch(baseUrl).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken: another server answers there`);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', out, out],
    // A process group of its own: the server and the Next.js process under it stop together.
    detached: true,
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-(server.pid as number), 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) process.kill(-(server.pid as number), 'SIGKILL');
  };
  try {
    await waitFor(`${baseUrl}/api/openapi.json`, server, 15 * 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const stockKeys = Object.values(
    JSON.parse(fs.readFileSync(env.STOCK_KEYS_FILE as string, 'utf8')) as Record<string, string>,
  );
  return {
    baseUrl,
    port,
    platformKey,
    stockKeys,
    smsDir: env.SMS_DIR as string,
    dir,
    log,
    rowsBefore,
    countRows,
    stop,
  };
}
