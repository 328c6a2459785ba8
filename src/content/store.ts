import { and, asc, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { contentPages, sites } from '@/db/schema';
import { stateTimeZone } from '@/lib/dates';
import { announceSiteChange } from '@/tenancy/announce-site-change';
import type { SiteConfig } from '@/tenancy/site-config';
import { type ContentIssue, isDraftSource, parseContentSource } from './front-matter';
import { BLOG_PAGE_SIZE, type BlogCategory, isLiveAt } from './rules';

// Content pages and articles in the database, per site. Every change rewrites the site's row as it is, so
// each server process's follower of the `sites` table (src/tenancy/site-changes.ts) drops the site's cached
// pages within a second; this process drops them at once.

export type ContentRow = typeof contentPages.$inferSelect;
export type ContentSummary = Pick<
  ContentRow,
  | 'path'
  | 'title'
  | 'description'
  | 'category'
  | 'publishedAt'
  | 'startAt'
  | 'expiresAt'
  | 'updatedAt'
  | 'updatedBy'
>;

/** A page refused whole: each bad field named. */
export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(`Refused: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`);
  }
}
/** No such site or page: the caller answers 404. */
export class ContentNotFoundError extends Error {}
/** A new page asked for at a path the site already has a page at: nothing is overwritten. */
export class ContentExistsError extends Error {}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ContentWriteOptions = {
  /** Refuse (ContentExistsError) rather than replace a page already at the path. */
  onlyNew?: boolean;
  /** More to write in the change's own transaction (the console's audit entry), given the site's id. */
  alongside?: (tx: Tx, siteId: number) => Promise<void>;
};

async function siteIdOf(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  if (!row) throw new ContentNotFoundError(`No site '${slug}'`);
  return row.id;
}

/** The site's id and its zone (its default state's), where a page's dates are days. */
export async function contentSiteOf(db: Db, slug: string): Promise<{ id: number; timeZone: string }> {
  const [row] = await db
    .select({ id: sites.id, config: sites.config })
    .from(sites)
    .where(eq(sites.slug, slug));
  if (!row) throw new ContentNotFoundError(`No site '${slug}'`);
  return {
    id: row.id,
    timeZone: stateTimeZone((row.config as Pick<SiteConfig, 'defaultState'>).defaultState),
  };
}

export type ContentChange = { path: string; created: boolean };

/**
 * Stores the page at `path` of site `slug` (created or replaced), after checking it whole. An unpublished
 * page (`draft: true`) is stored with no published time, so the blog's lists and feed leave it out too.
 */
export async function putContentPage(
  db: Db,
  slug: string,
  path: string,
  source: string,
  by: string,
  options: ContentWriteOptions = {},
): Promise<ContentChange> {
  const { id: siteId, timeZone } = await contentSiteOf(db, slug);
  const parsed = parseContentSource(path, source, timeZone);
  if (!parsed.ok) throw new ContentError(parsed.issues);
  const { page } = parsed;
  const values = {
    siteId,
    path,
    source,
    title: page.meta.title,
    description: page.meta.description,
    category: page.kind.kind === 'article' ? page.kind.category : null,
    publishedAt: page.meta.draft ? null : page.publishedAt,
    startAt: page.startAt,
    expiresAt: page.expiresAt,
    updatedAt: new Date(),
    updatedBy: by,
  };
  const created = await db.transaction(async (tx) => {
    const insert = tx.insert(contentPages).values(values);
    const [row] = await (options.onlyNew
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({ target: [contentPages.siteId, contentPages.path], set: values })
    ).returning({ created: sql<boolean>`xmax = 0` });
    if (!row) throw new ContentExistsError(`Site '${slug}' already has a page at '${path}'`);
    await options.alongside?.(tx, siteId);
    return Boolean(row.created);
  });
  await announceSiteChange(db, [{ id: siteId, slug }]);
  return { path, created };
}

export async function deleteContentPage(
  db: Db,
  slug: string,
  path: string,
  options: Pick<ContentWriteOptions, 'alongside'> = {},
): Promise<void> {
  const siteId = await siteIdOf(db, slug);
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(contentPages)
      .where(and(eq(contentPages.siteId, siteId), eq(contentPages.path, path)))
      .returning({ id: contentPages.id });
    if (!gone.length) throw new ContentNotFoundError(`No page '${path}' on site '${slug}'`);
    await options.alongside?.(tx, siteId);
  });
  await announceSiteChange(db, [{ id: siteId, slug }]);
}

/** One page of a site by its path, whatever its dates (the page decides what to show). */
export async function readContentPage(db: Db, siteId: number, path: string): Promise<ContentRow | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.siteId, siteId), eq(contentPages.path, path)));
  return row ?? null;
}

/** One page of a site by the site's slug (the admin API's read); null when either is missing. */
export async function readSitePage(db: Db, slug: string, path: string): Promise<ContentRow | null> {
  const [row] = await db
    .select({ page: contentPages })
    .from(contentPages)
    .innerJoin(sites, eq(sites.id, contentPages.siteId))
    .where(and(eq(sites.slug, slug), eq(contentPages.path, path)));
  return row?.page ?? null;
}

const summaryColumns = {
  path: contentPages.path,
  title: contentPages.title,
  description: contentPages.description,
  category: contentPages.category,
  publishedAt: contentPages.publishedAt,
  startAt: contentPages.startAt,
  expiresAt: contentPages.expiresAt,
  updatedAt: contentPages.updatedAt,
  updatedBy: contentPages.updatedBy,
};

/** Every page of a site, by path, each saying whether it is unpublished (the admin API's and console's list). */
export async function listContentPages(
  db: Db,
  slug: string,
): Promise<(ContentSummary & { draft: boolean })[]> {
  const siteId = await siteIdOf(db, slug);
  const rows = await db
    .select({ ...summaryColumns, source: contentPages.source })
    .from(contentPages)
    .where(eq(contentPages.siteId, siteId))
    .orderBy(asc(contentPages.path));
  return rows.map(({ source, ...row }) => ({ ...row, draft: isDraftSource(source) }));
}

export type ArticleList = { articles: ContentSummary[]; total: number };

/** A page of a site's published articles, newest first, in one category or all. */
export async function listArticles(
  db: Db,
  siteId: number,
  options: { category?: BlogCategory; page: number; now: Date; size?: number },
): Promise<ArticleList> {
  const size = options.size ?? BLOG_PAGE_SIZE;
  const where = and(
    eq(contentPages.siteId, siteId),
    options.category ? eq(contentPages.category, options.category) : isNotNull(contentPages.category),
    lte(contentPages.publishedAt, options.now),
  );
  const [{ total }] = await db.select({ total: count() }).from(contentPages).where(where);
  const articles = await db
    .select(summaryColumns)
    .from(contentPages)
    .where(where)
    .orderBy(desc(contentPages.publishedAt), asc(contentPages.path))
    .limit(size)
    .offset((options.page - 1) * size);
  return { articles, total };
}

/** Paths of a site's pages, for its sitemap: articles published by now and published pages inside their dates. */
export async function listedPaths(
  db: Db,
  siteId: number,
  now: Date,
): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({
      path: contentPages.path,
      updatedAt: contentPages.updatedAt,
      category: contentPages.category,
      publishedAt: contentPages.publishedAt,
      startAt: contentPages.startAt,
      expiresAt: contentPages.expiresAt,
      source: contentPages.source,
    })
    .from(contentPages)
    .where(eq(contentPages.siteId, siteId))
    .orderBy(asc(contentPages.path));
  return rows
    .filter((row) =>
      row.category ? row.publishedAt !== null && row.publishedAt <= now : !isDraftSource(row.source),
    )
    .filter((row) => isLiveAt(row, now))
    .map(({ path, updatedAt }) => ({ path, updatedAt }));
}
