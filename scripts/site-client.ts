// The `site` command's two ways to the sites: the store itself, or a running server's admin API. Both
// answer in the API's shapes, so the command prints the same either way.
import { siteCompliance } from '../src/compliance/check';
import type { DbHandle } from '../src/db/client';
import { createDb } from '../src/db/client';
import { acquireDataLock, DataLockError, type DataLockHolder } from '../src/db/data-lock';
import { runMigrations } from '../src/db/migrate';
import { stateTimeZone } from '../src/lib/dates';
import { env } from '../src/lib/env';
import { knownPlatformKey } from '../src/lib/platform-key';
import { SiteDocumentError } from '../src/tenancy/site-documents';
import {
  history,
  isValidName,
  listSites,
  NotFoundError,
  putDocument,
  readStoredSite,
  readStoredTemplate,
  rollbackSite,
} from '../src/tenancy/site-store';
import { adminUrl } from './admin-url';

type Issue = { field: string; message: string };
/** An answer: `ok` with a body, or refused with the API's error body (`issues` names each bad field). */
type Answer = { ok: true; body: unknown } | { ok: false; status: number; error: string; issues?: Issue[] };

export type SiteClient = {
  put(document: unknown, by: string): Promise<Answer>;
  get(slug: string): Promise<Answer>;
  getTemplate(name: string): Promise<Answer>;
  list(): Promise<Answer>;
  history(slug: string): Promise<Answer>;
  rollback(slug: string, version: number, by: string): Promise<Answer>;
  /** The compliance check of what the site publishes now: `{ slug, breaches }`. */
  compliance(slug: string): Promise<Answer>;
  close(): Promise<void>;
};

const notFound = (error: string): Answer => ({ ok: false, status: 404, error });

async function answer(work: () => Promise<unknown>): Promise<Answer> {
  try {
    return { ok: true, body: await work() };
  } catch (error) {
    if (error instanceof SiteDocumentError)
      return {
        ok: false,
        status: 400,
        error: error.message,
        issues: error.issues.map((issue) => ({ field: issue.path, message: issue.message })),
      };
    if (error instanceof NotFoundError) return notFound(error.message);
    throw error;
  }
}

/** Straight to the database: PostgreSQL, or the embedded database when this process holds its lock. */
export async function directClient(databaseUrl?: string, handle?: DbHandle): Promise<SiteClient> {
  const own = handle ?? createDb({ databaseUrl, pgliteDir: env.PGLITE_DIR });
  if (!handle) await runMigrations(own);
  const { db } = own;
  return {
    put: (document, by) => answer(() => putDocument(db, document, { by: `command (${by})` })),
    get: async (slug) => {
      const site = isValidName(slug) ? await readStoredSite(db, slug) : null;
      return site ? { ok: true, body: site } : notFound(`No site '${slug}'`);
    },
    getTemplate: async (name) => {
      const template = isValidName(name) ? await readStoredTemplate(db, name) : null;
      return template ? { ok: true, body: template } : notFound(`No template '${name}'`);
    },
    list: () => answer(async () => ({ sites: await listSites(db) })),
    history: async (slug) => {
      const site = isValidName(slug) ? await readStoredSite(db, slug) : null;
      if (!site) return notFound(`No site '${slug}'`);
      const timeZone = stateTimeZone(site.config.defaultState);
      const versions = await history(db, 'site', slug);
      return { ok: true, body: { slug, timeZone, versions } };
    },
    rollback: (slug, version, by) => answer(() => rollbackSite(db, slug, version, { by: `command (${by})` })),
    compliance: async (slug) => {
      const breaches = isValidName(slug) ? await siteCompliance(db, slug, new Date()) : null;
      return breaches ? { ok: true, body: { slug, breaches } } : notFound(`No site '${slug}'`);
    },
    close: () => (handle ? Promise.resolve() : own.close()),
  };
}

/**
 * The database itself when this process may open it (PostgreSQL, or the embedded database no server
 * holds), else the running server's admin API with the platform key; null when neither is possible.
 */
export async function connectSiteClient(owner: string): Promise<SiteClient | string> {
  if (env.DATABASE_URL) return directClient(env.DATABASE_URL);
  let holder: DataLockHolder;
  try {
    acquireDataLock(env.PGLITE_DIR, owner);
    return await directClient();
  } catch (error) {
    if (!(error instanceof DataLockError)) throw error;
    holder = error.holder;
  }
  const key = knownPlatformKey();
  if (!key) return `A server holds ${env.PGLITE_DIR} but no platform key was found: set PLATFORM_KEY.`;
  return httpClient(adminUrl(holder), key);
}

/** Through a running server's admin API, with the platform key. */
export function httpClient(baseUrl: string, key: string, fetcher: typeof fetch = fetch): SiteClient {
  const call = async (path: string, init: RequestInit & { by?: string } = {}): Promise<Answer> => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
    };
    if (init.by) headers['x-changed-by'] = init.by;
    let response: Response;
    try {
      response = await fetcher(new URL(`/api/admin${path}`, baseUrl), { ...init, headers });
    } catch (error) {
      return { ok: false, status: 0, error: `No server answers at ${baseUrl}: ${(error as Error).message}` };
    }
    const body = (await response.json().catch(() => ({}))) as { error?: string; issues?: Issue[] };
    return response.ok
      ? { ok: true, body }
      : { ok: false, status: response.status, error: body.error ?? response.statusText, issues: body.issues };
  };
  const segment = (name: string) => encodeURIComponent(name);
  return {
    put: (document, by) => {
      const template = (document as { template?: unknown } | null)?.template;
      const slug = (document as { slug?: unknown } | null)?.slug;
      const path =
        typeof template === 'string' && slug === undefined
          ? `/site-templates/${segment(template)}`
          : `/sites/${segment(String(slug ?? ''))}`;
      return call(path, { method: 'PUT', body: JSON.stringify(document), by });
    },
    get: (slug) => call(`/sites/${segment(slug)}`),
    compliance: (slug) => call(`/sites/${segment(slug)}/compliance`),
    getTemplate: (name) => call(`/site-templates/${segment(name)}`),
    list: () => call('/sites'),
    history: (slug) => call(`/sites/${segment(slug)}/versions`),
    rollback: (slug, version, by) =>
      call(`/sites/${segment(slug)}/rollback`, { method: 'POST', body: JSON.stringify({ version }), by }),
    close: async () => {},
  };
}

/** `by` is the person's name: the store records it as a command's change, the API as the API's. */
type RunOptions = { by: string; resolved: boolean; template?: string; readFile: (file: string) => unknown };
export type Outcome = { ok: boolean; usage?: boolean; output: string };

const refusal = (result: Extract<Answer, { ok: false }>): Outcome => ({
  ok: false,
  output: [
    result.status === 400 ? 'Refused; nothing was changed:' : `Error: ${result.error}`,
    ...(result.issues ?? []).map((issue) => `  ${issue.field}: ${issue.message}`),
  ].join('\n'),
});

const json = (value: unknown) => JSON.stringify(value, null, 2);

type PutBody = {
  kind: 'site' | 'template';
  slug?: string;
  name?: string;
  version: number;
  unchanged: boolean;
  created?: boolean;
  changes: string[];
  sites?: { slug: string; version: number }[];
};

function describePut(body: PutBody): string {
  const what = body.kind === 'template' ? `Template '${body.name}'` : `Site '${body.slug}'`;
  if (body.unchanged) return `${what} is unchanged (version ${body.version}).`;
  const lines = [
    `${what} ${body.created ? 'created' : 'changed'}: version ${body.version}.`,
    ...(body.changes.length ? [`Changed: ${body.changes.join(', ')}`] : []),
    ...(body.sites ?? []).map((site) => `  site '${site.slug}' is now version ${site.version}`),
  ];
  return lines.join('\n');
}

/** The command's verbs over either client. */
export function createSiteClient(client: SiteClient) {
  return {
    async run(command: string, args: string[], options: RunOptions): Promise<Outcome> {
      const usage = (output: string): Outcome => ({ ok: false, usage: true, output });
      switch (command) {
        case 'put': {
          if (args.length !== 1) return usage('put takes one FILE.json');
          const document = options.readFile(args[0]);
          const result = await client.put(document, options.by);
          if (!result.ok) return refusal(result);
          const body = result.body as PutBody;
          // The API's answer to a site put carries no kind: the document said which it was.
          const kind =
            body.kind ?? ((document as { slug?: unknown }).slug === undefined ? 'template' : 'site');
          return { ok: true, output: describePut({ ...body, kind }) };
        }
        case 'get': {
          if (options.template) {
            const result = await client.getTemplate(options.template);
            return result.ok
              ? { ok: true, output: json((result.body as { document: unknown }).document) }
              : refusal(result);
          }
          if (args.length !== 1) return usage('get takes one SLUG');
          const result = await client.get(args[0]);
          if (!result.ok) return refusal(result);
          const site = result.body as { document: unknown; config: unknown };
          return { ok: true, output: json(options.resolved ? site.config : site.document) };
        }
        case 'list': {
          const result = await client.list();
          if (!result.ok) return refusal(result);
          const { sites } = result.body as {
            sites: { slug: string; name: string; version: number; hostnames: string[] }[];
          };
          const lines = sites.map(
            (site) =>
              `${site.slug.padEnd(28)} v${String(site.version).padEnd(4)} ${site.name}  ${site.hostnames.join(' ')}`,
          );
          return { ok: true, output: lines.join('\n') || 'No sites.' };
        }
        case 'history': {
          if (args.length !== 1) return usage('history takes one SLUG');
          const result = await client.history(args[0]);
          if (!result.ok) return refusal(result);
          const { timeZone, versions } = result.body as {
            timeZone: string;
            versions: { version: number; changedAt: string | Date; changedBy: string; changes: string[] }[];
          };
          const lines = versions.map((entry) =>
            [
              `v${entry.version}`,
              formatInZone(entry.changedAt, timeZone),
              entry.changedBy,
              entry.changes.length ? entry.changes.join(', ') : '(first version)',
            ].join('  '),
          );
          return { ok: true, output: [`Times in ${timeZone}.`, ...lines].join('\n') };
        }
        case 'rollback': {
          const version = Number(args[1]);
          if (args.length !== 2 || !Number.isSafeInteger(version) || version < 1)
            return usage('rollback takes SLUG and a VERSION number');
          const result = await client.rollback(args[0], version, options.by);
          if (!result.ok) return refusal(result);
          return { ok: true, output: describePut({ ...(result.body as PutBody), kind: 'site' }) };
        }
        default:
          return usage(`Unknown command '${command}'`);
      }
    },
  };
}

/** '2026-11-24 09:15:02' on the site's clock, whether the time came as an instant or as the API's local text. */
function formatInZone(value: string | Date, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
