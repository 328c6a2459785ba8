import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export type DbHandle = {
  db: Db;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
  url?: string;
  /**
   * The database for the readiness probe: on a server, one connection of its own, so that a probe asks
   * whether the database answers, not whether a slot in the busy pool came free in time.
   */
  probe?: Db;
};

/**
 * One place decides the driver: a PostgreSQL server when a URL is given, else embedded PGlite
 * ('memory://' for tests, a folder for the product). Both speak the same drizzle API.
 */
export function createDb(options: { databaseUrl?: string; pgliteDir: string }): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can be cut by the server (restart, failover, a dropped database); without a
    // listener node-postgres would crash the process. The pool replaces the connection on next use.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const probePool = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
    probePool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const probe = drizzlePg(probePool, { schema }) as unknown as Db;
    return {
      db,
      probe,
      kind: 'postgres',
      url: options.databaseUrl,
      close: async () => {
        await Promise.all([pool.end(), probePool.end()]);
      },
    };
  }
  const client = new PGlite(options.pgliteDir);
  const db = drizzlePglite(client, { schema });
  return { db, kind: 'pglite', close: () => client.close() };
}
