import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port';

// A PostgreSQL server of the fault run's own, so it can be restarted under traffic without touching the
// machine's server: initdb in a temporary folder, run as the postgres user on a free port.

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? path.join(root, versions[versions.length - 1], 'bin') : '';
  if (!bin || !fs.existsSync(path.join(bin, 'pg_ctl'))) {
    throw new Error('No PostgreSQL binaries under /usr/lib/postgresql (apt-get install -y postgresql).');
  }
  return bin;
}

const asPostgres = (command: string) =>
  execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe', timeout: 60_000 });

export type ThrowawayPostgres = {
  /** The server's admin URL (database postgres). */
  url: string;
  /** Stops the server and starts it again; resolves once it takes connections. */
  restart: () => number;
  stop: () => void;
};

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-faults-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200`;
  asPostgres(`${bin}/initdb -A trust -U postgres -D ${data}`);
  const ctl = (action: string) =>
    asPostgres(`${bin}/pg_ctl -D ${data} -o '${options}' -l ${dir}/log -w -m fast ${action}`);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => {
      const started = performance.now();
      ctl('restart');
      return Math.round(performance.now() - started);
    },
    stop: () => {
      try {
        ctl('stop');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
