import fs from 'node:fs';
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

const TEMPLATES_FILE = 'templates.json-lines';

/** Notes a template database made on a server, for the run's teardown to drop, whichever server it is on. */
export function recordTemplate(cache: string, serverUrl: string, name: string): void {
  fs.appendFileSync(path.join(cache, TEMPLATES_FILE), `${JSON.stringify({ serverUrl, name })}\n`);
}

/** Drops every template database the run made. */
export async function dropTemplates(cache: string): Promise<void> {
  const file = path.join(cache, TEMPLATES_FILE);
  if (!fs.existsSync(file)) return;
  const templates = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { serverUrl: string; name: string });
  await Promise.all(
    templates.map(({ serverUrl, name }) =>
      adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
    ),
  );
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
