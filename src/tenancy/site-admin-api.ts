import 'server-only';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { z } from 'zod';
import { getDb } from '@/db';
import { apiRoute } from '@/lib/api-route';
import { stateTimeZone } from '@/lib/dates';
import { jsonError } from '@/lib/http';
import { hasPlatformKey, missingPlatformKey } from '@/lib/platform-key';
import { readBodyWithin } from '@/lib/read-body';
import { MAX_DB_ID } from '@/lib/visitor-input';
import { SiteDocumentError } from './site-documents';
import {
  history,
  isValidName,
  listSites,
  NotFoundError,
  putSite,
  putTemplate,
  readStoredSite,
  readStoredTemplate,
  rollbackSite,
  type VersionEntry,
} from './site-store';

// The platform's admin API for sites and templates (README, 'Adding a dealer'): authenticated by the
// platform key, outside any tenant. Route files under src/app/api/admin/ only bind these to paths.

const MAX_DOCUMENT_BYTES = 1024 * 1024;
const VERSION_MESSAGE = 'expected a version number';

/** POST /api/admin/sites/{slug}/rollback: the version to go back to, a number a version column holds. */
export const RollbackRequestSchema = z.object({
  version: z
    .number({ message: VERSION_MESSAGE })
    .int(VERSION_MESSAGE)
    .min(1, VERSION_MESSAGE)
    .max(MAX_DB_ID, VERSION_MESSAGE),
});
const AUTHOR = /^[^\p{Cc}]{1,100}$/u;

type Params<K extends string> = { params: Promise<Record<K, string>> };

/** Checks the key, then the name in the path, before anything reaches the database. */
function admin<K extends string>(
  key: K,
  handle: (request: Request, name: string) => Promise<Response>,
): (request: Request, context: Params<K>) => Promise<Response> {
  return apiRoute(async (request, context: Params<K>) => {
    if (!hasPlatformKey(request.headers)) return missingPlatformKey();
    const name = (await context.params)[key];
    if (!isValidName(name))
      return jsonError(400, `Invalid ${key}`, [
        { field: key, message: 'expected lowercase letters, digits and dashes' },
      ]);
    return handle(request, name);
  });
}

/** Who made a change: the API, and the name the caller gives in X-Changed-By (bounded, no control characters). */
export function authorOf(request: Request): string | Response {
  const given = request.headers.get('x-changed-by');
  if (given === null) return 'api';
  if (!AUTHOR.test(given.trim()))
    return jsonError(400, 'Invalid header: X-Changed-By', [
      { field: 'X-Changed-By', message: 'expected 1 to 100 characters' },
    ]);
  return `api (${given.trim()})`;
}

async function documentOf(request: Request): Promise<unknown | Response> {
  const body = await readBodyWithin(request, MAX_DOCUMENT_BYTES);
  if (body === null) return jsonError(413, 'A site document may be at most 1 MB');
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return jsonError(400, 'The body is not a JSON document', [{ field: '(body)', message: 'expected JSON' }]);
  }
}

function refused(error: unknown): Response {
  if (error instanceof SiteDocumentError)
    return jsonError(
      400,
      error.message,
      error.issues.map((issue) => ({ field: issue.path, message: issue.message })),
    );
  if (error instanceof NotFoundError) return jsonError(404, error.message);
  throw error;
}

/** A version's instant as the site's own clock reads it ('2026-11-24T09:15:02+10:00'). */
const localTime = (date: Date, timeZone: string) =>
  format(new TZDate(date, timeZone), "yyyy-MM-dd'T'HH:mm:ssXXX");

const versionsBody = (entries: VersionEntry[], timeZone: string) => ({
  timeZone,
  versions: entries.map((entry) => ({ ...entry, changedAt: localTime(entry.changedAt, timeZone) })),
});

export const listSitesRoute = apiRoute(async (request: Request) => {
  if (!hasPlatformKey(request.headers)) return missingPlatformKey();
  return Response.json({ sites: await listSites(await getDb()) });
});

export const getSiteRoute = admin('slug', async (_request, slug) => {
  const site = await readStoredSite(await getDb(), slug);
  return site ? Response.json(site) : jsonError(404, `No site '${slug}'`);
});

export const putSiteRoute = admin('slug', async (request, slug) => {
  const by = authorOf(request);
  if (by instanceof Response) return by;
  const document = await documentOf(request);
  if (document instanceof Response) return document;
  try {
    const change = await putSite(await getDb(), document, { by, slug });
    return Response.json(change, { status: change.created ? 201 : 200 });
  } catch (error) {
    return refused(error);
  }
});

export const siteVersionsRoute = admin('slug', async (_request, slug) => {
  const db = await getDb();
  const site = await readStoredSite(db, slug);
  if (!site) return jsonError(404, `No site '${slug}'`);
  const timeZone = stateTimeZone(site.config.defaultState);
  return Response.json({ slug, ...versionsBody(await history(db, 'site', slug), timeZone) });
});

export const rollbackSiteRoute = admin('slug', async (request, slug) => {
  const by = authorOf(request);
  if (by instanceof Response) return by;
  const body = await documentOf(request);
  if (body instanceof Response) return body;
  const parsed = RollbackRequestSchema.safeParse(body);
  if (!parsed.success)
    return jsonError(400, 'Invalid field: version', [{ field: 'version', message: VERSION_MESSAGE }]);
  try {
    return Response.json(await rollbackSite(await getDb(), slug, parsed.data.version, { by }));
  } catch (error) {
    return refused(error);
  }
});

export const getTemplateRoute = admin('name', async (_request, name) => {
  const template = await readStoredTemplate(await getDb(), name);
  return template ? Response.json(template) : jsonError(404, `No template '${name}'`);
});

export const putTemplateRoute = admin('name', async (request, name) => {
  const by = authorOf(request);
  if (by instanceof Response) return by;
  const document = await documentOf(request);
  if (document instanceof Response) return document;
  try {
    return Response.json(await putTemplate(await getDb(), document, { by, name }));
  } catch (error) {
    return refused(error);
  }
});
