// `npm run content -- <command>`: change a dealer's content pages and blog articles on a running platform.
//
//   put SLUG PATH FILE.md [--by NAME]   the page at PATH ('/about-us', '/blog/buyer-advice/first-car')
//   get SLUG PATH                       the page's source as stored
//   list SLUG                           every page of the site
//   delete SLUG PATH [--by NAME]        the page goes; the site answers its 404 there
//
// Like `npm run site`, it writes to the database itself when it can (DATABASE_URL, or the embedded
// database when no server holds it) and otherwise goes through the running server's admin API with the
// platform key. Either way the page is checked whole and every server process serves it within a second.
import fs from 'node:fs';
import os from 'node:os';
import {
  ContentError,
  ContentNotFoundError,
  deleteContentPage,
  listContentPages,
  putContentPage,
  readSitePage,
} from '../src/content/store';
import { createDb } from '../src/db/client';
import { acquireDataLock, DataLockError, type DataLockHolder } from '../src/db/data-lock';
import { runMigrations } from '../src/db/migrate';
import { env } from '../src/lib/env';
import { knownPlatformKey } from '../src/lib/platform-key';
import { adminUrl } from './admin-url';

const USAGE = `Usage: npm run content -- <command>
  put SLUG PATH FILE.md [--by NAME]
  get SLUG PATH
  list SLUG
  delete SLUG PATH`;

type Answer =
  | { ok: true; body: unknown }
  | { ok: false; status: number; error: string; issues?: { field: string; message: string }[] };
type Client = {
  put(slug: string, path: string, source: string, by: string): Promise<Answer>;
  get(slug: string, path: string): Promise<Answer>;
  list(slug: string): Promise<Answer>;
  remove(slug: string, path: string): Promise<Answer>;
  close(): Promise<void>;
};

async function direct(): Promise<Client> {
  const handle = createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await runMigrations(handle);
  const { db } = handle;
  const answer = async (work: () => Promise<unknown>): Promise<Answer> => {
    try {
      return { ok: true, body: await work() };
    } catch (error) {
      if (error instanceof ContentError)
        return { ok: false, status: 400, error: error.message, issues: error.issues };
      if (error instanceof ContentNotFoundError) return { ok: false, status: 404, error: error.message };
      throw error;
    }
  };
  return {
    put: (slug, path, source, by) => answer(() => putContentPage(db, slug, path, source, `command (${by})`)),
    get: (slug, path) =>
      answer(async () => {
        const page = await readSitePage(db, slug, path);
        if (!page) throw new ContentNotFoundError(`No page '${path}' on site '${slug}'`);
        return page;
      }),
    list: (slug) => answer(async () => ({ slug, pages: await listContentPages(db, slug) })),
    remove: (slug, path) => answer(() => deleteContentPage(db, slug, path)),
    close: () => handle.close(),
  };
}

function http(baseUrl: string, key: string): Client {
  const call = async (path: string, init: RequestInit = {}, by?: string): Promise<Answer> => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${key}`,
      'content-type': 'text/markdown',
    };
    if (by) headers['x-changed-by'] = by;
    let response: Response;
    try {
      response = await fetch(new URL(`/api/admin/sites${path}`, baseUrl), { ...init, headers });
    } catch (error) {
      return { ok: false, status: 0, error: `No server answers at ${baseUrl}: ${(error as Error).message}` };
    }
    const body = (await response.json().catch(() => ({}))) as {
      error?: string;
      issues?: { field: string; message: string }[];
    };
    return response.ok
      ? { ok: true, body }
      : { ok: false, status: response.status, error: body.error ?? response.statusText, issues: body.issues };
  };
  const pagePath = (slug: string, path: string) => `/${encodeURIComponent(slug)}/content${path}`;
  return {
    put: (slug, path, source, by) => call(pagePath(slug, path), { method: 'PUT', body: source }, by),
    get: (slug, path) => call(pagePath(slug, path)),
    list: (slug) => call(`/${encodeURIComponent(slug)}/content`),
    remove: (slug, path) => call(pagePath(slug, path), { method: 'DELETE' }),
    close: async () => {},
  };
}

async function connect(): Promise<Client> {
  if (env.DATABASE_URL) return direct();
  let holder: DataLockHolder;
  try {
    acquireDataLock(env.PGLITE_DIR, 'the content command');
    return await direct();
  } catch (error) {
    if (!(error instanceof DataLockError)) throw error;
    holder = error.holder;
  }
  const key = knownPlatformKey();
  if (!key) {
    console.error(`A server holds ${env.PGLITE_DIR} but no platform key was found: set PLATFORM_KEY.`);
    process.exit(1);
  }
  return http(adminUrl(holder), key);
}

const args = process.argv.slice(2);
const byIndex = args.indexOf('--by');
const by = byIndex === -1 ? `${os.userInfo().username}@${os.hostname()}` : args.splice(byIndex, 2)[1];
const [command, slug, path, file] = args;
const arity: Record<string, number> = { put: 4, get: 3, list: 2, delete: 3 };
if (!command || arity[command] !== args.length || !by) {
  console.error(USAGE);
  process.exit(2);
}

const client = await connect();
try {
  const result =
    command === 'put'
      ? await client.put(slug, path, fs.readFileSync(file, 'utf8'), by)
      : command === 'get'
        ? await client.get(slug, path)
        : command === 'list'
          ? await client.list(slug)
          : await client.remove(slug, path);
  if (!result.ok) {
    console.error(result.status === 400 ? 'Refused; nothing was changed:' : `Error: ${result.error}`);
    for (const issue of result.issues ?? []) console.error(`  ${issue.field}: ${issue.message}`);
    process.exitCode = 1;
  } else if (command === 'get') {
    console.log((result.body as { source: string }).source);
  } else if (command === 'list') {
    for (const page of (result.body as { pages: { path: string; title: string; updatedBy: string }[] }).pages)
      console.log(`${page.path.padEnd(48)} ${page.title}  (${page.updatedBy})`);
  } else if (command === 'put') {
    const change = result.body as { path: string; created: boolean };
    console.log(`Page '${change.path}' on site '${slug}' ${change.created ? 'created' : 'changed'}.`);
  } else {
    console.log(`Page '${path}' on site '${slug}' deleted.`);
  }
} finally {
  await client.close();
}
