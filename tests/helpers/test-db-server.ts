import path from 'node:path';
import pg from 'pg';

// The PostgreSQL side of the test databases, shared by createTestDb and the run's setup.

/** The template databases of one run share a prefix, so the run's teardown drops them all. */
export function templatePrefix(cache: string): string {
  return `tpl_${path
    .basename(cache)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}_`;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(
  serverUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
