import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { getFrom } from './first-load';

// A production server as `npm start` runs it (build when needed, prepare the database, Next.js behind the
// page cache), in a process group of its own so one signal stops it and the server it spawned.

export type AppServer = {
  port: number;
  child: ChildProcess;
  /** The pid of the serving process (src/server/serve.ts), whose memory is the server's. */
  servingPid: () => number | null;
  stop: () => Promise<void>;
};

/** Starts `scripts/start.mjs` on `port` with `env` added, and waits until `site`'s home page answers. */
export async function startAppServer(options: {
  port: number;
  env: Record<string, string>;
  site: string;
  timeoutMs?: number;
}): Promise<AppServer> {
  const child = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // However this process ends (an error, Ctrl-C's process.exit), the server must not outlive it.
  const stopOnExit = () => signalGroup(child, 'SIGTERM');
  process.once('exit', stopOnExit);
  const server: AppServer = {
    port: options.port,
    child,
    servingPid: () => (child.pid ? childRunning(child.pid, 'src/server/serve.ts') : null),
    stop: async () => {
      await stopGroup(child);
      process.off('exit', stopOnExit);
    },
  };
  try {
    await waitForServer(options.port, child, options.site, options.timeoutMs ?? 600_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitForServer(port: number, child: ChildProcess, site: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      await getFrom(port, site, '/');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`the server on port ${port} did not answer in time`);
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** The child of `parent` whose command line names `script` (Linux's /proc), or null. */
function childRunning(parent: number, script: string): number | null {
  let children: string;
  try {
    children = fs.readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8');
  } catch {
    return null;
  }
  for (const pid of children.trim().split(/\s+/).filter(Boolean).map(Number)) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(script)) return pid;
    } catch {
      // it has just exited
    }
  }
  return null;
}
