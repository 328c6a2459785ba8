import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';

// Production servers for the multi-process tests, started as `npm start` starts them
// (src/server/serve.ts: Next.js behind the page cache), and a small HTTP client.

const ROOT = path.resolve(import.meta.dirname, '../..');

export type Answer = {
  status: number;
  json: { [key: string]: unknown };
  text: string;
  headers: http.IncomingHttpHeaders;
  receivedAt: number;
};

export function send(
  port: number,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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
          resolve({ status: response.statusCode ?? 0, json, text, headers: response.headers, receivedAt });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${urlPath} timed out`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

export type Server = { name: string; port: number; child: ChildProcess; output: string[] };

export function startServer(name: string, port: number, env: NodeJS.ProcessEnv): Server {
  // The production server (Next.js behind the page cache), in its own process group, so afterAll can
  // stop it and any worker it forks in one signal.
  const child = spawn(process.execPath, [path.join(ROOT, 'src/server/serve.ts')], {
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

/**
 * A worker process (`npm run worker`: the background jobs), as `npm start` starts it beside its web
 * process: node --import tsx scripts/worker.ts, in its own process group. Logs at info, so that
 * `waitUntilWorking` sees it start.
 */
export function startWorker(name: string, env: NodeJS.ProcessEnv): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/worker.ts')], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'production', LOG_LEVEL: 'info' },
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
  return { name, port: 0, child, output };
}

/** Waits until the worker has started its loops. */
export async function waitUntilWorking(worker: Server, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (worker.child.exitCode !== null) {
      throw new Error(`worker ${worker.name} exited (${worker.child.exitCode}):\n${worker.output.join('')}`);
    }
    if (worker.output.join('').includes('"msg":"Worker running"')) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`worker ${worker.name} did not start within ${timeoutMs} ms:\n${worker.output.join('')}`);
}

export async function waitUntilAnswering(
  server: Server,
  answers: (port: number) => Promise<Answer>,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server ${server.name} exited (${server.child.exitCode}):\n${server.output.join('')}`);
    }
    try {
      const answer = await answers(server.port);
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server ${server.name} did not answer within ${timeoutMs} ms:\n${server.output.join('')}`);
}

export async function stopServer(server: Server): Promise<void> {
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

/** Whether a PostgreSQL server answers at `url` (the tests are skipped when none does). */
export async function postgresAnswers(url: string): Promise<boolean> {
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

/** The servers run the production build every multi-process test shares; it is made once, beforehand. */
export function requireBuild(): void {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    throw new Error(
      'No production build: .next/BUILD_ID is missing. Run `npm run build` (node scripts/start.mjs --build-only) first.',
    );
  }
}
