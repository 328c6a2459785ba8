import 'server-only';
import { CONTENT_SOURCE_MAX_BYTES } from '@/content/front-matter';
import { isContentPath } from '@/content/rules';
import {
  ContentError,
  ContentNotFoundError,
  deleteContentPage,
  listContentPages,
  putContentPage,
  readSitePage,
} from '@/content/store';
import { getDb } from '@/db';
import { apiRoute } from '@/lib/api-route';
import { jsonError } from '@/lib/http';
import { hasPlatformKey, missingPlatformKey } from '@/lib/platform-key';
import { readBodyWithin } from '@/lib/read-body';
import { authorOf } from '@/tenancy/site-admin-api';
import { isValidName } from '@/tenancy/site-store';

// The admin API for dealers' pages (README, 'Content pages'): the platform key, like the sites' API, and
// the page's source as the request body (text/markdown). Route files under src/app/api/admin/ bind these.

type SlugParams = { params: Promise<{ slug: string }> };
type PageParams = { params: Promise<{ slug: string; path: string[] }> };

const badSlug = () =>
  jsonError(400, 'Invalid slug', [
    { field: 'slug', message: 'expected lowercase letters, digits and dashes' },
  ]);

/** The page's path from the route's segments, or a 400 naming `path`. */
function pagePath(segments: string[]): string | Response {
  const path = `/${segments.join('/')}`;
  return isContentPath(path)
    ? path
    : jsonError(400, 'Invalid path', [
        {
          field: 'path',
          message: "expected lowercase words joined by dashes, one to three segments ('/about-us')",
        },
      ]);
}

function refused(error: unknown): Response {
  if (error instanceof ContentError)
    return jsonError(400, 'The page was refused; nothing was changed', error.issues);
  if (error instanceof ContentNotFoundError) return jsonError(404, error.message);
  throw error;
}

/** GET /api/admin/sites/{slug}/content: every page of the site. */
export const listContentRoute = apiRoute(async (request: Request, context: SlugParams) => {
  if (!hasPlatformKey(request.headers)) return missingPlatformKey();
  const { slug } = await context.params;
  if (!isValidName(slug)) return badSlug();
  try {
    return Response.json({ slug, pages: await listContentPages(await getDb(), slug) });
  } catch (error) {
    return refused(error);
  }
});

/** Checks the key, the slug and the path before anything reaches the database. */
function pageRoute(handle: (request: Request, slug: string, path: string) => Promise<Response>) {
  return apiRoute(async (request: Request, context: PageParams) => {
    if (!hasPlatformKey(request.headers)) return missingPlatformKey();
    const { slug, path: segments } = await context.params;
    if (!isValidName(slug)) return badSlug();
    const path = pagePath(segments);
    if (path instanceof Response) return path;
    return handle(request, slug, path);
  });
}

/** GET: the page's source as stored, with what the site lists it by. */
export const getContentRoute = pageRoute(async (_request, slug, path) => {
  const row = await readSitePage(await getDb(), slug, path);
  if (!row) return jsonError(404, `No page '${path}' on site '${slug}'`);
  const { id: _id, siteId: _siteId, ...page } = row;
  return Response.json(page);
});

/** PUT: the page's new source (Markdown with front matter), checked whole; 201 when the page is new. */
export const putContentRoute = pageRoute(async (request, slug, path) => {
  const by = authorOf(request);
  if (by instanceof Response) return by;
  const body = await readBodyWithin(request, CONTENT_SOURCE_MAX_BYTES);
  if (body === null) return jsonError(413, 'A page may be at most 256 KB');
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return jsonError(400, 'The body is not UTF-8 text', [
      { field: 'source', message: 'expected UTF-8 text' },
    ]);
  }
  try {
    const change = await putContentPage(await getDb(), slug, path, source, by);
    return Response.json(change, { status: change.created ? 201 : 200 });
  } catch (error) {
    return refused(error);
  }
});

/** DELETE: the page goes; the site answers its 404 there from then on. */
export const deleteContentRoute = pageRoute(async (_request, slug, path) => {
  try {
    await deleteContentPage(await getDb(), slug, path);
    return new Response(null, { status: 204 });
  } catch (error) {
    return refused(error);
  }
});
