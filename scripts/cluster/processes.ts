import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';

// The processes of `npm run cluster`, each in a process group of its own, so a terminal's Ctrl-C reaches
// the cluster alone, which stops them in order, and one signal stops a process and any it started.

export type Output = 'inherit' | { file: string };

export function startProcess(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: Output = 'inherit',
): ChildProcess {
  const stdio =
    output === 'inherit'
      ? (['ignore', 'inherit', 'inherit'] as const)
      : (['ignore', fs.openSync(output.file, 'a'), fs.openSync(output.file, 'a')] as const);
  const child = spawn(command, args, { env, stdio: [...stdio], detached: true });
  // However the cluster ends, none of its processes outlives it.
  const orphaned = () => signalGroup(child, 'SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  return child;
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || !running(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** Sends SIGTERM and waits for the exit; SIGKILL after `graceMs` (a process that hangs on its way out). */
export async function stopProcess(child: ChildProcess, graceMs: number): Promise<void> {
  if (!running(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function readyz(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/readyz', timeout: 5000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** Waits until the web process on `port` answers GET /readyz 200 on its own port; throws if it exits first. */
export async function waitUntilReady(child: ChildProcess, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child)) throw new Error(`the web process on port ${port} exited before it was ready`);
    if ((await readyz(port)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the web process on port ${port} was not ready within ${timeoutMs / 1000} s`);
}

/** Waits until something accepts connections on 127.0.0.1:`port` and `file` exists (Caddy's root, made at its start). */
export async function waitUntilListening(child: ChildProcess, port: number, file: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      const done = (accepted: boolean) => {
        socket.destroy();
        resolve(accepted);
      };
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
      socket.setTimeout(1000, () => done(false));
    });
  while (Date.now() < deadline) {
    if (!running(child)) throw new Error(`it exited (code ${child.exitCode ?? child.signalCode})`);
    if (fs.existsSync(file) && (await accepts())) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs / 1000} s`);
}
