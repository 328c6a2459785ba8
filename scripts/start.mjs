// `npm start`: build when no build of the current code exists, prepare the database (migrate, seed an
// empty one, sync site configs), then run the server (Next.js behind the page cache) in this process tree.
// `--dev` runs `next dev`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
  const built = fs.existsSync(path.join('.next', 'BUILD_ID')) && fs.existsSync(STAMP);
  if (!built || fs.readFileSync(STAMP, 'utf8') !== hash) {
    console.log('No build of the current code: running `next build` (a minute or two)...');
    run(bin('next'), ['build']);
    fs.writeFileSync(STAMP, hash);
  }
  if (process.argv.includes('--build-only')) process.exit(0);
}

run(bin('tsx'), ['scripts/prepare-db.ts']);

// Production runs Next.js behind the shared page cache (src/server/serve.ts, decision 004).
const server = dev
  ? spawn(bin('next'), ['dev'], { stdio: 'inherit', env: process.env })
  : spawn(process.execPath, ['src/server/serve.ts'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
