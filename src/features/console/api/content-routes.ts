import 'server-only';
import { storeContentImage } from '@/content/images';
import { renderMarkdown } from '@/content/markdown';
import { contentPathOf } from '@/content/rules';
import type { Db } from '@/db/client';
import { fieldError, jsonError, readValidJson } from '@/lib/http';
import type { Staff } from '@/staff';
import { contentKindOf } from '../content/content-rules';
import { contentImageMessage } from '../content/image-messages';
import {
  createPage,
  deletePage,
  listSitePages,
  type PageOutcome,
  readPageFields,
  savePage,
  unpublishPage,
} from '../content/site-pages';
import { actorOf } from './actor';
import { NewPageRequest, PageFieldsRequest, PreviewRequest } from './content-schemas';
import { readImageUpload } from './image-upload';
import { type ConsoleSite, consoleSiteRoute, NOT_FOUND } from './site-route';

// The Content screen's calls (managers and owners): the site's pages, one page's fields, a new page, a
// save (which publishes), unpublishing, deleting, the editor's preview and its image uploads. A page is
// named by its path after /page/ ('/…/content/page/pages/summer-sale'); a path no page could have
// (uppercase, '..', a NUL, four segments) is the 404 of a page nobody has, before anything is read.

type PageParams = { site: string; path: string[] };

const answer = (outcome: PageOutcome, created = false) => {
  if (outcome.ok) return Response.json({ path: outcome.path }, { status: created ? 201 : 200 });
  if (outcome.status === 404) return jsonError(404, NOT_FOUND);
  const fields = [...new Set(outcome.issues.map((issue) => issue.field))];
  const error =
    outcome.status === 409
      ? outcome.issues[0].message
      : outcome.status === 422
        ? `The compliance check refused the page; nothing was changed. ${outcome.issues.map((i) => i.message).join(' ')}`
        : `The page was not saved; nothing was changed. Check: ${fields.join(', ')}`;
  return jsonError(outcome.status, error, outcome.issues);
};

// GET /api/console/sites/{site}/content?kind=page|sale|article → { pages }: by path, each with its state.
export const listPagesRoute = consoleSiteRoute('content.manage', async (request, _staff, db, site) => {
  const kind = contentKindOf(new URL(request.url).searchParams.get('kind'));
  return Response.json({ pages: await listSitePages(db, site.slug, kind, new Date()) });
});

// POST /api/console/sites/{site}/content { path, title, description, … } → 201 { path }; 409 naming `path`
// where the site has a page there already.
export const createPageRoute = consoleSiteRoute('content.manage', async (request, staff, db, site) => {
  const body = await readValidJson(request, NewPageRequest);
  if (body instanceof Response) return body;
  const { path, ...fields } = body;
  const outcome = await createPage(db, site.slug, actorOf(staff, request), path, fields, new Date());
  return answer(outcome, true);
});

/** A call on one page: its path checked, and a page the site does not have a 404. */
const pageRoute = (
  handle: (request: Request, path: string, staff: Staff, db: Db, site: ConsoleSite) => Promise<Response>,
) =>
  consoleSiteRoute<PageParams>('content.manage', async (request, staff, db, site, params) => {
    const path = contentPathOf(params.path ?? []);
    if (!path) return jsonError(404, NOT_FOUND);
    return handle(request, path, staff, db, site);
  });

// GET /api/console/sites/{site}/content/page/{path} → the page's fields, kind, state and last change.
export const getPageRoute = pageRoute(async (_request, path, _staff, db, site) => {
  const page = await readPageFields(db, site.slug, path, new Date());
  return page ? Response.json(page) : jsonError(404, NOT_FOUND);
});

// PUT /api/console/sites/{site}/content/page/{path} { title, description, … } → { path }: published.
export const savePageRoute = pageRoute(async (request, path, staff, db, site) => {
  const body = await readValidJson(request, PageFieldsRequest);
  if (body instanceof Response) return body;
  return answer(await savePage(db, site.slug, actorOf(staff, request), path, body));
});

// DELETE /api/console/sites/{site}/content/page/{path} → 204.
export const deletePageRoute = pageRoute(async (request, path, staff, db, site) => {
  const outcome = await deletePage(db, site.slug, actorOf(staff, request), path);
  return outcome.ok ? new Response(null, { status: 204 }) : answer(outcome);
});

// POST /api/console/sites/{site}/content/unpublished/{path} → { path }: kept, but off the site.
export const unpublishPageRoute = pageRoute(async (request, path, staff, db, site) =>
  answer(await unpublishPage(db, site.slug, actorOf(staff, request), path)),
);

// POST /api/console/sites/{site}/content/preview { body } → { html }: the Markdown as the site renders it.
export const previewPageRoute = consoleSiteRoute('content.manage', async (request) => {
  const body = await readValidJson(request, PreviewRequest);
  if (body instanceof Response) return body;
  return Response.json({ html: renderMarkdown(body.body) });
});

// POST /api/console/sites/{site}/content/images, multipart field `image` → 201 { url, width, height }.
export const uploadImageRoute = consoleSiteRoute('content.manage', async (request, _staff, _db, site) => {
  const upload = await readImageUpload(request);
  if (upload instanceof Response) return upload;
  const outcome = await storeContentImage(site.id, upload.bytes);
  if (!outcome.ok) return fieldError('image', contentImageMessage(outcome.reason, outcome.kinds));
  const { ok: _ok, ...stored } = outcome;
  return Response.json(stored, { status: 201 });
});
