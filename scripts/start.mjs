// `npm start`: build when no build of the current code exists, prepare the database (migrate, seed an
// empty one, sync site configs), then run the server (Next.js behind the page cache) in this process tree,
// and on a PostgreSQL server (DATABASE_URL) with WORKER unset a worker process beside it for the
// background jobs (scripts/worker.ts), the server started with WORKER=off; on the embedded database, which
// serves one process, the server runs them itself. `--dev` runs `next dev`, the jobs in it unless
// WORKER=off.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildStylesheet, STYLESHEET_OUTPUT, watchStylesheet } from './build-stylesheet.mjs';

const dev = process.argv.includes('--dev');
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const bin = (name) => path.join('node_modules', '.bin', name);
const HASHED = [
  'src',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
  'scripts/build-stylesheet.mjs',
];
const STAMP = path.join('.next', 'source-hash');

function* files(entry) {
  if (!fs.existsSync(entry)) return;
  if (fs.statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const entry of HASHED) {
    for (const file of files(entry)) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!dev) {
  const hash = sourceHash();
  const built = [path.join('.next', 'BUILD_ID'), STYLESHEET_OUTPUT, STAMP].every((file) =>
    fs.existsSync(file),
  );
  if (!built || fs.readFileSync(STAMP, 'utf8') !== hash) {
    console.log('No build of the current code: running `next build` (a minute or two)...');
    run(bin('next'), ['build']);
    // After Next.js's build, which empties its folder first.
    await buildStylesheet();
    fs.writeFileSync(STAMP, hash);
  }
  if (process.argv.includes('--build-only')) process.exit(0);
}

run(bin('tsx'), ['scripts/prepare-db.ts']);

// The settings were checked by prepare-db; this reads them as every process does.
const { startsWorker } = await import('../src/lib/env.ts');
const withWorker = !dev && startsWorker(process.env);
const serverEnv = { ...process.env, ...(withWorker ? { WORKER: 'off' } : {}) };

// Production runs Next.js behind the shared page cache (src/server/serve.ts, decision 004).
if (dev) {
  await buildStylesheet({ minify: false });
  watchStylesheet();
}
const server = dev
  ? spawn(bin('next'), ['dev'], { stdio: 'inherit', env: serverEnv })
  : spawn(process.execPath, ['src/server/serve.ts'], {
      stdio: 'inherit',
      env: { ...serverEnv, NODE_ENV: 'production' },
    });

// The worker as one process (node --import tsx, not the tsx CLI, which would relay a signal to a child of
// its own with a 30 ms grace): SIGTERM reaches it, and it stops after the work in progress. One that dies
// is started again after a pause; the server going down takes it down.
const WORKER_RESTART_MS = 5000;
let worker = null;
let stopping = false;
function startWorker() {
  worker = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  worker.on('exit', (code, signal) => {
    worker = null;
    if (stopping) return;
    console.error(
      `The worker exited (${signal ?? `code ${code}`}); starting it again in ${WORKER_RESTART_MS / 1000} s`,
    );
    setTimeout(() => {
      if (!stopping) startWorker();
    }, WORKER_RESTART_MS);
  });
}
if (withWorker) startWorker();

const workerExited = () =>
  new Promise((resolve) => {
    if (!worker || worker.exitCode !== null || worker.signalCode !== null) resolve();
    else worker.once('exit', resolve);
  });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
    worker?.kill(signal);
  });
}
server.on('exit', async (code, signal) => {
  stopping = true;
  worker?.kill('SIGTERM');
  await workerExited();
  process.exit(code ?? (signal ? 1 : 0));
});
