import 'server-only';
import { assertCompliant, ComplianceError } from '@/compliance/check';
import { pageBreaches, RULES } from '@/compliance/rules';
import { parseContentSource } from '@/content/front-matter';
import { contentPathKind } from '@/content/rules';
import { editContentSource, type FieldChange } from '@/content/source-edit';
import {
  ContentError,
  ContentExistsError,
  ContentNotFoundError,
  type ContentWriteOptions,
  contentSiteOf,
  deleteContentPage,
  listContentPages,
  putContentPage,
  readSitePage,
} from '@/content/store';
import type { Db } from '@/db/client';
import { type AuditActor, auditChange } from '@/staff/audit';
import {
  type ContentKind,
  dayInputValue,
  kindOfPath,
  type PageState,
  pageState,
  windowChange,
} from './content-rules';

// A site's pages in the console: listed with where each stands on the site, read into the editor's fields,
// created, saved (which publishes), unpublished and deleted. Every change goes through the content store,
// the one the admin API and `npm run content` use: the same whole-page check (a 400 naming each field,
// nothing stored), the same rewrite of the site's row that has every process drop its cached pages within
// a second, and here an audit entry in the change's own transaction.

export type ConsolePage = {
  path: string;
  title: string;
  kind: ContentKind;
  category: string | null;
  state: PageState;
  updatedAt: Date;
  updatedBy: string;
};

/** The site's pages by path, of one kind or all. */
export async function listSitePages(
  db: Db,
  slug: string,
  kind: ContentKind | 'all',
  now: Date,
): Promise<ConsolePage[]> {
  const rows = await listContentPages(db, slug);
  return rows
    .map((row) => ({
      path: row.path,
      title: row.title,
      kind: kindOfPath(row.path),
      category: row.category,
      state: pageState(row, now),
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
    }))
    .filter((page) => kind === 'all' || page.kind === kind);
}

/** What the editor changes of a page; each a string as its field holds it ('' for none). */
export type PageFields = {
  title: string;
  description: string;
  /** A day on the site's clock ('2027-05-01'), or ''. */
  start: string;
  expiry: string;
  hero: string;
  heroAlt: string;
  form: string;
  body: string;
};

export type EditablePage = PageFields & {
  path: string;
  kind: ContentKind;
  category: string | null;
  state: PageState;
  updatedAt: Date;
  updatedBy: string;
};

/** A page's fields as the editor shows them, or null when the site has no page at `path`. */
export async function readPageFields(
  db: Db,
  slug: string,
  path: string,
  now: Date,
): Promise<EditablePage | null> {
  const [row, site] = await Promise.all([readSitePage(db, slug, path), contentSiteOf(db, slug)]);
  if (!row) return null;
  const parsed = parseContentSource(row.path, row.source, site.timeZone);
  if (!parsed.ok) return null;
  const { meta, body } = parsed.page;
  return {
    path: row.path,
    kind: kindOfPath(row.path),
    category: row.category,
    state: pageState({ ...row, draft: meta.draft === true }, now),
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    title: meta.title,
    description: meta.description,
    start: dayInputValue(meta.start, site.timeZone),
    expiry: dayInputValue(meta.expiry, site.timeZone),
    hero: meta.hero ?? '',
    heroAlt: meta.heroAlt ?? '',
    form: meta.form ?? '',
    body,
  };
}

export type PageIssue = { field: string; message: string };
export type PageOutcome =
  | { ok: true; path: string; created: boolean }
  | { ok: false; status: 400 | 409 | 422; issues: PageIssue[] }
  | { ok: false; status: 404 };

/** The store's field names as the editor's ('source' is the body the editor sends). */
const editorField = (field: string) => (field === 'source' ? 'body' : field);

async function outcomeOf(work: () => Promise<{ path: string; created: boolean }>): Promise<PageOutcome> {
  try {
    return { ok: true, ...(await work()) };
  } catch (error) {
    if (error instanceof ContentError)
      return {
        ok: false,
        status: 400,
        issues: error.issues.map((issue) => ({ ...issue, field: editorField(issue.field) })),
      };
    if (error instanceof ContentExistsError)
      return {
        ok: false,
        status: 409,
        issues: [
          { field: 'path', message: 'The site already has a page at this path: open it to change it.' },
        ],
      };
    if (error instanceof ContentNotFoundError) return { ok: false, status: 404 };
    if (error instanceof ComplianceError)
      return {
        ok: false,
        status: 422,
        issues: error.breaches.map((b) => ({
          field: b.where.split(' ').at(-1) ?? 'body',
          message: `${RULES[b.rule].title} (${b.rule}): ${b.message}`,
        })),
      };
    throw error;
  }
}

const subject = (path: string) => ({ type: 'content_page', id: path });

/** The audit entry written in the change's transaction. */
const audited = (
  actor: AuditActor,
  action: string,
  path: string,
  change: { before?: unknown; after?: unknown },
): ContentWriteOptions['alongside'] => {
  return (tx, siteId) => auditChange(tx, actor, siteId, action, subject(path), change);
};

/** The editor's fields as front matter changes, on top of what the page says now (null when new). */
async function fieldChanges(
  db: Db,
  slug: string,
  existing: string | null,
  path: string,
  fields: PageFields,
): Promise<Record<string, FieldChange>> {
  const { timeZone } = await contentSiteOf(db, slug);
  const before = existing ? parseContentSource(path, existing, timeZone) : null;
  const meta = before?.ok ? before.page.meta : undefined;
  return {
    title: fields.title,
    description: fields.description,
    start: windowChange(meta?.start, fields.start, timeZone),
    expiry: windowChange(meta?.expiry, fields.expiry, timeZone),
    hero: fields.hero,
    heroAlt: fields.heroAlt,
    form: fields.form,
    draft: false,
  };
}

const summary = (fields: PageFields) => ({
  title: fields.title,
  start: fields.start || null,
  expiry: fields.expiry || null,
});

/**
 * A new page at `path`, published: refused (409) where the site already has one, so nothing is
 * overwritten. An article is dated now and filed under the category its path names.
 */
export function createPage(
  db: Db,
  slug: string,
  actor: AuditActor,
  path: string,
  fields: PageFields,
  now: Date,
): Promise<PageOutcome> {
  return outcomeOf(async () => {
    assertCompliant(
      pageBreaches({ path, title: fields.title, description: fields.description, body: fields.body }),
    );
    const kind = contentPathKind(path);
    const changes = await fieldChanges(db, slug, null, path, fields);
    const article = kind?.kind === 'article' ? { category: kind.category, published: now.toISOString() } : {};
    const source = editContentSource(null, { ...changes, ...article }, fields.body);
    return putContentPage(db, slug, path, source, actor.email, {
      onlyNew: true,
      alongside: audited(actor, 'content.publish', path, { before: null, after: summary(fields) }),
    });
  });
}

/** The page at `path` with the editor's fields, published (an unpublished page goes back on the site). */
export function savePage(
  db: Db,
  slug: string,
  actor: AuditActor,
  path: string,
  fields: PageFields,
): Promise<PageOutcome> {
  return outcomeOf(async () => {
    const row = await readSitePage(db, slug, path);
    if (!row) throw new ContentNotFoundError(path);
    assertCompliant(
      pageBreaches({ path, title: fields.title, description: fields.description, body: fields.body }),
    );
    const changes = await fieldChanges(db, slug, row.source, path, fields);
    const source = editContentSource(row.source, changes, fields.body);
    return putContentPage(db, slug, path, source, actor.email, {
      alongside: audited(actor, 'content.publish', path, {
        before: { title: row.title },
        after: summary(fields),
      }),
    });
  });
}

/** The page at `path` kept as it is but taken off the site: its 404, out of the blog and sitemap. */
export function unpublishPage(db: Db, slug: string, actor: AuditActor, path: string): Promise<PageOutcome> {
  return outcomeOf(async () => {
    const row = await readSitePage(db, slug, path);
    if (!row) throw new ContentNotFoundError(path);
    const source = editContentSource(row.source, { draft: true });
    return putContentPage(db, slug, path, source, actor.email, {
      alongside: audited(actor, 'content.unpublish', path, { before: { title: row.title } }),
    });
  });
}

/** The page at `path` deleted: the site answers its 404 there from then on. */
export function deletePage(db: Db, slug: string, actor: AuditActor, path: string): Promise<PageOutcome> {
  return outcomeOf(async () => {
    const row = await readSitePage(db, slug, path);
    if (!row) throw new ContentNotFoundError(path);
    await deleteContentPage(db, slug, path, {
      alongside: audited(actor, 'content.delete', path, { before: { title: row.title } }),
    });
    return { path, created: false };
  });
}
