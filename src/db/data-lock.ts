import fs from 'node:fs';
import path from 'node:path';

// PGlite does not lock its folder and two processes writing it corrupt it silently, so whoever opens
// the folder (the server, the seed, an import) first claims it with a lock file holding its pid.

/** Who holds the folder: a server also says its port, so a command can reach it on the same machine. */
export type DataLockHolder = { pid: number; owner: string; port?: number };

export class DataLockError extends Error {
  constructor(
    message: string,
    readonly holder: DataLockHolder,
  ) {
    super(message);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataLock(dir: string, owner: string, port?: number): void {
  if (dir.startsWith('memory://')) return;
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  try {
    const held = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as DataLockHolder;
    if (held.pid !== process.pid && isAlive(held.pid)) {
      throw new DataLockError(
        `The database folder ${dir} is in use by ${held.owner} (pid ${held.pid}). Stop it first, or set ` +
          'DATABASE_URL to use a PostgreSQL server, which many processes can share.',
        held,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, owner, port } satisfies DataLockHolder));
  const release = () => {
    try {
      const held = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number };
      if (held.pid === process.pid) fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
}
